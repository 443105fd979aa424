/**
 * Coupons (reference §5.7, spec §3 Coupon): listing what a shopper may use,
 * checking a code for a store (coupon/apply) and for an order, and claiming
 * a use inside the order's transaction. The rules themselves are the
 * domain's couponRejection / couponDiscount, shared with the storefront.
 * Unlike 6amMart, min_purchase is enforced for every type, guests cannot use
 * limited coupons, and a use is claimed under a row lock, so a single-use
 * coupon used twice at once gives one order.
 */
import type { Database, Queryable } from '@souq/db';
import { couponRejection, toMinor, type Coupon, type CouponContext, type LanguageCode, type Minor } from '@souq/domain';
import type { Owner } from '../../http/auth.ts';
import { forbidden, notFound, unprocessable } from '../../http/errors.ts';
import { currencyDecimals, moneyText } from '../../lib/money.ts';
import type { CatalogService, StoreJson } from '../catalog/index.ts';
import { countCustomerOrders } from '../orders/index.ts';
import { countCustomerTrips, countTripUses } from '../rental/index.ts';
import type { SettingsService } from '../settings/index.ts';
import { COUPON_MESSAGES } from './messages.ts';
import {
  countUses,
  insertUse,
  lockCoupon,
  selectCouponByCode,
  selectRunningCoupons,
  type CouponRow,
} from './queries.ts';

/** A coupon checked for an order: the domain form, and what the order records. */
export interface OrderCoupon {
  id: number;
  code: string;
  title: string;
  createdBy: 'admin' | 'vendor';
  coupon: Coupon;
  /** What the coupon was checked against; claim() checks it again with the counts of its transaction. */
  checked: CouponContext;
}

export interface CouponOrderContext {
  owner: Owner;
  moduleId: number;
  storeId: number;
  storeZoneId: number;
  /** subtotal − store and flash discounts; null when not known yet (coupon/apply). */
  amount: Minor | null;
  locale: LanguageCode;
  /** A trip's coupon (rental): its per-customer limit and "first order" count the owner's trips, not orders. */
  forTrip?: boolean;
}

/**
 * The coupon in the 6amMart wire shape (data and customer_id are JSON
 * strings there). `store` is the store it is for, as every store object is
 * shaped (catalog formatStore, decision 17), or null.
 */
export function formatCoupon(row: CouponRow, locale: LanguageCode, store: StoreJson | null = null) {
  return {
    id: row.id,
    title: locale === 'ar' && row.title_ar ? row.title_ar : row.title,
    code: row.code,
    start_date: row.start_date,
    expire_date: row.expire_date,
    // The web client reads the last day as end_date (client-contract §5).
    end_date: row.expire_date,
    min_purchase: Number(row.min_purchase),
    max_discount: Number(row.max_discount),
    discount: Number(row.discount),
    discount_type: row.discount_type,
    coupon_type: row.coupon_type,
    limit: row.limit_per_user,
    status: 1,
    data: JSON.stringify(row.data.map(String)),
    total_uses: row.total_uses,
    module_id: row.module_id,
    created_by: row.created_by,
    customer_id: JSON.stringify(row.customer_ids.map(String)),
    store_id: store?.id ?? row.store_id,
    store_name: store?.name ?? null,
    store,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** A coupon as coupon/list and coupon/apply answer it. */
export type CouponJson = ReturnType<typeof formatCoupon>;

export function createCouponService(db: Database, catalog: CatalogService, settings: SettingsService) {
  function toDomain(row: CouponRow, decimals: number): Coupon {
    const customers = row.customer_ids.some((c) => String(c) === 'all') ? 'all' : row.customer_ids.map(Number);
    return {
      code: row.code,
      couponType: row.coupon_type,
      discountType: row.discount_type,
      discount: row.discount_type === 'percent' ? Number(row.discount) : toMinor(row.discount, decimals),
      maxDiscount: toMinor(row.max_discount, decimals),
      minPurchase: toMinor(row.min_purchase, decimals),
      startDate: row.start_date,
      expireDate: row.expire_date,
      moduleId: row.module_id ?? -1,
      data: row.data.map(Number),
      storeId: row.store_id,
      customers,
      limit: row.limit_per_user,
    };
  }

  /** The owner's uses of the coupon and, for a customer, their orders (but `except`). */
  const orderCounts = (source: Queryable, couponId: number, owner: Owner, except: number | null) =>
    Promise.all([
      countUses(source, couponId, owner),
      owner.kind === 'customer' ? countCustomerOrders(source, owner.userId, except) : 0,
    ]);
  /** The same in trips (rental): trips booked with the coupon, and the customer's trips (but `except`). */
  const tripCounts = (source: Queryable, code: string, owner: Owner, except: number | null) =>
    Promise.all([
      countTripUses(source, code, owner, except),
      owner.kind === 'customer' ? countCustomerTrips(source, owner.userId, except) : 0,
    ]);

  /**
   * Locks the coupon (uses of one coupon are claimed one at a time), then checks every limit again
   * with counts read under that lock: a parallel order or trip that claimed it has committed by
   * then and is counted. The rule is the domain's couponRejection.
   */
  async function claimUnderLock(tx: Queryable, coupon: OrderCoupon, counts: () => Promise<[number, number]>) {
    const row = await lockCoupon(tx, coupon.id);
    if (!row || !row.status) throw notFound('coupon_code', COUPON_MESSAGES.notFound);
    if (row.max_uses !== null && row.total_uses >= row.max_uses)
      throw unprocessable('coupon_code', COUPON_MESSAGES.usedUp);
    const [usesByCustomer, customerOrderCount] = await counts();
    const rejection = couponRejection(
      { ...coupon.coupon, limit: row.limit_per_user },
      { ...coupon.checked, usesByCustomer, customerOrderCount },
    );
    if (rejection?.code === 'coupon_not_eligible') throw forbidden('coupon_not_eligible', COUPON_MESSAGES.notEligible);
    if (rejection) throw unprocessable('coupon_usage_limit', COUPON_MESSAGES.usageLimit);
  }

  /** Checks a coupon for an order or a store; throws what the shopper should read. */
  async function check(row: CouponRow | null, ctx: CouponOrderContext, source: Queryable = db): Promise<OrderCoupon> {
    if (!row) throw notFound('coupon_code', COUPON_MESSAGES.notFound);
    const decimals = await currencyDecimals(settings);
    const coupon = toDomain(row, decimals);
    const customerId = ctx.owner.kind === 'customer' ? ctx.owner.userId : null;
    const [[usesByCustomer, customerOrderCount], moment] = await Promise.all([
      ctx.forTrip ? tripCounts(source, row.code, ctx.owner, null) : orderCounts(source, row.id, ctx.owner, null),
      catalog.moment(),
    ]);
    const checked: CouponContext = {
      today: moment.date,
      moduleId: ctx.moduleId,
      storeId: ctx.storeId,
      storeZoneId: ctx.storeZoneId,
      customerId,
      usesByCustomer,
      customerOrderCount,
      amount: ctx.amount ?? Number.MAX_SAFE_INTEGER,
    };
    const rejection = couponRejection(coupon, checked);
    if (row.max_uses !== null && row.total_uses >= row.max_uses)
      throw unprocessable('coupon_code', COUPON_MESSAGES.usedUp);
    if (rejection) {
      switch (rejection.code) {
        case 'coupon_not_found':
          throw notFound('coupon_code', COUPON_MESSAGES.notFound);
        case 'coupon_expired':
          throw unprocessable('coupon_expired', COUPON_MESSAGES.expired);
        case 'coupon_not_eligible':
          throw forbidden('coupon_not_eligible', COUPON_MESSAGES.notEligible);
        case 'coupon_usage_limit':
          throw unprocessable('coupon_usage_limit', COUPON_MESSAGES.usageLimit);
        case 'coupon_min_purchase':
          throw unprocessable('coupon_min_purchase', COUPON_MESSAGES.minPurchase, {
            amount: await moneyText(settings, ctx.locale, rejection.minPurchase),
          });
      }
    }
    return { id: row.id, code: row.code, title: row.title, createdBy: row.created_by, coupon, checked };
  }

  return {
    /** The coupon of a code, checked for an order of this amount (before the order's transaction). */
    async forOrder(code: string, ctx: CouponOrderContext): Promise<OrderCoupon> {
      return check(await selectCouponByCode(db, code), ctx);
    },

    /**
     * Inside the order's transaction (order `orderId` already written): locks
     * the coupon, so uses of one coupon are claimed one at a time, then checks
     * every limit again with counts read under that lock — a parallel order
     * that claimed it has committed by then and is counted (issue 13, item 3:
     * a first-order coupon was used 8–13 times by 20 parallel orders on
     * PostgreSQL, its limit skipped here and "no earlier order" checked
     * before the transaction). The rule is the domain's couponRejection.
     */
    async claim(tx: Queryable, coupon: OrderCoupon, owner: Owner, orderId: number): Promise<void> {
      await claimUnderLock(tx, coupon, () => orderCounts(tx, coupon.id, owner, orderId));
      await insertUse(tx, coupon.id, orderId, owner);
    },

    /**
     * The same inside a trip booking's transaction (trip `tripId` already written, with the
     * coupon's code): the per-customer limit counts the owner's other trips with this coupon, and
     * a first_order coupon their other trips. The use is counted on the coupon (coupon_uses are orders').
     */
    async claimForTrip(tx: Queryable, coupon: OrderCoupon, owner: Owner, tripId: number): Promise<void> {
      await claimUnderLock(tx, coupon, () => tripCounts(tx, coupon.code, owner, tripId));
      await tx.query('update coupons set total_uses = total_uses + 1, updated_at = now() where id = $1', [coupon.id]);
    },

    /** coupon/apply: the coupon object when the code may be used at this store (the amount is checked at checkout). */
    async apply(code: string, storeId: number, owner: Owner, moduleId: number | null, locale: LanguageCode) {
      const row = await selectCouponByCode(db, code);
      const store = (await catalog.snapshot()).stores.get(storeId);
      if (!store) throw notFound('store_id', 'Store not found.');
      await check(row, {
        owner,
        moduleId: moduleId ?? store.row.module_id,
        storeId,
        storeZoneId: store.row.zone_id,
        amount: null,
        locale,
      });
      return formatCoupon(row!, locale);
    },

    /**
     * coupon/list: running coupons of the module (all modules without one)
     * that the caller could use in the header zones: store-wise and vendor
     * coupons whose store is listed there, zone-wise ones for those zones,
     * the rest when made for everyone or for this customer.
     */
    async list(owner: Owner | null, moduleId: number | null, zoneIds: number[] | null, locale: LanguageCode) {
      const [moment, snapshot] = await Promise.all([catalog.moment(), catalog.snapshot()]);
      const rows = await selectRunningCoupons(db, moment.date, moduleId);
      const customerId = owner?.kind === 'customer' ? owner.userId : null;
      const inZones = (storeId: number) => {
        const store = snapshot.stores.get(storeId);
        return Boolean(store && store.row.status && (!zoneIds || zoneIds.includes(store.row.zone_id)));
      };
      const result: { row: CouponRow; storeId: number | null }[] = [];
      for (const row of rows) {
        const forCustomer =
          row.customer_ids.some((c) => String(c) === 'all') ||
          (customerId !== null && row.customer_ids.map(Number).includes(customerId));
        if (!forCustomer) continue;
        if (row.store_id !== null) {
          if (inZones(row.store_id)) result.push({ row, storeId: row.store_id });
        } else if (row.coupon_type === 'store_wise') {
          const store = row.data.map(Number).find(inZones);
          if (store !== undefined) result.push({ row, storeId: store });
        } else if (row.coupon_type === 'zone_wise') {
          if (!zoneIds || row.data.map(Number).some((z) => zoneIds.includes(z))) result.push({ row, storeId: null });
        } else {
          result.push({ row, storeId: null });
        }
      }
      const stores = await catalog.loadStores(
        [...new Set(result.flatMap((r) => (r.storeId === null ? [] : [r.storeId])))],
        locale,
      );
      return result.map(({ row, storeId }) =>
        formatCoupon(row, locale, storeId === null ? null : (stores.get(storeId) ?? null)),
      );
    },
  };
}

export type CouponService = ReturnType<typeof createCouponService>;
