import { describe, expect, it } from 'vitest';
import {
  classifyContact,
  displayPhone,
  isEmail,
  isPhone,
  maskEmail,
  maskPhone,
  normalizeContact,
  normalizePhone,
} from './contact.ts';

describe('contact value classifier (spec §5)', () => {
  it('tells emails, phones and neither apart', () => {
    expect(classifyContact('someone@example.com')).toBe('email');
    expect(classifyContact('+966 50-123-4567')).toBe('phone');
    expect(classifyContact('0501234567')).toBe('phone');
    expect(classifyContact('٠٥٠١٢٣٤٥٦٧')).toBe('phone');
    expect(classifyContact('hello')).toBe('invalid');
    expect(classifyContact('123')).toBe('invalid');
  });
});

describe('contact display and masking (spec §5)', () => {
  it('shows phones with a leading plus', () => {
    expect(displayPhone('966501234567')).toBe('+966501234567');
    expect(displayPhone('+966 50 123 4567')).toBe('+966501234567');
  });
  it('keeps 2 characters of the email local part', () => {
    expect(maskEmail('samira@example.com')).toBe('sa****@example.com');
    expect(maskEmail('ab@example.com')).toBe('ab*@example.com');
  });
  it('keeps the first 4 and last 3 characters of a phone', () => {
    expect(maskPhone('+966501234567')).toBe('+966******567');
  });
});

describe('contacts as accounts hold them', () => {
  it('match phones without separators and emails in lower case', () => {
    expect(normalizePhone(' +966 (50) 123-4567 ')).toBe('+966501234567');
    expect(normalizePhone('+٩٦٦ ٥٠ ١٢٣ ٤٥٦٧')).toBe('+966501234567');
    expect(isPhone('٠٥٠١٢٣٤٥٦٧')).toBe(true);
    expect(normalizeContact('email', ' Ahmed@Example.com')).toBe('ahmed@example.com');
  });

  it('need at least 10 digits for a phone and at most 255 characters for an email (spec §9)', () => {
    expect(isPhone('050123456')).toBe(false);
    expect(isPhone('0501234567')).toBe(true);
    expect(isPhone('+966 50 123 4567')).toBe(true);
    expect(isPhone('+96650123456789012')).toBe(false);
    expect(isEmail(`${'a'.repeat(243)}@example.com`)).toBe(true);
    expect(isEmail(`${'a'.repeat(244)}@example.com`)).toBe(false);
    expect(isEmail('a@b')).toBe(false);
  });
});
