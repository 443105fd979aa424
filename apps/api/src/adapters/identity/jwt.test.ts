/**
 * ID-token verification on its own, with real keys: every check a forged or
 * misused token must fail (signature, algorithm, issuer, audience, times,
 * subject), and keys from PEM or from a JWKS served on this machine.
 */
import { createHmac, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { InvalidIdToken, jwksKeySource, pemKeySource, verifyIdToken, type KeySource } from './jwt.ts';

const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = (key: KeyObject) => key.export({ type: 'spki', format: 'pem' }).toString();

const ISSUER = 'https://accounts.google.com';
const AUDIENCE = 'souq-web.apps.googleusercontent.com';
const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function token(
  claims: Record<string, unknown> = {},
  { key = rsa.privateKey, alg = 'RS256', kid = 'k-1' }: { key?: KeyObject; alg?: string; kid?: string } = {},
): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = { iss: ISSUER, aud: AUDIENCE, sub: 'user-1', iat: now, exp: now + 3600, ...claims };
  const data = `${encode({ alg, kid, typ: 'JWT' })}.${encode(payload)}`;
  const signature =
    alg === 'ES256'
      ? sign('sha256', Buffer.from(data), { key, dsaEncoding: 'ieee-p1363' })
      : sign('sha256', Buffer.from(data), key);
  return `${data}.${signature.toString('base64url')}`;
}

const verify = (jwt: string, keys: KeySource = pemKeySource(pem(rsa.publicKey) + pem(ec.publicKey))) =>
  verifyIdToken(jwt, { keys, issuers: [ISSUER], audiences: [AUDIENCE, 'souq-ios'] });

describe('verifyIdToken', () => {
  it('accepts a token signed by a configured key for our audience, RS256 or ES256, and returns its claims', async () => {
    await expect(verify(token({ email: 'reem@example.com' }))).resolves.toMatchObject({
      sub: 'user-1',
      email: 'reem@example.com',
    });
    await expect(verify(token({}, { key: ec.privateKey, alg: 'ES256' }))).resolves.toMatchObject({ sub: 'user-1' });
    // One of our client ids among several audiences is enough.
    await expect(verify(token({ aud: ['someone-else', 'souq-ios'] }))).resolves.toMatchObject({ sub: 'user-1' });
  });

  it('refuses a token for another app, from another issuer, or naming neither', async () => {
    for (const claims of [
      { aud: 'someone-elses-app' },
      { aud: undefined },
      { aud: [] },
      { iss: 'https://evil.example' },
    ])
      await expect(verify(token(claims)), JSON.stringify(claims)).rejects.toBeInstanceOf(InvalidIdToken);
  });

  it('refuses an expired token, one not yet valid or issued in the future, beyond a minute of leeway', async () => {
    const now = Math.floor(Date.now() / 1000);
    await expect(verify(token({ exp: now - 30 }))).resolves.toMatchObject({ sub: 'user-1' });
    for (const claims of [
      { exp: now - 120 },
      { exp: undefined },
      { nbf: now + 120 },
      { iat: now + 120 },
      { exp: String(now + 3600) },
    ])
      await expect(verify(token(claims)), JSON.stringify(claims)).rejects.toBeInstanceOf(InvalidIdToken);
  });

  it('refuses a token without a subject', async () => {
    for (const sub of [undefined, ''])
      await expect(verify(token({ sub })), String(sub)).rejects.toBeInstanceOf(InvalidIdToken);
  });

  it('refuses foreign keys, altered payloads, other algorithms and what is not a JWT', async () => {
    const good = token();
    const [header, , signature] = good.split('.');
    const altered = `${header}.${encode({ iss: ISSUER, aud: AUDIENCE, sub: 'admin', exp: 9e9 })}.${signature}`;
    const unsigned = `${encode({ alg: 'none' })}.${good.split('.')[1]}.`;
    // The public key used as an HMAC secret: the classic algorithm confusion.
    const hsData = `${encode({ alg: 'HS256', typ: 'JWT' })}.${good.split('.')[1]}`;
    const confused = `${hsData}.${createHmac('sha256', pem(rsa.publicKey)).update(hsData).digest('base64url')}`;
    for (const [why, jwt] of [
      ['foreign key', token({}, { key: stranger.privateKey })],
      ['altered payload', altered],
      ['alg none', unsigned],
      ['HS256 with the public key', confused],
      ['RS256 header over an EC signature', token({}, { key: ec.privateKey, alg: 'ES256' }).replace(/^[^.]+/, header!)],
      ['garbage', 'not-a-jwt'],
      ['bad base64', 'a.b.c'],
    ])
      await expect(verify(jwt!), why).rejects.toBeInstanceOf(InvalidIdToken);
  });
});

describe('keys from a JWKS URL', () => {
  const served = { keys: [rsa.publicKey], status: 200, fetches: 0 };
  const jwks = createServer((_, response) => {
    served.fetches++;
    response.statusCode = served.status;
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({
        keys: served.keys.map((key, index) => ({ ...key.export({ format: 'jwk' }), kid: `k-${index + 1}` })),
      }),
    );
  });
  const listening = new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  const url = async () => (await listening, `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/certs`);
  afterAll(() => new Promise<void>((resolve) => jwks.close(() => resolve())));
  afterEach(() => {
    vi.useRealTimers();
    Object.assign(served, { keys: [rsa.publicKey], status: 200, fetches: 0 });
  });

  it('fetches the keys once, picks the key by kid, and refetches for an unknown kid at most once a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const keys = jwksKeySource(await url());
    await expect(verify(token(), keys)).resolves.toMatchObject({ sub: 'user-1' });
    await expect(verify(token(), keys)).resolves.toMatchObject({ sub: 'user-1' });
    expect(served.fetches).toBe(1);

    // The provider rotates: k-2 appears. Within the minute the set is not fetched again.
    served.keys = [rsa.publicKey, stranger.publicKey];
    const rotated = () => token({}, { key: stranger.privateKey, kid: 'k-2' });
    await expect(verify(rotated(), keys)).rejects.toBeInstanceOf(InvalidIdToken);
    expect(served.fetches).toBe(1);
    vi.setSystemTime(Date.now() + 61_000);
    await expect(verify(rotated(), keys)).resolves.toMatchObject({ sub: 'user-1' });
    expect(served.fetches).toBe(2);
    // A token signed by another key under a known kid is still refused.
    await expect(verify(token({}, { key: stranger.privateKey, kid: 'k-1' }), keys)).rejects.toBeInstanceOf(
      InvalidIdToken,
    );
  });

  it('goes through the fetch it is given, and a JWKS that answers an error refuses the token', async () => {
    const seen: string[] = [];
    const counting: typeof fetch = (input, init) => (seen.push(String(input)), fetch(input, init));
    served.status = 503;
    const keys = jwksKeySource(await url(), counting);
    await expect(verify(token(), keys)).rejects.toBeInstanceOf(InvalidIdToken);
    expect(seen).toEqual([await url()]);
  });
});
