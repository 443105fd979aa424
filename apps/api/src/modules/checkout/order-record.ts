/**
 * The rows an order is recorded as (reference §5.2 outputs): the order's
 * columns, its lines (each with the item as it was), its payment rows and
 * its first status events. Pure: the flow gathered everything decided.
 */
import { randomInt } from 'node:crypto';
import { minorToDecimalString, type Minor, type ParcelCharge, type PaymentChoice } from '@souq/domain';
import type { Owner } from '../../http/auth.ts';
import type { StoreEntry } from '../catalog/index.ts';
import type { OrderCoupon } from '../coupons/index.ts';
import type { OrderLine, OrderPricing } from './pricing.ts';
import type { PlaceOrderBody } from './schemas.ts';

export interface OrderFacts {
  owner: Owner;
  moduleId: number;
  store: StoreEntry;
  body: PlaceOrderBody;
  orderType: 'delivery' | 'take_away';
  point: { lat: number; lng: number } | null;
  distance: number;
  when: { at: Date; scheduled: boolean };
  now: Date;
  contact: { name: string; number: string; email: string | null };
  lines: OrderLine[];
  pricing: OrderPricing;
  coupon: OrderCoupon | null;
  payment: PaymentChoice;
  walletPart: Minor;
  /** The customer's own saved address the order names, when it is theirs. */
  addressId: number | null;
  attachments: string[];
  idempotencyKey: string | null;
  decimals: number;
}

/** Paid in full by the wallet, or the wallet share paid and the rest due in cash: confirmed at once. A digital or offline rest waits for that payment. */
export function placedStatus(payment: PaymentChoice): 'confirmed' | 'pending' {
  return payment.method === 'wallet' || (payment.partial && payment.method === 'cash_on_delivery')
    ? 'confirmed'
    : 'pending';
}

/** What any order records of who placed it, its payment and its first status. */
function placementColumns(
  f: Pick<OrderFacts, 'owner' | 'moduleId' | 'decimals' | 'payment' | 'walletPart' | 'now' | 'idempotencyKey'>,
) {
  const { method, partial } = f.payment;
  const status = placedStatus(f.payment);
  return {
    ...(f.owner.kind === 'customer' ? { user_id: f.owner.userId } : { guest_id: f.owner.guestId }),
    module_id: f.moduleId,
    partially_paid_amount: minorToDecimalString(partial ? f.walletPart : 0, f.decimals),
    payment_status: method === 'wallet' ? 'paid' : partial ? 'partially_paid' : 'unpaid',
    payment_method: partial ? 'partial_payment' : method,
    order_status: status,
    pending: f.now,
    confirmed: status === 'confirmed' ? f.now : null,
    otp: String(randomInt(1000, 10000)),
    idempotency_key: f.idempotencyKey,
    created_at: f.now,
    updated_at: f.now,
  };
}

export function orderColumns(f: OrderFacts): Record<string, unknown> {
  const money = (minor: Minor) => minorToDecimalString(minor, f.decimals);
  const { totals } = f.pricing;
  return {
    ...placementColumns(f),
    store_id: f.store.row.id,
    zone_id: f.store.row.zone_id,
    dm_vehicle_id: f.pricing.vehicleId,
    order_amount: money(totals.orderAmount),
    coupon_discount_amount: money(totals.couponDiscount),
    coupon_discount_title: f.coupon?.title ?? null,
    coupon_code: f.coupon?.code ?? null,
    coupon_created_by: f.coupon?.createdBy ?? null,
    store_discount_amount: money(totals.storeDiscount),
    discount_on_product_by: f.pricing.discountOnProductBy,
    flash_admin_discount_amount: money(f.pricing.flashAdminDiscount),
    flash_store_discount_amount: money(f.pricing.flashStoreDiscount),
    ref_bonus_amount: money(totals.firstOrderDiscount),
    total_tax_amount: money(totals.tax),
    tax_percentage: Number(f.store.row.tax),
    tax_status: totals.taxIncluded ? 'included' : 'excluded',
    delivery_charge: money(totals.deliveryCharge),
    original_delivery_charge: money(totals.originalDeliveryCharge),
    free_delivery_by: f.pricing.freeDeliveryBy,
    dm_tips: money(totals.tips),
    additional_charge: money(totals.additionalCharge),
    extra_packaging_amount: money(totals.extraPackaging),
    order_type: f.orderType,
    delivery_address: JSON.stringify(deliveryAddress(f)),
    delivery_address_id: f.addressId,
    distance: f.distance,
    order_note: f.body.order_note,
    delivery_instruction: f.body.delivery_instruction,
    unavailable_item_note: f.body.unavailable_item_note,
    cutlery: f.body.cutlery,
    schedule_at: f.when.at,
    scheduled: f.when.scheduled,
    order_attachment: JSON.stringify(f.attachments),
    prescription_order: f.attachments.length > 0,
  };
}

function deliveryAddress(f: OrderFacts) {
  const delivery = f.orderType === 'delivery';
  return {
    contact_person_name: f.contact.name,
    contact_person_number: f.contact.number,
    contact_person_email: f.contact.email,
    address_type: f.body.address_type ?? (delivery ? 'others' : null),
    address: delivery ? f.body.address : null,
    floor: f.body.floor,
    road: f.body.road,
    house: f.body.house,
    latitude: f.point ? String(f.point.lat) : null,
    longitude: f.point ? String(f.point.lng) : null,
  };
}

/** Each line with the item as it is now (order_details). */
export function detailRows(f: OrderFacts): Record<string, unknown>[] {
  const money = (minor: Minor) => minorToDecimalString(minor, f.decimals);
  return f.lines.map(({ priced, item, flashSaleItemId }, index) => {
    const isCampaign = priced.model === 'ItemCampaign';
    const addOns = new Map(item.add_ons.map((a) => [a.id, a]));
    return {
      item_id: isCampaign ? null : priced.itemId,
      item_campaign_id: isCampaign ? priced.itemId : null,
      flash_sale_item_id: flashSaleItemId,
      item_details: item,
      variation: priced.variation,
      variant: (priced.variation[0] as { type?: string } | undefined)?.type ?? '',
      add_ons: priced.addOnIds.map((id, i) => ({
        id,
        name: addOns.get(id)?.name ?? '',
        price: addOns.get(id)?.price ?? 0,
        quantity: priced.addOnQtys[i],
      })),
      total_add_on_price: money(priced.addOnTotal),
      price: money(priced.unitPrice),
      discount_on_item: money(priced.unitDiscount),
      discount_type: priced.discount?.type === 'percent' ? 'percent' : 'amount',
      quantity: priced.quantity,
      tax_amount: money(f.pricing.unitTax[index]),
    };
  });
}

/** order_payments: the whole amount by the method, or the wallet's share paid and the rest due. */
export function paymentRows(f: Pick<OrderFacts, 'decimals' | 'payment' | 'walletPart'> & { amount: Minor }) {
  const money = (minor: Minor) => minorToDecimalString(minor, f.decimals);
  const { amount } = f;
  const { method, partial } = f.payment;
  return partial
    ? [
        { amount: money(f.walletPart), payment_status: 'paid', payment_method: 'wallet' },
        { amount: money(amount - f.walletPart), payment_status: 'unpaid', payment_method: method },
      ]
    : [{ amount: money(amount), payment_status: method === 'wallet' ? 'paid' : 'unpaid', payment_method: method }];
}

export function statusEvents(payment: PaymentChoice) {
  const events = [{ status: 'pending', changed_by: 'customer', note: null as string | null }];
  if (placedStatus(payment) === 'confirmed')
    events.push({
      status: 'confirmed',
      changed_by: 'payment',
      note: payment.method === 'wallet' ? 'paid by wallet' : 'wallet share paid',
    });
  return events;
}

/** A parcel order's facts (issue 18): no store, no lines; a sender (the order's address) and a receiver. */
export interface ParcelFacts extends Pick<
  OrderFacts,
  'owner' | 'moduleId' | 'body' | 'now' | 'contact' | 'payment' | 'walletPart' | 'addressId'
> {
  idempotencyKey: string | null;
  decimals: number;
  /** The sender's zone (served by the parcel module). */
  zoneId: number;
  sender: { lat: number; lng: number; address: string };
  receiver: {
    name: string;
    phone: string;
    address: string;
    lat: number;
    lng: number;
    zoneId: number;
    addressType: string | null;
    floor: string | null;
    road: string | null;
    house: string | null;
  };
  categoryId: number;
  chargePayer: 'sender' | 'receiver';
  charge: ParcelCharge;
}

export function parcelOrderColumns(f: ParcelFacts): Record<string, unknown> {
  const money = (minor: Minor) => minorToDecimalString(minor, f.decimals);
  const { charge, receiver } = f;
  return {
    ...placementColumns(f),
    store_id: null,
    zone_id: f.zoneId,
    dm_vehicle_id: charge.vehicleId,
    order_amount: money(charge.orderAmount),
    total_tax_amount: money(charge.tax),
    delivery_charge: money(charge.deliveryCharge),
    original_delivery_charge: money(charge.deliveryCharge),
    dm_tips: money(charge.tips),
    additional_charge: money(charge.additionalCharge),
    order_type: 'parcel',
    delivery_address: JSON.stringify({
      contact_person_name: f.contact.name,
      contact_person_number: f.contact.number,
      contact_person_email: f.contact.email,
      address_type: f.body.address_type ?? 'others',
      address: f.sender.address,
      floor: f.body.floor,
      road: f.body.road,
      house: f.body.house,
      latitude: String(f.sender.lat),
      longitude: String(f.sender.lng),
    }),
    delivery_address_id: f.addressId,
    distance: charge.distanceKm,
    order_note: f.body.order_note,
    delivery_instruction: f.body.delivery_instruction,
    schedule_at: f.now,
    scheduled: false,
    parcel_category_id: f.categoryId,
    receiver_details: JSON.stringify({
      contact_person_name: receiver.name,
      contact_person_number: receiver.phone,
      address_type: receiver.addressType ?? 'others',
      address: receiver.address,
      floor: receiver.floor,
      road: receiver.road,
      house: receiver.house,
      latitude: String(receiver.lat),
      longitude: String(receiver.lng),
      zone_id: receiver.zoneId,
    }),
    charge_payer: f.chargePayer,
  };
}
