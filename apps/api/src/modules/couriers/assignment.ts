/**
 * Choosing an order's courier, inside the transaction that confirms it or hands it over (the
 * orders module's lifecycle, which reads the pickup point and the running orders and writes the
 * choice on the order). The domain's chooseCourier ranks the candidates; the courier starts the
 * trip at the position they were last seen.
 */
import type { Queryable } from '@souq/db';
import { chooseCourier, type CourierCandidate } from '@souq/domain';
import { translationsIn } from '../../lib/translations.ts';

export interface Pickup {
  latitude: number;
  longitude: number;
  zone_id: number;
}

/** The active courier best placed to take an order picked up at `pickup`, or null when there is none. */
export async function chooseCourierFor(
  tx: Queryable,
  pickup: Pickup,
  runningOrders: Map<number, number>,
): Promise<number | null> {
  const rows = await tx.query<{
    id: number;
    latitude: number | null;
    longitude: number | null;
    zone_id: number | null;
  }>('select id, latitude, longitude, zone_id from delivery_men where status');
  const candidates: CourierCandidate[] = rows.map((r) => ({
    id: r.id,
    lat: r.latitude,
    lng: r.longitude,
    activeOrders: runningOrders.get(r.id) ?? 0,
    sameZone: r.zone_id === pickup.zone_id,
  }));
  return chooseCourier(candidates, { lat: pickup.latitude, lng: pickup.longitude });
}

/** Whether an active courier has this id (the operator's pick). */
export async function isActiveCourier(tx: Queryable, courierId: number): Promise<boolean> {
  return (await tx.query('select 1 from delivery_men where id = $1 and status', [courierId])).length > 0;
}

/** Active couriers in the reader's language (the operator's list). */
export function selectActiveCouriers(db: Queryable, locale: string) {
  return db.query<{
    id: number;
    f_name: string;
    l_name: string;
    vehicle_type: string;
    tr: Record<string, string> | null;
  }>(
    `select dm.id, dm.f_name, dm.l_name, dm.vehicle_type, ${translationsIn('delivery_man', 'dm.id', '$1')} as tr
       from delivery_men dm where dm.status order by dm.id`,
    [locale],
  );
}

/** Where a courier was last seen (null when unknown). */
export async function courierPosition(db: Queryable, courierId: number) {
  const [row] = await db.query<{
    latitude: number | null;
    longitude: number | null;
    location: string | null;
    location_updated_at: Date | null;
  }>('select latitude, longitude, location, location_updated_at from delivery_men where id = $1', [courierId]);
  return row ?? null;
}

/** A courier was seen at this point at `at` (the simulator, the operator, a courier app later). */
export async function moveCourier(db: Queryable, courierId: number, lat: number, lng: number, at: Date): Promise<void> {
  await db.query(
    'update delivery_men set latitude = $2, longitude = $3, location_updated_at = $4, updated_at = now() where id = $1',
    [courierId, lat, lng, at],
  );
}
