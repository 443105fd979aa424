/** A price or a price range after the discount, with the price before it struck through (spec §2). */
import { useFormat } from './format.ts';
import type { PriceSpan } from './types.ts';

export function Price({
  price,
  size = 'base',
  className = '',
}: {
  price: PriceSpan;
  size?: 'sm' | 'base' | 'lg';
  className?: string;
}) {
  const format = useFormat();
  const discounted = price.min !== price.originalMin || price.max !== price.originalMax;
  const main = size === 'lg' ? 'text-2xl font-extrabold' : size === 'sm' ? 'text-sm font-bold' : 'text-base font-bold';
  return (
    <span className={`inline-flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <span className={`${main} text-slate-900 dark:text-white`}>{format.moneyRange(price.min, price.max)}</span>
      {discounted && (
        <del className={`${size === 'lg' ? 'text-base' : 'text-xs'} font-medium text-slate-500 dark:text-slate-400`}>
          {format.moneyRange(price.originalMin, price.originalMax)}
        </del>
      )}
    </span>
  );
}
