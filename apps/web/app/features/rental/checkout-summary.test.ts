import type { WireConfig, WireRentalCart } from '@souq/api/answers';
import { describe, expect, it } from 'vitest';
import { answer } from '../../../test/answer-fixture.ts';
import { checkoutSummary } from './rental.server.ts';

// One vehicle of a provider with a 10% tax, 100.00 for the trip.
const cart = answer<WireRentalCart>({
  carts: [{ price: 100, discount_on_trip: 0, vehicle: { provider: { tax: 10, discount: null } } }],
});
const summary = (settings: Pick<WireConfig, 'tax_included' | 'additional_charge_status' | 'additional_charge'>) =>
  checkoutSummary(cart, settings, 2);

describe('the rental checkout previews what the API books (issue 14: one rule, one place — settings read as the domain reads them)', () => {
  it('takes tax as included however the switch is stored (1, true, "1")', () => {
    const stored = summary({ tax_included: 1, additional_charge_status: 0, additional_charge: 0 });
    expect(stored?.taxIncluded).toBe(true);
    for (const on of [true, '1'])
      expect(summary({ tax_included: on, additional_charge_status: 0, additional_charge: 0 })).toEqual(stored);
  });

  it('adds no charge when its switch is stored off as "0", and reads a charge kept as text', () => {
    expect(summary({ tax_included: 0, additional_charge_status: '0', additional_charge: 2 })?.additionalCharge).toBe(0);
    expect(summary({ tax_included: 0, additional_charge_status: 1, additional_charge: '2.50' })?.additionalCharge).toBe(
      250,
    );
  });
});
