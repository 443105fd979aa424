/**
 * Social sign-in with real signature checks: the test makes RS256 key
 * pairs, configures Google with a PEM key and Facebook with a JWKS URL
 * served on this machine, and signs ID tokens the way the providers do.
 */
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { accountsClient, newPhone, setLoginSettings, signIdToken } from '../../../test/accounts.ts';
import { useApi } from '../../../test/helper.ts';

const google = generateKeyPairSync('rsa', { modulusLength: 2048 });
const facebook = generateKeyPairSync('rsa', { modulusLength: 2048 });
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });

const jwks = createServer((_, response) => {
  response.setHeader('content-type', 'application/json');
  response.end(
    JSON.stringify({
      keys: [{ ...facebook.publicKey.export({ format: 'jwk' }), kid: 'fb-1', alg: 'RS256', use: 'sig' }],
    }),
  );
});
await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => jwks.close(() => resolve())));

const api = useApi({
  GOOGLE_CLIENT_ID: 'souq-web.apps.googleusercontent.com',
  GOOGLE_PUBLIC_KEYS: google.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  FACEBOOK_CLIENT_ID: 'souq-facebook-app',
  FACEBOOK_JWKS_URL: `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/jwks`,
});

let subject = 0;
function idToken(claims: Record<string, unknown> = {}, key: KeyObject = google.privateKey, kid = 'g-1'): string {
  const now = Math.floor(Date.now() / 1000);
  const body = {
    iss: 'https://accounts.google.com',
    aud: 'souq-web.apps.googleusercontent.com',
    sub: `google-${Date.now()}-${++subject}`,
    email: `social${Date.now()}${subject}@gmail.com`,
    email_verified: true,
    name: 'Reem Al Qahtani',
    iat: now,
    exp: now + 3600,
    ...claims,
  };
  return signIdToken(body, key, kid);
}

const socialLogin = (client: ReturnType<typeof accountsClient>, payload: Record<string, unknown>) =>
  client.post('/api/v1/auth/social-login', { medium: 'google', login_type: 'social', ...payload });

describe('social sign-in switched off', () => {
  it('answers 403 while the store setting is off, even with keys configured', async () => {
    const { status, body } = await socialLogin(accountsClient(api), { token: idToken() });
    expect(status).toBe(403);
    expect(body.errors[0]).toEqual({ code: 'social_login', message: 'Sign-in with Google is not available.' });
  });
});

describe('social sign-in with verified ID tokens', () => {
  it('answers 403 for a provider the server has no keys for (Apple here)', async () => {
    await setLoginSettings(api, {
      social_login_status: 1,
      google_login_status: 1,
      facebook_login_status: 1,
      apple_login_status: 1,
    });
    const { status, body } = await socialLogin(accountsClient(api), { medium: 'apple', token: idToken() });
    expect(status).toBe(403);
    expect(body.errors[0].message).toBe('Sign-in with Apple is not available.');
  });

  it('offers in /config only the providers the server has keys for, even when the settings turn all on', async () => {
    await setLoginSettings(api, {
      social_login_status: 1,
      google_login_status: 1,
      facebook_login_status: 1,
      apple_login_status: 1,
    });
    await api.app.souq.settings.set('social_login', [
      { login_medium: 'google', status: true },
      { login_medium: 'facebook', status: true },
    ]);
    await api.app.souq.settings.set('apple_login', [
      { login_medium: 'apple', status: true, client_id: '', redirect_url_react: '' },
    ]);
    const { body } = await api.request('/api/v1/config');
    expect(body.centralize_login).toMatchObject({
      social_login_status: 1,
      google_login_status: 1,
      facebook_login_status: 1,
      apple_login_status: 0,
    });
    expect(body.social_login).toEqual([
      { login_medium: 'google', status: true },
      { login_medium: 'facebook', status: true },
    ]);
    expect(body.apple_login[0].status).toBe(false);
    // Firebase phone sign-in needs FIREBASE_WEB_API_KEY, unset here.
    await api.app.souq.settings.set('firebase_otp_verification', 1);
    expect((await api.request('/api/v1/config')).body.firebase_otp_verification).toBe(0);
  });

  it('creates an account from a new Google identity, asks for the phone, then signs in directly next time', async () => {
    const client = accountsClient(api);
    const token = idToken();
    const first = await socialLogin(client, { token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ token: null, is_personal_info: 0, login_type: 'social', is_exist_user: null });
    const [user] = await api.database.db.query<Record<string, unknown>>(
      `select u.id, f_name, l_name, is_email_verified, login_medium from users u join user_social_accounts s on s.user_id = u.id where s.provider = 'google'
        order by u.id desc limit 1`,
    );
    expect(user).toMatchObject({
      f_name: 'Reem',
      l_name: 'Al Qahtani',
      is_email_verified: true,
      login_medium: 'google',
    });

    const phone = newPhone();
    const done = await client.post('/api/v1/auth/update-info', {
      temp_token: first.body.temp_token,
      name: 'Reem Al Qahtani',
      phone,
    });
    expect(done.body).toMatchObject({ token: expect.any(String), is_personal_info: 1, login_type: 'social' });

    const again = await socialLogin(client, { token });
    expect(again.body.token).toEqual(expect.any(String));
    const info = await client.call('GET', '/api/v1/customer/info', undefined, client.authed(again.body.token));
    expect(info.body).toMatchObject({ id: user.id, phone });
  });

  it('signs into an existing account whose email is verified and links the provider', async () => {
    const client = accountsClient(api);
    const customer = await client.signUp();
    await api.database.db.query('update users set is_email_verified = true where id = $1', [customer.id]);
    const { body } = await socialLogin(client, { token: idToken({ email: customer.email }) });
    expect(body).toMatchObject({ token: expect.any(String), is_personal_info: 1 });
    const links = await api.database.db.query('select provider from user_social_accounts where user_id = $1', [
      customer.id,
    ]);
    expect(links).toEqual([{ provider: 'google' }]);
  });

  it('asks "Is It You?" for an account holding the email unverified; no moves the email to a new account', async () => {
    const client = accountsClient(api);
    const customer = await client.signUp({ name: 'Mona Fahad' });
    const token = idToken({ email: customer.email });
    const ask = await socialLogin(client, { token });
    expect(ask.body).toMatchObject({ token: null, is_exist_user: { name: 'Mona Fahad' } });

    const no = await socialLogin(client, { token, verified: 'no' });
    expect(no.body).toMatchObject({ token: null, is_personal_info: 0 });
    const [old] = await api.database.db.query<{ email: string | null }>('select email from users where id = $1', [
      customer.id,
    ]);
    expect(old.email).toBeNull();
  });

  it('"Is It You?" answered yes signs into that account and ends its old sessions', async () => {
    const client = accountsClient(api);
    const customer = await client.signUp();
    const token = idToken({ email: customer.email });
    const yes = await socialLogin(client, { token, verified: 'yes' });
    expect(yes.body.token).toEqual(expect.any(String));
    expect((await client.call('GET', '/api/v1/customer/info', undefined, client.authed(customer.token))).status).toBe(
      401,
    );
    const info = await client.call('GET', '/api/v1/customer/info', undefined, client.authed(yes.body.token));
    expect(info.body).toMatchObject({ id: customer.id, is_email_verified: 1 });
  });

  it('refuses tokens signed by another key, for another app, expired, or not JWTs, with 401', async () => {
    const client = accountsClient(api);
    for (const [why, token] of [
      ['foreign key', idToken({}, stranger.privateKey)],
      ['other audience', idToken({ aud: 'someone-elses-app' })],
      ['other issuer', idToken({ iss: 'https://evil.example' })],
      ['expired', idToken({ exp: Math.floor(Date.now() / 1000) - 3600 })],
      ['garbage', 'not-a-jwt'],
    ]) {
      const { status, body } = await socialLogin(client, { token });
      expect(status, why).toBe(401);
      expect(body.errors[0]).toEqual({ code: 'token', message: 'We could not verify your sign-in. Please try again.' });
    }
  });

  it('verifies Facebook ID tokens against keys fetched from a JWKS URL', async () => {
    const client = accountsClient(api);
    const token = idToken(
      { iss: 'https://www.facebook.com', aud: 'souq-facebook-app', sub: `fb-${Date.now()}` },
      facebook.privateKey,
      'fb-1',
    );
    const { status, body } = await socialLogin(client, { medium: 'facebook', token });
    expect(status).toBe(200);
    expect(body).toMatchObject({ is_personal_info: 0, login_type: 'social' });
    const forged = idToken({ iss: 'https://www.facebook.com', aud: 'souq-facebook-app' }, google.privateKey, 'fb-1');
    expect((await socialLogin(client, { medium: 'facebook', token: forged })).status).toBe(401);
  });

  it('social-register may bring the phone, completing the profile at once', async () => {
    const client = accountsClient(api);
    const phone = newPhone();
    const { body } = await client.post('/api/v1/auth/social-register', {
      medium: 'google',
      id_token: idToken(),
      phone,
    });
    expect(body).toMatchObject({ token: expect.any(String), is_personal_info: 1 });
  });
});
