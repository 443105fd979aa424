/** What a customer's order history holds for recommendations: the items they ordered. */
import type { Queryable } from '@souq/db';

/** Items the customer ordered (not canceled or failed) with their store, the most recently ordered first. */
export function selectOrderedItems(db: Queryable, userId: number) {
  return db.query<{ item_id: number; store_id: number }>(
    `select od.item_id, o.store_id
       from orders o join order_details od on od.order_id = o.id
      where o.user_id = $1 and od.item_id is not null and o.order_status not in ('canceled', 'failed')
      group by od.item_id, o.store_id
      order by max(o.created_at) desc, od.item_id
      limit 200`,
    [userId],
  );
}

/** The distinct items of an order (its lines that name one), for what its customer may review. */
export async function selectOrderItemIds(db: Queryable, orderId: number | string): Promise<number[]> {
  const [row] = await db.query<{ item_ids: number[] }>(
    `select coalesce(array_agg(distinct d.item_id), '{}') as item_ids from order_details d
      where d.order_id = $1 and d.item_id is not null`,
    [orderId],
  );
  return row.item_ids;
}

/** review-reminder-cancel: the customer's order is not suggested for review again; false when it is not theirs. */
export async function cancelReviewReminder(db: Queryable, orderId: number, userId: number): Promise<boolean> {
  const rows = await db.query(
    'update orders set review_reminded_at = coalesce(review_reminded_at, now()) where id = $1 and user_id = $2 returning id',
    [orderId, userId],
  );
  return rows.length > 0;
}

/** Whether this courier carried (or carries) one of the customer's orders: the customer may write to them. */
export async function courierServedCustomer(db: Queryable, courierId: number, userId: number): Promise<boolean> {
  const rows = await db.query('select 1 from orders where delivery_man_id = $1 and user_id = $2 limit 1', [
    courierId,
    userId,
  ]);
  return rows.length > 0;
}
