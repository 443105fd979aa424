import { describe, expect, it } from 'vitest';
import { FEATURES, messagesFor, pageMessagesFor, pageWords } from './messages.server.ts';
import { messageVariables } from '@souq/domain';
import { makeT } from './t.ts';

/** Order numbers are shown and typed in Western digits in both languages; so are their examples. */
const IDENTIFIER_EXAMPLES = new Set(['track.orderIdPlaceholder']);

const placeholders = messageVariables;

describe.each(Object.entries(FEATURES))('messages of the %s feature', (_name, { en, ar }) => {
  it('has an Arabic text for every English key and no extra ones', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
  });

  it('has no empty strings in either language', () => {
    for (const [key, text] of [...Object.entries(en), ...Object.entries(ar)]) expect(text.trim(), key).not.toBe('');
  });

  it('writes the numbers of its Arabic texts in Arabic-Indic digits, as prices are formatted (order-number examples aside)', () => {
    const western = Object.entries(ar).filter(
      ([key, text]) =>
        !IDENTIFIER_EXAMPLES.has(key) && /[0-9]/.test(text.replace(/\{\w+\}|=\d+|[A-Za-z][A-Za-z0-9_-]*/g, '')),
    );
    expect(western).toEqual([]);
  });

  it('keeps the same {placeholders} in both languages', () => {
    for (const key of Object.keys(en) as (keyof typeof en)[])
      expect(placeholders(ar[key]), key).toEqual(placeholders(en[key]));
  });
});

describe('merged dictionaries', () => {
  it('never lets two features define the same key', () => {
    const keys = Object.values(FEATURES).flatMap((f) => Object.keys(f.en));
    expect(keys.length).toBe(new Set(keys).size);
  });

  it("fills numbers in the language's digits and strings (order numbers) as given", () => {
    expect(makeT(messagesFor('ar'), 'ar')('profile.memberSince', { days: 12 })).toContain('١٢');
    expect(makeT(messagesFor('en'), 'en')('profile.memberSince', { days: 12 })).toContain('12');
    expect(makeT(messagesFor('ar'), 'ar')('orders.orderNumber', { id: '100001' })).toBe('الطلب رقم 100001');
  });

  it("sends a page its features whole and the single words it borrows, in the page's language (decision 14)", () => {
    for (const locale of ['en', 'ar'] as const) {
      const all = messagesFor(locale);
      const operator = pageWords(locale, 'operator');
      expect(operator['op.group.new']).toBe(all['op.group.new']);
      expect(operator['orders.orderNumber']).toBe(all['orders.orderNumber']);
      expect(operator['home.noSearchResults']).toBe(all['home.noSearchResults']);
      expect(operator['home.popularItems']).toBeUndefined();
      expect(pageMessagesFor(locale)['nav.home']).toBe(all['nav.home']);
      expect(pageMessagesFor(locale)['account.menu']).toBe(all['account.menu']);
      expect(pageMessagesFor(locale)['wallet.addFund']).toBeUndefined();
    }
  });

  it('writes counted words in their plural forms, English one/other and Arabic six (issue 14: no "Cart, 1 items")', () => {
    const en = makeT(messagesFor('en'), 'en');
    const ar = makeT(messagesFor('ar'), 'ar');
    expect(en('cart.openWithCount', { count: 1 })).toBe('Cart, 1 item');
    expect(en('cart.openWithCount', { count: 3 })).toBe('Cart, 3 items');
    expect(en('profile.memberSince', { days: 1 })).toBe('Member for 1 day');
    expect(en('reviews.share', { stars: 1, count: 2 })).toBe('1 star: 2 reviews');
    expect([1, 2, 3, 11, 100].map((count) => ar('cart.openWithCount', { count }))).toEqual([
      'السلة، منتج واحد',
      'السلة، منتجان',
      'السلة، ٣ منتجات',
      'السلة، ١١ منتجًا',
      'السلة، ١٠٠ منتج',
    ]);
    // Every counted message is well formed: each count picks a form in both languages.
    for (const locale of ['en', 'ar'] as const) {
      const t = makeT(messagesFor(locale), locale);
      for (const [key, text] of Object.entries(messagesFor(locale)))
        if (text.includes(', plural,'))
          for (const count of [0, 1, 2, 5, 11, 100]) {
            const vars = Object.fromEntries(messageVariables(text).map((name) => [name, count]));
            expect(t(key as never, vars), key).not.toMatch(/[{}#]/);
          }
    }
  });

  it('names the additional fee the same at checkout and on the order page, and writes Arabic timestamps with the Arabic comma (issue 16, item 4)', () => {
    for (const locale of ['en', 'ar'] as const) {
      const words = messagesFor(locale);
      expect(words['order.additionalCharge']).toBe(words['checkout.additionalCharge']);
    }
    expect(messagesFor('en')['checkout.additionalCharge']).toBe('Service charge');
    const ar = makeT(messagesFor('ar'), 'ar');
    expect(ar('catalog.dateTime', { date: '٢١ نوفمبر ٢٠٢٦', time: '١٤:٠٥' })).toBe('٢١ نوفمبر ٢٠٢٦، ١٤:٠٥');
    for (const key of ['catalog.dateTime', 'orders.placedOn', 'order.scheduledFor'] as const)
      expect(messagesFor('ar')[key], key).not.toContain(',');
  });

  it('sends the language asked for', () => {
    expect(messagesFor('ar')['nav.home']).toBe('الرئيسية');
    expect(messagesFor('en')['nav.home']).toBe('Home');
  });
});
