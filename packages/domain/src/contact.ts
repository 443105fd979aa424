/**
 * Emails and phone numbers as shoppers type them (spec §5): the classifier
 * that tells one from the other, the normal form accounts are matched on,
 * and the masks used when a code is sent to one of them.
 */
import { LIMITS } from './constants.ts';

/** The standard pattern of an address: something@domain.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** An optional leading plus and 10 to 15 digits (E.164 allows 15). */
const PHONE_PATTERN = /^\+?\d{10,15}$/;
/** Separators people type inside phone numbers. */
const PHONE_SEPARATORS = /[\s\-().]/g;

export type ContactKind = 'email' | 'phone';

export function isEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= LIMITS.emailMaxLength && EMAIL_PATTERN.test(email);
}

/** "+966 50-123 4567" → "+966501234567"; the form phones are stored and matched in. */
export function normalizePhone(value: string): string {
  return value.trim().replace(PHONE_SEPARATORS, '');
}

export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(normalizePhone(value));
}

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Email pattern, then phone pattern, else invalid (null). */
export function classifyContact(value: string): ContactKind | null {
  if (isEmail(value)) return 'email';
  if (isPhone(value)) return 'phone';
  return null;
}

/** The normal form of a contact of the given kind. */
export function normalizeContact(kind: ContactKind, value: string): string {
  return kind === 'email' ? normalizeEmail(value) : normalizePhone(value);
}

/** Keeps 2 characters of the local part: "ahmed@x.com" → "ah***@x.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

/** Keeps the first 4 and last 3 characters: "+966501234567" → "+966******567". */
export function maskPhone(phone: string): string {
  if (phone.length <= 7) return phone;
  return `${phone.slice(0, 4)}${'*'.repeat(phone.length - 7)}${phone.slice(-3)}`;
}
