/**
 * The extension point for "guest data moves to the customer on sign-in":
 * a hook registered with ctx.accounts.onGuestSignIn runs, with the
 * transaction that issues the token, on every variant that issues one.
 */
import { generateKeyPairSync } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsClient, lastCode, newPhone, setLoginSettings, signIdToken } from '../../../test/accounts.ts';
import { useApi } from '../../../test/helper.ts';

const google = generateKeyPairSync('rsa', { modulusLength: 2048 });
const api = useApi({
  GOOGLE_CLIENT_ID: 'souq-test',
  GOOGLE_PUBLIC_KEYS: google.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
});

interface HookCall {
  guestId: string;
  userId: number;
  /** The token issued by this sign-in is visible to the hook as written by its own transaction. */
  sameTransaction: boolean;
}
const calls: HookCall[] = [];
const POISON = new Set<string>();

beforeAll(() => {
  api.app.souq.accounts.onGuestSignIn(async (tx, guestId, userId) => {
    const [row] = await tx.query<{ n: number }>(
      `select count(*)::int as n from auth_tokens where user_id = $1 and xmin::text::bigint = txid_current() % 4294967296`,
      [userId],
    );
    calls.push({ guestId, userId, sameTransaction: row.n === 1 });
    if (POISON.has(guestId)) throw new Error('the cart merge failed');
  });
});

async function newGuest(client: ReturnType<typeof accountsClient>): Promise<string> {
  const { body } = await client.post('/api/v1/auth/guest/request', {});
  return body.guest_id;
}

async function expectHookRan(guestId: string, userId?: number) {
  const call = calls.find((c) => c.guestId === guestId);
  expect(call, `hook for ${guestId}`).toBeDefined();
  expect(call!.sameTransaction).toBe(true);
  if (userId !== undefined) expect(call!.userId).toBe(userId);
}

describe('guest data moves to the account in the sign-in transaction', () => {
  it('on manual sign-in', async () => {
    const client = accountsClient(api);
    const customer = await client.signUp();
    const guestId = await newGuest(client);
    await client.post('/api/v1/auth/login', {
      email_or_phone: customer.email,
      password: customer.password,
      guest_id: guestId,
    });
    await expectHookRan(guestId, customer.id);
  });

  it('on sign-up', async () => {
    const client = accountsClient(api);
    const guestId = await newGuest(client);
    const customer = await client.signUp({ guest_id: guestId });
    await expectHookRan(guestId, customer.id);
  });

  it('on OTP sign-in and on update-info that completes it', async () => {
    const client = accountsClient(api);
    const customer = await client.signUp();
    await api.database.db.query('update users set is_phone_verified = true where id = $1', [customer.id]);
    const guestId = await newGuest(client);
    await client.post('/api/v1/auth/login', { login_type: 'otp', phone: customer.phone });
    await client.post('/api/v1/auth/login', {
      login_type: 'otp',
      phone: customer.phone,
      otp: await lastCode(api, customer.phone),
      guest_id: guestId,
    });
    await expectHookRan(guestId, customer.id);

    const phone = newPhone();
    const other = await newGuest(client);
    await client.post('/api/v1/auth/login', { login_type: 'otp', phone });
    const started = await client.post('/api/v1/auth/login', {
      login_type: 'otp',
      phone,
      otp: await lastCode(api, phone),
      guest_id: other,
    });
    expect(started.body.token).toBeNull();
    expect(calls.some((c) => c.guestId === other)).toBe(false);
    await client.post('/api/v1/auth/update-info', {
      temp_token: started.body.temp_token,
      name: 'New Shopper',
      email: `${phone.slice(1)}@example.com`,
      guest_id: other,
    });
    await expectHookRan(other);
  });

  it('on verify-phone after a sign-up that needed the code', async () => {
    const client = accountsClient(api);
    await setLoginSettings(api, { phone_verification_status: 1 });
    try {
      const guestId = await newGuest(client);
      const phone = newPhone();
      const signUp = await client.post('/api/v1/auth/sign-up', {
        name: 'Verified Shopper',
        email: `${phone.slice(1)}@example.com`,
        phone,
        password: 'secret-123',
        confirm_password: 'secret-123',
        guest_id: guestId,
      });
      expect(signUp.body.token).toBeNull();
      expect(calls.some((c) => c.guestId === guestId)).toBe(false);
      await client.post('/api/v1/auth/verify-phone', {
        verification_type: 'phone',
        phone,
        otp: await lastCode(api, phone),
        login_type: 'manual',
        guest_id: guestId,
      });
      await expectHookRan(guestId);
    } finally {
      await setLoginSettings(api, { phone_verification_status: 0 });
    }
  });

  it('on social sign-in', async () => {
    const client = accountsClient(api);
    await setLoginSettings(api, { social_login_status: 1, google_login_status: 1 });
    const customer = await client.signUp();
    await api.database.db.query('update users set is_email_verified = true where id = $1', [customer.id]);
    const guestId = await newGuest(client);
    const now = Math.floor(Date.now() / 1000);
    const token = signIdToken(
      {
        iss: 'https://accounts.google.com',
        aud: 'souq-test',
        sub: `g-${now}`,
        email: customer.email,
        email_verified: true,
        iat: now,
        exp: now + 600,
      },
      google.privateKey,
    );
    const { body } = await client.post('/api/v1/auth/social-login', { medium: 'google', token, guest_id: guestId });
    expect(body.token).toEqual(expect.any(String));
    await expectHookRan(guestId, customer.id);
  });

  it('not for guest ids the server never issued', async () => {
    const client = accountsClient(api);
    const customer = await client.signUp();
    const before = calls.length;
    const forged = '7c0c3c8e-2f4b-4f39-9d59-0a6f5c1b9e21';
    const { status } = await client.post('/api/v1/auth/login', {
      email_or_phone: customer.email,
      password: customer.password,
      guest_id: forged,
    });
    expect(status).toBe(200);
    expect(calls.length).toBe(before);
  });

  it('a failing hook undoes the sign-in: no token is left behind', async () => {
    const client = accountsClient(api);
    const customer = await client.signUp();
    const guestId = await newGuest(client);
    POISON.add(guestId);
    const [{ n: before }] = await api.database.db.query<{ n: number }>(
      'select count(*)::int as n from auth_tokens where user_id = $1',
      [customer.id],
    );
    const { status } = await client.post('/api/v1/auth/login', {
      email_or_phone: customer.email,
      password: customer.password,
      guest_id: guestId,
    });
    expect(status).toBe(500);
    const [{ n: after }] = await api.database.db.query<{ n: number }>(
      'select count(*)::int as n from auth_tokens where user_id = $1',
      [customer.id],
    );
    expect(after).toBe(before);
  });
});
