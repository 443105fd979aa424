/**
 * Which rates a delivery pays (reference §5.2 "Delivery charge"): zone–module
 * pivot or global settings, self-delivery stores, store free delivery, the
 * vehicle band and the increased zone fee; distance measured by the server.
 */
import { describe, expect, it } from 'vitest';
import { deliveryFee } from './delivery-fee.ts';
import { deliveryFeeInput, distanceKm, vehicleFor, type DeliveryRatesInput } from './delivery-rates.ts';

const vehicles = [
  { id: 2, startingKm: 5, maximumKm: 15, extraCharge: 300 },
  { id: 1, startingKm: 0, maximumKm: 5, extraCharge: 0 },
  { id: 3, startingKm: 15, maximumKm: 60, extraCharge: 800 },
];

const input = (overrides: Partial<DeliveryRatesInput> = {}): DeliveryRatesInput => ({
  orderType: 'delivery',
  distanceKm: 8,
  zoneModuleRates: { perKm: 200, minimum: 1000, maximum: 5000 },
  globalRates: { perKm: 150, minimum: 700 },
  store: { selfDelivery: false, freeDelivery: false, rates: { perKm: 100, minimum: 500, maximum: 900 } },
  vehicles,
  increasedFeePercent: 10,
  ...overrides,
});

describe('delivery rates', () => {
  it('uses the zone–module rates, the vehicle of the distance band and the increased fee', () => {
    const fee = deliveryFeeInput(input());
    expect(fee).toMatchObject({
      rates: { perKm: 200, minimum: 1000, maximum: 5000 },
      vehicleExtra: 300,
      increasedFeePercent: 10,
      vehicleId: 2,
    });
    // 8 km × 2.00 = 16.00, + 3.00 vehicle = 19.00, + 10 % = 20.90
    expect(deliveryFee(fee)).toBe(2090);
  });

  it('falls back to the global per-km and minimum, without a maximum', () => {
    const fee = deliveryFeeInput(
      input({ zoneModuleRates: null, distanceKm: 100, vehicles: [], increasedFeePercent: null }),
    );
    expect(fee.rates).toEqual({ perKm: 150, minimum: 700, maximum: 0 });
    expect(deliveryFee(fee)).toBe(15000);
  });

  it("charges a self-delivery store's own rates, with no vehicle extra or increased fee", () => {
    const fee = deliveryFeeInput(
      input({ store: { selfDelivery: true, freeDelivery: false, rates: { perKm: 100, minimum: 500, maximum: 900 } } }),
    );
    expect(fee).toMatchObject({
      rates: { perKm: 100, minimum: 500, maximum: 900 },
      vehicleExtra: 0,
      increasedFeePercent: null,
    });
    expect(deliveryFee(fee)).toBe(800);
  });

  it('prices what a free-delivery store waives at its own rates', () => {
    const fee = deliveryFeeInput(
      input({ store: { selfDelivery: false, freeDelivery: true, rates: { perKm: 100, minimum: 500, maximum: 900 } } }),
    );
    expect(deliveryFee(fee)).toBe(800);
    expect(deliveryFee(deliveryFeeInput(input({ freeDeliveryCouponBy: 'vendor' })))).toBe(800);
  });

  it('keeps the zone rates for an admin free-delivery coupon, even at a self-delivery store', () => {
    const fee = deliveryFeeInput(
      input({
        freeDeliveryCouponBy: 'admin',
        store: { selfDelivery: true, freeDelivery: false, rates: { perKm: 100, minimum: 500, maximum: 900 } },
      }),
    );
    expect(fee.rates.perKm).toBe(200);
  });

  it('has no vehicle for take-away', () =>
    expect(deliveryFeeInput(input({ orderType: 'take_away' })).vehicleId).toBeNull());
});

describe('vehicle bands', () => {
  it('picks the band holding the distance, boundaries included, lowest band first', () => {
    expect(vehicleFor(vehicles, 0)?.id).toBe(1);
    expect(vehicleFor(vehicles, 5)?.id).toBe(1);
    expect(vehicleFor(vehicles, 5.001)?.id).toBe(2);
    expect(vehicleFor(vehicles, 60)?.id).toBe(3);
  });
  it('has none beyond the last band', () => expect(vehicleFor(vehicles, 61)).toBeNull());
  it('takes the next band up when the distance falls in a gap', () => {
    expect(vehicleFor([{ id: 9, startingKm: 2, maximumKm: 4, extraCharge: 100 }], 1)?.id).toBe(9);
  });
});

describe('distance', () => {
  it('measures straight-line kilometres to 3 decimals', () => {
    // Olaya to Al Malaz, Riyadh: about 8.1 km.
    const km = distanceKm({ lat: 24.7114, lng: 46.6744 }, { lat: 24.668, lng: 46.729 });
    expect(km).toBeGreaterThan(7);
    expect(km).toBeLessThan(9);
    expect(Number(km.toFixed(3))).toBe(km);
    expect(distanceKm({ lat: 24.7, lng: 46.7 }, { lat: 24.7, lng: 46.7 })).toBe(0);
  });
});
