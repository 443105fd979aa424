/** The reviews module's lists for other modules: an item's or a store's visible reviews. */
import type { Queryable } from '@souq/db';

export interface VisibleReviewRow {
  id: number;
  item_id: number;
  store_id: number;
  module_id: number;
  user_id: number | null;
  order_id: number | null;
  rating: number;
  comment: string | null;
  attachment: string[];
  reply: string | null;
  replied_at: Date | null;
  status: boolean;
  created_at: Date;
  updated_at: Date;
  total: number;
}

/** Active reviews of an item or a store, newest first, with how many there are in all. */
export const selectVisibleReviews = (
  db: Queryable,
  by: 'item_id' | 'store_id',
  id: number,
  limit: number,
  offset: number,
) =>
  db.query<VisibleReviewRow>(
    `select r.*, count(*) over () as total from reviews r
      where r.${by} = $1 and r.status
      order by r.created_at desc, r.id desc
      limit $2 offset $3`,
    [id, limit, offset],
  );

export const countVisibleReviews = async (db: Queryable, by: 'item_id' | 'store_id', id: number) =>
  (await db.query<{ total: number }>(`select count(*)::int as total from reviews where ${by} = $1 and status`, [id]))[0]
    .total;

/** Per order: the items its customer reviewed (ascending) and whether they rated the courier. */
export async function selectOrderReviewMarks(
  db: Queryable,
  orderIds: number[],
): Promise<Map<number, { itemIds: number[]; courierReviewed: boolean }>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.query<{ order_id: number; item_ids: number[]; courier_reviewed: boolean }>(
    `select o.id as order_id,
            coalesce((select array_agg(r.item_id order by r.item_id) from reviews r where r.order_id = o.id), '{}') as item_ids,
            exists (select 1 from delivery_man_reviews x where x.order_id = o.id) as courier_reviewed
       from unnest($1::bigint[]) as o(id)`,
    [orderIds],
  );
  return new Map(rows.map((r) => [Number(r.order_id), { itemIds: r.item_ids, courierReviewed: r.courier_reviewed }]));
}
