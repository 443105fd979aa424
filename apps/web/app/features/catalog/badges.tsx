/** The small marks of item and store cards and the item view (spec §2). */
import type { DiscountBadge } from '@souq/domain';
import { settingOn } from '@souq/domain';
import { useT } from '../../i18n/t.ts';
import { useRootData } from '../../lib/root-data.ts';
import { useFormat } from './format.ts';

/** 'N% OFF' for a percent discount, '{amount} OFF' for a fixed one. */
export function useDiscountText() {
  const t = useT();
  const format = useFormat();
  return (badge: DiscountBadge) =>
    badge.kind === 'percent'
      ? t('catalog.percentOff', { percent: format.percent(badge.percent) })
      : t('catalog.amountOff', { amount: format.money(badge.amount) });
}

export function DiscountChip({ badge, className = '' }: { badge: DiscountBadge; className?: string }) {
  const text = useDiscountText();
  return (
    <span
      className={`inline-flex items-center rounded-full bg-red-600 px-2 py-0.5 text-[11px] font-bold tracking-wide text-white uppercase shadow-sm ${className}`}
    >
      {text(badge)}
    </span>
  );
}

/** Veg/non-veg is shown only in the food module and only when the config toggle is on. */
export function useShowsVeg(moduleType: string | null | undefined): boolean {
  const { config } = useRootData();
  return moduleType === 'food' && settingOn(config.toggle_veg_non_veg);
}

/** The Indian food-label convention shoppers know: a green dot for veg, a brown triangle for non-veg. */
export function VegMark({
  veg,
  className = '',
  decorative = false,
}: {
  veg: boolean;
  className?: string;
  decorative?: boolean;
}) {
  const t = useT();
  const label = t(veg ? 'catalog.veg' : 'catalog.nonVeg');
  return (
    <span
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative || undefined}
      title={label}
      className={`inline-flex size-4 shrink-0 items-center justify-center rounded-[3px] border-[1.5px] bg-white ${veg ? 'border-green-600' : 'border-amber-800'} ${className}`}
    >
      {veg ? (
        <span className="size-2 rounded-full bg-green-600" />
      ) : (
        <span className="size-0 border-x-[4px] border-b-[7px] border-x-transparent border-b-amber-800" />
      )}
    </span>
  );
}

type Tone = 'green' | 'amber' | 'sky' | 'slate';
const TONES: Record<Tone, string> = {
  green: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-500/15 dark:text-emerald-300',
  amber: 'bg-amber-50 text-amber-800 ring-amber-600/20 dark:bg-amber-500/15 dark:text-amber-300',
  sky: 'bg-sky-50 text-sky-700 ring-sky-600/20 dark:bg-sky-500/15 dark:text-sky-300',
  slate: 'bg-slate-100 text-slate-700 ring-slate-500/20 dark:bg-slate-800 dark:text-slate-300',
};

export function Tag({
  tone = 'slate',
  children,
  className = '',
}: {
  tone?: Tone;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-[11px] font-semibold ring-1 ring-inset ${TONES[tone]} ${className}`}
    >
      {children}
    </span>
  );
}
