import { describe, expect, it } from 'vitest';
import type { Prefs } from '../../lib/prefs.server.ts';
import { linkPrefs, pageParam } from './catalog.server.ts';

const visitor: Prefs = {
  locale: 'en',
  theme: 'light',
  location: { address: 'Kingdom Centre', lat: 24.7114, lng: 46.6744 },
  zoneIds: [2, 1],
  moduleId: 1,
  token: null,
  guestId: null,
};
const cold: Prefs = { ...visitor, location: null, zoneIds: null, moduleId: null };
const query = (text: string) => new URLSearchParams(text);

describe('a shared store, product or category link (spec §2: id, module_id, module_type, lat, lng, store_zone_id)', () => {
  it("asks in the link's module, even when the visitor shops in another one", () => {
    expect(linkPrefs(visitor, query('module_id=4')).moduleId).toBe(4);
    expect(linkPrefs(visitor, query('')).moduleId).toBe(1);
  });

  it('opened cold, uses the store zone and the coordinates of the link', () => {
    expect(linkPrefs(cold, query('module_id=4&store_zone_id=2&lat=24.7&lng=46.6'))).toMatchObject({
      moduleId: 4,
      zoneIds: [2],
      location: { lat: 24.7, lng: 46.6 },
    });
  });

  it("never replaces the visitor's own zones or location", () => {
    expect(linkPrefs(visitor, query('store_zone_id=4&lat=10&lng=10'))).toMatchObject({
      zoneIds: [2, 1],
      location: { address: 'Kingdom Centre' },
    });
  });

  it('ignores values that are not ids or coordinates', () => {
    expect(linkPrefs(cold, query('module_id=abc&store_zone_id=-1&lat=200&lng=x'))).toMatchObject({
      moduleId: null,
      zoneIds: null,
      location: null,
    });
  });
});

describe('page numbers', () => {
  it('reads a positive page, 1 otherwise, and caps it', () => {
    expect(pageParam(query('page=3'))).toBe(3);
    expect(pageParam(query('page=0'))).toBe(1);
    expect(pageParam(query('page=x'))).toBe(1);
    expect(pageParam(query('page=99999'))).toBe(500);
  });
});
