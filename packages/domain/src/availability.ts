/**
 * When an item can be ordered. Items have a daily window
 * (available_time_starts/ends, local wall-clock, both ends inclusive, may run
 * past midnight); campaign items also have a date window
 * (available_date_starts/ends). A store that takes scheduled orders
 * (schedule_order) lets shoppers order outside the daily window for a later
 * time, never outside a campaign's dates.
 */
import { clockSeconds, isOpenAt, type LocalMoment, type ScheduleRow } from './schedule.ts';

export interface AvailabilityWindow {
  available_time_starts?: string | null;
  available_time_ends?: string | null;
  /** 'YYYY-MM-DD'; set only on campaign items. */
  available_date_starts?: string | null;
  available_date_ends?: string | null;
}

export type Availability = 'available' | 'outside_hours' | 'campaign_not_started' | 'campaign_ended';

/** Rule: inside the daily window; a window ending before it starts runs past midnight. */
export function isWithinDailyWindow(
  starts: string | null | undefined,
  ends: string | null | undefined,
  seconds: number,
): boolean {
  if (!starts || !ends) return true;
  const from = clockSeconds(starts);
  const to = clockSeconds(ends);
  if (from === to) return true;
  return from < to ? seconds >= from && seconds <= to : seconds >= from || seconds <= to;
}

/** Rule: where the moment falls relative to the campaign dates, then the daily window. */
export function itemAvailability(
  item: AvailabilityWindow,
  moment: Pick<LocalMoment, 'date' | 'seconds'>,
): Availability {
  if (item.available_date_starts && moment.date < item.available_date_starts) return 'campaign_not_started';
  if (item.available_date_ends && moment.date > item.available_date_ends) return 'campaign_ended';
  return isWithinDailyWindow(item.available_time_starts, item.available_time_ends, moment.seconds)
    ? 'available'
    : 'outside_hours';
}

export function isItemAvailableAt(item: AvailabilityWindow, moment: Pick<LocalMoment, 'date' | 'seconds'>): boolean {
  return itemAvailability(item, moment) === 'available';
}

/**
 * Rule: an item can be ordered now when it is available now, or — when the
 * store takes scheduled orders — when it is only outside its daily hours
 * (the order is then scheduled into the window). With a scheduled time, the
 * item must be available at that time.
 */
export function canOrderItem(
  item: AvailabilityWindow,
  now: Pick<LocalMoment, 'date' | 'seconds'>,
  options: { scheduleOrder: boolean; scheduledAt?: Pick<LocalMoment, 'date' | 'seconds'> | null },
): boolean {
  if (options.scheduledAt) return options.scheduleOrder && isItemAvailableAt(item, options.scheduledAt);
  const state = itemAvailability(item, now);
  return state === 'available' || (state === 'outside_hours' && options.scheduleOrder);
}

/** How a store takes orders at a moment: now, only for a later time, or not at all. */
export type StoreOrdering = 'now' | 'later' | 'closed';

/**
 * Rule (issue 16, item 1): an active store inside its hours takes orders now;
 * a closed one takes them only for later, where both the business and the
 * store schedule orders; a store switched off (active false) takes none.
 * The cart refuses an add for a 'closed' store, and the item view and cart
 * say so before; checkout places a 'later' order only at a scheduled time.
 */
export function storeOrdering(
  store: { active: boolean; scheduleOrder: boolean; schedules: readonly ScheduleRow[] },
  moment: Pick<LocalMoment, 'day' | 'seconds'>,
  businessScheduleOrder: boolean,
): StoreOrdering {
  if (!store.active) return 'closed';
  if (isOpenAt(store.schedules, moment)) return 'now';
  return store.scheduleOrder && businessScheduleOrder ? 'later' : 'closed';
}
