/**
 * Orders for the order pages' journeys, placed through the API the way a
 * 6amMart client places them (buy now, cash on delivery, to Kingdom
 * Centre), and moved along with the operator endpoint (OPERATOR_TOKEN, set
 * for the e2e server in playwright.config.ts).
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const OPERATOR_TOKEN = 'e2e-operator-token-0123456789';

const HOME = { lat: 24.7114, lng: 46.6744, address: 'Kingdom Centre, Al Olaya, Riyadh' };

/**
 * Demo stores that serve Kingdom Centre (zones 2 and 1), each with an item
 * that needs no choices, in a quantity above the store's minimum order.
 * e2e/prepare-database.ts opens them round the clock; the first one open
 * takes the order.
 */
const CANDIDATES = [
  { storeId: 16, moduleId: 3, itemId: 313, quantity: 1, itemName: 'Zinc 50 mg (60)' },
  { storeId: 3, moduleId: 1, itemId: 51, quantity: 3, itemName: 'Onion Rings' },
  { storeId: 21, moduleId: 3, itemId: 399, quantity: 1, itemName: 'Vitamin C 1000 mg Effervescent (20)' },
  { storeId: 15, moduleId: 2, itemId: 294, quantity: 4, itemName: 'Greek Yogurt 500 g' },
];

export function catalogHeaders(moduleId: number) {
  return { zoneId: '[2,1]', moduleId: String(moduleId), latitude: String(HOME.lat), longitude: String(HOME.lng) };
}

/** The first candidate store open now, or null. */
export async function openDemoStore(request: APIRequestContext) {
  for (const candidate of CANDIDATES) {
    const response = await request.get(`/api/v1/stores/details/${candidate.storeId}`, {
      headers: catalogHeaders(candidate.moduleId),
    });
    if (response.ok() && Number((await response.json()).open) === 1) return candidate;
  }
  return null;
}

export interface PlacedOrder {
  id: number;
  itemId: number;
  itemName: string;
  phone: string;
  /** The place answer's redirect_link: the signed payment page, for digital payments. */
  paymentLink?: string;
}

/** Places a buy-now order (cash on delivery unless told), as a customer (token) or a guest (guest id and contact phone). */
export async function placeOrder(
  request: APIRequestContext,
  who: { token: string } | { guestId: string },
  phone = '+966512340000',
  paymentMethod: 'cash_on_delivery' | 'digital_payment' | 'offline_payment' = 'cash_on_delivery',
  /** More of the order's fields (delivery_instruction, order_note, cutlery…). */
  extra: Record<string, unknown> = {},
): Promise<PlacedOrder> {
  const store = await openDemoStore(request);
  if (!store) throw new Error('No demo store is open right now to take a test order');
  const headers: Record<string, string> = { ...catalogHeaders(store.moduleId) };
  if ('token' in who) headers.authorization = `Bearer ${who.token}`;
  const response = await request.post('/api/v1/customer/order/place', {
    headers,
    data: {
      order_type: 'delivery',
      payment_method: paymentMethod,
      store_id: store.storeId,
      address: HOME.address,
      latitude: HOME.lat,
      longitude: HOME.lng,
      contact_person_name: 'Order Tester',
      contact_person_number: phone,
      is_buy_now: 1,
      cart: JSON.stringify([
        {
          item_id: store.itemId,
          item_type: 'AppModelsItem',
          quantity: store.quantity,
          variation: [],
          add_on_ids: [],
          add_on_qtys: [],
        },
      ]),
      ...('guestId' in who ? { guest_id: who.guestId } : {}),
      ...extra,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { order_id, redirect_link } = (await response.json()) as { order_id: number; redirect_link?: string };
  return { id: Number(order_id), itemId: store.itemId, itemName: store.itemName, phone, paymentLink: redirect_link };
}

export async function newGuestId(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/v1/auth/guest/request', { data: {} });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { guest_id: string }).guest_id;
}

/**
 * The built-in payment page of an order, returning to its order page, as checkout sends shoppers
 * there: by the place answer's signed link (decision 21), which lets the page act for the owner.
 */
export function paymentPage(order: PlacedOrder) {
  if (!order.paymentLink) throw new Error(`order ${order.id} has no payment to make`);
  const link = new URL(order.paymentLink);
  link.searchParams.set('callback', `/my-orders/${order.id}`);
  return `/payment-mobile${link.search}`;
}

export async function moveOrder(request: APIRequestContext, orderId: number, status: string) {
  const response = await request.put(`/api/v1/operator/orders/${orderId}/status`, {
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    data: { status },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The order page: its status chip, stepper and actions. */
export class OrderPage {
  constructor(readonly page: Page) {}

  async goto(id: number) {
    await this.page.goto(`/my-orders/${id}`);
  }

  heading(id: number) {
    return this.page.getByRole('heading', { level: 1, name: `Order #${id}` });
  }

  /** The live status line (a polite live region) that names the status. */
  get status() {
    return this.page.getByRole('status').filter({ hasText: /^Order status: / });
  }

  get stepper() {
    return this.page.getByRole('list', { name: 'Order tracking' });
  }

  get currentStep() {
    return this.stepper.locator('[aria-current="step"]');
  }
}
