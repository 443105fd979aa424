/**
 * Contact values (spec §5): tell an email from a phone number, show phones
 * with a leading plus, and mask either for display (email keeps 2 characters
 * of the local part; phone keeps the first 4 and last 3 characters).
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** International numbers: optional plus, 8–15 digits (E.164 allows 15). */
export const PHONE_PATTERN = /^\+?\d{8,15}$/;

export type ContactKind = 'email' | 'phone' | 'invalid';

export function classifyContact(value: string): ContactKind {
  const v = value.trim();
  if (EMAIL_PATTERN.test(v)) return 'email';
  if (PHONE_PATTERN.test(v.replace(/[\s-]/g, ''))) return 'phone';
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
