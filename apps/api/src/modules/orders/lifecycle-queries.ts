/**
 * SQL of orders after placement. Every read that takes an order id also
 * names its owner (a customer's user_id, or a guest's guest_id, or — for a
 * guest tracking from another device — the phone the order was placed
 * with), so another owner's order is simply not found.
 */
import type { Queryable } from '@souq/db';
import type { OrderStatus } from '@souq/domain';
import type { Owner } from '../../http/auth.ts';
import { selectCourierJsonRows, type CourierRow } from '../couriers/index.ts';
import { selectOfflineProofs } from '../payments/index.ts';
import { selectOrderReviewMarks } from '../reviews/index.ts';
import { translationOf } from '../../lib/translations.ts';

export interface OrderRow {
  id: number;
  user_id: number | null;
  guest_id: string | null;
  /** Null for a parcel (no store). */
  store_id: number | null;
  zone_id: number;
  module_id: number;
  dm_vehicle_id: number | null;
  /** The courier carrying (or who carried) it. */
  delivery_man_id: number | null;
  review_reminded_at: Date | null;
  order_amount: string;
  coupon_discount_amount: string;
  coupon_discount_title: string | null;
  coupon_code: string | null;
  coupon_created_by: string | null;
  store_discount_amount: string;
  discount_on_product_by: string;
  flash_admin_discount_amount: string;
  flash_store_discount_amount: string;
  ref_bonus_amount: string;
  total_tax_amount: string;
  tax_percentage: string;
  tax_status: string;
  delivery_charge: string;
  original_delivery_charge: string;
  free_delivery_by: string | null;
  dm_tips: string;
  additional_charge: string;
  extra_packaging_amount: string;
  partially_paid_amount: string;
  payment_status: 'unpaid' | 'paid' | 'partially_paid';
  payment_method: 'cash_on_delivery' | 'digital_payment' | 'wallet' | 'offline_payment' | 'partial_payment';
  transaction_reference: string | null;
  order_status: OrderStatus;
  pending: Date | null;
  accepted: Date | null;
  confirmed: Date | null;
  processing: Date | null;
  handover: Date | null;
  picked_up: Date | null;
  delivered: Date | null;
  canceled: Date | null;
  failed: Date | null;
  refund_requested: Date | null;
  refunded: Date | null;
  refund_request_canceled: Date | null;
  cancellation_reason: string | null;
  canceled_by: string | null;
  processing_time: number | null;
  order_type: 'delivery' | 'take_away' | 'parcel';
  delivery_address: Record<string, unknown>;
  delivery_address_id: number | null;
  distance: string;
  order_note: string | null;
  delivery_instruction: string | null;
  unavailable_item_note: string | null;
  cutlery: boolean;
  schedule_at: Date;
  scheduled: boolean;
  otp: string;
  order_attachment: unknown[];
  prescription_order: boolean;
  /** Parcels only (issue 18). */
  parcel_category_id: number | null;
  receiver_details: Record<string, unknown> | null;
  charge_payer: 'sender' | 'receiver' | null;
  created_at: Date;
  updated_at: Date;
}

export interface OrderDetailRow {
  id: number;
  order_id: number;
  item_id: number | null;
  item_campaign_id: number | null;
  flash_sale_item_id: number | null;
  item_details: Record<string, unknown>;
  variation: unknown[];
  variant: string;
  add_ons: unknown[];
  total_add_on_price: string;
  price: string;
  discount_on_item: string;
  discount_type: string;
  quantity: number;
  tax_amount: string;
  created_at: Date;
}

export interface OrderPaymentRow {
  id: number;
  order_id: number;
  amount: string;
  payment_status: 'paid' | 'unpaid';
  payment_method: string;
  transaction_ref: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface RefundRow {
  id: number;
  order_id: number;
  user_id: number;
  order_status: string;
  image: string[];
  customer_reason: string;
  customer_note: string | null;
  admin_note: string | null;
  refund_amount: string;
  refund_status: string;
  refund_method: string;
  created_at: Date;
  updated_at: Date;
}

export interface OfflinePaymentRow {
  id: number;
  order_id: number;
  method_id: number | null;
  /** What the customer sent, with the method's id and name (payments/offline.ts writes it; all text). */
  payment_info: Record<string, string>;
  /** The method's own fields (bank, account…) as they were when the proof was sent. */
  method_fields: { input_name: string; input_data: string }[];
  customer_note: string | null;
  note: string | null;
  status: string;
  created_at: Date;
  updated_at: Date;
}

const ownerCondition = (owner: Owner, param: number) =>
  owner.kind === 'customer' ? `user_id = $${param}` : `guest_id = $${param}::uuid`;
const ownerValue = (owner: Owner) => (owner.kind === 'customer' ? owner.userId : owner.guestId);

/** The order if it belongs to owner. */
export async function findOwnedOrder(
  db: Queryable,
  orderId: number,
  owner: Owner,
  lock = false,
): Promise<OrderRow | null> {
  const [row] = await db.query<OrderRow>(
    `select * from orders where id = $1 and ${ownerCondition(owner, 2)}${lock ? ' for update' : ''}`,
    [orderId, ownerValue(owner)],
  );
  return row ?? null;
}

/**
 * A guest's order found by its id and the phone it was placed with (digits
 * only, so "+966 50…" and "96650…" are the same number). Customers' orders
 * are never found this way: they sign in to follow them.
 */
export async function findGuestOrderByPhone(
  db: Queryable,
  orderId: number,
  phoneDigits: string,
): Promise<OrderRow | null> {
  const [row] = await db.query<OrderRow>(
    `select * from orders
      where id = $1 and guest_id is not null
        and regexp_replace(coalesce(delivery_address ->> 'contact_person_number', ''), '[^0-9]', '', 'g') = $2`,
    [orderId, phoneDigits],
  );
  return row ?? null;
}

/** An offline payment the operator verified: the order is paid, and so is its offline part when partial. */
export async function markOfflinePaid(tx: Queryable, orderId: number): Promise<OrderRow> {
  await tx.query(
    "update order_payments set payment_status = 'paid', updated_at = now() where order_id = $1 and payment_method = 'offline_payment'",
    [orderId],
  );
  const [row] = await tx.query<OrderRow>(
    "update orders set payment_status = 'paid', updated_at = now() where id = $1 returning *",
    [orderId],
  );
  return row;
}

export async function lockOrder(tx: Queryable, orderId: number): Promise<OrderRow | null> {
  const [row] = await tx.query<OrderRow>('select * from orders where id = $1 for update', [orderId]);
  return row ?? null;
}

/** One page of the owner's orders in these statuses, newest first, and how many there are in all. */
export async function listOrders(
  db: Queryable,
  owner: Owner,
  statuses: readonly OrderStatus[],
  limit: number,
  page: number,
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = `${ownerCondition(owner, 1)} and order_status = any($2::text[])`;
  const [rows, [count]] = await Promise.all([
    db.query<OrderRow>(`select * from orders where ${where} order by created_at desc, id desc limit $3 offset $4`, [
      ownerValue(owner),
      statuses,
      limit,
      (page - 1) * limit,
    ]),
    db.query<{ n: number }>(`select count(*)::int as n from orders where ${where}`, [ownerValue(owner), statuses]),
  ]);
  return { rows, total: count.n };
}

export interface OrderExtras {
  detailsCount: number;
  payments: OrderPaymentRow[];
  refund: RefundRow | null;
  offline: OfflinePaymentRow | null;
  courier: CourierRow | null;
  /** Items of the order its customer has reviewed, and whether they rated the courier. */
  reviewedItemIds: number[];
  courierReviewed: boolean;
}

const withDates = <T extends { created_at: Date; updated_at: Date }>(row: T | null): T | null =>
  row && { ...row, created_at: new Date(row.created_at), updated_at: new Date(row.updated_at) };

/**
 * What the order JSON shows besides the row — its line count, payments and refund (one statement
 * on the orders tables), and at the same time its courier, reviews and offline payment proof
 * (asked of the couriers, reviews and payments modules) — for many orders at once.
 */
export async function selectOrderExtras(
  db: Queryable,
  orders: { id: number; delivery_man_id: number | null }[],
): Promise<Map<number, OrderExtras>> {
  const orderIds = orders.map((o) => o.id);
  const courierIds = [...new Set(orders.flatMap((o) => (o.delivery_man_id === null ? [] : [o.delivery_man_id])))];
  const [rows, couriers, reviewed, proofs] = await Promise.all([
    selectOwnExtras(db, orderIds),
    selectCourierJsonRows(db, courierIds),
    selectOrderReviewMarks(db, orderIds),
    selectOfflineProofs<OfflinePaymentRow>(db, orderIds),
  ]);
  const courierOf = new Map(orders.map((o) => [Number(o.id), o.delivery_man_id]));
  return new Map(
    rows.map((r) => {
      const courierId = courierOf.get(Number(r.id));
      const marks = reviewed.get(Number(r.id));
      return [
        r.id,
        {
          detailsCount: r.details_count,
          payments: r.payments.map((p) => withDates(p)!),
          refund: withDates(r.refund),
          offline: withDates(proofs.get(Number(r.id)) ?? null),
          courier: (courierId != null && couriers.get(Number(courierId))) || null,
          reviewedItemIds: marks?.itemIds ?? [],
          courierReviewed: marks?.courierReviewed ?? false,
        },
      ];
    }),
  );
}

function selectOwnExtras(db: Queryable, orderIds: number[]) {
  return db.query<{
    id: number;
    details_count: number;
    payments: OrderPaymentRow[];
    refund: RefundRow | null;
  }>(
    `select o.id,
            (select count(*)::int from order_details d where d.order_id = o.id) as details_count,
            coalesce((select json_agg(p order by p.id) from order_payments p where p.order_id = o.id), '[]'::json) as payments,
            (select to_json(r) from refunds r where r.order_id = o.id) as refund
       from orders o where o.id = any($1::bigint[])`,
    [orderIds],
  );
}

export function selectDetails(db: Queryable, orderIds: number[]): Promise<OrderDetailRow[]> {
  return db.query<OrderDetailRow>(
    'select * from order_details where order_id = any($1::bigint[]) order by order_id, id',
    [orderIds],
  );
}

export function selectPayments(db: Queryable, orderIds: number[]): Promise<OrderPaymentRow[]> {
  return db.query<OrderPaymentRow>(
    'select * from order_payments where order_id = any($1::bigint[]) order by order_id, id',
    [orderIds],
  );
}

/** The id of the order's latest status event (0 when none was recorded). */
export async function latestEventId(db: Queryable, orderId: number): Promise<number> {
  const [row] = await db.query<{ id: number | null }>(
    'select max(id) as id from order_status_events where order_id = $1',
    [orderId],
  );
  return Number(row?.id ?? 0);
}

export async function insertStatusEvent(
  tx: Queryable,
  orderId: number,
  status: OrderStatus,
  changedBy: string,
  note: string | null,
): Promise<{ id: number; created_at: Date }> {
  const [row] = await tx.query<{ id: number; created_at: Date }>(
    'insert into order_status_events (order_id, status, changed_by, note) values ($1, $2, $3, $4) returning id, created_at',
    [orderId, status, changedBy, note],
  );
  return row;
}

export interface ReasonRow {
  id: number;
  reason: string;
  user_type?: string;
  status: boolean;
  created_at: Date;
}

const translatedReason = (type: string) => `coalesce(${translationOf(type, 'r.id', "'reason'", '$1')}, r.reason)`;

/** Active refund reasons in the caller's language. */
export function selectRefundReasons(db: Queryable, locale: string): Promise<ReasonRow[]> {
  return db.query<ReasonRow>(
    `select r.id, ${translatedReason('refund_reason')} as reason, r.status, r.created_at from refund_reasons r where r.status order by r.id`,
    [locale],
  );
}

/** One page of the active cancellation reasons for a kind of user, in the caller's language, and how many there are. */
export async function selectCancellationReasons(
  db: Queryable,
  locale: string,
  userType: string,
  limit: number,
  page: number,
): Promise<{ rows: ReasonRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db.query<ReasonRow>(
      `select r.id, ${translatedReason('order_cancellation_reason')} as reason, r.user_type, r.status, r.created_at
         from order_cancellation_reasons r where r.status and r.user_type = $2 order by r.id limit $3 offset $4`,
      [locale, userType, limit, (page - 1) * limit],
    ),
    db.query<{ n: number }>(
      'select count(*)::int as n from order_cancellation_reasons where status and user_type = $1',
      [userType],
    ),
  ]);
  return { rows, total: count.n };
}
