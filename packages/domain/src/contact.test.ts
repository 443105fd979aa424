import { describe, expect, it } from 'vitest';
import { classifyContact, isEmail, isPhone, maskEmail, maskPhone, normalizeContact, normalizePhone } from './contact.ts';

describe('contact value classifier (spec §5: email pattern, phone pattern, else invalid)', () => {
  it('recognises emails and international or local phone numbers', () => {
    expect(classifyContact('shopper@example.com')).toBe('email');
    expect(classifyContact(' Shopper@Example.COM ')).toBe('email');
    expect(classifyContact('+966501234567')).toBe('phone');
    expect(classifyContact('0501234567')).toBe('phone');
    expect(classifyContact('+966 50-123 4567')).toBe('phone');
  });

  it('rejects everything else', () => {
    for (const value of ['', 'shopper', 'a@b', 'a @b.com', '12345', '+96650123456789012', 'phone: 0501234567']) {
      expect(classifyContact(value), value).toBeNull();
    }
  });

  it('needs at least 10 digits for a phone and at most 255 characters for an email (spec §9)', () => {
    expect(isPhone('050123456')).toBe(false);
    expect(isPhone('0501234567')).toBe(true);
    expect(isEmail(`${'a'.repeat(243)}@example.com`)).toBe(true);
    expect(isEmail(`${'a'.repeat(244)}@example.com`)).toBe(false);
  });

  it('matches accounts on a normal form: phones without separators, emails in lower case', () => {
    expect(normalizePhone(' +966 (50) 123-4567 ')).toBe('+966501234567');
    expect(normalizeContact('email', ' Ahmed@Example.com')).toBe('ahmed@example.com');
  });
});

describe('contact masking (spec §5)', () => {
  it('keeps 2 characters of the local part of an email', () => {
    expect(maskEmail('ahmed@example.com')).toBe('ah***@example.com');
    expect(maskEmail('a@example.com')).toBe('a***@example.com');
  });

  it('keeps the first 4 and last 3 characters of a phone', () => {
    expect(maskPhone('+966501234567')).toBe('+966******567');
  });
});
