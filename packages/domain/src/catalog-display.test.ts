import { describe, expect, it } from 'vitest';
import { discountBadge, distanceParts, formatClock, readMorePreview, starDisplay } from './catalog-display.ts';

describe('discount badge (spec §4: a percent discount shows N% OFF)', () => {
  it('shows a percent discount as its percent', () => {
    expect(discountBadge({ source: 'item', type: 'percent', value: 25 })).toEqual({ kind: 'percent', percent: 25 });
    expect(discountBadge({ source: 'store', type: 'percent', value: 7.5 })).toEqual({ kind: 'percent', percent: 7.5 });
  });

  it('shows a fixed discount as the amount off each unit', () => {
    expect(discountBadge({ source: 'item', type: 'amount', value: 300 })).toEqual({ kind: 'amount', amount: 300 });
  });

  it('shows nothing without a discount or for a zero one', () => {
    expect(discountBadge(null)).toBeNull();
    expect(discountBadge({ source: 'item', type: 'percent', value: 0 })).toBeNull();
  });
});

describe('rating with half-star precision (spec §9)', () => {
  it('rounds to the nearest half star', () => {
    expect(starDisplay(4.24)).toEqual({ value: 4, full: 4, half: false, empty: 1 });
    expect(starDisplay(4.25)).toEqual({ value: 4.5, full: 4, half: true, empty: 0 });
    expect(starDisplay(3.74)).toEqual({ value: 3.5, full: 3, half: true, empty: 1 });
    expect(starDisplay(4.75)).toEqual({ value: 5, full: 5, half: false, empty: 0 });
  });

  it('keeps unrated and out-of-range values inside 0–5 stars', () => {
    expect(starDisplay(0)).toEqual({ value: 0, full: 0, half: false, empty: 5 });
    expect(starDisplay(Number.NaN).value).toBe(0);
    expect(starDisplay(7).value).toBe(5);
  });
});

describe('read more (spec §9: truncation at 70 characters by default)', () => {
  it('keeps a description of 70 characters or fewer whole', () => {
    const text = 'x'.repeat(70);
    expect(readMorePreview(text)).toEqual({ preview: text, truncated: false });
  });

  it('cuts a longer one at 70 characters', () => {
    const text = `${'word '.repeat(20)}end`;
    const { preview, truncated } = readMorePreview(text);
    expect(truncated).toBe(true);
    expect(preview).toBe('word '.repeat(14).trimEnd());
  });

  it('counts Arabic letters and emoji as one character each', () => {
    const arabic = 'ب'.repeat(71);
    expect(Array.from(readMorePreview(arabic).preview)).toHaveLength(70);
    const emoji = '🍔'.repeat(71);
    expect(readMorePreview(emoji).preview).toBe('🍔'.repeat(70));
  });

  it('takes another limit when asked', () => {
    expect(readMorePreview('abcdef', 3)).toEqual({ preview: 'abc', truncated: true });
  });
});

describe('distances', () => {
  it('writes metres below one kilometre, rounded to 10 m', () => {
    expect(distanceParts(771, 'en')).toEqual({ value: '770', unit: 'm' });
    expect(distanceParts(4, 'en')).toEqual({ value: '0', unit: 'm' });
  });

  it('writes kilometres with one decimal, in Arabic-Indic digits for Arabic', () => {
    expect(distanceParts(8350, 'en')).toEqual({ value: '8.4', unit: 'km' });
    expect(distanceParts(8350, 'ar')).toEqual({ value: '٨٫٤', unit: 'km' });
    expect(distanceParts(123_400, 'en')).toEqual({ value: '123', unit: 'km' });
  });
});

describe('clock times (config timeformat)', () => {
  it('writes a 24-hour clock without seconds', () => {
    expect(formatClock('06:00:00', { hour12: false, locale: 'en' })).toBe('06:00');
    expect(formatClock('23:59:59', { hour12: false, locale: 'en' })).toBe('23:59');
  });

  it('writes a 12-hour clock with the day period of the language', () => {
    expect(formatClock('00:30:00', { hour12: true, locale: 'en' })).toBe('12:30 AM');
    expect(formatClock('18:30', { hour12: true, locale: 'en' })).toBe('6:30 PM');
    expect(formatClock('12:00', { hour12: true, locale: 'ar' })).toBe('١٢:٠٠ م');
  });

  it('uses Arabic-Indic digits in Arabic', () => {
    expect(formatClock('06:00:00', { hour12: false, locale: 'ar' })).toBe('٠٦:٠٠');
  });
});
