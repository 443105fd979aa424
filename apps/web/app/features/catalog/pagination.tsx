/** Page links for paged lists (store lists of 12, item grids): previous, numbers around the current page, next. */
import { Link, useLocation } from 'react-router';
import { Icon } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import { useFormat } from './format.ts';

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** 1 … 4 5 [6] 7 8 … 20 */
export function visiblePages(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1] > 1 ? [null, p] : [p]));
}

export function Pagination({
  page,
  total,
  pageSize,
  param = 'page',
  label,
}: {
  page: number;
  total: number;
  pageSize: number;
  param?: string;
  /** The navigation's name when a page has more than one paged list. */
  label?: string;
}) {
  const t = useT();
  const format = useFormat();
  const location = useLocation();
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  const href = (p: number) => {
    const query = new URLSearchParams(location.search);
    if (p === 1) query.delete(param);
    else query.set(param, String(p));
    const search = query.toString();
    return `${location.pathname}${search ? `?${search}` : ''}`;
  };
  const step =
    'flex size-10 items-center justify-center rounded-full ring-1 ring-slate-200 hover:bg-slate-100 dark:ring-slate-700 dark:hover:bg-slate-800';
  return (
    <nav aria-label={label ?? t('catalog.pagination')} className="mt-8 flex items-center justify-center gap-1.5">
      {page > 1 && (
        <Link to={href(page - 1)} className={step} aria-label={t('catalog.previousPage')}>
          <Icon name="chevron" className="size-4 rotate-180" />
        </Link>
      )}
      {visiblePages(page, pages).map((p, i) =>
        p === null ? (
          <span key={`gap${i}`} className="px-1 text-slate-500 dark:text-slate-400">
            …
          </span>
        ) : (
          <Link
            key={p}
            to={href(p)}
            aria-current={p === page ? 'page' : undefined}
            aria-label={t('catalog.pageN', { n: format.number(p) })}
            className="flex size-10 items-center justify-center rounded-full text-sm font-semibold hover:bg-slate-100 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white dark:hover:bg-slate-800"
          >
            {format.number(p)}
          </Link>
        ),
      )}
      {page < pages && (
        <Link to={href(page + 1)} className={step} aria-label={t('catalog.nextPage')}>
          <Icon name="chevron" className="size-4" />
        </Link>
      )}
    </nav>
  );
}
