/**
 * The checkout's own table: the delivery vehicles whose bands add their
 * extra charge to the delivery fee. Everything else an order reads or takes
 * belongs to its module (cart, catalog stock, customers, addresses, orders)
 * and is reached through that module's entry (flows/place-order.ts).
 */
import type { Queryable } from '@souq/db';

export async function selectVehicles(db: Queryable) {
  return db.query<{ id: number; starting_coverage_area: string; maximum_coverage_area: string; extra_charges: string }>(
    'select id, starting_coverage_area, maximum_coverage_area, extra_charges from d_m_vehicles where status order by starting_coverage_area, id',
  );
}
