import { describe, expect, it } from 'vitest';
import type { Prefs } from '../../lib/prefs.server.ts';
import type { WireLogin } from '@souq/api/answers';
import { answer, type AnswerFixture } from '../../../test/answer-fixture.ts';
import { interpretAnswer, knownFromContact } from './session.server.ts';

const prefs: Prefs = {
  locale: 'en',
  theme: 'light',
  location: null,
  zoneIds: null,
  moduleId: null,
  token: null,
  guestId: null,
};
const base: AnswerFixture<WireLogin> = {
  token: null,
  is_personal_info: 1,
  is_exist_user: null,
  login_type: 'manual',
  email: 'sara@example.com',
};
const read = (fields: AnswerFixture<WireLogin>, known = {}, purpose: 'otp-login' | 'verify' = 'verify') =>
  interpretAnswer(answer<WireLogin>(fields), { prefs, known, purpose, secure: false });

describe('the next step after a sign-in answer (spec §4)', () => {
  it('a token signs in: it goes into the HttpOnly cookie, never to the page', () => {
    const { result, cookies } = read({ ...base, token: 'secret-token' });
    expect(result).toEqual({ ok: true, outcome: 'signed-in' });
    expect(JSON.stringify(result)).not.toContain('secret-token');
    expect(cookies.find((c) => c.startsWith('souq_token='))).toMatch(/^souq_token=secret-token;.*HttpOnly/);
    expect(cookies.find((c) => c.startsWith('souq_ticket='))).toContain('Max-Age=0');
  });

  it('"Is It You?" comes before anything else but a token', () => {
    const { result } = read({
      ...base,
      is_exist_user: { name: 'Sara', image: null },
      is_personal_info: 0,
      temp_token: 't',
    });
    expect(result).toEqual({ ok: true, outcome: 'exist-user', user: { name: 'Sara', image: null } });
  });

  it('an incomplete profile asks for what is missing and keeps the ticket in a cookie', () => {
    const { result, cookies } = read({
      ...base,
      login_type: 'otp',
      email: null,
      is_personal_info: 0,
      temp_token: 'ticket-1',
    });
    expect(result).toEqual({ ok: true, outcome: 'user-info', loginType: 'otp', needs: { email: true, phone: false } });
    expect(cookies[0]).toMatch(/^souq_ticket=ticket-1;.*HttpOnly/);
  });

  it('a code sent goes to the code step with the contact the shopper typed and the demo code', () => {
    const { result } = read(
      { ...base, verification_medium: 'phone', demo_otp: '123456', message: 'OTP sent' },
      { phone: '+966500000001' },
    );
    expect(result).toMatchObject({
      outcome: 'code-sent',
      medium: 'phone',
      destination: '+966500000001',
      demoOtp: '123456',
      purpose: 'verify',
    });
  });

  it('a code sent to a contact the shopper did not type asks them to sign in with it', () => {
    const { result } = read({ ...base, verification_medium: 'phone' }, { email: 'sara@example.com' });
    expect(result).toEqual({
      ok: false,
      error: 'Your phone number is not verified yet. Sign in with your phone number to verify it.',
    });
  });

  it('tells an email from a phone in what was typed', () => {
    expect(knownFromContact(' sara@example.com ')).toEqual({ email: 'sara@example.com' });
    expect(knownFromContact('+966500000001')).toEqual({ phone: '+966500000001' });
  });
});
