import { describe, expect, it } from 'vitest';
import { routeStart } from './delivery-map.tsx';

const store = { lat: 24.7114, lng: 46.6744 };
const courier = { lat: 24.70123, lng: 46.68049 };

describe('routeStart (issue 19: after pickup the route is courier → customer)', () => {
  it('runs from the store until the courier has the order', () => {
    expect(routeStart(store, courier, false)).toEqual(store);
  });
  it('from the courier once picked up, asked again only when they moved about 50 m', () => {
    expect(routeStart(store, courier, true)).toEqual({ lat: 24.701, lng: 46.6805 });
    expect(routeStart(store, { lat: 24.70124, lng: 46.6805 }, true)).toEqual(routeStart(store, courier, true));
  });
  it('from the store while the picked-up courier has no position yet', () => {
    expect(routeStart(store, null, true)).toEqual(store);
  });
});
