/** SQL of delivery people (couriers): one row with its Arabic name, and the order they carry. */
import type { Queryable } from '@souq/db';
import { translationMatches } from '../../lib/translations.ts';
import { addRating, ratingSummary, removeRating } from '@souq/domain';
import { translationsOf, type Translations } from '../catalog/index.ts';

export interface CourierRow {
  id: number;
  f_name: string;
  l_name: string;
  phone: string;
  email: string | null;
  image: string | null;
  zone_id: number | null;
  vehicle_type: 'bicycle' | 'motorbike' | 'car';
  latitude: number | null;
  longitude: number | null;
  location: string | null;
  location_updated_at: Date | null;
  rating: number[];
  avg_rating: string;
  rating_count: number;
  status: boolean;
  tr: Translations;
}

/** The columns of a courier row with its translations, for `from delivery_men dm`. */
export const COURIER_COLUMNS = `dm.*, ${translationsOf('delivery_man', 'dm.id')} as tr`;

export async function selectCouriers(db: Queryable, ids: number[]): Promise<Map<number, CourierRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<CourierRow>(
    `select ${COURIER_COLUMNS} from delivery_men dm where dm.id = any($1::int[])`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/** The same rows as JSON (numbers as numbers, times as text), as an order's JSON has always carried its courier. */
export async function selectCourierJsonRows(db: Queryable, ids: number[]): Promise<Map<number, CourierRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: number; courier: CourierRow }>(
    `select c.id, to_json(c) as courier from (select ${COURIER_COLUMNS} from delivery_men dm where dm.id = any($1::int[])) c`,
    [ids],
  );
  return new Map(rows.map((r) => [Number(r.id), r.courier]));
}

/** An active courier's row (null when there is none). */
export async function selectActiveCourier(db: Queryable, id: number): Promise<CourierRow | null> {
  const [row] = await db.query<CourierRow>(
    `select ${COURIER_COLUMNS} from delivery_men dm where dm.id = $1 and dm.status`,
    [id],
  );
  return row ?? null;
}

/** Adds (or takes back) one rating of `stars` on a courier's star counts, under its row lock, with its average and count. */
export async function countCourierRating(tx: Queryable, id: number, stars: number, change: 'add' | 'remove') {
  const [row] = await tx.query<{ rating: number[] }>('select rating from delivery_men where id = $1 for update', [id]);
  if (!row) return;
  const counts = change === 'add' ? addRating(row.rating, stars) : removeRating(row.rating, stars);
  const summary = ratingSummary(counts);
  await tx.query(
    'update delivery_men set rating = $2, avg_rating = $3, rating_count = $4, updated_at = now() where id = $1',
    [id, counts, summary.avg_rating, summary.rating_count],
  );
}

/** Couriers whose full name, or any translation of it, matches `pattern` (ilike). */
export async function courierIdsNamed(db: Queryable, pattern: string): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `select dm.id from delivery_men dm
      where dm.f_name || ' ' || dm.l_name ilike $1 or ${translationMatches('delivery_man', 'dm.id', '$1')}`,
    [pattern],
  );
  return rows.map((r) => r.id);
}
