/**
 * Password hashing with scrypt (memory-hard, built into Node: no native
 * dependency). Each hash carries its own salt and cost parameters,
 * "scrypt$N$r$p$salt$hash" in base64, so the cost can be raised later and
 * old hashes still verify (and are upgraded on the next sign-in).
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const CURRENT = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; allow twice that.
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, CURRENT);
  return ['scrypt', CURRENT.N, CURRENT.r, CURRENT.p, salt.toString('base64'), key.toString('base64')].join('$');
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): ParsedHash | null {
  const [scheme, N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return null;
  const params = { N: Number(N), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every((n) => Number.isInteger(n) && n > 0)) return null;
  return { ...params, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
}

/** A hash of nothing anyone knows, verified when the account does not exist so timing reveals nothing. */
let decoy: Promise<string> | null = null;

/**
 * True when password matches stored. A missing or malformed hash still
 * costs one scrypt run, so an unknown account answers as slowly as a known one.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = stored ? parse(stored) : null;
  if (!parsed) {
    const fake = parse(await (decoy ??= hashPassword(randomBytes(16).toString('hex'))))!;
    await derive(password, fake.salt, fake);
    return false;
  }
  const key = await derive(password, parsed.salt, parsed);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** True when the hash was made with weaker parameters than today's. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.N < CURRENT.N || parsed.r < CURRENT.r || parsed.p < CURRENT.p;
}
