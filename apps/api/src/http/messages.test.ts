/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { CART_MESSAGES } from '../modules/cart/messages.ts';
import { CHECKOUT_MESSAGES } from '../modules/checkout/messages.ts';
import { PAYMENT_MESSAGES } from '../modules/payments/messages.ts';
import { messageVariables } from '@souq/domain';
import { addArabicMessages, arabicMessages, translate } from './messages.ts';

// Every module's dictionary, as the app loads them.
import.meta.glob('../modules/**/*messages.ts', { eager: true });

/** Messages that show what to send on the wire ("[1,2]", "2026-01-31 18:30"): their digits are the wire's. */
const WIRE_EXAMPLES = new Set([
  'The zoneId header must be a JSON array of zone ids, such as [1,2].',
  'Give a list of ids, such as [1,2].',
  CHECKOUT_MESSAGES.scheduleInvalid,
]);

describe('API messages in Arabic', () => {
  it('fill numbers in Arabic-Indic digits (in English as they are), and strings such as order numbers as given', () => {
    expect(translate('ar', CART_MESSAGES.outOfLimits, { max: 12 })).toContain('١٢');
    expect(translate('en', CART_MESSAGES.outOfLimits, { max: 1200 })).toBe(
      'Out of Limits: you can order at most 1200 of this item.',
    );
    expect(translate('ar', PAYMENT_MESSAGES.orderPayment, { id: '100001' })).toBe('الطلب رقم 100001');
  });

  it('write the numbers of their own text in Arabic-Indic digits, as the storefront formats prices', () => {
    const entries = Object.entries(arabicMessages());
    expect(entries.length).toBeGreaterThan(200);
    const western = entries.filter(
      ([english, arabic]) =>
        !WIRE_EXAMPLES.has(english) && /[0-9]/.test(arabic.replace(/\{\w+\}|[A-Za-z][A-Za-z0-9_-]*/g, '')),
    );
    expect(western).toEqual([]);
  });

  it('write counted words in their plural forms through Intl.PluralRules, English one/other and Arabic six', () => {
    const wait = 'Too many wrong attempts. Please try again after {minutes, plural, one {# minute} other {# minutes}}.';
    expect(translate('en', wait, { minutes: 1 })).toBe('Too many wrong attempts. Please try again after 1 minute.');
    expect(translate('en', wait, { minutes: 15 })).toBe('Too many wrong attempts. Please try again after 15 minutes.');
    expect([1, 2, 3, 15, 100].map((minutes) => translate('ar', wait, { minutes }))).toEqual([
      'محاولات خاطئة كثيرة. يرجى المحاولة بعد دقيقة واحدة.',
      'محاولات خاطئة كثيرة. يرجى المحاولة بعد دقيقتين.',
      'محاولات خاطئة كثيرة. يرجى المحاولة بعد ٣ دقائق.',
      'محاولات خاطئة كثيرة. يرجى المحاولة بعد ١٥ دقيقة.',
      'محاولات خاطئة كثيرة. يرجى المحاولة بعد ١٠٠ دقيقة.',
    ]);
    expect(translate('en', CART_MESSAGES.outOfStockLeft, { count: 1 })).toBe('Out of Stock: only 1 left.');
    expect(translate('ar', CART_MESSAGES.outOfStockLeft, { count: 2 })).toBe('نفدت الكمية: تبقّت قطعتان فقط.');
  });

  it('use the same variables in both languages, and every plural form is well formed', () => {
    for (const [english, arabic] of Object.entries(arabicMessages())) {
      expect(messageVariables(arabic), english).toEqual(messageVariables(english));
      if (!english.includes(', plural,')) continue;
      for (const count of [0, 1, 2, 5, 11, 100]) {
        const vars = Object.fromEntries(messageVariables(english).map((name) => [name, count]));
        expect(translate('ar', english, vars), english).not.toMatch(/[{}#]/);
        expect(translate('en', english, vars), english).not.toMatch(/[{}#]/);
      }
    }
  });

  it('keep one Arabic per English message: a module bringing a different one is refused at startup', () => {
    const [english, arabic] = Object.entries(arabicMessages())[0]!;
    expect(() => addArabicMessages({ [english]: arabic })).not.toThrow();
    expect(() => addArabicMessages({ [english]: `${arabic}!` })).toThrow(/Two Arabic translations/);
    expect(translate('ar', english)).toBe(arabic);
  });
});
