import { describe, expect, it } from 'vitest';
import { formatMessage, messageVariables, pluralCategory } from './plurals.ts';

const ITEMS_EN = '{count, plural, one {# item} other {# items}}';
const ITEMS_AR =
  '{count, plural, zero {لا منتجات} one {منتج واحد} two {منتجان} few {# منتجات} many {# منتجًا} other {# منتج}}';

describe('plural forms through Intl.PluralRules (issue 14: "Cart, 1 items" is gone)', () => {
  it('writes English one and other', () => {
    expect(formatMessage(`Cart, ${ITEMS_EN}`, { count: 1 }, 'en')).toBe('Cart, 1 item');
    expect(formatMessage(`Cart, ${ITEMS_EN}`, { count: 0 }, 'en')).toBe('Cart, 0 items');
    expect(formatMessage(`Cart, ${ITEMS_EN}`, { count: 12 }, 'en')).toBe('Cart, 12 items');
  });

  it("writes Arabic's six forms, the count in Arabic-Indic digits", () => {
    expect([0, 1, 2, 3, 10, 11, 99, 100, 102].map((count) => pluralCategory(count, 'ar'))).toEqual([
      'zero',
      'one',
      'two',
      'few',
      'few',
      'many',
      'many',
      'other',
      'other',
    ]);
    const shown = [0, 1, 2, 3, 11, 100].map((count) => formatMessage(ITEMS_AR, { count }, 'ar'));
    expect(shown).toEqual(['لا منتجات', 'منتج واحد', 'منتجان', '٣ منتجات', '١١ منتجًا', '١٠٠ منتج']);
  });

  it('groups a counted number and reads a count given already formatted', () => {
    expect(formatMessage(ITEMS_EN, { count: 1234 }, 'en')).toBe('1,234 items');
    expect(formatMessage(ITEMS_AR, { count: '١٬٢٠٠' }, 'ar')).toBe('١٬٢٠٠ منتج');
    expect(formatMessage(ITEMS_AR, { count: '٢' }, 'ar')).toBe('منتجان');
  });

  it('prefers an exact =N branch and falls back to other', () => {
    expect(formatMessage('{n, plural, =0 {none} other {# left}}', { n: 0 }, 'en')).toBe('none');
    expect(formatMessage('{n, plural, other {# left}}', { n: 1 }, 'en')).toBe('1 left');
  });

  it('fills plain placeholders inside and outside the forms; leaves unknown ones', () => {
    const text = '{name}: {count, plural, one {# review by {who}} other {# reviews}} {missing}';
    expect(formatMessage(text, { name: 'Tea', count: 1, who: 'Sara' }, 'en')).toBe('Tea: 1 review by Sara {missing}');
    expect(formatMessage('Order {id}', { id: '100001' }, 'ar')).toBe('Order 100001');
    expect(formatMessage('{count, plural, one {# item} other {# items}}', {}, 'en')).toBe(ITEMS_EN);
  });

  it('lists the variables a message uses, plural ones included', () => {
    expect(messageVariables(`{name} ${ITEMS_EN}`)).toEqual(['count', 'name']);
    expect(messageVariables('{n, plural, one {item} other {{m} items}}')).toEqual(['m', 'n']);
  });
});
