/**
 * Guests: shoppers without an account, identified by an id the server
 * issues. Issuing one costs nothing but a signature (issue 13, item 5):
 * every first visit asks for one, so a write per visit — and the per-address
 * limit that had to guard it — refused real shoppers behind one address.
 *
 * The id is a UUID (what 6amMart clients store and send back) whose first
 * half is random and whose second half is an HMAC of the first with the
 * database's `guest-id` secret: the server recognises its own ids without
 * looking anything up, and nobody can make one. The `guests` row (what
 * carts and orders point at) is written when the guest first changes a
 * cart or places an order (`recordGuest`), the first thing that costs.
 * Ids issued before (plain random UUIDs) are recognised by their row.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { Queryable } from '@souq/db';
import { LRUCache } from 'lru-cache';
import { serverSecret } from '../../lib/secrets.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SECRET = 'guest-id';

/** Whether a value has the form of a guest id (whether it was issued is another question). */
export const isGuestIdFormat = (value: string) => UUID.test(value);

/** Bytes 8..15 of the id: the MAC of bytes 0..7, with the RFC 4122 variant bits set. */
function tag(key: Buffer, head: Buffer): Buffer {
  const mac = createHmac('sha256', key).update(head).digest().subarray(0, 8);
  mac[0] = (mac[0]! & 0x3f) | 0x80;
  return mac;
}

function format(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A new guest id: 60 random bits (a version 4 UUID's first half) and their tag. No write. */
export async function issueGuestId(db: Queryable): Promise<string> {
  const head = randomBytes(8);
  head[6] = (head[6]! & 0x0f) | 0x40;
  return format(Buffer.concat([head, tag(await serverSecret(db, SECRET), head)]));
}

/** Whether the server signed this id (no lookup). */
export async function isSignedGuestId(db: Queryable, guestId: string): Promise<boolean> {
  if (!UUID.test(guestId)) return false;
  const bytes = Buffer.from(guestId.replace(/-/g, ''), 'hex');
  return tag(await serverSecret(db, SECRET), bytes.subarray(0, 8)).equals(bytes.subarray(8));
}

/**
 * Whether the server issued this guest id: signed by it, or (issued before
 * ids were signed) found in the guests table. `rows` is where to look for
 * the row (a transaction, when asked inside one); the secret is read from db.
 */
export async function guestExists(db: Queryable, guestId: string, rows: Queryable = db): Promise<boolean> {
  if (!UUID.test(guestId)) return false;
  if (await isSignedGuestId(db, guestId)) return true;
  const found = await rows.query('select 1 from guests where id = $1', [guestId.toLowerCase()]);
  return found.length > 0;
}

/** A guest id as clients send it (string, number, empty, "null") → string or null. */
export function cleanGuestId(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  return text && text !== 'null' && text !== 'undefined' ? text.toLowerCase() : null;
}

/**
 * The guests rows known to exist, so a guest's later cart changes skip the
 * check. Bounded: a forgotten id costs one lookup again, nothing more.
 */
export function createGuestRecorder(db: Queryable) {
  const known = new LRUCache<string, true>({ max: 50_000, ttl: 24 * 60 * 60 * 1000 });
  return {
    /** Whether the id already has its row (remembered, else looked up). */
    async hasRow(guestId: string): Promise<boolean> {
      const id = guestId.toLowerCase();
      if (known.get(id)) return true;
      const found = await db.query('select 1 from guests where id = $1', [id]);
      if (found.length > 0) known.set(id, true);
      return found.length > 0;
    },
    /** Writes the id's row (once; a second writer changes nothing). */
    async write(guestId: string, client: { ip?: string; fcmToken?: string | null }): Promise<void> {
      const id = guestId.toLowerCase();
      await db.query(
        `insert into guests (id, ip_address, fcm_token) values ($1, $2, $3)
         on conflict (id) do update set fcm_token = coalesce(excluded.fcm_token, guests.fcm_token)`,
        [id, client.ip ?? null, client.fcmToken ?? null],
      );
      known.set(id, true);
    },
  };
}
