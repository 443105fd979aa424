/** A titled block of the catalog pages, with 'View all' and, for rows, scroll buttons on wide screens. */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import { HydrateLater } from '../../lib/hydrate-later.tsx';
import { useRootData } from '../../lib/root-data.ts';

interface SectionProps {
  id: string;
  title: string;
  subtitle?: string;
  icon?: IconName;
  viewAll?: string;
  /** Something next to the title, e.g. a countdown. */
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
  /** White text, for sections on a coloured panel. */
  inverted?: boolean;
}

/** Rows of a catalog page are mostly below the first screen: each hydrates in a task of its own, after the rest. */
export function Section(props: SectionProps) {
  return (
    <HydrateLater>
      <SectionBlock {...props} />
    </HydrateLater>
  );
}

function SectionBlock({
  id,
  title,
  subtitle,
  icon,
  viewAll,
  aside,
  children,
  className = '',
  inverted = false,
}: SectionProps) {
  const t = useT();
  return (
    <section aria-labelledby={`${id}-title`} className={className}>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-x-4 gap-y-3">
        <div className="min-w-0">
          <h2
            id={`${id}-title`}
            className={`flex items-center gap-2 text-xl font-extrabold tracking-tight sm:text-2xl ${inverted ? 'text-white' : ''}`}
          >
            {icon && <Icon name={icon} className={`size-6 ${inverted ? 'text-yellow-200' : 'text-brand-600'}`} />}
            {title}
          </h2>
          {subtitle && (
            <p className={`mt-1 text-sm ${inverted ? 'text-white/85' : 'text-slate-500 dark:text-slate-400'}`}>
              {subtitle}
            </p>
          )}
        </div>
        <div className="ms-auto flex shrink-0 items-center gap-3">
          {aside}
          {viewAll && (
            <Link
              to={viewAll}
              className={`inline-flex items-center gap-1 rounded-full px-3 py-1.5 text-sm font-semibold ${inverted ? 'text-white hover:bg-white/15' : 'text-brand-700 hover:bg-brand-50 dark:text-brand-400 dark:hover:bg-brand-700/20'}`}
            >
              {t('catalog.viewAll')}
              <span className="sr-only">: {title}</span>
              <Icon name="chevron" className="size-4" />
            </Link>
          )}
        </div>
      </div>
      {children}
    </section>
  );
}

/** A horizontal row that scrolls by touch (snapping to cards) or with its buttons. */
export function ScrollRow({ children, label }: { children: ReactNode; label: string }) {
  const t = useT();
  const { dir } = useRootData();
  const list = useRef<HTMLUListElement>(null);
  // Which way the row can still scroll; buttons show only where there is more to see.
  const [room, setRoom] = useState({ start: false, end: false });
  const measure = () => {
    const element = list.current;
    if (!element) return;
    const scrolled = Math.abs(element.scrollLeft);
    const next = { start: scrolled > 4, end: scrolled + element.clientWidth < element.scrollWidth - 4 };
    setRoom((current) => (current.start === next.start && current.end === next.end ? current : next));
  };
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    measure();
    // The row and its cards: either growing (pictures, fonts arriving) changes what is left to scroll.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  const scroll = (towardsEnd: boolean) => {
    const element = list.current;
    if (!element) return;
    // In right-to-left pages the inline end is on the left, where scrollLeft is negative.
    const step = element.clientWidth * 0.85 * (towardsEnd ? 1 : -1) * (dir === 'rtl' ? -1 : 1);
    element.scrollBy({ left: step, behavior: 'smooth' });
  };
  const arrow = (towardsEnd: boolean) =>
    (towardsEnd ? room.end : room.start) && (
      <button
        type="button"
        onClick={() => scroll(towardsEnd)}
        aria-label={t(towardsEnd ? 'catalog.scrollNext' : 'catalog.scrollPrevious', { name: label })}
        className={`absolute top-1/3 z-10 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white text-slate-700 shadow-lg ring-1 ring-slate-200 hover:bg-slate-50 lg:flex dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-700 ${towardsEnd ? '-end-4' : '-start-4'}`}
      >
        <Icon name="chevron" className={`size-5 ${towardsEnd ? '' : 'rotate-180'}`} />
      </button>
    );
  return (
    <div className="relative">
      {arrow(false)}
      <ul
        ref={list}
        onScroll={measure}
        aria-label={label}
        className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pt-1 pb-3 [scrollbar-width:none] sm:gap-4 lg:mx-0 lg:scroll-px-0 lg:px-0"
      >
        {children}
      </ul>
      {arrow(true)}
    </div>
  );
}

export function RowItem({ children }: { children: ReactNode }) {
  return <li className="flex shrink-0 snap-start">{children}</li>;
}
