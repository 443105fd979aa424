import { describe, expect, it } from 'vitest';
import { hasWishlist, parseWishlistChange } from './wishlist.server.ts';
import type { Prefs } from '../../lib/prefs.server.ts';

describe('POST /resources/wishlist accepts one item, store, vehicle or provider (spec §2, §7)', () => {
  it('reads add and remove of an item or a store', () => {
    expect(parseWishlistChange({ intent: 'add', kind: 'item', id: 51 })).toEqual({
      intent: 'add',
      target: { item_id: 51 },
    });
    expect(parseWishlistChange({ intent: 'remove', kind: 'store', id: 3 })).toEqual({
      intent: 'remove',
      target: { store_id: 3 },
    });
  });
  it('reads a vehicle or a provider, for the rental wishlist', () => {
    expect(parseWishlistChange({ intent: 'add', kind: 'vehicle', id: 7 })).toEqual({
      intent: 'add',
      target: { vehicle_id: 7 },
    });
    expect(parseWishlistChange({ intent: 'remove', kind: 'provider', id: 12 })).toEqual({
      intent: 'remove',
      target: { provider_id: 12 },
    });
  });
  it('refuses anything else', () => {
    for (const body of [
      null,
      {},
      { intent: 'add', kind: 'item' },
      { intent: 'add', kind: 'car', id: 1 },
      { intent: 'add', kind: 'constructor', id: 1 },
      { intent: 'add', kind: 'provider', id: -3 },
      { intent: 'toggle', kind: 'item', id: 1 },
      { intent: 'add', kind: 'item', id: 0 },
    ]) {
      expect(parseWishlistChange(body)).toBeNull();
    }
  });
});

describe('the header shows a wishlist (spec §2)', () => {
  const prefs = (over: Partial<Prefs>): Prefs => ({
    locale: 'en',
    theme: 'light',
    location: null,
    zoneIds: null,
    moduleId: null,
    token: null,
    guestId: null,
    ...over,
  });
  it('signed in with a zone', () => expect(hasWishlist(prefs({ token: 't', zoneIds: [1] }))).toBe(true));
  it('not for guests, nor without a zone', () => {
    expect(hasWishlist(prefs({ zoneIds: [1], guestId: 'g' }))).toBe(false);
    expect(hasWishlist(prefs({ token: 't' }))).toBe(false);
  });
});
