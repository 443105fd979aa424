/** Where stores are: the pickup point of an order's courier (read inside the caller's transaction). */
import type { Queryable } from '@souq/db';

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
