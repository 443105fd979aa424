import { describe, expect, it } from 'vitest';
import { addFundProblem, parseAmount } from './add-fund.ts';

describe('Add Fund rules (spec §5)', () => {
  it("asks for an amount above 0 first: 'Please Enter amount'", () => {
    for (const amount of ['', ' ', '0', '0.00', '-5', 'abc', '1e3', '12.'])
      expect(addFundProblem(amount, 'souq_pay')).toBe('wallet.amountRequired');
  });

  it("then for a payment method: 'Payment method is required'", () => {
    expect(addFundProblem('100', '')).toBe('wallet.methodRequired');
    expect(addFundProblem('100', 'souq_pay')).toBeNull();
  });

  it('reads amounts typed on an Arabic keyboard', () => {
    expect(parseAmount('١٥٠')).toBe(150);
    expect(parseAmount('١٠٠٫٥')).toBe(100.5);
    expect(parseAmount(' 25.75 ')).toBe(25.75);
    expect(addFundProblem('٠', 'souq_pay')).toBe('wallet.amountRequired');
  });
});
