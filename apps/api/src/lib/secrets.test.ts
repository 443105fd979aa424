/**
 * Rule (issue 13): the server signs its short tokens with a random key of
 * its own database, created on first use and the same for every instance;
 * a token verifies only unchanged, unexpired, for its purpose and database.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '@souq/db';
import { useApi, withChangedSignature } from '../../test/helper.ts';
import { createSigner, serverSecret, signWith, verifyWith } from './secrets.ts';

const api = useApi();
/** Another instance on the same database: its own connection object, so nothing held is shared. */
const instance = (): Queryable => ({ query: (text, params) => api.database.db.query(text, params) });

describe('server secrets', () => {
  it('are created once on first use, the same for every instance, random per name', async () => {
    const [a, b, c] = await Promise.all([
      serverSecret(instance(), 'test.one'),
      serverSecret(instance(), 'test.one'),
      serverSecret(instance(), 'test.one'),
    ]);
    expect(a.length).toBe(32);
    expect(b.equals(a) && c.equals(a)).toBe(true);
    const rows = await api.database.db.query("select name from server_secrets where name like 'test.%'");
    expect(rows).toEqual([{ name: 'test.one' }]);
    expect((await serverSecret(instance(), 'test.two')).equals(a)).toBe(false);
  });

  it('refuse a name that is not a fixed word', () => {
    expect(() => serverSecret(instance(), 'Robert); drop table')).toThrow(TypeError);
  });
});

describe('signed tokens', () => {
  const key = randomBytes(32);
  const now = 1_800_000_000_000;
  const token = signWith(key, 'guest', '42', now + 60_000);

  it('give back their payload while unexpired', () => {
    expect(verifyWith(key, 'guest', token, now)).toBe('42');
    expect(verifyWith(key, 'guest', token, now + 59_000)).toBe('42');
  });

  it('are refused once expired, for another purpose, with another key, or changed anywhere', () => {
    expect(verifyWith(key, 'guest', token, now + 61_000)).toBeNull();
    expect(verifyWith(key, 'payment', token, now)).toBeNull();
    expect(verifyWith(randomBytes(32), 'guest', token, now)).toBeNull();
    const [body, expiry, mac] = token.split('.') as [string, string, string];
    const otherBody = Buffer.from('43').toString('base64url');
    for (const forged of [
      `${otherBody}.${expiry}.${mac}`,
      `${body}.${(parseInt(expiry, 36) + 3600).toString(36)}.${mac}`,
      withChangedSignature(token),
      `${body}.${expiry}`,
      `${token}.x`,
      '',
      '42',
    ]) {
      expect(verifyWith(key, 'guest', forged, now)).toBeNull();
    }
    for (const notText of [42, null, undefined, {}, ['a']]) expect(verifyWith(key, 'guest', notText, now)).toBeNull();
  });

  it("a signer uses its database's key: a token from another database does not verify", async () => {
    const signer = createSigner(instance(), 'test.signer');
    const signed = await signer.sign('order:7', 600);
    expect(await createSigner(instance(), 'test.signer').verify(signed)).toBe('order:7');
    const elsewhere = signWith(randomBytes(32), 'test.signer', 'order:7', Date.now() + 600_000);
    expect(await signer.verify(elsewhere)).toBeNull();
    expect(await signer.verify(signed.replace(/^[^.]+/, Buffer.from('order:8').toString('base64url')))).toBeNull();
  });
});
