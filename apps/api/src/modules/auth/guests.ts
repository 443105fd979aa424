/**
 * Guests: shoppers without an account, identified by a random UUID the
 * server issues (122 random bits: unguessable, unlike 6amMart's sequence).
 * Only ids found in the guests table are accepted anywhere.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '@souq/db';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function createGuest(db: Queryable, client: { ip?: string; fcmToken?: string | null }): Promise<string> {
  const id = randomUUID();
  await db.query('insert into guests (id, ip_address, fcm_token) values ($1, $2, $3)', [
    id,
    client.ip ?? null,
    client.fcmToken ?? null,
  ]);
  return id;
}

/** Whether a value has the form of a guest id (whether it was issued is another question). */
export const isGuestIdFormat = (value: string) => UUID.test(value);

export async function guestExists(db: Queryable, guestId: string): Promise<boolean> {
  if (!UUID.test(guestId)) return false;
  const rows = await db.query('select 1 from guests where id = $1', [guestId.toLowerCase()]);
  return rows.length > 0;
}

/** A guest id as clients send it (string, number, empty, "null") → string or null. */
export function cleanGuestId(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  return text && text !== 'null' && text !== 'undefined' ? text.toLowerCase() : null;
}
