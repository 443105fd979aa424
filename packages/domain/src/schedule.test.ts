import { describe, expect, it } from 'vitest';
import {
  clockSeconds,
  clockText,
  currentOpeningTime,
  isOpenAt,
  localMoment,
  nextOpening,
  zonedInstant,
  type ScheduleRow,
} from './schedule.ts';

const at = (day: number, time: string) => ({ day: day as 0, seconds: clockSeconds(time) });
const row = (day: number, opening_time: string, closing_time: string): ScheduleRow => ({
  day,
  opening_time,
  closing_time,
});

describe('store open now from weekly schedules', () => {
  const split = [row(1, '09:00', '13:00'), row(1, '16:00:00', '23:00:00')];

  it('is open inside a row of the current weekday, both ends included', () => {
    expect(isOpenAt(split, at(1, '09:00'))).toBe(true);
    expect(isOpenAt(split, at(1, '13:00:00'))).toBe(true);
    expect(isOpenAt(split, at(1, '20:30'))).toBe(true);
  });

  it('is closed between split hours, outside them and on days without rows', () => {
    expect(isOpenAt(split, at(1, '14:30'))).toBe(false);
    expect(isOpenAt(split, at(1, '08:59:59'))).toBe(false);
    expect(isOpenAt(split, at(1, '23:00:01'))).toBe(false);
    expect(isOpenAt(split, at(2, '10:00'))).toBe(false);
    expect(isOpenAt([], at(1, '10:00'))).toBe(false);
  });

  it('keeps an overnight row open past midnight into the next weekday', () => {
    const night = [row(6, '18:00', '02:00')];
    expect(isOpenAt(night, at(6, '23:59'))).toBe(true);
    expect(isOpenAt(night, at(0, '01:30'))).toBe(true);
    expect(isOpenAt(night, at(0, '02:01'))).toBe(false);
    expect(isOpenAt(night, at(6, '01:30'))).toBe(false);
  });

  it('treats equal opening and closing times as open round the clock', () => {
    expect(isOpenAt([row(3, '00:00', '00:00')], at(3, '03:00'))).toBe(true);
  });
});

describe('current_opening_time (6amMart: running or later today, else closed)', () => {
  const split = [row(1, '16:00', '23:00'), row(1, '09:00', '13:00')];
  it('names the running row, then the next one today, then closed', () => {
    expect(currentOpeningTime(split, at(1, '10:00'))).toBe('09:00:00');
    expect(currentOpeningTime(split, at(1, '14:00'))).toBe('16:00:00');
    expect(currentOpeningTime(split, at(1, '23:30'))).toBe('closed');
    expect(currentOpeningTime(split, at(2, '10:00'))).toBe('closed');
  });
});

describe('next opening', () => {
  it('finds the next row today or on the following days', () => {
    const hours = [row(1, '16:00', '23:00'), row(3, '08:00', '12:00')];
    expect(nextOpening(hours, at(1, '10:00'))).toEqual({ daysAhead: 0, time: '16:00:00' });
    expect(nextOpening(hours, at(1, '23:30'))).toEqual({ daysAhead: 2, time: '08:00:00' });
    expect(nextOpening(hours, at(1, '17:00'))).toEqual({ daysAhead: 0, time: '17:00:00' });
    expect(nextOpening([], at(1, '17:00'))).toBeNull();
  });
});

describe('local time in the business time zone', () => {
  it('computes the Riyadh weekday and clock from an instant (UTC+3, no DST)', () => {
    // 2026-11-21 is a Saturday; 22:30 UTC is 01:30 on Sunday in Riyadh.
    expect(localMoment(new Date('2026-11-21T22:30:00Z'), 'Asia/Riyadh')).toEqual({
      date: '2026-11-22',
      day: 0,
      seconds: clockSeconds('01:30'),
    });
    expect(localMoment(new Date('2026-11-21T08:00:05Z'), 'Asia/Riyadh')).toEqual({
      date: '2026-11-21',
      day: 6,
      seconds: clockSeconds('11:00:05'),
    });
  });

  it('parses and prints clock times, refusing malformed ones', () => {
    expect(clockSeconds('7:05')).toBe(7 * 3600 + 300);
    expect(clockSeconds('21:30:15.250')).toBe(21 * 3600 + 30 * 60 + 15);
    expect(() => clockSeconds('21:30.5')).toThrow(RangeError);
    expect(clockText(clockSeconds('23:59:59'))).toBe('23:59:59');
    expect(() => clockSeconds('25:00')).toThrow(RangeError);
    expect(() => clockSeconds('noon')).toThrow(RangeError);
  });
});

describe('a local date and time as an instant (scheduled orders)', () => {
  it('reads the wall clock of the business time zone', () => {
    expect(zonedInstant('2026-11-21', '18:30', 'Asia/Riyadh').toISOString()).toBe('2026-11-21T15:30:00.000Z');
    expect(zonedInstant('2026-01-01', '00:00:00', 'UTC').toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });
  it('follows daylight saving time', () => {
    expect(zonedInstant('2026-07-01', '12:00', 'Europe/Berlin').toISOString()).toBe('2026-07-01T10:00:00.000Z');
    expect(zonedInstant('2026-01-15', '12:00', 'Europe/Berlin').toISOString()).toBe('2026-01-15T11:00:00.000Z');
  });
  it('is the inverse of localMoment', () => {
    const instant = zonedInstant('2026-03-05', '09:15', 'America/New_York');
    expect(localMoment(instant, 'America/New_York')).toMatchObject({ date: '2026-03-05', seconds: 9 * 3600 + 15 * 60 });
  });
});
