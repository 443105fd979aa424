/**
 * Money and points given back to a customer after placement: wallet credits
 * (refunds of cancelled wallet payments, approved refund requests, referral
 * rewards) and loyalty points. The balance and its ledger row change in the
 * same statement pair of the caller's transaction; the UPDATE takes the
 * user's row lock, so concurrent credits and debits queue up and every
 * ledger row carries the balance after it.
 */
import type { Queryable } from '@souq/db';

export type WalletCreditType = 'order_refund' | 'referrer' | 'loyalty_point' | 'CashBack';

/** Adds amount (a decimal string, > 0) to the customer's wallet with a ledger row. */
export async function creditWallet(tx: Queryable, userId: number, amount: string, type: WalletCreditType, reference: string): Promise<void> {
  if (!(Number(amount) > 0)) return;
  const [user] = await tx.query<{ wallet_balance: string }>(
    'update users set wallet_balance = wallet_balance + $2::numeric, updated_at = now() where id = $1 returning wallet_balance',
    [userId, amount],
  );
  if (!user) return;
  await tx.query('insert into wallet_transactions (user_id, credit, balance, transaction_type, reference) values ($1, $2, $3, $4, $5)', [
    userId,
    amount,
    user.wallet_balance,
    type,
    reference,
  ]);
}

/** Adds points (> 0) to the customer's loyalty balance with a ledger row, once per order. */
export async function creditLoyaltyPoints(tx: Queryable, userId: number, points: number, orderId: number): Promise<void> {
  if (!(points > 0)) return;
  const [already] = await tx.query("select 1 from loyalty_point_transactions where transaction_type = 'order_place' and reference = $1", [String(orderId)]);
  if (already) return;
  const [user] = await tx.query<{ loyalty_point: number }>(
    'update users set loyalty_point = loyalty_point + $2, updated_at = now() where id = $1 returning loyalty_point',
    [userId, points],
  );
  if (!user) return;
  await tx.query("insert into loyalty_point_transactions (user_id, credit, balance, transaction_type, reference) values ($1, $2, $3, 'order_place', $4)", [
    userId,
    points,
    user.loyalty_point,
    String(orderId),
  ]);
}
