/**
 * What other modules keep on a customer's account row (users, owned here): the wallet and
 * loyalty balances (the wallet and loyalty modules keep the ledgers) and the delivered-order
 * count (orders). Each change is one conditional UPDATE, so it takes the row lock and the
 * ledger row written after it in the same transaction carries the balance after it.
 */
import type { Queryable } from '@souq/db';

/** A balance kept on the account: the wallet (numeric, as decimal text) or loyalty points (whole). */
export type AccountBalance = 'wallet_balance' | 'loyalty_point';
const COLUMN: Record<AccountBalance, string> = { wallet_balance: 'wallet_balance', loyalty_point: 'loyalty_point' };

/** The balance as stored (decimal text for the wallet), or null for no such account. */
export async function readBalance(db: Queryable, userId: number, balance: AccountBalance): Promise<string | null> {
  const column = COLUMN[balance];
  const [row] = await db.query<{ balance: string | number }>(`select ${column} as balance from users where id = $1`, [
    userId,
  ]);
  return row ? String(row.balance) : null;
}

/**
 * Adds `delta` (negative to take) to the balance, unless that would take it below zero: the new
 * balance as text, or null when it was not enough (or no such account) and nothing changed.
 */
export async function changeBalance(
  tx: Queryable,
  userId: number,
  balance: AccountBalance,
  delta: string | number,
): Promise<string | null> {
  const column = COLUMN[balance];
  const [row] = await tx.query<{ balance: string | number }>(
    `update users set ${column} = ${column} + $2::numeric, updated_at = now()
      where id = $1 and ${column} + $2::numeric >= 0 returning ${column} as balance`,
    [userId, String(delta)],
  );
  return row ? String(row.balance) : null;
}

/** One more delivered order on the account; what a first order's referral reward needs. */
export async function countDeliveredOrder(
  tx: Queryable,
  userId: number,
): Promise<{ order_count: number; ref_by: number | null; phone: string | null } | undefined> {
  const [row] = await tx.query<{ order_count: number; ref_by: number | null; phone: string | null }>(
    'update users set order_count = order_count + 1, updated_at = now() where id = $1 returning order_count, ref_by, phone',
    [userId],
  );
  return row;
}
