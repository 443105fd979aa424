/**
 * Delivery time slots for a scheduled order (spec §9 "Time slots generated
 * in minute steps", reference §5.2 "Schedule order"): the client offers
 * slots of `schedule_order_slot_duration` minutes inside the store's opening
 * hours, today (only slots still ahead) and on the following days; the
 * server checks the chosen time again (not in the past, store schedules
 * orders, store open then). Times are the business clock's wall clock.
 */
import { clockSeconds, clockText, type LocalMoment, type ScheduleRow } from '@souq/domain';

const DAY_SECONDS = 24 * 3600;

export interface Slot {
  /** Seconds since local midnight. */
  start: number;
  end: number;
}

export interface SlotDay {
  /** 'YYYY-MM-DD' on the business clock. */
  date: string;
  /** 0 = today, 1 = tomorrow, … */
  daysAhead: number;
  slots: Slot[];
}

/** The stretches of one weekday a store is open, [from, to] in seconds (overnight rows continue after midnight). */
export function openStretches(schedules: readonly ScheduleRow[], weekday: number): [number, number][] {
  const stretches: [number, number][] = [];
  for (const row of schedules) {
    const open = clockSeconds(row.opening_time);
    const close = clockSeconds(row.closing_time);
    if (row.day === weekday) {
      if (close === open) stretches.push([0, DAY_SECONDS]);
      else stretches.push([open, close > open ? close : DAY_SECONDS]);
    } else if ((row.day + 1) % 7 === weekday && close < open) {
      stretches.push([0, close]);
    }
  }
  return stretches.sort((a, b) => a[0] - b[0]);
}

/**
 * Rule: slots of `minutes` from each opening, stepping by `minutes`, the last
 * one cut at closing; today only slots that start after `now`.
 */
export function slotsOfDay(
  schedules: readonly ScheduleRow[],
  weekday: number,
  minutes: number,
  afterSeconds: number | null,
): Slot[] {
  const step = Math.max(1, Math.round(minutes)) * 60;
  const slots: Slot[] = [];
  const seen = new Set<number>();
  for (const [from, to] of openStretches(schedules, weekday)) {
    for (let start = from; start < to; start += step) {
      if (afterSeconds !== null && start <= afterSeconds) continue;
      if (seen.has(start)) continue;
      seen.add(start);
      slots.push({ start, end: Math.min(start + step, to) });
    }
  }
  return slots.sort((a, b) => a.start - b.start);
}

/** 'YYYY-MM-DD' plus whole days, without time zones getting in the way. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The days (today first) that have at least one slot left. */
export function scheduleDays(
  schedules: readonly ScheduleRow[],
  moment: LocalMoment,
  minutes: number,
  days = 2,
): SlotDay[] {
  const out: SlotDay[] = [];
  for (let ahead = 0; ahead < days; ahead++) {
    const slots = slotsOfDay(schedules, (moment.day + ahead) % 7, minutes, ahead === 0 ? moment.seconds : null);
    if (slots.length) out.push({ date: addDays(moment.date, ahead), daysAhead: ahead, slots });
  }
  return out;
}

/**
 * schedule_at as 6amMart clients send it: the slot's date and its end
 * ('YYYY-MM-DD HH:MM:SS'), a moment the store is open (hours are inclusive).
 */
export function scheduleAt(day: Pick<SlotDay, 'date'>, slot: Slot): string {
  return `${day.date} ${clockText(Math.min(slot.end, DAY_SECONDS - 1))}`;
}
