/**
 * Contact values (spec §5): tell an email from a phone number, show phones
 * with a leading plus, and mask either for display (email keeps 2 characters
 * of the local part; phone keeps the first 4 and last 3 characters).
 */
import { LIMITS } from './constants.ts';
import { westernDigits } from './numbers.ts';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** International numbers: optional plus, 8–15 digits (E.164 allows 15). */
export const PHONE_PATTERN = /^\+?\d{8,15}$/;

export type ContactKind = 'email' | 'phone' | 'invalid';

export function classifyContact(value: string): ContactKind {
  const v = value.trim();
  if (EMAIL_PATTERN.test(v)) return 'email';
  if (PHONE_PATTERN.test(westernDigits(v).replace(/[\s-]/g, ''))) return 'phone';
  return 'invalid';
}

/** "966501234567" → "+966501234567"; spaces and dashes dropped. */
export function displayPhone(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return digits.startsWith('+') ? digits : `+${digits}`;
}

export function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  if (!domain) return email;
  return `${local.slice(0, 2)}${'*'.repeat(Math.max(local.length - 2, 1))}@${domain}`;
}

export function maskPhone(phone: string): string {
  const shown = displayPhone(phone);
  if (shown.length <= 7) return shown;
  return `${shown.slice(0, 4)}${'*'.repeat(shown.length - 7)}${shown.slice(-3)}`;
}

/** Separators people type inside phone numbers. */
const PHONE_SEPARATORS = /[\s\-().]/g;
/** A phone an account can hold: optional plus and 10–15 digits (spec §9: phone min 10 digits). */
const ACCOUNT_PHONE_PATTERN = new RegExp(`^\\+?\\d{${LIMITS.phoneMinDigits},15}$`);

/** "+966 50-123 4567" (or "+٩٦٦ ٥٠…", typed in Arabic) → "+966501234567": the form accounts store and match phones in. */
export function normalizePhone(value: string): string {
  return westernDigits(value.trim()).replace(PHONE_SEPARATORS, '');
}

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function normalizeContact(kind: 'email' | 'phone', value: string): string {
  return kind === 'email' ? normalizeEmail(value) : normalizePhone(value);
}

/** A valid email of at most 255 characters (spec §9). */
export function isEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= LIMITS.emailMaxLength && EMAIL_PATTERN.test(email);
}

/** A phone number with at least 10 digits, as sign-up, OTP sign-in and addresses require. */
export function isPhone(value: string): boolean {
  return ACCOUNT_PHONE_PATTERN.test(normalizePhone(value));
}
