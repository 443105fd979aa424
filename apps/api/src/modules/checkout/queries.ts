/**
 * SQL of order placement. Everything that changes shared state (stock,
 * flash-sale counts, the cart) runs inside the order's transaction; stock is
 * taken under row locks (items locked in id order, so two orders never wait
 * on each other in a circle) and flash-sale units by a conditional update.
 */
import type { Queryable } from '@souq/db';
import type { Owner } from '../../http/auth.ts';
import type { ZoneModuleRates } from './pricing.ts';

export const ownerColumn = (owner: Owner) => (owner.kind === 'customer' ? 'user_id' : 'guest_id');
export const ownerValue = (owner: Owner) => (owner.kind === 'customer' ? owner.userId : owner.guestId);

/** Serializes placements of one owner, so a key (or the same cart) is checked and used by one at a time. */
export async function lockOwnerOrders(tx: Queryable, owner: Owner): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [`order:${ownerColumn(owner)}:${ownerValue(owner)}`]);
}

export interface PlacedOrderRow {
  id: string;
  order_amount: string;
  order_status: string;
  created_at: Date;
  user_id: number | null;
  guest_id: string | null;
  payment_method: string;
}

export async function selectOrderByKey(db: Queryable, owner: Owner, key: string): Promise<PlacedOrderRow | null> {
  const [row] = await db.query<PlacedOrderRow>(
    `select id, order_amount, order_status, created_at, user_id, guest_id, payment_method from orders where ${ownerColumn(owner)} = $1 and idempotency_key = $2`,
    [ownerValue(owner), key],
  );
  return row ?? null;
}

export async function selectZoneModuleRates(db: Queryable, moduleId: number, zoneId: number): Promise<ZoneModuleRates | null> {
  const [row] = await db.query<ZoneModuleRates>(
    `select per_km_shipping_charge, minimum_shipping_charge, maximum_shipping_charge, maximum_cod_order_amount
       from module_zone where module_id = $1 and zone_id = $2`,
    [moduleId, zoneId],
  );
  return row ?? null;
}

export async function selectVehicles(db: Queryable) {
  return db.query<{ id: number; starting_coverage_area: string; maximum_coverage_area: string; extra_charges: string }>(
    'select id, starting_coverage_area, maximum_coverage_area, extra_charges from d_m_vehicles where status order by starting_coverage_area, id',
  );
}

export interface CustomerRow {
  id: number;
  f_name: string | null;
  l_name: string | null;
  phone: string | null;
  email: string | null;
  ref_by: number | null;
  member_since_days: number;
  orders: number;
}

export async function selectCustomer(db: Queryable, userId: number): Promise<CustomerRow | null> {
  const [row] = await db.query<CustomerRow>(
    `select id, f_name, l_name, phone, email, ref_by, (current_date - created_at::date)::int as member_since_days,
            (select count(*)::int from orders o where o.user_id = users.id) as orders
       from users where id = $1 and deleted_at is null`,
    [userId],
  );
  return row ?? null;
}

export async function selectOwnAddress(db: Queryable, userId: number, addressId: number): Promise<{ id: number } | null> {
  const [row] = await db.query<{ id: number }>('select id from customer_addresses where id = $1 and user_id = $2', [addressId, userId]);
  return row ?? null;
}

/** What one order takes from an item: units in total and per chosen variation type. */
export interface StockClaim {
  itemId: number;
  quantity: number;
  byVariation: Map<string, number>;
}

export type StockProblem = { itemId: number; left: number };

/**
 * Takes the units of stock-tracking items under row locks: every claim must
 * fit (the item's stock, or the chosen variation's), else nothing changes
 * and the first item short of stock is answered with what is left.
 */
export async function takeStock(tx: Queryable, claims: StockClaim[]): Promise<StockProblem | null> {
  if (claims.length === 0) return null;
  const rows = await tx.query<{ id: number; stock: number; variations: { type: string; price: number | string; stock?: number | string }[] }>(
    'select id, stock, variations from items where id = any($1::int[]) order by id for update',
    [claims.map((c) => c.itemId)],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const updates: { id: number; stock: number; variations: unknown[] | null }[] = [];
  for (const claim of [...claims].sort((a, b) => a.itemId - b.itemId)) {
    const row = byId.get(claim.itemId);
    if (!row) return { itemId: claim.itemId, left: 0 };
    if (claim.byVariation.size > 0 && row.variations.length > 0) {
      const variations = row.variations.map((v) => ({ ...v }));
      for (const [type, quantity] of claim.byVariation) {
        const variation = variations.find((v) => v.type === type);
        const left = Number(variation?.stock ?? 0);
        if (!variation || left < quantity) return { itemId: claim.itemId, left };
        variation.stock = left - quantity;
      }
      updates.push({ id: row.id, stock: Math.max(0, row.stock - claim.quantity), variations });
    } else {
      if (row.stock < claim.quantity) return { itemId: claim.itemId, left: row.stock };
      updates.push({ id: row.id, stock: row.stock - claim.quantity, variations: null });
    }
  }
  for (const u of updates) {
    await tx.query('update items set stock = $2, variations = coalesce($3::jsonb, variations), updated_at = now() where id = $1', [
      u.id, u.stock, u.variations ? JSON.stringify(u.variations) : null,
    ]);
  }
  return null;
}

/** Sells `quantity` flash-sale units, or answers false when that many are no longer left. */
export async function takeFlashUnits(tx: Queryable, flashSaleItemId: number, quantity: number): Promise<{ soldOut: boolean } | null> {
  const [row] = await tx.query<{ left: number }>(
    'update flash_sale_items set sold = sold + $2 where id = $1 and status and sold + $2 <= stock returning stock - sold as left',
    [flashSaleItemId, quantity],
  );
  return row ? { soldOut: row.left === 0 } : null;
}

export async function insertOrder(tx: Queryable, columns: Record<string, unknown>): Promise<PlacedOrderRow> {
  const names = Object.keys(columns);
  const [row] = await tx.query<PlacedOrderRow>(
    `insert into orders (${names.join(', ')}) values (${names.map((_, i) => `$${i + 1}`).join(', ')})
     returning id, order_amount, order_status, created_at, user_id, guest_id, payment_method`,
    Object.values(columns),
  );
  return row;
}

export async function insertDetail(tx: Queryable, orderId: string, detail: Record<string, unknown>): Promise<void> {
  const names = Object.keys(detail);
  await tx.query(
    `insert into order_details (order_id, ${names.join(', ')}) values ($1, ${names.map((_, i) => `$${i + 2}`).join(', ')})`,
    [orderId, ...Object.values(detail)],
  );
}

export async function insertPayment(tx: Queryable, orderId: string, amount: string, status: 'paid' | 'unpaid', method: string): Promise<void> {
  await tx.query('insert into order_payments (order_id, amount, payment_status, payment_method) values ($1, $2, $3, $4)', [orderId, amount, status, method]);
}

export async function insertStatusEvent(tx: Queryable, orderId: string, status: string, changedBy: string, note: string | null = null): Promise<void> {
  await tx.query('insert into order_status_events (order_id, status, changed_by, note) values ($1, $2, $3, $4)', [orderId, status, changedBy, note]);
}

/** The owner's cart lines of a module, locked until the order commits. */
export async function lockCartLines(tx: Queryable, owner: Owner, moduleId: number) {
  return tx.query<{ id: number; quantity: number; updated_at: Date }>(
    `select id, quantity, updated_at from carts where ${ownerColumn(owner)} = $1 and module_id = $2 order by id for update`,
    [ownerValue(owner), moduleId],
  );
}

export async function deleteCartLines(tx: Queryable, ids: number[]): Promise<void> {
  if (ids.length) await tx.query('delete from carts where id = any($1::bigint[])', [ids]);
}

export async function countStoreOrder(tx: Queryable, storeId: number): Promise<void> {
  await tx.query('update stores set total_order = total_order + 1 where id = $1', [storeId]);
}
