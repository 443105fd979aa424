/** Input rules the storefront checks before sending and the API enforces (spec §5). */
import { LIMITS } from './constants.ts';

/** The standard email pattern: something@domain.tld, no spaces, a top-level domain of 2+ characters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= LIMITS.emailMaxLength && EMAIL_PATTERN.test(email);
}
