import { describe, expect, it } from 'vitest';
import {
  canOrderItem,
  isItemAvailableAt,
  isWithinDailyWindow,
  itemAvailability,
  storeOrdering,
} from './availability.ts';
import { clockSeconds } from './schedule.ts';

const moment = (date: string, time: string) => ({ date, seconds: clockSeconds(time) });
const breakfast = { available_time_starts: '06:00:00', available_time_ends: '11:30:00' };
const lateNight = { available_time_starts: '22:00:00', available_time_ends: '03:00:00' };
const campaign = {
  available_time_starts: '10:00:00',
  available_time_ends: '23:00:00',
  available_date_starts: '2026-11-20',
  available_date_ends: '2026-12-31',
};

describe('item availability window', () => {
  it('is available inside available_time_starts..ends, both ends included', () => {
    expect(isItemAvailableAt(breakfast, moment('2026-11-21', '06:00'))).toBe(true);
    expect(isItemAvailableAt(breakfast, moment('2026-11-21', '11:30'))).toBe(true);
    expect(itemAvailability(breakfast, moment('2026-11-21', '12:00'))).toBe('outside_hours');
  });

  it('runs a window that ends before it starts past midnight', () => {
    expect(
      isWithinDailyWindow(lateNight.available_time_starts, lateNight.available_time_ends, clockSeconds('23:15')),
    ).toBe(true);
    expect(
      isWithinDailyWindow(lateNight.available_time_starts, lateNight.available_time_ends, clockSeconds('02:59')),
    ).toBe(true);
    expect(
      isWithinDailyWindow(lateNight.available_time_starts, lateNight.available_time_ends, clockSeconds('12:00')),
    ).toBe(false);
  });

  it('treats a missing window as all day', () => {
    expect(isItemAvailableAt({}, moment('2026-11-21', '04:00'))).toBe(true);
  });

  it('limits campaign items to their date window (available_date_starts..ends)', () => {
    expect(itemAvailability(campaign, moment('2026-11-19', '12:00'))).toBe('campaign_not_started');
    expect(itemAvailability(campaign, moment('2026-11-20', '12:00'))).toBe('available');
    expect(itemAvailability(campaign, moment('2026-12-31', '12:00'))).toBe('available');
    expect(itemAvailability(campaign, moment('2027-01-01', '12:00'))).toBe('campaign_ended');
  });
});

describe('ordering outside the window with schedule_order', () => {
  const lunchTime = moment('2026-11-21', '13:00');

  it('refuses an item outside its hours when the store takes no scheduled orders', () => {
    expect(canOrderItem(breakfast, lunchTime, { scheduleOrder: false })).toBe(false);
  });

  it('accepts it when the store takes scheduled orders (it is scheduled into the window)', () => {
    expect(canOrderItem(breakfast, lunchTime, { scheduleOrder: true })).toBe(true);
  });

  it('checks a scheduled time against the window', () => {
    expect(
      canOrderItem(breakfast, lunchTime, { scheduleOrder: true, scheduledAt: moment('2026-11-22', '08:00') }),
    ).toBe(true);
    expect(
      canOrderItem(breakfast, lunchTime, { scheduleOrder: true, scheduledAt: moment('2026-11-22', '12:00') }),
    ).toBe(false);
  });

  it('never orders a campaign item outside its dates, scheduled or not', () => {
    expect(canOrderItem(campaign, moment('2027-01-02', '12:00'), { scheduleOrder: true })).toBe(false);
    expect(canOrderItem(campaign, moment('2026-11-01', '12:00'), { scheduleOrder: true })).toBe(false);
  });
});

describe('storeOrdering: a closed store takes orders for later only with scheduling on (issue 16, item 1)', () => {
  const hours = [{ day: 3, opening_time: '09:00', closing_time: '17:00' }];
  const inside = { day: 3 as const, seconds: 10 * 3600 };
  const after = { day: 3 as const, seconds: 20 * 3600 };
  it('takes orders now inside its hours', () => {
    expect(storeOrdering({ active: true, scheduleOrder: false, schedules: hours }, inside, false)).toBe('now');
  });
  it('takes them for later when closed and both the store and the business schedule orders', () => {
    expect(storeOrdering({ active: true, scheduleOrder: true, schedules: hours }, after, true)).toBe('later');
    expect(storeOrdering({ active: true, scheduleOrder: true, schedules: hours }, after, false)).toBe('closed');
    expect(storeOrdering({ active: true, scheduleOrder: false, schedules: hours }, after, true)).toBe('closed');
  });
  it('takes none while switched off, whatever the hours', () => {
    expect(storeOrdering({ active: false, scheduleOrder: true, schedules: hours }, inside, true)).toBe('closed');
  });
});
