/** Looking up one item (id or slug) and reading reviews, for the item and store routes. */
import { TIMINGS } from '@souq/domain';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/errors.ts';
import {
  formatReview,
  type FormatContext,
  type ItemJson,
  type ReviewPageJson,
  countReviews,
  selectItemIdBySlug,
  selectReviews,
} from '../catalog/index.ts';

export function createItemService(ctx: AppContext) {
  const { db, catalog } = ctx;
  return {
    /** Spec §9: item details are cached for 30 s. */
    detailsMaxAge: TIMINGS.itemDetailsCacheSeconds,

    /** A listed item of a listed store, by numeric id or slug; 404 otherwise. */
    async find(idOrSlug: string, fc: FormatContext): Promise<ItemJson> {
      const id = /^\d{1,9}$/.test(idOrSlug) ? Number(idOrSlug) : (await selectItemIdBySlug(db, idOrSlug))[0]?.id;
      const [item] = id ? await catalog.itemsByIds([id], fc) : [];
      if (!item || !item.status || !fc.snapshot.stores.has(item.store_id)) throw notFound('item', 'Item not found.');
      return item;
    },

    /** Active reviews, newest first, as {total_size, limit, offset, reviews}. */
    async reviews(
      by: 'item_id' | 'store_id',
      id: number,
      page: { limit: number; offset: number },
      fc: FormatContext,
    ): Promise<ReviewPageJson> {
      const rows = await selectReviews(db, by, id, page.limit, (page.offset - 1) * page.limit);
      const total = rows[0]?.total ?? (page.offset > 1 ? await countReviews(db, by, id) : 0);
      return {
        total_size: total,
        limit: page.limit,
        offset: page.offset,
        reviews: rows.map((r) => formatReview(r, fc)),
      };
    },
  };
}
