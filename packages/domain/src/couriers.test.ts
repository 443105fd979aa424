import { describe, expect, it } from 'vitest';
import { chooseCourier, needsCourier, pointAlongTrip, type CourierCandidate } from './couriers.ts';

const store = { lat: 24.69, lng: 46.68 };
const courier = (id: number, over: Partial<CourierCandidate> = {}): CourierCandidate => ({
  id,
  lat: 24.69,
  lng: 46.68,
  activeOrders: 0,
  sameZone: true,
  ...over,
});

describe('a courier is assigned on confirm or handover', () => {
  it('assigns only delivery orders without a courier, when confirmed or handed over', () => {
    expect(needsCourier({ orderType: 'delivery', courierId: null }, 'confirmed')).toBe(true);
    expect(needsCourier({ orderType: 'delivery', courierId: null }, 'handover')).toBe(true);
    expect(needsCourier({ orderType: 'delivery', courierId: 4 }, 'handover')).toBe(false);
    expect(needsCourier({ orderType: 'take_away', courierId: null }, 'confirmed')).toBe(false);
    expect(needsCourier({ orderType: 'parcel', courierId: null }, 'confirmed')).toBe(true);
    expect(needsCourier({ orderType: 'delivery', courierId: null }, 'processing')).toBe(false);
  });

  it('prefers a free courier of the store’s zone, then the least busy, then the nearest', () => {
    expect(chooseCourier([courier(1, { activeOrders: 3 }), courier(2, { lat: 24.8, activeOrders: 1 })], store)).toBe(2);
    expect(chooseCourier([courier(1, { sameZone: false }), courier(2, { lat: 24.75 })], store)).toBe(2);
    expect(chooseCourier([courier(1, { activeOrders: 2 }), courier(2, { activeOrders: 1, lat: 24.75 })], store)).toBe(
      2,
    );
    expect(chooseCourier([courier(3, { lat: 24.75 }), courier(4)], store)).toBe(4);
    expect(chooseCourier([courier(5, { lat: null, lng: null }), courier(6, { lat: 24.9 })], store)).toBe(6);
    expect(chooseCourier([], store)).toBeNull();
  });

  it('still assigns when everyone is busy', () => {
    expect(chooseCourier([courier(7, { activeOrders: 5 }), courier(8, { activeOrders: 4 })], store)).toBe(8);
  });
});

describe('the courier moves along a street-like path while the order is picked up', () => {
  const from = { lat: 24.7, lng: 46.6 };
  const to = { lat: 24.72, lng: 46.64 };
  it('starts at the store, ends at the customer, turns one corner on the way', () => {
    expect(pointAlongTrip(from, to, 0)).toEqual(from);
    expect(pointAlongTrip(from, to, 1)).toEqual(to);
    expect(pointAlongTrip(from, to, 2)).toEqual(to);
    const early = pointAlongTrip(from, to, 0.2);
    expect(early.lat).toBeCloseTo(from.lat, 10);
    expect(early.lng).toBeGreaterThan(from.lng);
    const late = pointAlongTrip(from, to, 0.95);
    expect(late.lng).toBeCloseTo(to.lng, 10);
    expect(late.lat).toBeLessThan(to.lat);
  });
});
