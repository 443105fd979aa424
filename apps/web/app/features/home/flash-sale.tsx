/** The running flash sale of the module with a countdown to its end (spec §2). */
import { useT } from '../../i18n/t.ts';
import { useFormat } from '../catalog/format.ts';
import { ProductCard } from '../catalog/product-card.tsx';
import { RowItem, ScrollRow, Section } from '../catalog/section.tsx';
import { useNow } from '../catalog/use-now.ts';
import type { HomeSections } from './home.server.ts';

/** Days, hours, minutes and seconds left until `end` (never negative). */
export function countdownParts(endMs: number, nowMs: number) {
  const total = Math.max(0, Math.floor((endMs - nowMs) / 1000));
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

export function Countdown({ endsAt, renderedAt }: { endsAt: string; renderedAt: number }) {
  const t = useT();
  const format = useFormat();
  const now = useNow(renderedAt, 1000);
  const left = countdownParts(Date.parse(endsAt), now);
  const unit = (value: number, label: string) => (
    <span className="flex min-w-11 flex-col items-center rounded-lg bg-white/95 px-1.5 py-1 text-slate-900 shadow-sm dark:bg-slate-900 dark:text-white">
      <span className="text-base leading-5 font-extrabold tabular-nums">
        {format.number(value).padStart(2, format.number(0))}
      </span>
      <span className="text-[10px] font-semibold text-slate-500 uppercase dark:text-slate-400">{label}</span>
    </span>
  );
  return (
    <div role="timer" aria-label={t('home.endsIn')} className="flex items-center gap-1.5">
      {unit(left.days, t('home.days'))}
      {unit(left.hours, t('home.hours'))}
      {unit(left.minutes, t('home.minutes'))}
      {unit(left.seconds, t('home.seconds'))}
    </div>
  );
}

export function FlashSale({ sale, renderedAt }: { sale: NonNullable<HomeSections['flashSale']>; renderedAt: number }) {
  const t = useT();
  return (
    <div className="rounded-3xl bg-gradient-to-br from-rose-500 via-red-500 to-orange-500 p-4 text-white shadow-lg shadow-red-500/20 sm:p-6">
      <Section
        id="flash-sale"
        icon="flash"
        title={sale.title || t('home.flashSale')}
        subtitle={t('home.flashSaleSubtitle')}
        viewAll={`/home?data_type=flash_sale&id=${sale.id}`}
        aside={<Countdown endsAt={sale.endsAt} renderedAt={renderedAt} />}
        inverted
      >
        <ScrollRow label={sale.title || t('home.flashSale')}>
          {sale.items.map((item) => (
            <RowItem key={item.id}>
              <ProductCard item={item} fixedWidth />
            </RowItem>
          ))}
        </ScrollRow>
      </Section>
    </div>
  );
}
