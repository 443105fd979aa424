/**
 * Weekly opening hours. A store has any number of rows per weekday
 * (split hours such as 09:00–13:00 and 16:00–23:00); a row whose closing
 * time is earlier than its opening time runs past midnight into the next day
 * (18:00–02:00). Both ends are inclusive, as 6amMart compares them.
 * Times are the store's wall-clock times in the business time zone.
 */

/** 0 = Sunday … 6 = Saturday, as 6amMart's store_schedule.day. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface ScheduleRow {
  day: number;
  /** 'HH:MM' or 'HH:MM:SS' */
  opening_time: string;
  closing_time: string;
}

/** A moment as a local clock shows it in the business time zone. */
export interface LocalMoment {
  /** 'YYYY-MM-DD' */
  date: string;
  day: Weekday;
  /** Seconds since local midnight. */
  seconds: number;
}

const DAY_SECONDS = 24 * 3600;

const parsedClock = new Map<string, number>();

/**
 * 'HH:MM[:SS[.fff]]' → whole seconds since midnight; throws on anything else.
 * PostgreSQL prints a time column with its fraction when one was stored.
 */
export function clockSeconds(time: string): number {
  // Stores' hours are a handful of distinct strings read on every list: parse each once.
  const known = parsedClock.get(time);
  if (known !== undefined) return known;
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/.exec(time.trim());
  if (!match) throw new RangeError(`Not a clock time: ${time}`);
  const [h, m, s] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  const seconds = h * 3600 + m * 60 + s;
  if (h > 24 || m > 59 || s > 59 || seconds > DAY_SECONDS) throw new RangeError(`Not a clock time: ${time}`);
  if (parsedClock.size < 10_000) parsedClock.set(time, seconds);
  return seconds;
}

/** Seconds since midnight → 'HH:MM:SS'. */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.min(DAY_SECONDS - 1, Math.floor(seconds)));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS: Record<string, Weekday> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** The local date, weekday and time of an instant in a time zone (e.g. Asia/Riyadh). */
export function localMoment(instant: Date, timeZone: string): LocalMoment {
  // Every request asks for "now" on the business clock, and Intl formatting is costly: the
  // answer only changes once a second, so the last one is kept.
  const second = Math.floor(instant.getTime() / 1000);
  if (lastMoment && lastMoment.second === second && lastMoment.timeZone === timeZone) return { ...lastMoment.moment };
  const moment = computeLocalMoment(instant, timeZone);
  lastMoment = { second, timeZone, moment };
  return { ...moment };
}

let lastMoment: { second: number; timeZone: string; moment: LocalMoment } | null = null;

function computeLocalMoment(instant: Date, timeZone: string): LocalMoment {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    day: WEEKDAYS[parts.weekday],
    seconds: Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second),
  };
}

/**
 * The instant a local wall-clock date and time ('YYYY-MM-DD', 'HH:MM[:SS]')
 * names in a time zone: the inverse of localMoment, used to read a
 * customer's "schedule at 18:30" in the business time zone.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const wanted = Date.UTC(y, m - 1, d) + clockSeconds(time) * 1000;
  let instant = wanted;
  // Twice: the zone's offset at the first guess may differ at the answer (a DST change between them).
  for (let i = 0; i < 2; i++) {
    const local = localMoment(new Date(instant), timeZone);
    const [ly, lm, ld] = local.date.split('-').map(Number);
    instant += wanted - (Date.UTC(ly, lm - 1, ld) + local.seconds * 1000);
  }
  return new Date(instant);
}

/** The stretches of the week a row covers, as [day, from, to] in seconds, ends inclusive. */
function spans(row: ScheduleRow): [number, number, number][] {
  const open = clockSeconds(row.opening_time);
  const close = clockSeconds(row.closing_time);
  // Equal ends mean round the clock that day.
  if (close === open) return [[row.day, 0, DAY_SECONDS]];
  if (close > open) return [[row.day, open, close]];
  return [
    [row.day, open, DAY_SECONDS],
    [(row.day + 1) % 7, 0, close],
  ];
}

/** Rule: a store is open when one of its schedule rows covers the local weekday and time. */
export function isOpenAt(schedules: readonly ScheduleRow[], moment: Pick<LocalMoment, 'day' | 'seconds'>): boolean {
  // The same test as spans(), without allocating: lists check every store on every request.
  const { day, seconds } = moment;
  for (const row of schedules) {
    const open = clockSeconds(row.opening_time);
    const close = clockSeconds(row.closing_time);
    if (close === open) {
      if (row.day === day) return true;
    } else if (close > open) {
      if (row.day === day && seconds >= open && seconds <= close) return true;
    } else if ((row.day === day && seconds >= open) || ((row.day + 1) % 7 === day && seconds <= close)) {
      return true;
    }
  }
  return false;
}

/**
 * 6amMart's current_opening_time: the opening time of today's row that is
 * running now or opens later today (earliest first), else 'closed'.
 */
export function currentOpeningTime(
  schedules: readonly ScheduleRow[],
  moment: Pick<LocalMoment, 'day' | 'seconds'>,
): string {
  const today = schedules
    .filter((row) => row.day === moment.day)
    .map((row) => ({
      row,
      open: clockSeconds(row.opening_time),
      spans: spans(row).filter(([day]) => day === moment.day),
    }))
    .sort((a, b) => a.open - b.open);
  const current = today.find(
    ({ open, spans: own }) =>
      moment.seconds < open || own.some(([, from, to]) => moment.seconds >= from && moment.seconds <= to),
  );
  return current ? clockText(current.open) : 'closed';
}

/**
 * When the store next opens at or after the moment, within a week:
 * { daysAhead, time } (daysAhead 0 = today), or null when it has no hours.
 * Useful for "Opens at 16:00" and for scheduling an order.
 */
export function nextOpening(
  schedules: readonly ScheduleRow[],
  moment: Pick<LocalMoment, 'day' | 'seconds'>,
): { daysAhead: number; time: string } | null {
  if (isOpenAt(schedules, moment)) return { daysAhead: 0, time: clockText(moment.seconds) };
  for (let ahead = 0; ahead <= 7; ahead++) {
    const day = (moment.day + ahead) % 7;
    const opens = schedules
      .filter((row) => row.day === day)
      .map((row) => clockSeconds(row.opening_time))
      .filter((open) => ahead > 0 || open > moment.seconds)
      .sort((a, b) => a - b);
    if (opens.length) return { daysAhead: ahead, time: clockText(opens[0]) };
  }
  return null;
}
