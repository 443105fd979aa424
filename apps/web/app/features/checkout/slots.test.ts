import { describe, expect, it } from 'vitest';
import { addDays, openStretches, scheduleAt, scheduleDays, slotsOfDay } from './slots.ts';

const hours = [
  { day: 6, opening_time: '09:00:00', closing_time: '13:00:00' },
  { day: 6, opening_time: '16:00:00', closing_time: '18:00:00' },
  { day: 0, opening_time: '20:00:00', closing_time: '02:00:00' },
];
const h = (hour: number, minute = 0) => hour * 3600 + minute * 60;

describe('schedule time slots (spec §9: generated in minute steps within opening hours)', () => {
  it('steps by the slot duration from each opening, in split hours', () => {
    const slots = slotsOfDay(hours, 6, 60, null);
    expect(slots.map((s) => s.start)).toEqual([h(9), h(10), h(11), h(12), h(16), h(17)]);
    expect(slots[0]).toEqual({ start: h(9), end: h(10) });
  });

  it('cuts the last slot at closing time', () => {
    const slots = slotsOfDay([{ day: 1, opening_time: '09:00', closing_time: '10:45' }], 1, 30, null);
    expect(slots.at(-1)).toEqual({ start: h(10, 30), end: h(10, 45) });
  });

  it('today offers only slots that start after now', () => {
    expect(slotsOfDay(hours, 6, 60, h(11, 5)).map((s) => s.start)).toEqual([h(12), h(16), h(17)]);
  });

  it('an overnight row continues after midnight on the next day', () => {
    expect(openStretches(hours, 1)).toEqual([[0, h(2)]]);
    expect(openStretches(hours, 0)).toEqual([[h(20), 24 * 3600]]);
    expect(slotsOfDay(hours, 1, 60, null).map((s) => s.start)).toEqual([0, h(1)]);
  });

  it('equal opening and closing times mean open all day', () => {
    expect(slotsOfDay([{ day: 2, opening_time: '00:00', closing_time: '00:00' }], 2, 240, null)).toHaveLength(6);
  });

  it('lists today and tomorrow with dates, skipping days without slots left', () => {
    const saturdayEvening = { date: '2026-11-21', day: 6 as const, seconds: h(18, 30) };
    const days = scheduleDays(hours, saturdayEvening, 60);
    expect(days.map((d) => [d.date, d.daysAhead])).toEqual([['2026-11-22', 1]]);
    expect(days[0].slots.map((s) => s.start)).toEqual([h(20), h(21), h(22), h(23)]);
  });

  it('sends schedule_at as the slot end on the business clock', () => {
    expect(scheduleAt({ date: '2026-11-22' }, { start: h(20), end: h(21) })).toBe('2026-11-22 21:00:00');
    expect(scheduleAt({ date: '2026-11-22' }, { start: h(23), end: 24 * 3600 })).toBe('2026-11-22 23:59:59');
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});
