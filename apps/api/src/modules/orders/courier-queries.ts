/**
 * An order's courier: chosen inside the transaction that confirms the order or hands it over
 * (lifecycle.ts), or picked by the operator. The pickup is the store (the catalog's), or for a
 * parcel (no store) the sender's point; the couriers module chooses among its couriers by the
 * orders each one is carrying.
 */
import type { Queryable } from '@souq/db';
import { RUNNING_STATUSES } from '@souq/domain';
import { selectStorePoints } from '../catalog/index.ts';
import { chooseCourierFor, type Pickup } from '../couriers/index.ts';

/** How many running orders each courier carries (couriers with none are absent). */
export async function runningOrdersByCourier(db: Queryable): Promise<Map<number, number>> {
  const rows = await db.query<{ courier_id: number; n: number }>(
    `select delivery_man_id as courier_id, count(*)::int as n from orders
      where delivery_man_id is not null and order_status = any($1::text[]) group by delivery_man_id`,
    [RUNNING_STATUSES],
  );
  return new Map(rows.map((r) => [Number(r.courier_id), r.n]));
}

async function pickupOf(tx: Queryable, orderId: number, storeId: number | null): Promise<Pickup | null> {
  if (storeId !== null) {
    const store = (await selectStorePoints(tx, [storeId])).get(storeId);
    return store && store.latitude !== null && store.longitude !== null ? (store as Pickup) : null;
  }
  const [sender] = await tx.query<{ latitude: number | null; longitude: number | null; zone_id: number }>(
    `select (delivery_address ->> 'latitude')::float8 as latitude, (delivery_address ->> 'longitude')::float8 as longitude, zone_id
       from orders where id = $1`,
    [orderId],
  );
  return sender && sender.latitude !== null && sender.longitude !== null ? (sender as Pickup) : null;
}

/** Picks the courier for an order of `storeId` (null when there is none) and writes it on the order. */
export async function assignCourier(tx: Queryable, orderId: number, storeId: number | null): Promise<number | null> {
  const pickup = await pickupOf(tx, orderId, storeId);
  if (!pickup) return null;
  const chosen = await chooseCourierFor(tx, pickup, await runningOrdersByCourier(tx));
  if (chosen !== null) await setCourier(tx, orderId, chosen);
  return chosen;
}

export async function setCourier(tx: Queryable, orderId: number, courierId: number): Promise<void> {
  await tx.query('update orders set delivery_man_id = $2, updated_at = now() where id = $1', [orderId, courierId]);
}
