/**
 * Stock taken by an order, inside its transaction: items under row locks
 * (locked in id order, so two orders never wait on each other in a circle)
 * and flash-sale units by a conditional update. The catalog owns these
 * tables; placing an order asks through these functions.
 */
import type { Queryable } from '@souq/db';

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

/** What caps an item's quantity in a cart, read inside the caller's transaction (the cart's sign-in merge). */
export interface CartLimitRow {
  id: number;
  module_id: number;
  stock: number;
  maximum_cart_quantity: number | null;
  variations: { type: string; stock?: number }[];
}

export function selectCartLimits(tx: Queryable, itemIds: number[]): Promise<CartLimitRow[]> {
  return tx.query<CartLimitRow>(
    'select id, module_id, stock, maximum_cart_quantity, variations from items where id = any($1::int[])',
    [itemIds],
  );
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

/** Puts back what a canceled order line took: the item's units, and the chosen variation's when it has one. */
export async function returnStock(
  tx: Queryable,
  line: { itemId: number; quantity: number; variant: string | null },
): Promise<void> {
  await tx.query(
    `update items
        set stock = stock + $2,
            variations = case when $3 = '' then variations else (
              select coalesce(jsonb_agg(case when v ->> 'type' = $3 and v ? 'stock'
                                             then jsonb_set(v, '{stock}', to_jsonb(coalesce((v ->> 'stock')::int, 0) + $2))
                                             else v end order by position), '[]'::jsonb)
                from jsonb_array_elements(variations) with ordinality as e(v, position)) end,
            updated_at = now()
      where id = $1`,
    [line.itemId, line.quantity, line.variant ?? ''],
  );
}

/** Puts back flash-sale units a canceled order line had sold (never below none sold). */
export async function returnFlashUnits(tx: Queryable, flashSaleItemId: number, quantity: number): Promise<void> {
  await tx.query('update flash_sale_items set sold = greatest(sold - $2, 0) where id = $1', [
    flashSaleItemId,
    quantity,
  ]);
}
