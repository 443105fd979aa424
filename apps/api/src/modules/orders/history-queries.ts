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
