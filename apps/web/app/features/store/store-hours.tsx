/** The week's opening hours of a store, today first-highlighted; split hours and days off included. */
import { useT } from '../../i18n/t.ts';
import { useBusinessMoment, useFormat } from '../catalog/format.ts';
import type { WireSchedule } from '@souq/api/answers';

/** A store's opening hours on one day, as its schedules answer them. */
export type OpeningHours = Pick<WireSchedule, 'day' | 'opening_time' | 'closing_time'>;

export function StoreHours({ schedules, renderedAt }: { schedules: OpeningHours[]; renderedAt: number }) {
  const t = useT();
  const format = useFormat();
  const today = useBusinessMoment(renderedAt).day;
  const days = t('catalog.weekdays').split(',');
  return (
    <details className="group rounded-2xl bg-slate-50 px-4 py-3 text-sm dark:bg-slate-900">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 font-semibold">
        {t('store.openingHours')}
        <span aria-hidden="true" className="text-slate-400 transition group-open:rotate-180">
          ▾
        </span>
      </summary>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5">
        {[0, 1, 2, 3, 4, 5, 6].map((day) => {
          const rows = schedules
            .filter((s) => s.day === day)
            .sort((a, b) => a.opening_time.localeCompare(b.opening_time));
          const current = day === today;
          return (
            <div key={day} className={`contents ${current ? 'font-bold text-brand-700 dark:text-brand-400' : ''}`}>
              <dt>{days[day]}</dt>
              <dd className="text-end">
                {rows.length === 0
                  ? t('store.closedAllDay')
                  : rows
                      .map((r) =>
                        r.opening_time === r.closing_time
                          ? t('store.allDay')
                          : `${format.clock(r.opening_time)} – ${format.clock(r.closing_time)}`,
                      )
                      .join(t('catalog.listSeparator'))}
              </dd>
            </div>
          );
        })}
      </dl>
    </details>
  );
}
