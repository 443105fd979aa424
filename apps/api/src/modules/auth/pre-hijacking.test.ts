/**
 * Rule (issue 13, item 8, account pre-hijacking): once one contact of an
 * account is proven, a contact that never was loses its power to sign in,
 * reset the password or claim the account. The attack: sign up with the
 * victim's email and your own phone, wait for the victim to prove the email
 * (a password reset) and use the account, then sign in by code on the phone
 * and answer "Is It You?" yes. Default settings (nothing verified at sign-up).
 */
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { accountsClient, lastCode, newPhone, setLoginSettings, signIdToken } from '../../../test/accounts.ts';
import { useApi } from '../../../test/helper.ts';

const google = generateKeyPairSync('rsa', { modulusLength: 2048 });
const api = useApi({
  GOOGLE_CLIENT_ID: 'souq-web.apps.googleusercontent.com',
  GOOGLE_PUBLIC_KEYS: google.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
});

let n = 0;
const googleToken = (email: string) => {
  const now = Math.floor(Date.now() / 1000);
  return signIdToken(
    {
      iss: 'https://accounts.google.com',
      aud: 'souq-web.apps.googleusercontent.com',
      sub: `google-prehijack-${Date.now()}-${++n}`,
      email,
      email_verified: true,
      name: 'Victim',
      iat: now,
      exp: now + 3600,
    },
    google.privateKey,
    'g-1',
  );
};

/** The attacker's account: the victim's email, the attacker's phone, nothing proven. */
async function plantedAccount() {
  const attacker = accountsClient(api);
  const victimEmail = `victim${Date.now()}${++n}@example.com`;
  const planted = await attacker.signUp({ email: victimEmail });
  return { attacker, planted, victimEmail };
}

async function resetByEmail(email: string, password: string) {
  const victim = accountsClient(api);
  await victim.post('/api/v1/auth/forgot-password', { verification_method: 'email', email });
  const code = await lastCode(api, email);
  const reset = await victim.call('PUT', '/api/v1/auth/reset-password', {
    verification_method: 'email',
    email,
    reset_token: code,
    password,
    confirm_password: password,
  });
  expect(reset.status).toBe(200);
  const login = await victim.post('/api/v1/auth/login', { email_or_phone: email, password });
  expect(login.status).toBe(200);
  return { victim, token: login.body.token as string };
}

async function otpSignIn(client: ReturnType<typeof accountsClient>, phone: string, verified?: 'yes' | 'no') {
  await client.post('/api/v1/auth/login', { login_type: 'otp', phone });
  const otp = await lastCode(api, phone);
  return client.post('/api/v1/auth/login', { login_type: 'otp', phone, otp, ...(verified ? { verified } : {}) });
}

const info = (client: ReturnType<typeof accountsClient>, token: string) =>
  client.call('GET', '/api/v1/customer/info', undefined, client.authed(token));

describe('account pre-hijacking: a never-proven contact loses its power once another is proven', () => {
  it('after the victim proves the email by a reset, the planted phone signs in to a new account, not theirs', async () => {
    const { attacker, planted, victimEmail } = await plantedAccount();
    const { victim, token } = await resetByEmail(victimEmail, 'victim-pass-1');
    // The session the attacker kept from signing up ended with the victim's reset.
    expect((await info(attacker, planted.token)).status).toBe(401);

    // No "Is It You?" naming the victim, and answering yes anyway changes nothing.
    const first = await otpSignIn(attacker, planted.phone);
    expect(first.body.is_exist_user ?? null).toBeNull();
    const yes = await otpSignIn(attacker, planted.phone, 'yes');
    expect(yes.status).toBe(200);
    if (yes.body.token) expect((await info(attacker, yes.body.token)).body.id).not.toBe(planted.id);

    // The victim is still in, with the account and its email; the phone left it.
    const mine = await info(victim, token);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ id: planted.id, email: victimEmail, phone: null });
  });

  it('after the victim proves the email with Google, the planted phone does not take the account', async () => {
    const { attacker, planted, victimEmail } = await plantedAccount();
    await setLoginSettings(api, { social_login_status: 1, google_login_status: 1 });
    const victim = accountsClient(api);
    // Google proves the email: the victim answers "Is It You?" yes and owns the account.
    const claimed = await victim.post('/api/v1/auth/social-login', {
      medium: 'google',
      login_type: 'social',
      token: googleToken(victimEmail),
      verified: 'yes',
    });
    expect(claimed.status).toBe(200);
    expect(claimed.body.token).toEqual(expect.any(String));
    // The session the attacker kept from signing up ended, and the password they set opens nothing.
    expect((await info(attacker, planted.token)).status).toBe(401);
    for (const identifier of [planted.phone, victimEmail]) {
      const byPassword = await attacker.post('/api/v1/auth/login', {
        email_or_phone: identifier,
        password: planted.password,
      });
      expect(byPassword.status, identifier).toBe(401);
    }

    const yes = await otpSignIn(attacker, planted.phone, 'yes');
    if (yes.body.token) expect((await info(attacker, yes.body.token)).body.id).not.toBe(planted.id);
    const mine = await info(victim, claimed.body.token);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ id: planted.id, email: victimEmail });
  });

  it('the other way round: once the phone is proven, the planted email can neither reset nor claim by Google', async () => {
    const attacker = accountsClient(api);
    const victimPhone = newPhone();
    const attackerEmail = `attacker${Date.now()}${++n}@example.com`;
    const planted = await attacker.signUp({ phone: victimPhone, email: attackerEmail });
    // The victim proves the phone by code and takes the account ("Is It You?" yes).
    const victim = accountsClient(api);
    const signedIn = await otpSignIn(victim, victimPhone, 'yes');
    expect(signedIn.body.token).toEqual(expect.any(String));

    const reset = await attacker.post('/api/v1/auth/forgot-password', {
      verification_method: 'email',
      email: attackerEmail,
    });
    expect(reset.status).toBe(404);

    await setLoginSettings(api, { social_login_status: 1, google_login_status: 1 });
    const google = await attacker.post('/api/v1/auth/social-login', {
      medium: 'google',
      login_type: 'social',
      token: googleToken(attackerEmail),
      verified: 'yes',
    });
    if (google.body.token) expect((await info(attacker, google.body.token)).body.id).not.toBe(planted.id);
    expect((await info(victim, signedIn.body.token)).status).toBe(200);
  });

  it('while nothing is proven, "Is It You?" still hands the account to whoever proves the phone', async () => {
    const { attacker, planted } = await plantedAccount();
    const ask = await otpSignIn(attacker, planted.phone);
    expect(ask.body.is_exist_user).toBeTruthy();
  });
});
