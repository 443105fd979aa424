/**
 * The orders tables as placing an order writes them: the order with its
 * lines, payment rows and first status events in one statement, and the
 * earlier order of an idempotency key. An idempotency key is held by the
 * unique index on (owner, key): of two orders with one key, the second
 * fails to insert and is answered the first.
 */
import type { Queryable } from '@souq/db';
import type { Owner } from '../../http/auth.ts';

const ownerColumn = (owner: Owner) => (owner.kind === 'customer' ? 'user_id' : 'guest_id');
const ownerValue = (owner: Owner) => (owner.kind === 'customer' ? owner.userId : owner.guestId);

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

/**
 * The order, its lines, its payment rows and its first status events in one
 * statement (one round trip inside the transaction): the lines, payments and
 * events come as JSON lists and are expanded by jsonb_to_recordset.
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

/** The most frequent non-zero tip (6amMart's mode of dm_tips), null before any. */
export async function mostFrequentTip(db: Queryable): Promise<string | null> {
  const [row] = await db.query<{ dm_tips: string }>(
    'select dm_tips from orders where dm_tips > 0 group by dm_tips order by count(*) desc, dm_tips desc limit 1',
  );
  return row?.dm_tips ?? null;
}

/** Orders a customer placed at all, but `except` (first_order coupons, the new-customer discount). */
export async function countCustomerOrders(
  db: Queryable,
  userId: number,
  except: number | null = null,
): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'select count(*)::int as n from orders where user_id = $1 and id is distinct from $2',
    [userId, except],
  );
  return row.n;
}
