/** Input rules the storefront checks before sending and the API enforces (spec §5). */
import { LIMITS } from './constants.ts';
import { EMAIL_PATTERN } from './contact.ts';

/** The newsletter's email check: the standard pattern, at most 255 characters, spaces around ignored. */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= LIMITS.emailMaxLength && EMAIL_PATTERN.test(email);
}

/** A UTF-16 surrogate without its other half: no encoding can carry it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether text can be stored and sent (issue 13, item 17): no NUL, which
 * PostgreSQL cannot store, and no lone surrogate. Every text input meets it.
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}
