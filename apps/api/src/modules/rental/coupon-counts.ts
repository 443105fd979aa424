/**
 * What a rental coupon's limits count (the coupons module asks, inside its claim's transaction):
 * trips keep their coupon_code; coupon_uses are orders'.
 */
import type { Queryable } from '@souq/db';
import type { Owner } from '../../http/auth.ts';

/**
 * Trips the owner booked with this coupon, but `except` (the trip being booked): a rental
 * coupon's per-customer limit counts trips (trips keep their coupon_code; coupon_uses are orders').
 */
export async function countTripUses(db: Queryable, code: string, owner: Owner, except: number | null = null) {
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from trips
      where ${owner.kind === 'customer' ? 'user_id' : 'guest_id'} = $1 and lower(coupon_code) = lower($2) and id is distinct from $3`,
    [owner.kind === 'customer' ? owner.userId : owner.guestId, code, except],
  );
  return row.n;
}

/** Trips a customer booked at all, but `except` (a first_order coupon in rental is a first-trip coupon). */
export async function countCustomerTrips(db: Queryable, userId: number, except: number | null = null) {
  const [row] = await db.query<{ n: number }>(
    'select count(*)::int as n from trips where user_id = $1 and id is distinct from $2',
    [userId, except],
  );
  return row.n;
}
