/** A rating drawn as five stars with half-star precision (spec §9), and its count. */
import { starDisplay } from '@souq/domain';
import { STAR_ROW_HREF } from '../../components/ui/star-row.tsx';
import { useT } from '../../i18n/t.ts';
import { useFormat } from './format.ts';

const STAR = 'M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z';

/** One filled star, for compact ratings ("★ 4.1"). */
export function StarIcon({ className = 'size-4' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={`${className} shrink-0 fill-amber-400`} aria-hidden="true">
      <path d={STAR} />
    </svg>
  );
}

/** The row's box for each star size (five stars side by side, as the stars were drawn one by one). */
const ROW_SIZE = { 'size-4': 'h-4 w-20', 'size-3.5': 'h-3.5 w-[4.375rem]' } as const;

/**
 * The five stars as two rows, the empty and the filled (the row is defined once per document,
 * StarRowDefinition), so a rating is two small drawings instead of ten: a store or product page
 * shows twenty ratings or more, and each star drawn on its own made a few hundred elements of the
 * page's markup (issue 21).
 */
export function Stars({
  rating,
  count,
  size = 'size-4',
  showValue = false,
}: {
  rating: number;
  count?: number;
  size?: keyof typeof ROW_SIZE;
  showValue?: boolean;
}) {
  const t = useT();
  const format = useFormat();
  const stars = starDisplay(rating);
  const filled = ((stars.full + (stars.half ? 0.5 : 0)) / 5) * 100;
  const box = ROW_SIZE[size];
  return (
    <span className="inline-flex items-center gap-1 text-xs text-slate-500 dark:text-slate-400">
      <span
        role="img"
        aria-label={t('catalog.ratingLabel', { rating: format.rating(rating), count: format.number(count ?? 0) })}
        className="relative inline-flex"
      >
        <svg viewBox="0 0 120 24" className={`${box} shrink-0 fill-slate-200 dark:fill-slate-700`} aria-hidden="true">
          <use href={STAR_ROW_HREF} />
        </svg>
        {filled > 0 && (
          // Filled from the start edge, so it reads right in Arabic too; a half star is cut in its middle.
          <span
            aria-hidden="true"
            className="absolute inset-y-0 start-0 overflow-hidden"
            style={{ width: `${filled}%` }}
          >
            <svg viewBox="0 0 120 24" className={`${box} max-w-none fill-amber-400`}>
              <use href={STAR_ROW_HREF} />
            </svg>
          </span>
        )}
      </span>
      {showValue && <span className="font-semibold text-slate-700 dark:text-slate-200">{format.rating(rating)}</span>}
      {count !== undefined && <span>({format.number(count)})</span>}
    </span>
  );
}
