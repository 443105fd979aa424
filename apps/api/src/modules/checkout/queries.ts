/**
 * SQL of order placement. Everything that changes shared state (stock,
 * flash-sale counts, the cart) runs inside the order's transaction; stock is
 * taken under row locks (items locked in id order, so two orders never wait
 * on each other in a circle) and flash-sale units by a conditional update.
 * An idempotency key is held by the unique index on (owner, key): of two
 * orders with one key, the second fails to insert and is answered the first.
 */
import type { Queryable } from '@souq/db';
import type { Owner } from '../../http/auth.ts';
import type { ZoneModuleRates } from './pricing.ts';

export const ownerColumn = (owner: Owner) => (owner.kind === 'customer' ? 'user_id' : 'guest_id');
export const ownerValue = (owner: Owner) => (owner.kind === 'customer' ? owner.userId : owner.guestId);

export interface PlacedOrderRow {
  id: string;
  order_amount: string;
  order_status: string;
  created_at: Date;
  user_id: number | null;
  guest_id: string | null;
  payment_method: string;
  /** Part of the order is still to be paid on the payment page. */
  digital_due?: boolean;
}

export async function selectOrderByKey(db: Queryable, owner: Owner, key: string): Promise<PlacedOrderRow | null> {
  const [row] = await db.query<PlacedOrderRow>(
    `select id, order_amount, order_status, created_at, user_id, guest_id, payment_method,
            exists (select 1 from order_payments p where p.order_id = orders.id and p.payment_method = 'digital_payment' and p.payment_status = 'unpaid') as digital_due
       from orders where ${ownerColumn(owner)} = $1 and idempotency_key = $2`,
    [ownerValue(owner), key],
  );
  return row ?? null;
}

/** Every zone–module pivot, keyed "module:zone" (a few dozen rows, cached by the service). */
export async function selectAllZoneModuleRates(db: Queryable): Promise<Map<string, ZoneModuleRates>> {
  const rows = await db.query<ZoneModuleRates & { module_id: number; zone_id: number }>(
    'select module_id, zone_id, per_km_shipping_charge, minimum_shipping_charge, maximum_shipping_charge, maximum_cod_order_amount from module_zone',
  );
  return new Map(rows.map(({ module_id, zone_id, ...rates }) => [`${module_id}:${zone_id}`, rates]));
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
    `select id, f_name, l_name, phone, email, ref_by, floor(extract(epoch from now() - created_at) / 86400)::int as member_since_days,
            (select count(*)::int from orders o where o.user_id = users.id) as orders
       from users where id = $1 and deleted_at is null`,
    [userId],
  );
  return row ?? null;
}

export async function selectOwnAddress(
  db: Queryable,
  userId: number,
  addressId: number,
): Promise<{ id: number } | null> {
  const [row] = await db.query<{ id: number }>('select id from customer_addresses where id = $1 and user_id = $2', [
    addressId,
    userId,
  ]);
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
  const rows = await tx.query<{
    id: number;
    stock: number;
    variations: { type: string; price: number | string; stock?: number | string }[];
  }>('select id, stock, variations from items where id = any($1::int[]) order by id for update', [
    claims.map((c) => c.itemId),
  ]);
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
    await tx.query(
      'update items set stock = $2, variations = coalesce($3::jsonb, variations), updated_at = now() where id = $1',
      [u.id, u.stock, u.variations ? JSON.stringify(u.variations) : null],
    );
  }
  return null;
}

/** Sells `quantity` flash-sale units, or answers false when that many are no longer left. */
export async function takeFlashUnits(
  tx: Queryable,
  flashSaleItemId: number,
  quantity: number,
): Promise<{ soldOut: boolean } | null> {
  const [row] = await tx.query<{ left: number }>(
    'update flash_sale_items set sold = sold + $2 where id = $1 and status and sold + $2 <= stock returning stock - sold as left',
    [flashSaleItemId, quantity],
  );
  return row ? { soldOut: row.left === 0 } : null;
}

/**
 * The order, its lines, its payment rows and its first status events in one
 * statement (one round trip inside the transaction): the lines, payments and
 * events come as JSON lists and are expanded by jsonb_to_recordset. A
 * customer's zone becomes the order's (reference: user.zone_id at placement).
 */
export async function insertOrderWithLines(
  tx: Queryable,
  columns: Record<string, unknown>,
  details: Record<string, unknown>[],
  payments: { amount: string; payment_status: string; payment_method: string }[],
  events: { status: string; changed_by: string; note: string | null }[],
): Promise<PlacedOrderRow> {
  const names = Object.keys(columns);
  const n = names.length;
  const [row] = await tx.query<PlacedOrderRow>(
    `with o as (
       insert into orders (${names.join(', ')}) values (${names.map((_, i) => `$${i + 1}`).join(', ')})
       returning id, order_amount, order_status, created_at, user_id, guest_id, payment_method, zone_id
     ), u as (
       update users set zone_id = o.zone_id from o where users.id = o.user_id and users.zone_id is distinct from o.zone_id
     ), d as (
       insert into order_details (order_id, item_id, item_campaign_id, flash_sale_item_id, item_details, variation, variant, add_ons,
                                  total_add_on_price, price, discount_on_item, discount_type, quantity, tax_amount)
       select o.id, x.item_id, x.item_campaign_id, x.flash_sale_item_id, x.item_details, x.variation, x.variant, x.add_ons,
              x.total_add_on_price, x.price, x.discount_on_item, x.discount_type, x.quantity, x.tax_amount
         from o, jsonb_to_recordset($${n + 1}::jsonb) as x(item_id int, item_campaign_id int, flash_sale_item_id int, item_details jsonb, variation jsonb,
              variant text, add_ons jsonb, total_add_on_price numeric, price numeric, discount_on_item numeric, discount_type text, quantity int, tax_amount numeric)
     ), p as (
       insert into order_payments (order_id, amount, payment_status, payment_method)
       select o.id, x.amount, x.payment_status, x.payment_method from o, jsonb_to_recordset($${n + 2}::jsonb) as x(amount numeric, payment_status text, payment_method text)
     ), e as (
       insert into order_status_events (order_id, status, changed_by, note)
       select o.id, x.status, x.changed_by, x.note from o, jsonb_to_recordset($${n + 3}::jsonb) as x(status text, changed_by text, note text)
     )
     select * from o`,
    [...Object.values(columns), JSON.stringify(details), JSON.stringify(payments), JSON.stringify(events)],
  );
  return row;
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
