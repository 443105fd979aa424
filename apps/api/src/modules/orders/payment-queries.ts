/**
 * What the payments module reads and writes of an order (it owns payment requests and offline
 * proofs, the orders module owns the order): the order as the payment rules read it, its lock,
 * and the two outcomes of a digital payment — each inside the caller's transaction where it has one.
 */
import type { Queryable } from '@souq/db';
import type { Owner } from '../../http/auth.ts';

export interface PayableOrder {
  id: string;
  user_id: number | null;
  guest_id: string | null;
  order_amount: string;
  partially_paid_amount: string;
  payment_status: string;
  payment_method: string;
  order_status: string;
  payments: { payment_method: string; payment_status: string }[] | null;
}

/**
 * The order with its payment rows, of the owner given: an Owner, or the customer key of a
 * 6amMart payment link (a user id or a guest id, either).
 */
export async function selectPayableOrder(
  db: Queryable,
  orderId: number | string,
  owner: Owner | { customerKey: string },
): Promise<PayableOrder | undefined> {
  const [clause, value] =
    'customerKey' in owner
      ? ['(user_id::text = $2 or guest_id::text = lower($2))', owner.customerKey]
      : owner.kind === 'customer'
        ? ['user_id::text = $2', String(owner.userId)]
        : ['guest_id::text = $2', owner.guestId];
  const [row] = await db.query<PayableOrder>(
    `select id, user_id, guest_id, order_amount, partially_paid_amount, payment_status, payment_method, order_status,
            (select json_agg(json_build_object('payment_method', p.payment_method, 'payment_status', p.payment_status))
               from order_payments p where p.order_id = orders.id) as payments
       from orders where id = $1 and ${clause}`,
    [orderId, value],
  );
  return row;
}

/** Locks the order row until the transaction ends (one payment page at a time per order). */
export async function lockOrderRow(tx: Queryable, orderId: number | string): Promise<void> {
  await tx.query('select id from orders where id = $1 for update', [orderId]);
}

/** A digital payment arrived: the order is paid (and confirmed when it waited), with its event. */
export async function recordDigitalPayment(tx: Queryable, orderId: number | string, transactionId: string) {
  await tx.query(
    `update orders set payment_status = 'paid', transaction_reference = $2, updated_at = now(),
            order_status = case when order_status in ('pending', 'failed') then 'confirmed' else order_status end,
            confirmed = case when order_status in ('pending', 'failed') then now() else confirmed end
      where id = $1`,
    [orderId, transactionId],
  );
  await tx.query(
    `update order_payments set payment_status = 'paid', transaction_ref = $2, updated_at = now()
      where order_id = $1 and payment_method = 'digital_payment'`,
    [orderId, transactionId],
  );
  await tx.query(
    `insert into order_status_events (order_id, status, changed_by, note) values ($1, 'confirmed', 'payment', 'digital payment received')`,
    [orderId],
  );
}

/** A digital payment failed: a pending, unpaid order becomes failed, with its event. */
export async function recordDigitalPaymentFailure(tx: Queryable, orderId: number | string): Promise<void> {
  const rows = await tx.query(
    `update orders set order_status = 'failed', failed = now(), updated_at = now() where id = $1 and order_status = 'pending' and payment_status <> 'paid' returning id`,
    [orderId],
  );
  if (rows.length)
    await tx.query(
      `insert into order_status_events (order_id, status, changed_by, note) values ($1, 'failed', 'payment', 'digital payment failed')`,
      [orderId],
    );
}
