/**
 * The tracking stepper: placed, confirmed, preparing, on the way (ready for
 * pickup for take-away), delivered — each reached step with its time. A
 * canceled order (or a failed payment) shows the steps it reached and the
 * rest faded; the banner above says what happened.
 */
import { Icon } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import { useFormat } from '../catalog/format.ts';
import { stepsFor } from './status.ts';
import type { OrderView } from './types.ts';

export function TrackingStepper({ order }: { order: Pick<OrderView, 'orderType' | 'reached' | 'stamps' | 'status'> }) {
  const t = useT();
  const format = useFormat();
  const steps = stepsFor(order.orderType);
  const stopped = order.status === 'canceled' || order.status === 'failed';
  return (
    <ol className="grid gap-0 sm:grid-cols-5" aria-label={t('order.tracking')}>
      {steps.map((step, index) => {
        const done = index < order.reached;
        const current = index === order.reached - 1 && !stopped && order.reached < steps.length;
        const stamp = step.stamps.map((s) => order.stamps[s]).find(Boolean);
        const last = index === steps.length - 1;
        return (
          <li
            key={step.key}
            aria-current={current ? 'step' : undefined}
            className={`relative flex gap-3 pb-6 sm:flex-col sm:items-center sm:pb-0 sm:text-center ${stopped && !done ? 'opacity-50' : ''}`}
          >
            {!last && (
              <span
                aria-hidden="true"
                className={`absolute start-[15px] top-8 h-[calc(100%-2rem)] w-0.5 sm:start-[calc(50%+1.25rem)] sm:top-[15px] sm:h-0.5 sm:w-[calc(100%-2.5rem)] ${index + 1 < order.reached ? 'bg-brand-500' : 'bg-slate-200 dark:bg-slate-700'}`}
              />
            )}
            <span
              className={`relative z-10 flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ring-4 ${
                done ? 'bg-brand-600 text-white' : 'bg-slate-200 text-slate-500 dark:bg-slate-700 dark:text-slate-300'
              } ${current ? 'ring-brand-100 dark:ring-brand-900' : 'ring-white dark:ring-slate-900'}`}
            >
              {done ? <Icon name="check" className="size-4" /> : format.number(index + 1)}
            </span>
            <div className="min-w-0 sm:mt-2 sm:w-full sm:px-1">
              <p
                className={`text-sm font-semibold sm:text-xs lg:text-sm ${done ? '' : 'text-slate-500 dark:text-slate-400'}`}
              >
                {t(`order.step.${step.key}`)}
                <span className="sr-only">
                  {done ? ` (${t(current ? 'order.stepCurrent' : 'order.stepDone')})` : ''}
                </span>
              </p>
              {done && stamp && (
                <p className="text-xs text-slate-500 sm:text-[11px] lg:text-xs dark:text-slate-400">
                  <bdi>{format.dateTime(stamp.date, stamp.time)}</bdi>
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
