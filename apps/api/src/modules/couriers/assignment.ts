/**
 * Giving an order its courier, inside the transaction that confirms it or
 * hands it over (lifecycle.ts), or when the operator picks one. The domain's
 * chooseCourier ranks the candidates; the courier starts the trip at the
 * position they were last seen.
 */
import type { Queryable } from '@souq/db';
import { chooseCourier, RUNNING_STATUSES, type CourierCandidate } from '@souq/domain';

/** Picks the courier for an order of `storeId` (null when there is none) and writes it on the order. */
export async function assignCourier(tx: Queryable, orderId: number, storeId: number | null): Promise<number | null> {
  // The pickup: the store, or for a parcel (no store) the sender's point and zone.
  const [store] = await tx.query<{ latitude: number; longitude: number; zone_id: number }>(
    storeId === null
      ? `select (delivery_address ->> 'latitude')::float8 as latitude, (delivery_address ->> 'longitude')::float8 as longitude, zone_id
           from orders where id = $1`
      : 'select latitude, longitude, zone_id from stores where id = $1',
    [storeId ?? orderId],
  );
  if (!store || store.latitude === null || store.longitude === null) return null;
  const rows = await tx.query<{
    id: number;
    latitude: number | null;
    longitude: number | null;
    zone_id: number | null;
    active: number;
  }>(
    `select dm.id, dm.latitude, dm.longitude, dm.zone_id,
            (select count(*)::int from orders o where o.delivery_man_id = dm.id and o.order_status = any($1::text[])) as active
       from delivery_men dm where dm.status`,
    [RUNNING_STATUSES],
  );
  const candidates: CourierCandidate[] = rows.map((r) => ({
    id: r.id,
    lat: r.latitude,
    lng: r.longitude,
    activeOrders: r.active,
    sameZone: r.zone_id === store.zone_id,
  }));
  const chosen = chooseCourier(candidates, { lat: store.latitude, lng: store.longitude });
  if (chosen !== null) await setCourier(tx, orderId, chosen);
  return chosen;
}

export async function setCourier(tx: Queryable, orderId: number, courierId: number): Promise<void> {
  await tx.query('update orders set delivery_man_id = $2, updated_at = now() where id = $1', [orderId, courierId]);
}
