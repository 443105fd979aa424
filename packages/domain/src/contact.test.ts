import { describe, expect, it } from 'vitest';
import { classifyContact, displayPhone, maskEmail, maskPhone } from './contact.ts';

describe('contact value classifier (spec §5)', () => {
  it('tells emails, phones and neither apart', () => {
    expect(classifyContact('someone@example.com')).toBe('email');
    expect(classifyContact('+966 50-123-4567')).toBe('phone');
    expect(classifyContact('0501234567')).toBe('phone');
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
