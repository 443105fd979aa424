/** Input rules the storefront checks before sending and the API enforces (spec §5). */
import { LIMITS } from './constants.ts';
import { EMAIL_PATTERN } from './contact.ts';

/** The newsletter's email check: the standard pattern, at most 255 characters, spaces around ignored. */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= LIMITS.emailMaxLength && EMAIL_PATTERN.test(email);
}
