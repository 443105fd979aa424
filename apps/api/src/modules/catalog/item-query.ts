/**
 * Item lists as SQL: filters and an order become one statement returning a
 * page of ids and the total. Items are then formatted from the item cache.
 */
import type { Queryable } from '@souq/db';
import { likeEscape } from './search-text.ts';

export type ItemType = 'all' | 'veg' | 'non_veg';

export interface ItemFilter {
  /** Stores the shopper may order from (scope); items of other stores never appear. */
  storeIds: number[];
  moduleId?: number | null;
  storeId?: number;
  /** Items in any of these categories (a category includes its sub-categories). */
  categoryIds?: number[];
  type?: ItemType;
  minPrice?: number;
  maxPrice?: number;
  /** Normalized search words; every one must occur in the item's search text. */
  words?: string[];
  recommended?: boolean;
  /** Items with their own discount, in a running flash sale or in a store with a running discount. */
  discounted?: { storeIds: number[]; itemIds: number[] };
  brandId?: number;
  /** Items of any of these brands. */
  brandIds?: number[];
  conditionId?: number;
  withCondition?: boolean;
  excludeId?: number;
  minRating?: number;
  /** Campaign items only; ordinary lists never show them. */
  campaign?: boolean;
}

export type ItemSort =
  'latest' | 'popular' | 'most_reviewed' | 'top_rated' | 'price_low' | 'price_high' | 'relevance' | 'name';

const ORDER: Record<Exclude<ItemSort, 'relevance'>, string> = {
  latest: 'i.created_at desc, i.id desc',
  popular: 'i.order_count desc, i.id desc',
  most_reviewed: 'i.rating_count desc, i.avg_rating desc, i.id desc',
  top_rated: 'i.avg_rating desc, i.rating_count desc, i.id desc',
  price_low: 'i.price asc, i.id asc',
  price_high: 'i.price desc, i.id desc',
  name: 'i.name asc, i.id asc',
};

export interface IdPage {
  ids: number[];
  total: number;
}

export function buildItemWhere(f: ItemFilter): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions = [
    'i.status',
    f.campaign ? 'i.available_date_starts is not null' : 'i.available_date_starts is null',
  ];
  if (f.moduleId) conditions.push(`i.module_id = ${p(f.moduleId)}`);
  conditions.push(`i.store_id = any(${p(f.storeIds)}::int[])`);
  if (f.storeId) conditions.push(`i.store_id = ${p(f.storeId)}`);
  if (f.categoryIds?.length) conditions.push(`i.category_ids && ${p(f.categoryIds)}::int[]`);
  if (f.type === 'veg') conditions.push('i.veg');
  if (f.type === 'non_veg') conditions.push('not i.veg');
  if (f.minPrice !== undefined) conditions.push(`i.price >= ${p(f.minPrice)}`);
  if (f.maxPrice !== undefined) conditions.push(`i.price <= ${p(f.maxPrice)}`);
  if (f.words?.length)
    conditions.push(`i.search_text like all (${p(f.words.map((w) => `%${likeEscape(w)}%`))}::text[])`);
  if (f.recommended) conditions.push('i.recommended');
  if (f.discounted) {
    conditions.push(
      `(i.discount > 0 or i.store_id = any(${p(f.discounted.storeIds)}::int[]) or i.id = any(${p(f.discounted.itemIds)}::int[]))`,
    );
  }
  if (f.brandId) conditions.push(`i.brand_id = ${p(f.brandId)}`);
  if (f.brandIds?.length) conditions.push(`i.brand_id = any(${p(f.brandIds)}::int[])`);
  if (f.conditionId) conditions.push(`i.common_condition_id = ${p(f.conditionId)}`);
  if (f.withCondition) conditions.push('i.common_condition_id is not null');
  if (f.excludeId) conditions.push(`i.id <> ${p(f.excludeId)}`);
  if (f.minRating !== undefined) conditions.push(`i.avg_rating >= ${p(f.minRating)}`);
  return { where: conditions.join(' and '), params };
}

/** One page of matching item ids (1-based page number) and how many match in all. */
export async function selectItemPage(
  db: Queryable,
  f: ItemFilter,
  sort: ItemSort,
  limit: number,
  page: number,
): Promise<IdPage> {
  if (f.storeIds.length === 0) return { ids: [], total: 0 };
  const { where, params } = buildItemWhere(f);
  const filterParams = params.slice();
  const order =
    sort === 'relevance'
      ? // Items whose English name has the first word come before those matched by tags or categories.
        `(catalog_search_normalize(i.name) like $${params.push(`%${likeEscape(f.words?.[0] ?? '')}%`)}) desc, ${ORDER.popular}`
      : ORDER[sort];
  const rows = await db.query<{ id: number; total: number }>(
    `select i.id, count(*) over () as total from items i where ${where} order by ${order} limit ${limit} offset ${(page - 1) * limit}`,
    params,
  );
  if (rows.length) return { ids: rows.map((r) => r.id), total: rows[0].total };
  // Past the last page the window has no row to carry the total.
  if (page === 1) return { ids: [], total: 0 };
  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from items i where ${where}`,
    filterParams,
  );
  return { ids: [], total: count.total };
}
