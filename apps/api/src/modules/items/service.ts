/** Looking up one item (id or slug) and reading reviews, for the item and store routes. */
import { TIMINGS } from '@souq/domain';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/errors.ts';
import { selectPeople } from '../auth/index.ts';
import {
  formatReview,
  type FormatContext,
  type ItemJson,
  type ReviewPageJson,
  type ReviewRow,
  selectItemIdBySlug,
  selectItemLabels,
} from '../catalog/index.ts';
import { countVisibleReviews, selectVisibleReviews } from '../reviews/index.ts';

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
      const reviews = await selectVisibleReviews(db, by, id, page.limit, (page.offset - 1) * page.limit);
      const total = reviews[0]?.total ?? (page.offset > 1 ? await countVisibleReviews(db, by, id) : 0);
      // The page's items (the catalog's) and reviewers (the auth module's), each read once for the page.
      const [items, people] = await Promise.all([
        selectItemLabels(db, [...new Set(reviews.map((r) => r.item_id))]),
        selectPeople(db, [...new Set(reviews.flatMap((r) => (r.user_id === null ? [] : [r.user_id])))]),
      ]);
      const rows: ReviewRow[] = reviews.flatMap((r) => {
        const item = items.get(r.item_id);
        if (!item) return [];
        const user = r.user_id === null ? undefined : people.get(r.user_id);
        return [
          {
            ...r,
            f_name: user?.f_name ?? null,
            l_name: user?.l_name ?? null,
            user_image: user?.image ?? null,
            item_name: item.name,
            item_image: item.image,
            item_tr: item.tr,
          },
        ];
      });
      return {
        total_size: total,
        limit: page.limit,
        offset: page.offset,
        reviews: rows.map((r) => formatReview(r, fc)),
      };
    },
  };
}
