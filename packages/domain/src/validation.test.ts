import { describe, expect, it } from 'vitest';
import { isValidEmail } from './validation.ts';

describe('newsletter email (spec §5: standard pattern)', () => {
  it('accepts ordinary addresses, ignoring surrounding spaces', () => {
    expect(isValidEmail('sara@example.com')).toBe(true);
    expect(isValidEmail('  first.last+news@mail.example.sa ')).toBe(true);
  });

  it('refuses text without an @, a domain or a top-level domain', () => {
    for (const bad of ['', 'sara', 'sara@', '@example.com', 'sara@example', 'sara@example.c', 'sa ra@example.com']) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
  });

  it('refuses addresses longer than 255 characters', () => {
    expect(isValidEmail(`${'a'.repeat(250)}@example.com`)).toBe(false);
  });
});
