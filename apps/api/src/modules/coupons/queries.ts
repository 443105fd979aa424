/** SQL of coupons. Uses are rows of coupon_uses, so per-customer limits count facts. */
import type { Queryable } from '@souq/db';
import type { Owner } from '../../http/auth.ts';

export interface CouponRow {
  id: number;
  title: string;
  /** Arabic title, when translated. */
  title_ar: string | null;
  code: string;
  module_id: number | null;
  coupon_type: 'default' | 'zone_wise' | 'store_wise' | 'free_delivery' | 'first_order';
  discount: string;
  discount_type: 'percent' | 'amount';
  min_purchase: string;
  max_discount: string;
  start_date: string;
  expire_date: string;
  limit_per_user: number | null;
  max_uses: number | null;
  total_uses: number;
  data: number[];
  customer_ids: (number | string)[];
  created_by: 'admin' | 'vendor';
  store_id: number | null;
  status: boolean;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `c.id, c.title, t.value as title_ar, c.code, c.module_id, c.coupon_type, c.discount, c.discount_type, c.min_purchase, c.max_discount,
  to_char(c.start_date, 'YYYY-MM-DD') as start_date, to_char(c.expire_date, 'YYYY-MM-DD') as expire_date, c.limit_per_user, c.max_uses, c.total_uses,
  c.data, c.customer_ids, c.created_by, c.store_id, c.status, c.created_at, c.updated_at`;
const TITLE_JOIN = `left join translations t on t.translationable_type = 'coupon' and t.translationable_id = c.id and t.locale = 'ar' and t.key = 'title'`;

export async function selectCouponByCode(db: Queryable, code: string): Promise<CouponRow | null> {
  const [row] = await db.query<CouponRow>(
    `select ${COLUMNS} from coupons c ${TITLE_JOIN} where lower(c.code) = lower($1) and c.status`,
    [code],
  );
  return row ?? null;
}

/** Active coupons running on `today` (business date), of one module or all. */
export async function selectRunningCoupons(
  db: Queryable,
  today: string,
  moduleId: number | null,
): Promise<CouponRow[]> {
  return db.query<CouponRow>(
    `select ${COLUMNS} from coupons c ${TITLE_JOIN}
      where c.status and c.start_date <= $1::date and c.expire_date >= $1::date and ($2::int is null or c.module_id = $2)
        and (c.max_uses is null or c.total_uses < c.max_uses)
      order by c.id desc`,
    [today, moduleId],
  );
}

/** Orders the owner placed with this coupon (0 for a guest's first try). */
export async function countUses(db: Queryable, couponId: number, owner: Owner): Promise<number> {
  const [row] =
    owner.kind === 'customer'
      ? await db.query<{ n: number }>(
          'select count(*)::int as n from coupon_uses where coupon_id = $1 and user_id = $2',
          [couponId, owner.userId],
        )
      : await db.query<{ n: number }>(
          'select count(*)::int as n from coupon_uses where coupon_id = $1 and guest_id = $2',
          [couponId, owner.guestId],
        );
  return row.n;
}

/** Locks the coupon row until the transaction ends: uses of one coupon are claimed one at a time. */
export async function lockCoupon(
  tx: Queryable,
  couponId: number,
): Promise<Pick<CouponRow, 'id' | 'limit_per_user' | 'max_uses' | 'total_uses' | 'status'> | null> {
  const [row] = await tx.query<Pick<CouponRow, 'id' | 'limit_per_user' | 'max_uses' | 'total_uses' | 'status'>>(
    'select id, limit_per_user, max_uses, total_uses, status from coupons where id = $1 for update',
    [couponId],
  );
  return row ?? null;
}

export async function insertUse(tx: Queryable, couponId: number, orderId: number, owner: Owner): Promise<void> {
  await tx.query(
    `insert into coupon_uses (coupon_id, order_id, ${owner.kind === 'customer' ? 'user_id' : 'guest_id'}) values ($1, $2, $3)`,
    [couponId, orderId, owner.kind === 'customer' ? owner.userId : owner.guestId],
  );
  await tx.query('update coupons set total_uses = total_uses + 1, updated_at = now() where id = $1', [couponId]);
}
