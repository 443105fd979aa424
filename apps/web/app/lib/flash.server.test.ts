import { describe, expect, it } from 'vitest';
import { messagesFor } from '../i18n/messages.server.ts';
import { flashCookie, takeFlash } from './flash.server.ts';

const requestWith = (setCookie: string) =>
  new Request('http://souq.test/', { headers: { cookie: setCookie.split(';')[0] } });

describe('flash toasts across a redirect or reload', () => {
  it('translates a message key into the language of the next page and clears the cookie', () => {
    const request = requestWith(flashCookie({ kind: 'success', key: 'language.changed' }));
    const { toast, clearCookie } = takeFlash(request, messagesFor('ar'));
    expect(toast).toMatchObject({ kind: 'success', message: 'تم تغيير اللغة' });
    expect(clearCookie).toMatch(/^souq_flash=; .*Max-Age=0/);
  });

  it('passes along a text the API already translated', () => {
    const { toast } = takeFlash(
      requestWith(flashCookie({ kind: 'error', text: 'Service not available in this area' })),
      messagesFor('en'),
    );
    expect(toast).toMatchObject({ kind: 'error', message: 'Service not available in this area' });
  });

  it('gives each flash its own id, so the same message twice shows twice', () => {
    const cookie = flashCookie({ kind: 'success', key: 'modules.selected' });
    expect(takeFlash(requestWith(cookie), messagesFor('en')).toast!.id).not.toBe(
      takeFlash(requestWith(cookie), messagesFor('en')).toast!.id,
    );
  });

  it('clears a damaged flash without showing it, and does nothing without one', () => {
    const damaged = takeFlash(
      new Request('http://souq.test/', { headers: { cookie: 'souq_flash=%7Bnope' } }),
      messagesFor('en'),
    );
    expect(damaged.toast).toBeNull();
    expect(damaged.clearCookie).not.toBeNull();
    expect(takeFlash(new Request('http://souq.test/'), messagesFor('en'))).toEqual({ toast: null, clearCookie: null });
  });
});
