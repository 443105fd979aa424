/** SQL of delivery people (couriers): one row with its Arabic name, and the order they carry. */
import type { Queryable } from '@souq/db';
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
