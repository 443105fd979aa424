import { describe, expect, it } from 'vitest';
import { currencyFormat, FALLBACK_MAP_CENTRE, mapCentre, phoneHref, shopName } from './shop-config.ts';

describe('what a page shows for a /config setting the store lacks (decision 29: ShopConfig is the API’s answer, nullable)', () => {
  it('opens maps at the default location, or at the fallback centre when it is missing or not a point', () => {
    expect(mapCentre({ default_location: { lat: '21.5', lng: '39.17' } })).toEqual({ lat: 21.5, lng: 39.17 });
    for (const default_location of [
      null,
      { lat: '', lng: '46' },
      { lat: 'north', lng: '46' },
      { lat: '95', lng: '46' },
    ])
      expect(mapCentre({ default_location })).toEqual(FALLBACK_MAP_CENTRE);
  });

  it('writes money bare without a symbol, on the left without a side, with the domain’s default decimals', () => {
    expect(
      currencyFormat({ currency_symbol: null, currency_symbol_direction: null, digit_after_decimal_point: null }, 'en'),
    ).toEqual({ symbol: '', direction: 'left', decimals: 2, locale: 'en' });
    expect(
      currencyFormat(
        { currency_symbol: 'SAR', currency_symbol_direction: 'right', digit_after_decimal_point: '3' },
        'ar',
      ),
    ).toEqual({ symbol: 'SAR', direction: 'right', decimals: 3, locale: 'ar' });
  });

  it('names a store without a name by the storefront’s name, and links a phone only when it has digits', () => {
    expect(shopName({ business_name: null })).toBe('Souq');
    expect(shopName({ business_name: 'Fresh' })).toBe('Fresh');
    expect(phoneHref('+966 50 000-0000')).toBe('tel:+966500000000');
    expect(phoneHref(null)).toBeNull();
    expect(phoneHref(' - ')).toBeNull();
  });
});
