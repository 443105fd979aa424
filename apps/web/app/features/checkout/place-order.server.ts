/**
 * Placing the order (reference §5.2 inputs, client-contract §7): the page's
 * form becomes the body of POST customer/order/place — JSON, or multipart
 * when prescription images ride along. Amounts the page computed are not
 * sent as truth: the API recomputes price, discounts, delivery and total.
 * The Idempotency-Key the page generated makes a retried or doubled submit
 * one order. Then: offline payments send their proof, digital payments go
 * to the built-in payment page, everything else to the order's page.
 */
import { ACCEPTED_IMAGE_TYPES, LIMITS } from '@souq/domain';
import type { MessageKey } from '../../i18n/t.ts';
import { typedAmount } from '../../lib/actions.server.ts';
import type { Prefs } from '../../lib/prefs.server.ts';
import type { BuyNowLine } from './buy-now.server.ts';
import type { CheckoutPage } from './checkout.server.ts';

export const PAYMENT_METHODS = ['cash_on_delivery', 'digital_payment', 'wallet', 'offline_payment'] as const;
export type PlacePaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface PlaceRequest {
  page: CheckoutPage;
  idempotencyKey: string;
  orderType: 'delivery' | 'take_away';
  paymentMethod: PlacePaymentMethod;
  partial: boolean;
  gateway: string;
  offline: { methodId: number; note: string; fields: Record<string, string> } | null;
  /** A guest's new account (create_new_user): the page signs it in with this password once the order is placed. */
  newAccount: { phone: string; password: string } | null;
  body: Record<string, string | number>;
  attachments: File[];
}

const text = (form: FormData, name: string, max = 255) =>
  String(form.get(name) ?? '')
    .trim()
    .slice(0, max);

/** Reads the page's form; a problem the shopper must fix first answers its message key. */
export function readPlaceForm(
  form: FormData,
  page: CheckoutPage,
  prefs: Prefs,
  line: BuyNowLine | null,
): PlaceRequest | { problem: MessageKey } {
  const orderType = form.get('order_type') === 'take_away' ? 'take_away' : 'delivery';
  const paymentMethod = PAYMENT_METHODS.find((m) => m === form.get('payment_method'));
  if (!paymentMethod) return { problem: 'checkout.choosePayment' };
  const attachments = form
    .getAll('order_attachment')
    .filter((f): f is File => typeof f === 'object' && f !== null && 'size' in f && (f as File).size > 0);
  if (attachments.length > LIMITS.maxImagesPerUpload) return { problem: 'checkout.maxImages' };
  if (attachments.some((f) => !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(f.type)))
    return { problem: 'validation.imageFormat' };
  if (form.get('prescription_required') === '1' && attachments.length === 0)
    return { problem: 'checkout.prescriptionRequired' };
  if (page !== 'cart' && !line) return { problem: 'checkout.buyNowExpired' };

  const body: Record<string, string | number> = {
    order_amount: Number(form.get('order_amount')) || 0,
    payment_method: paymentMethod,
    order_type: orderType,
    store_id: Number(form.get('store_id')) || 0,
  };
  const optional = (key: string, value: string) => {
    if (value) body[key] = value;
  };
  optional('schedule_at', text(form, 'schedule_at', 19));
  optional('coupon_code', text(form, 'coupon_code', 50));
  optional('order_note', text(form, 'order_note', 1000));
  // A preset and free text make one instruction (the API keeps it on the order for the store and the page).
  optional(
    'delivery_instruction',
    [text(form, 'delivery_instruction_choice', 100), text(form, 'delivery_instruction_text', 255)]
      .filter(Boolean)
      .join(' — '),
  );
  if (form.get('cutlery') === '1') body.cutlery = 1;
  const tips = typedAmount(form, 'dm_tips');
  if (tips && orderType === 'delivery') body.dm_tips = tips;
  const packaging = typedAmount(form, 'extra_packaging_amount');
  if (packaging) body.extra_packaging_amount = packaging;
  if (form.get('partial_payment') === '1') body.partial_payment = 1;

  // The contact (and, for delivery, the address) the order goes to.
  for (const key of ['contact_person_name', 'contact_person_number', 'contact_person_email'])
    optional(key, text(form, key));
  if (orderType === 'delivery') {
    for (const key of ['address', 'address_type', 'road', 'house', 'floor']) optional(key, text(form, key, 500));
    for (const key of ['latitude', 'longitude']) optional(key, text(form, key, 30));
    optional('distance', text(form, 'distance', 20));
  }
  let newAccount: PlaceRequest['newAccount'] = null;
  if (!prefs.token && prefs.guestId) {
    body.guest_id = prefs.guestId;
    body.is_guest = 1;
    if (form.get('create_new_user') === '1') {
      // Passwords are sent as typed (no trimming); the API checks them and the contact.
      const password = String(form.get('account_password') ?? '').slice(0, 200);
      body.create_new_user = 1;
      body.password = password;
      newAccount = { phone: String(body.contact_person_number ?? ''), password };
    }
  }
  if (line) {
    body.is_buy_now = 1;
    body.cart = JSON.stringify([
      {
        item_id: line.itemId,
        model: line.model,
        item_type: `App\\Models\\${line.model}`,
        quantity: line.quantity,
        variation: line.variation,
        add_on_ids: line.addOnIds,
        add_on_qtys: line.addOnQtys,
      },
    ]);
  }

  const offline = paymentMethod === 'offline_payment' ? readOfflinePayment(form) : null;
  if (offline && 'problem' in offline) return offline;
  return {
    page,
    idempotencyKey: text(form, 'idempotency_key', 100),
    orderType,
    paymentMethod,
    partial: form.get('partial_payment') === '1',
    gateway: text(form, 'gateway', 100),
    offline,
    newAccount,
    body,
    attachments,
  };
}

/** The offline payment's method and the fields the shopper filled in (sent after placing, as its proof). */
export function readOfflinePayment(form: FormData): NonNullable<PlaceRequest['offline']> | { problem: MessageKey } {
  const methodId = Number(form.get('offline_method_id'));
  if (!Number.isInteger(methodId) || methodId <= 0) return { problem: 'checkout.chooseOfflineMethod' };
  const fields: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    const match = /^offline\[(.{1,100})\]$/.exec(key);
    if (match && typeof value === 'string') fields[match[1]] = value.trim().slice(0, 255);
  }
  return { methodId, note: text(form, 'offline_note', 1000), fields };
}

/** JSON, or multipart with the prescription images as order_attachment[]. */
export function placeBody(request: PlaceRequest): unknown {
  if (!request.attachments.length) return request.body;
  const form = new FormData();
  for (const [key, value] of Object.entries(request.body)) form.set(key, String(value));
  for (const file of request.attachments) form.append('order_attachment[]', file, file.name);
  return form;
}

/**
 * The built-in payment page with the way back to the order (reference §3.8):
 * the API's redirect_link, which carries the signature that lets the page
 * act for the order's owner (issue 13, item 6), with our gateway and
 * callback. The page is served beside the storefront, so only its path and
 * query are kept, whatever origin the API names.
 */
export function paymentPageUrl(redirectLink: string, gateway: string, callback: string): string {
  const link = new URL(redirectLink, 'http://storefront.invalid');
  link.searchParams.set('payment_method', gateway);
  link.searchParams.set('payment_platform', 'web');
  link.searchParams.set('callback', callback);
  return `/payment-mobile${link.search}`;
}

export function orderPageUrl(orderId: number): string {
  return `/my-orders/${orderId}`;
}
