import { describe, expect, it } from 'vitest';
import {
  freeIdentities,
  nextTripStatus,
  rentalCartOnModulePick,
  providerDiscountAmount,
  rentalLinePrice,
  tripEndTime,
  tripTermsRejection,
  tripTotals,
  tripTransitionRejection,
  type RentalVehiclePricing,
  type TripTerms,
} from './rental.ts';

// Prices in halalas (2 decimals): 80.00 an hour, 2.50 a km.
const car: RentalVehiclePricing = {
  hourlyPrice: 8000,
  distancePrice: 250,
  discountType: 'percent',
  discount: 10,
  tripHourly: true,
  tripDistance: true,
};
const hourly = (hours: number, quantity = 1): TripTerms => ({
  rentalType: 'hourly',
  estimatedHours: hours,
  distanceKm: 0,
  destinationHours: 0,
  quantity,
});
const distance = (km: number, driveHours: number, quantity = 1): TripTerms => ({
  rentalType: 'distance_wise',
  estimatedHours: 0,
  distanceKm: km,
  destinationHours: driveHours,
  quantity,
});

describe('rental line price (server-rules §5.9)', () => {
  it('hourly: hourly price × hours, minus the percent vehicle discount, × quantity', () => {
    expect(rentalLinePrice(car, hourly(3, 2))).toEqual({
      unitPrice: 24_000,
      unitDiscount: 2_400,
      price: 48_000,
      discount: 4_800,
      total: 43_200,
    });
  });

  it('distance-wise: per-km price × km, fractional km rounded once', () => {
    expect(rentalLinePrice(car, distance(12.3, 0.5)).unitPrice).toBe(3_075);
  });

  it('a flat vehicle discount comes off each vehicle and never below zero', () => {
    const flat = { ...car, discountType: 'amount' as const, discount: 1_000 };
    expect(rentalLinePrice(flat, hourly(1, 3)).discount).toBe(3_000);
    expect(rentalLinePrice({ ...flat, discount: 99_999 }, hourly(1)).total).toBe(0);
  });

  it('refuses a rental type the vehicle does not offer, and out-of-range terms', () => {
    expect(tripTermsRejection({ ...car, tripDistance: false }, distance(5, 1))?.message).toBe(
      'This vehicle is not available for the selected rental type',
    );
    expect(tripTermsRejection(car, hourly(0))?.code).toBe('estimated_hours');
    expect(tripTermsRejection(car, hourly(721))?.code).toBe('estimated_hours');
    expect(tripTermsRejection(car, distance(0, 1))?.code).toBe('distance');
    expect(tripTermsRejection(car, hourly(2, 11))?.code).toBe('quantity');
    expect(tripTermsRejection(car, hourly(2, 1.5))?.code).toBe('quantity');
    expect(tripTermsRejection(car, hourly(2, 2))).toBeNull();
  });
});

describe('trip totals (server-rules §5.9)', () => {
  const line = rentalLinePrice(car, hourly(5)); // 40,000 − 4,000

  it('vehicle discount wins when larger than the provider discount', () => {
    const t = tripTotals({
      lines: [line],
      providerDiscount: { percent: 5, minPurchase: 0, maxDiscount: 0 },
      taxPercent: 0,
      taxIncluded: false,
    });
    expect([t.discountSource, t.discount, t.tripAmount]).toEqual(['vehicle', 4_000, 36_000]);
  });

  it('provider discount wins when larger, capped by its maximum, and only above its minimum purchase', () => {
    const terms = { percent: 20, minPurchase: 10_000, maxDiscount: 6_000 };
    const t = tripTotals({ lines: [line], providerDiscount: terms, taxPercent: 0, taxIncluded: false });
    expect([t.discountSource, t.discount]).toEqual(['provider', 6_000]);
    expect(providerDiscountAmount(9_999, terms)).toBe(0);
  });

  it('coupon applies after the discount, then the first-trip referral discount', () => {
    const t = tripTotals({
      lines: [line],
      coupon: { couponType: 'default', discountType: 'percent', discount: 10, maxDiscount: 0, minPurchase: 0 },
      referralDiscount: { type: 'amount', value: 1_000 },
      taxPercent: 0,
      taxIncluded: false,
    });
    expect([t.couponDiscount, t.referralDiscount, t.tripAmount]).toEqual([3_600, 1_000, 31_400]);
  });

  it('a coupon below its minimum purchase takes nothing', () => {
    const t = tripTotals({
      lines: [line],
      coupon: { couponType: 'default', discountType: 'amount', discount: 500, maxDiscount: 0, minPurchase: 50_000 },
      taxPercent: 0,
      taxIncluded: false,
    });
    expect(t.couponDiscount).toBe(0);
  });

  it('tax excluded is added; tax included is only reported', () => {
    const out = tripTotals({ lines: [line], taxPercent: 15, taxIncluded: false, additionalCharge: 500 });
    expect([out.tax, out.tripAmount]).toEqual([5_400, 36_000 + 5_400 + 500]);
    const inc = tripTotals({ lines: [line], taxPercent: 15, taxIncluded: true, additionalCharge: 500 });
    expect([inc.tax, inc.tripAmount]).toEqual([4_696, 36_500]);
  });

  it('quantity multiplies every line before the discounts', () => {
    const two = tripTotals({ lines: [rentalLinePrice(car, hourly(5, 2))], taxPercent: 0, taxIncluded: false });
    expect(two.tripAmount).toBe(72_000);
  });
});

describe('trip window and availability', () => {
  const at = (h: number) => new Date(Date.UTC(2026, 0, 1, h));

  it('ends after ceil(hours) or ceil(drive time), at least one hour', () => {
    expect(tripEndTime(at(8), hourly(2.2))).toEqual(at(11));
    expect(tripEndTime(at(8), distance(30, 0.4))).toEqual(at(9));
  });

  it('an identity booked for an overlapping window is not free; back-to-back windows are', () => {
    const ids = [
      { id: 1, booked: [{ start: at(8), end: at(10) }] },
      { id: 2, booked: [] },
    ];
    expect(freeIdentities(ids, { start: at(9), end: at(11) }).map((i) => i.id)).toEqual([2]);
    expect(freeIdentities(ids, { start: at(10), end: at(11) }).map((i) => i.id)).toEqual([1, 2]);
  });
});

describe('trip statuses', () => {
  it('customers cancel only pending trips', () => {
    expect(tripTransitionRejection('pending', 'canceled', 'customer')).toBeNull();
    expect(tripTransitionRejection('confirmed', 'canceled', 'customer')).toBe(
      'You can not cancel a trip after it is confirmed',
    );
  });

  it('the simulator walks pending → confirmed → ongoing → completed and stops', () => {
    expect([nextTripStatus('pending'), nextTripStatus('confirmed'), nextTripStatus('ongoing')]).toEqual([
      'confirmed',
      'ongoing',
      'completed',
    ]);
    expect(nextTripStatus('completed')).toBeNull();
  });
});

describe('picking the rental module (spec §4)', () => {
  it('keeps a cart whose pickup zone is allowed, clears one whose is not, and leaves an empty cart alone', () => {
    expect(rentalCartOnModulePick({ lines: 2, pickupZoneId: 2 }, [2, 1])).toBe('keep');
    expect(rentalCartOnModulePick({ lines: 1, pickupZoneId: 4 }, [2, 1])).toBe('clear');
    expect(rentalCartOnModulePick({ lines: 0, pickupZoneId: 4 }, [2, 1])).toBe('nothing');
  });
});
