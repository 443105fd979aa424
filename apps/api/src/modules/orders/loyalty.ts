/**
 * Loyalty points earned on delivered orders (reference §5.5): the balance on
 * users and its ledger row change together in the caller's transaction; the
 * UPDATE takes the user's row lock, so every ledger row carries the balance
 * after it.
 */
import type { Queryable } from '@souq/db';

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
  const [user] = await tx.query<{ loyalty_point: number }>(
    'update users set loyalty_point = loyalty_point + $2, updated_at = now() where id = $1 returning loyalty_point',
    [userId, points],
  );
  if (!user) return;
  await tx.query(
    "insert into loyalty_point_transactions (user_id, credit, balance, transaction_type, reference) values ($1, $2, $3, 'order_place', $4)",
    [userId, points, user.loyalty_point, String(orderId)],
  );
}
