/** An order's status as a coloured chip (colour and words: the status is never told by colour alone). */
import { useT } from '../../i18n/t.ts';
import { statusTone, type ChipTone } from './status.ts';
import type { OrderStatus } from '@souq/domain';

export const CHIP_TONES: Record<ChipTone, string> = {
  warning: 'bg-amber-50 text-amber-800 ring-amber-200 dark:bg-amber-950/50 dark:text-amber-300 dark:ring-amber-900',
  danger: 'bg-red-50 text-red-700 ring-red-200 dark:bg-red-950/50 dark:text-red-300 dark:ring-red-900',
  info: 'bg-sky-50 text-sky-800 ring-sky-200 dark:bg-sky-950/50 dark:text-sky-300 dark:ring-sky-900',
  success: 'bg-brand-50 text-brand-700 ring-brand-200 dark:bg-brand-900/40 dark:text-brand-200 dark:ring-brand-800',
  neutral: 'bg-slate-100 text-slate-700 ring-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-700',
};

export function StatusChip({ status }: { status: OrderStatus }) {
  const t = useT();
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ${CHIP_TONES[statusTone(status)]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}
