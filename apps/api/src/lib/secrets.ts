/**
 * Server secrets and the short signed tokens made with them (issue 13).
 *
 * A secret is a random key kept in the database (`server_secrets`,
 * migration 0020), created by whichever instance asks first: every instance
 * on one database signs and verifies alike, nothing has to be configured,
 * and a new database (a test, a fresh install) gets its own keys. Deleting
 * a row rotates that key.
 *
 * A token is `<payload>.<expiry>.<mac>`: the payload as base64url text, the
 * expiry in Unix seconds (base 36), and an HMAC-SHA256 over the key's name,
 * the payload and the expiry, cut to 128 bits. It proves the server issued
 * the payload for that purpose and that it has not expired; it hides nothing.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '@souq/db';

/** Secret names are short fixed words; client text never names a secret. */
const NAME = /^[a-z][a-z0-9_.-]{0,62}$/;
const MAC_BYTES = 16;

const cache = new WeakMap<Queryable, Map<string, Promise<Buffer>>>();

/**
 * The random key called `name` for this database, created on first use.
 * Held per database object for the life of the process.
 */
export function serverSecret(db: Queryable, name: string): Promise<Buffer> {
  if (!NAME.test(name)) throw new TypeError(`not a secret name: ${JSON.stringify(name)}`);
  let held = cache.get(db);
  if (!held) cache.set(db, (held = new Map()));
  let secret = held.get(name);
  if (!secret) {
    secret = loadOrCreate(db, name);
    held.set(name, secret);
    // A failed read (database down) is not remembered: the next caller tries again.
    secret.catch(() => held.delete(name));
  }
  return secret;
}

async function loadOrCreate(db: Queryable, name: string): Promise<Buffer> {
  // Two instances starting together both insert; the first wins and both read its value.
  await db.query('insert into server_secrets (name, value) values ($1, $2) on conflict (name) do nothing', [
    name,
    randomBytes(32).toString('base64url'),
  ]);
  const [row] = await db.query<{ value: string }>('select value from server_secrets where name = $1', [name]);
  if (!row) throw new Error(`server secret ${name} could not be created`);
  return Buffer.from(row.value, 'base64url');
}

function mac(key: Buffer, name: string, payload: string, expiry: string): Buffer {
  return createHmac('sha256', key).update(`${name}\n${payload}\n${expiry}`).digest().subarray(0, MAC_BYTES);
}

/** Signs `payload` for `name`, valid until `expiresAt` (ms since the epoch). Pure: the key is given. */
export function signWith(key: Buffer, name: string, payload: string, expiresAt: number): string {
  const body = Buffer.from(payload, 'utf8').toString('base64url');
  const expiry = Math.ceil(expiresAt / 1000).toString(36);
  return `${body}.${expiry}.${mac(key, name, body, expiry).toString('base64url')}`;
}

/** The payload of a token signed for `name` with `key` and not expired at `now`; null otherwise. */
export function verifyWith(key: Buffer, name: string, token: unknown, now = Date.now()): string | null {
  if (typeof token !== 'string' || token.length > 2048) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [body, expiry, given] = parts as [string, string, string];
  if (!/^[A-Za-z0-9_-]*$/.test(body) || !/^[0-9a-z]{1,10}$/.test(expiry) || !/^[A-Za-z0-9_-]+$/.test(given)) {
    return null;
  }
  const actual = Buffer.from(given, 'base64url');
  const expected = mac(key, name, body, expiry);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  if (parseInt(expiry, 36) * 1000 <= now) return null;
  return Buffer.from(body, 'base64url').toString('utf8');
}

export interface Signer {
  /** A token carrying `payload`, valid for `ttlSeconds`. */
  sign(payload: string, ttlSeconds: number): Promise<string>;
  /** The payload of a valid, unexpired token of this signer; null for anything else. */
  verify(token: unknown): Promise<string | null>;
}

/** Signs and verifies tokens for one purpose with the database's secret of that name. */
export function createSigner(db: Queryable, name: string, now: () => number = Date.now): Signer {
  return {
    async sign(payload, ttlSeconds) {
      return signWith(await serverSecret(db, name), name, payload, now() + ttlSeconds * 1000);
    },
    async verify(token) {
      if (typeof token !== 'string') return null;
      return verifyWith(await serverSecret(db, name), name, token, now());
    },
  };
}
