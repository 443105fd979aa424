/**
 * The order pages' reads (GET customer/order/list, running-orders, track,
 * details, cancellation-reasons, refund-reasons) and the mapping of 6amMart's
 * order JSON to the shapes of `types.ts`. Who may see an order is the API's
 * business: a signed-in shopper by token, a guest by guest id, a guest on
 * another device by order id and phone (the /track-order form).
 */
import {
  currencyDecimals,
  isValidLatLng,
  localMoment,
  offlineProofOpen,
  reviewsOpen,
  toMinor,
  ORDER_STATUSES,
  type Minor,
  type OrderStatus,
} from '@souq/domain';
import { ApiError, type Api } from '../../lib/api.server.ts';
import type { Prefs } from '../../lib/prefs.server.ts';
import { availableActions, isSettled, normalizeStatus, reachedSteps } from './status.ts';
import type {
  Moment,
  OfflineProof,
  OrderAddress,
  OrderCard,
  OrderLine,
  OrderList,
  OrderTab,
  OrderView,
  Reason,
} from './types.ts';
import { fieldLabel, OFFLINE_METHODS_PATH, toOfflineMethod, type OfflineMethod } from '../checkout/offline-methods.ts';
import type { WireCourier, WireOrder, WireOrderedVariation, WireOrderLine, WireTrackedOrder } from '@souq/api/answers';

type Address = WireOrder['delivery_address'];

export const ORDERS_PAGE_SIZE = 10;

const NO_ACTIONS = { cancel: false, switchToCod: false, refund: false, payNow: false } as const;

/** What the pages need from GET /config to read orders. */
export interface OrderSettings {
  decimals: number;
  timezone: string;
  refundActive: boolean;
}

export async function loadOrderSettings(api: Api): Promise<OrderSettings> {
  const config = await api.get('/config');
  return {
    decimals: currencyDecimals(config.digit_after_decimal_point),
    timezone: config.timezone || 'UTC',
    refundActive: Boolean(config.refund_active_status),
  };
}

/**
 * The query that says whose order it is: nothing for a signed-in shopper
 * (the token does), the guest id for a guest, plus the phone number when
 * the guest tracks an order by id and phone.
 */
export function ownerQuery(prefs: Pick<Prefs, 'token' | 'guestId'>, phone?: string | null): Record<string, string> {
  if (prefs.token) return {};
  const query: Record<string, string> = {};
  if (prefs.guestId) query.guest_id = prefs.guestId;
  if (phone) query.contact_number = phone;
  return query;
}

export async function loadOrderList(
  api: Api,
  prefs: Prefs,
  tab: OrderTab,
  page: number,
  settings: OrderSettings,
): Promise<OrderList> {
  const path = tab === 'running' ? '/customer/order/running-orders' : '/customer/order/list';
  const answer = await api.get(path, {
    limit: ORDERS_PAGE_SIZE,
    offset: page,
    ...ownerQuery(prefs),
  });
  return {
    tab,
    page,
    pageSize: ORDERS_PAGE_SIZE,
    total: answer.total_size,
    orders: answer.orders.map((order) => toOrderCard(order, settings)),
  };
}

/**
 * One order with its lines. Track finds an order by its owner or, for a
 * guest, by the phone it was placed with; the lines (`details`) and the
 * actions belong to the owner only (the account or the guest id that
 * placed it). A guest tracking by phone from another device sees the
 * order's progress and amounts, without its lines or actions.
 */
export async function loadOrder(
  api: Api,
  orderId: number,
  query: Record<string, string>,
  settings: OrderSettings,
  signedIn: boolean,
): Promise<OrderView> {
  const { contact_number: _phone, ...ownerOnly } = query;
  const [order, details] = await Promise.all([
    api.get('/customer/order/track', { order_id: orderId, ...query }),
    api.get('/customer/order/details', { order_id: orderId, ...ownerOnly }).catch((error: unknown) => {
      if (error instanceof ApiError && (error.status === 404 || error.status === 401 || error.status === 403))
        return null;
      throw error;
    }),
  ]);
  // An order without lines (a prescription order) answers the order object instead of rows.
  const rows = Array.isArray(details) ? details : [];
  return toOrderView(order, rows, settings, { signedIn, owner: details !== null });
}

export async function loadCancellationReasons(api: Api): Promise<Reason[]> {
  const answer = await api.get('/customer/order/cancellation-reasons', {
    offset: 1,
    limit: 50,
    type: 'customer',
  });
  return answer.data.map(({ id, reason }) => ({ id, reason }));
}

export async function loadRefundReasons(api: Api): Promise<Reason[]> {
  const answer = await api.get('/customer/order/refund-reasons');
  return answer.refund_reasons.map(({ id, reason }) => ({ id, reason }));
}

// ---------------------------------------------------------------- mapping

/**
 * A timestamp of the API on the business clock. ISO strings carry their
 * zone; a bare 'YYYY-MM-DD HH:MM:SS' is the database's UTC.
 */
export function toMoment(value: string | null | undefined, timezone: string): Moment | null {
  if (!value) return null;
  const text = /[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(' ', 'T')}Z`;
  const instant = new Date(text);
  if (Number.isNaN(instant.getTime())) return null;
  const moment = localMoment(instant, timezone);
  const seconds = moment.seconds;
  const time = `${String(Math.floor(seconds / 3600)).padStart(2, '0')}:${String(Math.floor((seconds % 3600) / 60)).padStart(2, '0')}`;
  return { date: moment.date, time };
}

const money = (value: number | null | undefined, decimals: number): Minor => toMinor(value ?? 0, decimals);

export function toOrderCard(order: WireOrder, settings: OrderSettings): OrderCard {
  return {
    id: order.id,
    status: normalizeStatus(order.order_status),
    orderType: order.order_type,
    placedAt: toMoment(order.created_at, settings.timezone),
    amount: money(order.order_amount, settings.decimals),
    itemCount: order.details_count ?? 0,
    store: order.store ? { name: order.store.name, logo: order.store.logo_full_url ?? null } : null,
    parcelCategory: order.parcel_category
      ? { name: order.parcel_category.name, image: order.parcel_category.image_full_url ?? null }
      : null,
  };
}

/** The chosen values of one line's variations, whatever shape they were stored in. */
export function variationLabels(variation: WireOrderedVariation[]): string[] {
  return variation.flatMap((v) => {
    if ('type' in v) return v.type ? [v.type] : [];
    if (Array.isArray(v.values)) return v.values.map((value) => value.label);
    return v.values?.label ?? [];
  });
}

export function toOrderLine(row: WireOrderLine, decimals: number): OrderLine {
  const item = row.item_details;
  const addOns = row.add_ons;
  const unitPrice = money(row.price, decimals);
  const lineAddOns = addOns.map((a) => ({ name: a.name, quantity: a.quantity, price: money(a.price, decimals) }));
  const addOnTotal =
    row.total_add_on_price !== undefined && row.total_add_on_price !== null
      ? money(row.total_add_on_price, decimals)
      : lineAddOns.reduce((sum, a) => sum + a.price * a.quantity, 0);
  return {
    id: row.id,
    itemId: row.item_id,
    name: item.name ?? '',
    image: row.image_full_url ?? item.image_full_url ?? null,
    quantity: row.quantity,
    unitPrice,
    variations: variationLabels(row.variation),
    addOns: lineAddOns,
    total: unitPrice * row.quantity + addOnTotal,
  };
}

function orderAddress(address: Address | null): OrderAddress | null {
  if (!address) return null;
  return {
    contactName: address.contact_person_name ?? '',
    contactPhone: address.contact_person_number ?? '',
    text: address.address ?? '',
    type: address.address_type ?? null,
    extras: [address.road, address.house, address.floor].filter((part): part is string => Boolean(part)),
  };
}

/** A point of the API (numbers or numeric strings), or null when it is not one. */
function pointOf(lat: unknown, lng: unknown): { lat: number; lng: number } | null {
  if (lat === null || lat === undefined || lat === '' || lng === null || lng === undefined || lng === '') return null;
  const point = { lat: Number(lat), lng: Number(lng) };
  return isValidLatLng(point.lat, point.lng) ? point : null;
}

/** The route map of a running delivery with a courier (spec §2 "delivery-person route map"); null otherwise. */
function routeMapOf(
  order: WireTrackedOrder,
  address: Address | null,
  courier: WireCourier | null,
  status: OrderStatus,
): OrderView['routeMap'] {
  if (!courier || !address || order.order_type === 'take_away' || isSettled(status)) return null;
  // A parcel goes from its sender (the order's address) to its receiver.
  if (order.order_type === 'parcel') {
    const receiver = order.receiver_details;
    const from = pointOf(address.latitude, address.longitude);
    const to = pointOf(receiver?.latitude, receiver?.longitude);
    if (!from || !to) return null;
    return {
      store: { ...from, name: address.contact_person_name ?? '' },
      customer: to,
      courier: pointOf(courier.lat, courier.lng),
      pickedUp: status === 'picked_up',
    };
  }
  const store = pointOf(order.store?.latitude, order.store?.longitude);
  const customer = pointOf(address.latitude, address.longitude);
  if (!store || !customer || !order.store) return null;
  return {
    store: { ...store, name: order.store.name },
    customer,
    courier: pointOf(courier.lat, courier.lng),
    pickedUp: status === 'picked_up',
  };
}

/** The items (one entry per item) and the courier of a delivered order its customer has not rated yet (domain rule). */
function leftToReview(order: WireTrackedOrder, lines: OrderLine[], courierId: number | null): OrderView['toReview'] {
  const open = reviewsOpen({
    status: normalizeStatus(order.order_status),
    deliveredAt: order.delivered ?? null,
    itemIds: lines.flatMap((l) => (l.itemId === null ? [] : [l.itemId])),
    reviewedItemIds: order.reviewed_item_ids ?? [],
    courierId,
    courierReviewed: Boolean(order.delivery_man_reviewed),
  });
  return {
    items: open.itemIds.map((itemId) => {
      const line = lines.find((l) => l.itemId === itemId)!;
      return { itemId, name: line.name, image: line.image };
    }),
    courier: open.courier,
  };
}

/** `owner`: the visitor placed this order (not only tracking it by phone), so its actions are theirs. */
export function toOrderView(
  order: WireTrackedOrder,
  rows: WireOrderLine[],
  settings: OrderSettings,
  { signedIn, owner }: { signedIn: boolean; owner: boolean },
): OrderView {
  const { decimals, timezone } = settings;
  const card = toOrderCard(order, settings);
  const status = card.status;
  const lines = rows.map((row) => toOrderLine(row, decimals));
  const items = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  const addOnTotal = lines.reduce((sum, l) => sum + (l.total - l.unitPrice * l.quantity), 0);
  const deliveryFee = money(order.delivery_charge, decimals);
  const rawStamps = Object.fromEntries(ORDER_STATUSES.map((s) => [s, order[s] ?? null])) as Record<
    OrderStatus,
    string | null
  >;
  // The order was placed when it was created, even when the API leaves `pending` empty (wallet orders start confirmed).
  rawStamps.pending ??= order.created_at;
  const stamps: Partial<Record<OrderStatus, Moment>> = {};
  for (const s of ORDER_STATUSES) {
    const moment = toMoment(rawStamps[s], timezone);
    if (moment) stamps[s] = moment;
  }
  const address = order.order_type === 'take_away' ? null : order.delivery_address;
  const deliveryMan = Array.isArray(order.delivery_man) ? order.delivery_man[0] : order.delivery_man;
  const refund = order.refund ?? null;
  const scheduled = order.scheduled === 1;
  return {
    ...card,
    itemCount: card.itemCount || lines.reduce((sum, l) => sum + l.quantity, 0),
    paymentMethod: order.payment_method,
    paymentStatus: order.payment_status,
    reached: reachedSteps(status, order.order_type, rawStamps),
    stamps,
    scheduledFor: scheduled ? toMoment(order.schedule_at, timezone) : null,
    lines,
    amounts: {
      items,
      addOns: addOnTotal,
      subtotal: items + addOnTotal,
      discount:
        money(order.store_discount_amount, decimals) +
        money(order.flash_admin_discount_amount, decimals) +
        money(order.flash_store_discount_amount, decimals),
      coupon: money(order.coupon_discount_amount, decimals),
      couponCode: order.coupon_code || null,
      referralDiscount: money(order.ref_bonus_amount, decimals),
      tax: money(order.total_tax_amount, decimals),
      taxIncluded: order.tax_status === 'included',
      deliveryFee,
      freeDelivery: order.order_type !== 'take_away' && deliveryFee === 0 && Boolean(order.free_delivery_by),
      tips: money(order.dm_tips, decimals),
      additionalCharge: money(order.additional_charge, decimals),
      extraPackaging: money(order.extra_packaging_amount, decimals),
      total: card.amount,
      paidByWallet: money(order.partially_paid_amount, decimals),
    },
    address: orderAddress(address),
    parcel:
      order.order_type === 'parcel'
        ? {
            receiver: orderAddress(order.receiver_details),
            payer: order.charge_payer === 'receiver' ? 'receiver' : 'sender',
          }
        : null,
    store: order.store
      ? {
          id: order.store.id,
          name: order.store.name,
          logo: order.store.logo_full_url ?? null,
          phone: order.store.phone ?? null,
          address: order.store.address ?? null,
        }
      : null,
    deliveryMan: deliveryMan
      ? {
          id: deliveryMan.id,
          name: [deliveryMan.f_name, deliveryMan.l_name].filter(Boolean).join(' '),
          phone: deliveryMan.phone ?? null,
          image: deliveryMan.image_full_url ?? null,
          rating: Number(deliveryMan.avg_rating ?? 0),
          ratingCount: Number(deliveryMan.rating_count ?? 0),
          vehicle: deliveryMan.vehicle_type ?? null,
        }
      : null,
    routeMap: routeMapOf(order, address, deliveryMan ?? null, status),
    canChat: owner && signedIn,
    toReview: owner && signedIn ? leftToReview(order, lines, deliveryMan?.id ?? null) : { items: [], courier: false },
    instruction: order.delivery_instruction || null,
    note: order.order_note || null,
    cutlery: Boolean(Number(order.cutlery ?? 0)),
    cancellationReason: order.cancellation_reason || null,
    canceledBy: order.canceled_by || null,
    refund:
      refund || status.startsWith('refund')
        ? {
            status: refund?.refund_status ?? null,
            reason: refund?.customer_reason ?? null,
            note: refund?.customer_note ?? null,
            adminNote: refund?.admin_note ?? order.refund_cancellation_note ?? null,
          }
        : null,
    deliveryMinutes:
      order.min_delivery_time && order.max_delivery_time ? [order.min_delivery_time, order.max_delivery_time] : null,
    offlinePayment: owner ? offlineProofOf(order) : null,
    offlineProofOpen:
      owner &&
      offlineProofOpen({
        status,
        paymentStatus: order.payment_status,
        paymentMethod: order.payment_method,
        payments: order.payments ?? [],
      }) &&
      offlineProofOf(order)?.status !== 'verified',
    actions: owner
      ? availableActions({
          status,
          paymentMethod: order.payment_method,
          paymentStatus: order.payment_status,
          signedIn,
          refundActive: settings.refundActive,
          payments: order.payments ?? [],
          dueMinor: card.amount - money(order.partially_paid_amount, decimals),
        })
      : NO_ACTIONS,
    owner,
    live: !isSettled(status),
  };
}

const PROOF_STATUSES = ['pending', 'verified', 'denied'] as const;

/** The offline payment's proof of track's answer, or null when none was sent. */
export function offlineProofOf(order: WireTrackedOrder): OfflineProof | null {
  const proof = order.offline_payment;
  const data = proof?.data;
  if (!proof || !data) return null;
  const status = PROOF_STATUSES.find((s) => s === data.status) ?? 'pending';
  const methodId = Number(data.method_id);
  const note = typeof data.customer_note === 'string' && data.customer_note.trim() ? data.customer_note : null;
  const reply = typeof data.admin_note === 'string' && data.admin_note.trim() ? data.admin_note : null;
  return {
    methodId: Number.isInteger(methodId) && methodId > 0 ? methodId : null,
    methodName: typeof data.method_name === 'string' ? data.method_name : '',
    status,
    sent: (proof.input ?? []).map((i) => ({ name: i.user_input, value: String(i.user_data ?? '') })),
    note,
    reply: status === 'denied' ? reply : null,
    details: (proof.method_fields ?? []).map((f) => ({ label: fieldLabel(f.input_name), value: f.input_data })),
  };
}

/** The API's Server-Sent Events of one order's status changes (orders-life). */
export const ORDER_EVENTS_PATH = '/customer/order/events';

/**
 * The list a visitor may see on My Orders: a signed-in shopper's, or the
 * orders of this device's guest id (null when the guest has none yet).
 * An expired token is the caller's to handle (ApiError 401).
 */
export async function loadVisibleOrders(
  api: Api,
  prefs: Prefs,
  query: URLSearchParams,
  page: number,
): Promise<OrderList | null> {
  if (!prefs.token && !prefs.guestId) return null;
  const tab: OrderTab = query.get('tab') === 'history' ? 'history' : 'running';
  const settings = await loadOrderSettings(api);
  try {
    const list = await loadOrderList(api, prefs, tab, page, settings);
    // A guest who never ordered on this device sees only the notice.
    if (!prefs.token && list.total === 0 && tab === 'running' && page === 1) {
      const history = await loadOrderList(api, prefs, 'history', 1, settings);
      if (history.total === 0) return null;
    }
    return list;
  } catch (error) {
    if (!prefs.token && error instanceof ApiError && error.status < 500) return null;
    throw error;
  }
}

export interface OrderPageData {
  order: OrderView | null;
  reasons: { cancel: Reason[]; refund: Reason[] };
  /** The offline methods the proof form offers, while the owner may send one. */
  offlineMethods: OfflineMethod[];
}

/**
 * One order for its page, with the reasons its actions need, or
 * `order: null` when this visitor may not see it (the API's 404 for
 * someone else's order looks the same as a missing one).
 */
export async function loadOrderPage(
  api: Api,
  orderId: number,
  query: Record<string, string>,
  signedIn: boolean,
): Promise<OrderPageData> {
  const settings = await loadOrderSettings(api);
  let order: OrderView;
  try {
    order = await loadOrder(api, orderId, query, settings, signedIn);
  } catch (error) {
    if (error instanceof ApiError && [400, 403, 404, 422].includes(error.status))
      return { order: null, reasons: { cancel: [], refund: [] }, offlineMethods: [] };
    if (error instanceof ApiError && error.status === 401 && !signedIn)
      return { order: null, reasons: { cancel: [], refund: [] }, offlineMethods: [] };
    throw error;
  }
  const quietly = (read: Promise<Reason[]>) =>
    read.catch((error: unknown) => (error instanceof ApiError ? [] : Promise.reject(error)));
  const [cancel, refund, offlineMethods] = await Promise.all([
    order.actions.cancel ? quietly(loadCancellationReasons(api)) : [],
    order.actions.refund ? quietly(loadRefundReasons(api)) : [],
    order.offlineProofOpen
      ? api
          .get(OFFLINE_METHODS_PATH)
          .then((methods) => methods.map(toOfflineMethod))
          .catch((error: unknown) => (error instanceof ApiError ? [] : Promise.reject(error)))
      : [],
  ]);
  return { order, reasons: { cancel, refund }, offlineMethods };
}
