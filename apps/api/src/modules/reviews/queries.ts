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
