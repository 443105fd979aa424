/** The checkout page, and carts filled through the API the way the cart drawer fills them. */
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

/** A guest id issued by the API, handed to the browser the way the guest action does. */
export async function newGuest(request: APIRequestContext, context: BrowserContext, baseURL: string): Promise<string> {
  const response = await request.post('/api/v1/auth/guest/request');
  expect(response.status()).toBe(200);
  const { guest_id } = (await response.json()) as { guest_id: string };
  await context.addCookies([{ name: 'souq_guest', value: guest_id, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
  return guest_id;
}

/** Adds a line to the cart of a module, as a guest (guestId) or a customer (token). */
export async function addToCart(
  request: APIRequestContext,
  owner: { guestId?: string; token?: string },
  moduleId: number,
  itemId: number,
  quantity = 1,
) {
  const headers: Record<string, string> = { moduleId: String(moduleId), zoneId: '[2,1]' };
  if (owner.token) headers.authorization = `Bearer ${owner.token}`;
  const response = await request.post('/api/v1/customer/cart/add', {
    headers,
    data: { item_id: itemId, model: 'Item', price: 0, quantity, guest_id: owner.guestId },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export class CheckoutPage {
  constructor(readonly page: Page) {}

  async goto(page: 'cart' | 'buy_now' | 'campaign' = 'cart') {
    await this.page.goto(`/checkout?page=${page}`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  }

  section(name: string) {
    return this.page.getByRole('region', { name });
  }

  payment(name: string | RegExp) {
    return this.section('Payment method').getByRole('radio', { name });
  }

  get total() {
    return this.page.getByTestId('amount-total');
  }

  async placeOrder() {
    await this.page.getByTestId('place-order').click();
  }

  /** The order id of the order page the checkout went to. */
  async placedOrderId(): Promise<number> {
    await this.page.waitForURL(/\/my-orders\/\d+/);
    return Number(/\/my-orders\/(\d+)/.exec(this.page.url())![1]);
  }
}

/** '81.00 SAR' → 81 */
export function amountOf(text: string | null): number {
  return Number((text ?? '').replace(/[^\d.]/g, ''));
}

/**
 * The store a journey orders from must be open now: e2e/prepare-database.ts
 * opens the journeys' stores round the clock, so a closed one means that
 * preparation is missing, not a reason to skip.
 */
export async function expectOpen(request: APIRequestContext, storeId: number, moduleId: number) {
  const response = await request.get(`/api/v1/stores/details/${storeId}`, {
    headers: { moduleId: String(moduleId), zoneId: '[2,1]' },
  });
  const store = (await response.json()) as { name: string; open: number };
  expect(store.open, `${store.name} must be open (e2e/prepare-database.ts opens it round the clock)`).toBe(1);
}
