/**
 * Golden amounts of the parcel charge (reference §5.2 "Parcel", issue 18):
 * category rates vs the zone–module rates vs the global parcel settings,
 * minimum, maximum, vehicle extra, increased zone fee, tips, additional
 * charge, no tax; and who may pay how.
 */
import { describe, expect, it } from 'vitest';
import {
  parcelCharge,
  parcelChargeRules,
  parcelPaymentMethods,
  parcelPaymentRefusal,
  type ParcelChargeInput,
} from './parcel.ts';
import { PAYMENT_METHODS } from './payment.ts';

const rules = parcelChargeRules(
  {
    dm_tips_status: 1,
    additional_charge_status: 1,
    additional_charge: '2.50',
    parcel_per_km_shipping_charge: 3,
    parcel_minimum_shipping_charge: 15,
    // Item-order settings a parcel does not read.
    tax_included: 1,
    per_km_shipping_charge: 99,
    minimum_shipping_charge: 99,
  },
  2,
);

const input = (overrides: Partial<ParcelChargeInput> = {}): ParcelChargeInput => ({
  rules,
  distanceKm: 8,
  category: { perKm: null, minimum: null },
  zoneModuleRates: { perKm: 400, minimum: 2000, maximum: 6000 },
  vehicles: [],
  increasedFeePercent: null,
  tips: 0,
  ...overrides,
});

describe('the parcel charge (what the API charges and the parcel form previews)', () => {
  it('reads the global parcel rates, tips and additional charge from the settings, not the item-order rates', () => {
    expect(rules).toEqual({ tipsEnabled: true, additionalCharge: 250, globalRates: { perKm: 300, minimum: 1500 } });
  });

  it("uses the category's own per-km and minimum when the category sets a minimum", () => {
    const charge = parcelCharge(input({ category: { perKm: 250, minimum: 1200 } }));
    // 8 km × 2.50 = 20.00 (above the 12.00 minimum), + 2.50 additional charge
    expect(charge).toMatchObject({ source: 'category', deliveryCharge: 2000, orderAmount: 2250, tax: 0 });
  });

  it('charges the category minimum on a short trip', () => {
    const charge = parcelCharge(input({ distanceKm: 1.2, category: { perKm: 250, minimum: 1200 } }));
    expect(charge.deliveryCharge).toBe(1200);
  });

  it('has no maximum with category rates, however far', () => {
    const charge = parcelCharge(input({ distanceKm: 40, category: { perKm: 250, minimum: 1200 } }));
    expect(charge.deliveryCharge).toBe(10_000);
  });

  it("falls back to the zone–module rates when the category's minimum is unset (a per-km alone is not a rate)", () => {
    const charge = parcelCharge(input({ category: { perKm: 250, minimum: null } }));
    // 8 km × 4.00 = 32.00
    expect(charge).toMatchObject({ source: 'zone', rates: { perKm: 400, minimum: 2000, maximum: 6000 } });
    expect(charge.deliveryCharge).toBe(3200);
  });

  it('raises a short trip to the zone minimum and caps a long one at the zone maximum', () => {
    expect(parcelCharge(input({ distanceKm: 2 })).deliveryCharge).toBe(2000);
    expect(parcelCharge(input({ distanceKm: 30 })).deliveryCharge).toBe(6000);
  });

  it('ignores a zone maximum below the zone minimum (no maximum)', () => {
    const charge = parcelCharge(
      input({ distanceKm: 30, zoneModuleRates: { perKm: 400, minimum: 2000, maximum: 1000 } }),
    );
    expect(charge.deliveryCharge).toBe(12_000);
  });

  it('falls back to the global parcel settings, without a maximum, when the zone has no parcel rates', () => {
    const charge = parcelCharge(input({ zoneModuleRates: null, distanceKm: 40 }));
    expect(charge).toMatchObject({ source: 'global', rates: { perKm: 300, minimum: 1500, maximum: 0 } });
    expect(charge.deliveryCharge).toBe(12_000);
    expect(parcelCharge(input({ zoneModuleRates: null, distanceKm: 1 })).deliveryCharge).toBe(1500);
  });

  it("adds the extra charge of the vehicle covering the distance, after the maximum, then the zone's increased fee", () => {
    const vehicles = [
      { id: 1, startingKm: 0, maximumKm: 10, extraCharge: 0 },
      { id: 2, startingKm: 10, maximumKm: 50, extraCharge: 500 },
    ];
    const charge = parcelCharge(input({ distanceKm: 30, vehicles, increasedFeePercent: 10 }));
    // capped at 60.00, + 5.00 vehicle = 65.00, + 10 % = 71.50
    expect(charge).toMatchObject({ vehicleId: 2, deliveryCharge: 7150, orderAmount: 7150 + 250 });
  });

  it('adds the tip when tips are on, and never a negative one', () => {
    expect(parcelCharge(input({ tips: 500 }))).toMatchObject({ tips: 500, orderAmount: 3200 + 500 + 250 });
    expect(parcelCharge(input({ tips: -500 })).tips).toBe(0);
    const off = { ...rules, tipsEnabled: false };
    expect(parcelCharge(input({ rules: off, tips: 500 }))).toMatchObject({ tips: 0, orderAmount: 3450 });
  });

  it('adds no additional charge when it is off', () => {
    const off = parcelChargeRules({ additional_charge_status: 0, additional_charge: 5 }, 2);
    expect(parcelCharge(input({ rules: off })).orderAmount).toBe(3200);
  });

  it('rounds a fractional distance once, in minor units, with three-decimal currencies too', () => {
    const three = parcelChargeRules({ parcel_per_km_shipping_charge: 0.125, parcel_minimum_shipping_charge: 0.5 }, 3);
    const charge = parcelCharge(input({ rules: three, zoneModuleRates: null, distanceKm: 7.777 }));
    // 7.777 km × 0.125 = 0.972125 → 0.972
    expect(charge.deliveryCharge).toBe(972);
  });

  it('treats a distance that is not a number as zero (the minimum)', () => {
    expect(parcelCharge(input({ distanceKm: Number.NaN })).deliveryCharge).toBe(2000);
  });
});

describe('who pays a parcel how', () => {
  it('lets the sender pay by any method', () => {
    for (const method of PAYMENT_METHODS) expect(parcelPaymentRefusal('sender', { method, partial: false })).toBeNull();
    expect(parcelPaymentMethods('sender', PAYMENT_METHODS)).toEqual([...PAYMENT_METHODS]);
  });

  it('lets the receiver pay only in cash on delivery, without a wallet share', () => {
    expect(parcelPaymentRefusal('receiver', { method: 'cash_on_delivery', partial: false })).toBeNull();
    expect(parcelPaymentRefusal('receiver', { method: 'wallet', partial: false })).toBe('receiver_pays_cash');
    expect(parcelPaymentRefusal('receiver', { method: 'digital_payment', partial: false })).toBe('receiver_pays_cash');
    expect(parcelPaymentRefusal('receiver', { method: 'cash_on_delivery', partial: true })).toBe('receiver_pays_cash');
    expect(parcelPaymentMethods('receiver', PAYMENT_METHODS)).toEqual(['cash_on_delivery']);
  });
});
