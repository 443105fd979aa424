/**
 * Loyalty points earned on delivered orders (reference §5.5), credited by the
 * orders lifecycle: the balance on the account (auth) and its ledger row change together in the caller's transaction; the
 * UPDATE takes the user's row lock, so every ledger row carries the balance
 * after it.
 */
import type { Queryable } from '@souq/db';
import { changeBalance } from '../auth/index.ts';

/** Adds points (> 0) to the customer's loyalty balance with a ledger row, once per order. */
export async function creditLoyaltyPoints(
  tx: Queryable,
  userId: number,
  points: number,
  orderId: number,
): Promise<void> {
  if (!(points > 0)) return;
  const [already] = await tx.query(
    "select 1 from loyalty_point_transactions where transaction_type = 'order_place' and reference = $1",
    [String(orderId)],
  );
  if (already) return;
  const balance = await changeBalance(tx, userId, 'loyalty_point', points);
  if (balance === null) return;
  await tx.query(
    "insert into loyalty_point_transactions (user_id, credit, balance, transaction_type, reference) values ($1, $2, $3, 'order_place', $4)",
    [userId, points, Number(balance), String(orderId)],
  );
}
