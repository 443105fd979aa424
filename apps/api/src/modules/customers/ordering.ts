/**
 * What placing an order reads of a customer: the profile the contact defaults to and the
 * referral standing the first-order discount is decided by (the same day count customer/info
 * answers). The row is the auth module's, the order count the orders module's: both are read at
 * once (two statements in parallel, outside the order's transaction, as before).
 */
import type { Queryable } from '@souq/db';
import type { ReferralStanding } from '@souq/domain';
import { selectReferralFacts } from '../auth/index.ts';
import { countCustomerOrders } from '../orders/index.ts';

export { rememberOrderZone } from '../auth/index.ts';

export interface OrderingCustomer {
  id: number;
  f_name: string | null;
  l_name: string | null;
  phone: string | null;
  email: string | null;
  referral: ReferralStanding;
}

export async function selectOrderingCustomer(db: Queryable, userId: number): Promise<OrderingCustomer | null> {
  const [row, orders] = await Promise.all([selectReferralFacts(db, userId), countCustomerOrders(db, userId)]);
  if (!row) return null;
  const { id, f_name, l_name, phone, email, ref_by, days } = row;
  return {
    id,
    f_name,
    l_name,
    phone,
    email,
    referral: { referred: ref_by !== null, ordersPlaced: orders, memberSinceDays: days },
  };
}
