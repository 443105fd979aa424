/**
 * Stores as other modules read them: where they are (an order courier's pickup, inside the
 * caller's transaction), their contacts (a chat's store side), whether one is listed, which match a name.
 */
import type { Queryable } from '@souq/db';
import { translationMatches, translationsOf } from '../../lib/translations.ts';

export interface StorePoint {
  id: number;
  latitude: number | null;
  longitude: number | null;
  zone_id: number;
}

export async function selectStorePoints(db: Queryable, storeIds: number[]): Promise<Map<number, StorePoint>> {
  if (storeIds.length === 0) return new Map();
  const rows = await db.query<StorePoint>(
    'select id, latitude, longitude, zone_id from stores where id = any($1::int[])',
    [storeIds],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/** Contacts, logos and translations of stores by id (a chat's store side). */
export async function selectStoreContacts(db: Queryable, ids: number[]) {
  if (ids.length === 0) return new Map<number, StoreContact>();
  const rows = await db.query<StoreContact>(
    `select s.id, s.name, s.phone, s.email, s.logo, ${translationsOf('store', 's.id')} as tr from stores s where s.id = any($1::int[])`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

export interface StoreContact {
  id: number;
  name: string;
  phone: string;
  email: string | null;
  logo: string | null;
  tr: Record<string, string> | null;
}

/** Whether a listed (status) store has this id. */
export async function isListedStore(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('select 1 from stores where id = $1 and status', [id])).length > 0;
}

/** Stores whose name, in any language, matches `pattern` (ilike). */
export async function storeIdsNamed(db: Queryable, pattern: string): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `select s.id from stores s where s.name ilike $1 or ${translationMatches('store', 's.id', '$1')}`,
    [pattern],
  );
  return rows.map((r) => r.id);
}
