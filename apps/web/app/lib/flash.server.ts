/**
 * Toasts that must survive a redirect or a full reload (language change,
 * location and module choice) ride in a short-lived cookie: an action sets
 * it, the next root loader reads it, translates it and clears it.
 */
import { isOwnKey } from '@souq/domain';
import type { MessageKey, Messages } from '../i18n/messages.server.ts';
import type { FlashToast, ToastKind } from '../components/ui/toast.tsx';
import { parseCookies, serializeCookie } from './cookies.ts';

export const FLASH_COOKIE = 'souq_flash';

/** A message key of ours, or a text the API already translated. */
export type Flash = { kind: ToastKind } & ({ key: MessageKey } | { text: string });

const KINDS: ToastKind[] = ['success', 'error', 'warning', 'info'];

export function flashCookie(flash: Flash, secure = false): string {
  return serializeCookie(FLASH_COOKIE, JSON.stringify(flash), { maxAgeSeconds: 60, secure });
}

/**
 * The flash of this request translated for the page's language, and the
 * Set-Cookie that clears it (also when it is damaged), or nulls.
 */
export function takeFlash(
  request: Request,
  messages: Messages,
  secure = false,
): { toast: FlashToast | null; clearCookie: string | null } {
  const raw = parseCookies(request.headers.get('cookie'))[FLASH_COOKIE];
  if (raw === undefined) return { toast: null, clearCookie: null };
  return {
    toast: parseFlash(raw, messages),
    clearCookie: serializeCookie(FLASH_COOKIE, '', { maxAgeSeconds: 0, secure }),
  };
}

function parseFlash(raw: string, messages: Messages): FlashToast | null {
  try {
    const flash = JSON.parse(raw) as Partial<{ kind: ToastKind; key: string; text: string }>;
    const message =
      typeof flash.key === 'string' && isOwnKey(messages, flash.key)
        ? messages[flash.key]
        : typeof flash.text === 'string'
          ? flash.text.slice(0, 300)
          : null;
    if (!message) return null;
    return {
      id: crypto.randomUUID(),
      kind: KINDS.includes(flash.kind as ToastKind) ? (flash.kind as ToastKind) : 'info',
      message,
    };
  } catch {
    return null;
  }
}
