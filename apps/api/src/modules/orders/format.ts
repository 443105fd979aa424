/**
 * Orders in 6amMart's wire shape (reference §4 "Order", client contract
 * "orders list", "order details", "track"): the orders row with numbers as
 * numbers and flags as 0/1, the decoded delivery address, the store as the
 * catalog formats it, the payments, the refund and the module type. Lists,
 * running orders, track and the operator endpoint all answer this shape;
 * details answer the order's lines.
 *
 * Deliberate: a guest's order never carries the guest id (user_id is null),
 * since someone tracking it by order id and phone must not learn the
 * credential that could cancel it.
 */
import {
  type ItemJson,
  type ModuleRow,
  type PageJson,
  type StoreJson,
  localized,
  deliveryMinutes,
} from '../catalog/index.ts';
import type { OrderStatus } from '@souq/domain';
import type { CourierJson } from '../couriers/index.ts';
import type { ParcelCategoryJson } from '../parcel/index.ts';
import type {
  OfflinePaymentRow,
  OrderDetailRow,
  OrderPaymentRow,
  OrderRow,
  ReasonRow,
  RefundRow,
} from './lifecycle-queries.ts';

const num = (value: string | number | null | undefined) => (value === null || value === undefined ? 0 : Number(value));
const flag = (value: boolean) => (value ? 1 : 0);

/** The address as the client reads it: every key present, coordinates as text like 6amMart's. */
export function formatDeliveryAddress(address: Record<string, unknown>) {
  const text = (key: string) => (address[key] === undefined || address[key] === null ? null : String(address[key]));
  return {
    contact_person_name: text('contact_person_name'),
    contact_person_number: text('contact_person_number'),
    contact_person_email: text('contact_person_email'),
    address_type: text('address_type'),
    address: text('address'),
    floor: text('floor'),
    road: text('road'),
    house: text('house'),
    latitude: text('latitude'),
    longitude: text('longitude'),
  };
}

const receiverZone = (o: OrderRow) => {
  const zone = Number(o.receiver_details?.zone_id);
  return Number.isInteger(zone) ? zone : null;
};

export function formatPayment(p: OrderPaymentRow) {
  return {
    id: p.id,
    order_id: p.order_id,
    amount: num(p.amount),
    payment_status: p.payment_status,
    payment_method: p.payment_method,
    transaction_ref: p.transaction_ref,
    created_at: p.created_at,
    updated_at: p.updated_at,
  };
}

export function formatRefund(r: RefundRow, imageUrl: (file: string) => string | null) {
  return {
    id: r.id,
    order_id: r.order_id,
    user_id: r.user_id,
    order_status: r.order_status,
    image: r.image,
    image_full_url: r.image.map(imageUrl),
    customer_reason: r.customer_reason,
    customer_note: r.customer_note,
    admin_note: r.admin_note,
    refund_amount: num(r.refund_amount),
    refund_status: r.refund_status,
    refund_method: r.refund_method,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

export interface OrderExtras {
  store: StoreJson | null;
  /** A parcel's category as parcel-category lists it. */
  parcelCategory: ParcelCategoryJson | null;
  /** The courier, formatted. */
  deliveryMan: CourierJson | null;
  reviewedItemIds: number[];
  courierReviewed: boolean;
  module: ModuleRow | null;
  locale: string;
  detailsCount: number;
  payments: OrderPaymentRow[];
  refund: RefundRow | null;
  refundImageUrl: (file: string) => string | null;
  attachmentUrl: (file: string) => string | null;
}

/** The order object of list, running-orders and track. */
export function formatOrder(o: OrderRow, x: OrderExtras) {
  const refund = x.refund ? formatRefund(x.refund, x.refundImageUrl) : null;
  const attachments = Array.isArray(o.order_attachment) ? o.order_attachment.map(String) : [];
  return {
    id: o.id,
    user_id: o.user_id,
    is_guest: flag(o.guest_id !== null),
    store_id: o.store_id,
    zone_id: o.zone_id,
    module_id: o.module_id,
    module_type: x.module?.module_type ?? null,
    module: x.module
      ? {
          id: x.module.id,
          module_type: x.module.module_type,
          module_name: localized(x.module.tr, x.locale, 'module_name', x.module.module_name),
        }
      : null,
    order_amount: num(o.order_amount),
    coupon_discount_amount: num(o.coupon_discount_amount),
    coupon_discount_title: o.coupon_discount_title,
    coupon_code: o.coupon_code,
    coupon_created_by: o.coupon_created_by,
    store_discount_amount: num(o.store_discount_amount),
    discount_on_product_by: o.discount_on_product_by,
    flash_admin_discount_amount: num(o.flash_admin_discount_amount),
    flash_store_discount_amount: num(o.flash_store_discount_amount),
    ref_bonus_amount: num(o.ref_bonus_amount),
    total_tax_amount: num(o.total_tax_amount),
    tax_percentage: num(o.tax_percentage),
    tax_status: o.tax_status,
    delivery_charge: num(o.delivery_charge),
    original_delivery_charge: num(o.original_delivery_charge),
    free_delivery_by: o.free_delivery_by,
    dm_tips: num(o.dm_tips),
    additional_charge: num(o.additional_charge),
    extra_packaging_amount: num(o.extra_packaging_amount),
    partially_paid_amount: num(o.partially_paid_amount),
    payment_status: o.payment_status,
    payment_method: o.payment_method,
    transaction_reference: o.transaction_reference,
    order_status: o.order_status,
    pending: o.pending,
    accepted: o.accepted,
    confirmed: o.confirmed,
    processing: o.processing,
    handover: o.handover,
    picked_up: o.picked_up,
    delivered: o.delivered,
    canceled: o.canceled,
    failed: o.failed,
    refund_requested: o.refund_requested,
    refunded: o.refunded,
    refund_request_canceled: o.refund_request_canceled,
    cancellation_reason: o.cancellation_reason,
    canceled_by: o.canceled_by,
    processing_time: o.processing_time,
    order_type: o.order_type,
    delivery_address: formatDeliveryAddress(o.delivery_address ?? {}),
    delivery_address_id: o.delivery_address_id,
    distance: num(o.distance),
    order_note: o.order_note,
    delivery_instruction: o.delivery_instruction,
    unavailable_item_note: o.unavailable_item_note,
    cutlery: flag(o.cutlery),
    schedule_at: o.schedule_at,
    scheduled: flag(o.scheduled),
    otp: o.otp,
    order_attachment: attachments,
    order_attachment_full_url: attachments.map(x.attachmentUrl),
    prescription_order: flag(o.prescription_order),
    created_at: o.created_at,
    updated_at: o.updated_at,
    store: x.store,
    delivery_man_id: o.delivery_man_id,
    delivery_man: x.deliveryMan,
    // Ours: what of a delivered order its customer already reviewed (the order page offers the rest).
    reviewed_item_ids: x.reviewedItemIds,
    delivery_man_reviewed: flag(x.courierReviewed),
    // Parcels (issue 18): the kind, the receiver (coordinates as text, like delivery_address) and who pays.
    parcel_category_id: o.parcel_category_id,
    parcel_category: x.parcelCategory,
    receiver_details: o.receiver_details
      ? { ...formatDeliveryAddress(o.receiver_details), zone_id: receiverZone(o) }
      : null,
    charge_payer: o.charge_payer,
    details_count: x.detailsCount,
    payments: x.payments.map(formatPayment),
    refund,
    refund_cancellation_note: o.order_status === 'refund_request_canceled' ? (x.refund?.admin_note ?? null) : null,
    refund_customer_note: x.refund?.customer_note ?? null,
  };
}

export type OrderJson = ReturnType<typeof formatOrder>;

/** Keys of payment_info that describe the method rather than what the customer typed. */
const OFFLINE_INFO_KEYS = new Set(['method_name', 'method_id', 'customer_note']);

/** An offline payment's proof as track answers it: what the customer sent (method_name among it) and its review. */
type OfflineProofData = Record<string, string | number | null> & {
  status: string;
  method_id: number | null;
  customer_note: string | null;
  admin_note: string | null;
};

function proofData(offline: OfflinePaymentRow): OfflineProofData {
  return {
    ...offline.payment_info,
    status: offline.status,
    method_id: offline.method_id,
    customer_note: offline.customer_note,
    // Why the store did not accept the proof (the operator's decision), for the customer to fix it.
    admin_note: offline.note,
  };
}

/** What track adds: the store's delivery time span and the offline payment proof. */
export function trackFields(store: StoreJson | null, offline: OfflinePaymentRow | null) {
  const [min, max] = deliveryMinutes(store?.delivery_time ?? '');
  return {
    min_delivery_time: store ? min : null,
    max_delivery_time: store ? max : null,
    offline_payment: offline
      ? {
          data: proofData(offline),
          input: Object.entries(offline.payment_info)
            .filter(([key]) => !OFFLINE_INFO_KEYS.has(key))
            .map(([user_input, user_data]) => ({ user_input, user_data })),
          method_fields: offline.method_fields,
        }
      : null,
  };
}

/**
 * A line's stored choices (order_details.variation, written at checkout from the cart line):
 * the variation type, or food groups with their labels — seeded and older orders spell a
 * group's values as 6amMart stores them, one entry per label.
 */
export type OrderedVariation =
  | { type: string; price?: number }
  | { name: string; values: { label: string[] } | { label: string; optionPrice?: number }[] };

/** A line's stored add-ons (order_details.add_ons). */
export interface OrderedAddOn {
  id: number;
  name: string;
  price: number;
  quantity: number;
}

/** One line of order/details: the row with its snapshots decoded (jsonb arrives decoded). */
export function formatDetail(d: OrderDetailRow) {
  // The item as it was when ordered (order_details.item_details); older snapshots may lack keys.
  const item: Partial<ItemJson> = d.item_details ?? {};
  return {
    id: d.id,
    order_id: d.order_id,
    item_id: d.item_id,
    item_campaign_id: d.item_campaign_id,
    item_details: item,
    variation: (Array.isArray(d.variation) ? d.variation : []) as OrderedVariation[],
    variant: d.variant,
    add_ons: (Array.isArray(d.add_ons) ? d.add_ons : []) as OrderedAddOn[],
    total_add_on_price: num(d.total_add_on_price),
    price: num(d.price),
    discount_on_item: num(d.discount_on_item),
    discount_type: d.discount_type,
    quantity: d.quantity,
    tax_amount: num(d.tax_amount),
    image_full_url: item.image_full_url ?? null,
    created_at: d.created_at,
    updated_at: d.created_at,
  };
}

/** order/track: the order with the store's delivery time span and the offline payment proof. */
export type TrackedOrderJson = OrderJson & ReturnType<typeof trackFields>;
/** order/list and order/running-orders. */
export type OrderPageJson = PageJson & { orders: OrderJson[] };
/** A line of order/details; the first carries is_guest. */
export type OrderLineJson = ReturnType<typeof formatDetail> & { is_guest?: number };
/** order/details: the lines, or the order itself when it has none (a prescription order). */
export type OrderDetailsJson = OrderLineJson[] | OrderJson;
/** order/cancellation-reasons: a page of reasons. */
export type CancellationReasonsJson = PageJson & { data: ReasonRow[] };
/** order/refund-reasons. */
export interface RefundReasonsJson {
  refund_reasons: ReasonRow[];
}
/** operator/orders: a page of the board's orders, each with the moves the operator may make. */
export type OperatorBoardJson = PageJson & { orders: (TrackedOrderJson & { operator_moves: OrderStatus[] })[] };
