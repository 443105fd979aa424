/**
 * Helpers for cart tests: a shopper (a guest or a signed-in customer) with
 * the headers of a location and module, calling the cart routes.
 */
import { accountsClient, randomIp, type TestCustomer } from './accounts.ts';
import type { ApiHarness } from './helper.ts';

export interface Shopper {
  /** Headers of a signed-in customer, or the guest_id sent with every call. */
  auth: { token: string } | { guestId: string };
  call<T = any>(
    method: string,
    url: string,
    options?: { payload?: unknown; headers?: Record<string, string>; query?: Record<string, unknown> },
  ): Promise<{ status: number; body: T; headers: Record<string, unknown> }>;
}

export async function newGuestId(api: ApiHarness): Promise<string> {
  const { body } = await api.request({
    method: 'POST',
    url: '/api/v1/auth/guest/request',
    payload: {},
    remoteAddress: randomIp(),
  });
  return body.guest_id;
}

export async function newCustomer(api: ApiHarness, overrides: Record<string, unknown> = {}): Promise<TestCustomer> {
  return accountsClient(api).signUp(overrides);
}

/**
 * A shopper whose calls carry `headers` (zoneId, moduleId, language) and
 * their identity: the bearer token, or guest_id in the query (GET, DELETE)
 * or the body (POST, PUT), as 6amMart clients send it.
 */
export function shopper(api: ApiHarness, auth: Shopper['auth'], headers: Record<string, string>): Shopper {
  return {
    auth,
    call(method, url, options = {}) {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(options.query ?? {})) query.set(key, String(value));
      let payload = options.payload as Record<string, unknown> | undefined;
      const auth_: Record<string, string> = {};
      if ('token' in auth) auth_.authorization = `Bearer ${auth.token}`;
      else if (method === 'GET' || method === 'DELETE') query.set('guest_id', auth.guestId);
      else payload = { guest_id: auth.guestId, ...payload };
      return api.request({
        method: method as 'GET',
        url: `${url}${query.size ? `?${query}` : ''}`,
        headers: { ...headers, ...auth_, ...options.headers },
        payload: payload as object,
      });
    },
  };
}

export const CART = {
  list: '/api/v1/customer/cart/list',
  add: '/api/v1/customer/cart/add',
  update: '/api/v1/customer/cart/update',
  removeItem: '/api/v1/customer/cart/remove-item',
  clear: '/api/v1/customer/cart/remove',
} as const;
