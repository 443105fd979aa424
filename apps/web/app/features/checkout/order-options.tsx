/**
 * How and when: delivery or take-away (as the settings and the store allow),
 * and now or a scheduled time slot (when the business and the store take
 * scheduled orders). A closed store can only be scheduled.
 */
import { useMemo } from 'react';
import { clockText } from '@souq/domain';
import { INPUT_CLASS } from '../../components/form/field.tsx';
import { useT } from '../../i18n/t.ts';
import { useBusinessMoment, useFormat } from '../catalog/format.ts';
import { useNow } from '../catalog/use-now.ts';
import type { CheckoutData } from './checkout.server.ts';
import type { OrderType } from './pricing.ts';
import { Section } from './section.tsx';
import { scheduleDays, type Slot, type SlotDay } from './slots.ts';

export interface When {
  /** null: as soon as possible. */
  day: string | null;
  slot: Slot | null;
}

interface OrderOptionsProps {
  data: CheckoutData;
  orderType: OrderType;
  onOrderType: (type: OrderType) => void;
  when: When;
  onWhen: (when: When) => void;
  /** The slot days, computed by the page (it also needs them to send schedule_at). */
  days: SlotDay[];
}

const CHIP =
  'flex cursor-pointer items-center justify-center gap-2 rounded-xl border border-slate-300 px-3 py-2.5 text-sm font-semibold has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-700 has-focus-visible:ring-2 has-focus-visible:ring-brand-600/40 has-disabled:cursor-not-allowed has-disabled:opacity-50 dark:border-slate-600 dark:has-checked:bg-brand-700/20 dark:has-checked:text-brand-100';

export function useSlotDays(data: CheckoutData): SlotDay[] {
  const moment = useBusinessMoment(useNow(data.renderedAt, 60_000));
  return useMemo(
    () => (data.store && data.orderTypes.schedule ? scheduleDays(data.store.schedules, moment, data.slotMinutes) : []),
    // The moment is new each minute (useNow's tick): the days follow it.
    [data.store, data.orderTypes.schedule, data.slotMinutes, moment],
  );
}

export function OrderOptions({ data, orderType, onOrderType, when, onWhen, days }: OrderOptionsProps) {
  const t = useT();
  const format = useFormat();
  const open = data.store?.open ?? false;
  const dayLabel = (day: SlotDay) =>
    day.daysAhead === 0 ? t('checkout.today') : day.daysAhead === 1 ? t('checkout.tomorrow') : format.date(day.date);
  const slotLabel = (slot: Slot) => `${format.clock(clockText(slot.start))} – ${format.clock(clockText(slot.end))}`;
  const chosenDay = days.find((d) => d.date === when.day) ?? null;

  return (
    <Section title={t('checkout.deliveryOptions')} icon="truck">
      <fieldset>
        <legend className="sr-only">{t('checkout.orderType')}</legend>
        <div className="grid grid-cols-2 gap-2">
          <label className={CHIP}>
            <input
              type="radio"
              name="order_type_choice"
              className="sr-only"
              checked={orderType === 'delivery'}
              disabled={!data.orderTypes.delivery}
              onChange={() => onOrderType('delivery')}
            />
            {t('checkout.homeDelivery')}
          </label>
          <label className={CHIP}>
            <input
              type="radio"
              name="order_type_choice"
              className="sr-only"
              checked={orderType === 'take_away'}
              disabled={!data.orderTypes.takeAway}
              onChange={() => onOrderType('take_away')}
            />
            {t('checkout.takeAway')}
          </label>
        </div>
      </fieldset>

      {(data.orderTypes.schedule || !open) && (
        <fieldset className="mt-4">
          <legend className="mb-2 text-sm font-semibold text-slate-800 dark:text-slate-200">
            {t('checkout.when')}
          </legend>
          <div className="grid grid-cols-2 gap-2">
            <label className={CHIP}>
              <input
                type="radio"
                name="when"
                className="sr-only"
                checked={when.day === null}
                disabled={!open}
                onChange={() => onWhen({ day: null, slot: null })}
              />
              {t('checkout.now')}
            </label>
            <label className={CHIP}>
              <input
                type="radio"
                name="when"
                className="sr-only"
                checked={when.day !== null}
                disabled={!days.length}
                onChange={() => onWhen({ day: days[0]?.date ?? null, slot: days[0]?.slots[0] ?? null })}
              />
              {t('checkout.schedule')}
            </label>
          </div>
          {!open && (
            <p className="mt-2 text-sm text-amber-700 dark:text-amber-300">
              {days.length ? t('checkout.storeClosedSchedule') : t('checkout.storeClosed')}
            </p>
          )}
          {when.day !== null && chosenDay && (
            <div className="mt-3 grid gap-2 sm:grid-cols-2">
              <label className="flex flex-col gap-1 text-sm font-semibold">
                {t('checkout.day')}
                <select
                  className={INPUT_CLASS}
                  value={chosenDay.date}
                  onChange={(e) => {
                    const day = days.find((d) => d.date === e.target.value)!;
                    onWhen({ day: day.date, slot: day.slots[0] ?? null });
                  }}
                >
                  {days.map((day) => (
                    <option key={day.date} value={day.date}>
                      {dayLabel(day)}
                    </option>
                  ))}
                </select>
              </label>
              <label className="flex flex-col gap-1 text-sm font-semibold">
                {t('checkout.timeSlot')}
                <select
                  className={INPUT_CLASS}
                  data-testid="time-slot"
                  value={when.slot?.start ?? ''}
                  onChange={(e) =>
                    onWhen({
                      day: chosenDay.date,
                      slot: chosenDay.slots.find((s) => s.start === Number(e.target.value)) ?? null,
                    })
                  }
                >
                  {chosenDay.slots.map((slot) => (
                    <option key={slot.start} value={slot.start}>
                      {slotLabel(slot)}
                    </option>
                  ))}
                </select>
              </label>
            </div>
          )}
        </fieldset>
      )}
    </Section>
  );
}
