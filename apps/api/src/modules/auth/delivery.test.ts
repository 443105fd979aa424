/**
 * Outside services behind their adapters, against stand-ins on this
 * machine: an SMS gateway reached by webhook, and Firebase's phone
 * verification endpoint (accounts:signInWithPhoneNumber).
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsClient, newPhone } from '../../../test/accounts.ts';
import { useApi } from '../../../test/helper.ts';

interface SmsRequest {
  authorization?: string;
  body: { to: string; message: string; code: string; purpose: string };
}
const sms: SmsRequest[] = [];
const failingPhones = new Set<string>();
const FIREBASE_CODE = '654321';

const readJson = async (request: IncomingMessage) => {
  let text = '';
  for await (const chunk of request) text += chunk;
  return JSON.parse(text);
};

const outside = createServer(async (request, response) => {
  const body = await readJson(request);
  response.setHeader('content-type', 'application/json');
  if (request.url === '/sms') {
    sms.push({ authorization: request.headers.authorization, body });
    response.statusCode = failingPhones.has(body.to) ? 500 : 200;
    return response.end('{}');
  }
  if (request.url?.startsWith('/v1/accounts:signInWithPhoneNumber?key=test-web-key')) {
    // Firebase answers with the phone it verified, or an error for a wrong code.
    const ok = body.code === FIREBASE_CODE && String(body.sessionInfo).startsWith('session:');
    response.statusCode = ok ? 200 : 400;
    return response.end(
      JSON.stringify(
        ok
          ? { idToken: 'firebase-id-token', phoneNumber: body.sessionInfo.slice(8) }
          : { error: { message: 'INVALID_CODE' } },
      ),
    );
  }
  response.statusCode = 404;
  response.end('{}');
});
await new Promise<void>((resolve) => outside.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => outside.close(() => resolve())));
const base = `http://127.0.0.1:${(outside.address() as AddressInfo).port}`;

const api = useApi({
  SMS_WEBHOOK_URL: `${base}/sms`,
  SMS_WEBHOOK_TOKEN: 'gateway-secret',
  FIREBASE_WEB_API_KEY: 'test-web-key',
  FIREBASE_AUTH_URL: `${base}/v1`,
});

describe('OTP delivery by SMS webhook (SMS_WEBHOOK_URL)', () => {
  it('posts the code to the gateway with its token, instead of the outbox', async () => {
    const client = accountsClient(api);
    const phone = newPhone();
    expect((await client.post('/api/v1/auth/login', { login_type: 'otp', phone })).status).toBe(200);
    const sent = sms.find((s) => s.body.to === phone)!;
    expect(sent.authorization).toBe('Bearer gateway-secret');
    expect(sent.body).toMatchObject({ purpose: 'login', code: expect.stringMatching(/^\d{6}$/) });
    expect(sent.body.message).toBe(`${sent.body.code} is your Souq verification code. It expires in 5 minutes.`);
    expect(await api.database.db.query('select id from otp_outbox where destination = $1', [phone])).toEqual([]);
    const { body } = await client.post('/api/v1/auth/login', { login_type: 'otp', phone, otp: sent.body.code });
    expect(body.is_personal_info).toBe(0);
  });

  it('answers 503 when the gateway fails, and lets the shopper ask again at once', async () => {
    const client = accountsClient(api);
    const phone = newPhone();
    failingPhones.add(phone);
    const failed = await client.post('/api/v1/auth/login', { login_type: 'otp', phone });
    expect(failed.status).toBe(503);
    expect(failed.body.errors[0]).toEqual({
      code: 'otp',
      message: 'We could not send the code. Please try again in a moment.',
    });
    failingPhones.delete(phone);
    expect((await client.post('/api/v1/auth/login', { login_type: 'otp', phone })).status).toBe(200);
  });
});

describe('Firebase phone verification (auth/firebase-verify-token)', () => {
  const guestCalls: string[] = [];
  beforeAll(() => api.app.souq.accounts.onGuestSignIn(async (_tx, guestId) => void guestCalls.push(guestId)));

  it('is off while the firebase_otp_verification setting is off', async () => {
    const { status, body } = await accountsClient(api).post('/api/v1/auth/firebase-verify-token', {
      session_info: 'session:+966500000000',
      phone: '+966500000000',
      otp: FIREBASE_CODE,
    });
    expect(status).toBe(403);
    expect(body.errors[0].code).toBe('firebase');
  });

  it('signs in with a phone Firebase verified, moving the guest data', async () => {
    await api.app.souq.settings.set('firebase_otp_verification', 1);
    const client = accountsClient(api);
    const customer = await client.signUp();
    await api.database.db.query('update users set is_phone_verified = true where id = $1', [customer.id]);
    const { body: guest } = await client.post('/api/v1/auth/guest/request');
    const { status, body } = await client.call('PUT', '/api/v1/auth/firebase-verify-token', {
      sessionInfo: `session:${customer.phone}`,
      phoneNumber: customer.phone,
      code: FIREBASE_CODE,
      login_type: 'otp',
      guest_id: guest.guest_id,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ token: expect.any(String), login_type: 'otp' });
    expect(guestCalls).toContain(guest.guest_id);
  });

  it('refuses a code Firebase rejects, or a phone other than the one it verified', async () => {
    const client = accountsClient(api);
    const phone = newPhone();
    const wrong = await client.post('/api/v1/auth/firebase-verify-token', {
      session_info: `session:${phone}`,
      phone,
      otp: '000000',
      login_type: 'otp',
    });
    expect(wrong.status).toBe(422);
    const other = await client.post('/api/v1/auth/firebase-verify-token', {
      session_info: `session:${phone}`,
      phone: newPhone(),
      otp: FIREBASE_CODE,
      login_type: 'otp',
    });
    expect(other.status).toBe(422);
    expect(other.body.errors[0].message).toBe('OTP does not match');
  });

  it("verifies a new account's phone through Firebase when the store verifies phones", async () => {
    const client = accountsClient(api);
    const current = (await api.app.souq.settings.get<Record<string, number>>('centralize_login'))!;
    await api.app.souq.settings.set('centralize_login', { ...current, phone_verification_status: 1 });
    try {
      const phone = newPhone();
      const signUp = await client.post('/api/v1/auth/sign-up', {
        name: 'Firebase User',
        email: `${phone.slice(1)}@example.com`,
        phone,
        password: 'secret-123',
        confirm_password: 'secret-123',
      });
      expect(signUp.body).toMatchObject({
        token: null,
        is_phone_verified: 0,
        verification_medium: 'phone',
        verification_via: 'firebase',
      });
      expect(sms.some((s) => s.body.to === phone)).toBe(false);
      const verified = await client.post('/api/v1/auth/firebase-verify-token', {
        session_info: `session:${phone}`,
        phone,
        otp: FIREBASE_CODE,
        login_type: 'manual',
      });
      expect(verified.body).toMatchObject({ token: expect.any(String), is_phone_verified: 1 });
    } finally {
      await api.app.souq.settings.set('centralize_login', current);
    }
  });

  it('opens a password reset (is_reset_token) whose reset_token sets the new password', async () => {
    const client = accountsClient(api);
    const customer = await client.signUp();
    const forgot = await client.post('/api/v1/auth/forgot-password', { phone: customer.phone });
    expect(forgot.body).toMatchObject({ verification_via: 'firebase' });
    const { body } = await client.call('PUT', '/api/v1/auth/firebase-reset-password', {
      session_info: `session:${customer.phone}`,
      phone: customer.phone,
      otp: FIREBASE_CODE,
    });
    expect(body.reset_token).toMatch(/^\d{6}$/);
    const reset = await client.call('PUT', '/api/v1/auth/reset-password', {
      phone: customer.phone,
      reset_token: body.reset_token,
      password: 'via-firebase',
      confirm_password: 'via-firebase',
    });
    expect(reset.status).toBe(200);
    expect(
      (await client.post('/api/v1/auth/login', { email_or_phone: customer.phone, password: 'via-firebase' })).status,
    ).toBe(200);
  });
});
