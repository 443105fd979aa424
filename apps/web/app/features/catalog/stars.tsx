/** A rating drawn as five stars with half-star precision (spec §9), and its count. */
import { starDisplay } from '@souq/domain';
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

function Star({ fill, size }: { fill: 'full' | 'half' | 'empty'; size: string }) {
  return (
    <span className={`relative inline-block ${size}`} aria-hidden="true">
      <svg viewBox="0 0 24 24" className={`absolute inset-0 ${size} fill-slate-200 dark:fill-slate-700`}>
        <path d={STAR} />
      </svg>
      {fill !== 'empty' && (
        // The filled half sits at the start edge, so it reads right in Arabic too.
        <span className={`absolute inset-y-0 start-0 overflow-hidden ${fill === 'half' ? 'w-1/2' : 'w-full'}`}>
          <svg viewBox="0 0 24 24" className={`${size} fill-amber-400`}>
            <path d={STAR} />
          </svg>
        </span>
      )}
    </span>
  );
}

export function Stars({
  rating,
  count,
  size = 'size-4',
  showValue = false,
}: {
  rating: number;
  count?: number;
  size?: string;
  showValue?: boolean;
}) {
  const t = useT();
  const format = useFormat();
  const stars = starDisplay(rating);
  const fills = [
    ...Array(stars.full).fill('full'),
    ...(stars.half ? ['half'] : []),
    ...Array(stars.empty).fill('empty'),
  ] as ('full' | 'half' | 'empty')[];
  return (
    <span className="inline-flex items-center gap-1 text-xs text-slate-500 dark:text-slate-400">
      <span
        role="img"
        aria-label={t('catalog.ratingLabel', { rating: format.rating(rating), count: format.number(count ?? 0) })}
        className="inline-flex"
      >
        {fills.map((fill, i) => (
          <Star key={i} fill={fill} size={size} />
        ))}
      </span>
      {showValue && <span className="font-semibold text-slate-700 dark:text-slate-200">{format.rating(rating)}</span>}
      {count !== undefined && <span>({format.number(count)})</span>}
    </span>
  );
}
