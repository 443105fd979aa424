/**
 * What placing an order reads and writes of a customer: the profile the
 * contact defaults to and the referral standing the first-order discount
 * is decided by (the same day count customer/info answers), and the zone
 * the customer last ordered in (reference: user.zone_id at placement).
 */
import type { Queryable } from '@souq/db';
import type { ReferralStanding } from '@souq/domain';

export interface OrderingCustomer {
  id: number;
  f_name: string | null;
  l_name: string | null;
  phone: string | null;
  email: string | null;
  referral: ReferralStanding;
}

export async function selectOrderingCustomer(db: Queryable, userId: number): Promise<OrderingCustomer | null> {
  const [row] = await db.query<
    Omit<OrderingCustomer, 'referral'> & { ref_by: number | null; days: number; orders: number }
  >(
    `select id, f_name, l_name, phone, email, ref_by, floor(extract(epoch from now() - created_at) / 86400)::int as days,
            (select count(*)::int from orders o where o.user_id = users.id) as orders
       from users where id = $1 and deleted_at is null`,
    [userId],
  );
  if (!row) return null;
  const { ref_by, days, orders, ...profile } = row;
  return { ...profile, referral: { referred: ref_by !== null, ordersPlaced: orders, memberSinceDays: days } };
}

export async function rememberOrderZone(tx: Queryable, userId: number, zoneId: number): Promise<void> {
  await tx.query('update users set zone_id = $2 where id = $1 and zone_id is distinct from $2', [userId, zoneId]);
}
