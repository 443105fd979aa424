/**
 * Request quirks of existing 6amMart clients (issue 15, client-contract §4):
 * each is answered as the client means it, not refused.
 * - a stray `?` in message/details (`?receiver_id=0?&offset=1&limit=10`);
 * - `offset` without `=` in flash-sales (`?limit=10&offset`);
 * - JSON arrays in query strings (`category_ids=[1,2]`) and in the zoneId header;
 * - `_method: "put"` on POSTs that stand for PUTs;
 * - multipart where JSON is usual (order place, profile update, refund request);
 * - `X-localization: undefined` from SSR without a language cookie, POSTs with
 *   the id in the query and no body, `category_id=0` for "all", and
 *   `guest_id: ""`/`schedule_at: null` in a signed-in order;
 * and the rental lists answer empty from any module rather than 404.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsClient, multipartBody } from '../../test/accounts.ts';
import { catalogHeaders, demoIds, type DemoIds } from '../../test/catalog.ts';
import { newCustomer, newGuestId } from '../../test/cart.ts';
import { useApi } from '../../test/helper.ts';
import { placeOrder } from '../../test/order-fixtures.ts';
import { multipartOrder, ORDER, setUpLab, TINY_PNG, type Lab } from '../../test/orders.ts';

const api = useApi();
let ids: DemoIds;
let lab: Lab;
let food: Record<string, string>;

beforeAll(async () => {
  ids = await demoIds(api);
  lab = await setUpLab(api);
  food = catalogHeaders([ids.zones.olaya, ids.zones.central], ids.modules.food);
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('query strings as old clients write them', () => {
  it('message/details with a stray "?" after the id answers the conversation', async () => {
    const c = await newCustomer(api);
    const support = await api.request({
      url: '/api/v1/customer/message/details?receiver_type=admin&receiver_id=0?&offset=1&limit=10',
      headers: bearer(c.token),
    });
    expect(support.status).toBe(200);
    expect(Array.isArray(support.body.messages)).toBe(true);
    const sent = await api.request({
      method: 'POST',
      url: '/api/v1/customer/message/send',
      headers: bearer(c.token),
      payload: { receiver_type: 'admin', receiver_id: 0, message: 'Where is my order?' },
    });
    expect(sent.status).toBe(200);
    const [conversation] = (
      await api.request({ url: '/api/v1/customer/message/list?limit=10&offset=1', headers: bearer(c.token) })
    ).body.conversations;
    const { status, body } = await api.request({
      url: `/api/v1/customer/message/details?conversation_id=${conversation.id}?&offset=&limit=`,
      headers: bearer(c.token),
    });
    expect(status).toBe(200);
    expect(body.messages.map((m: { message: string }) => m.message)).toContain('Where is my order?');
    expect((await api.request('/api/v1/customer/message/details?receiver_id=0?')).status).toBe(401);
  });

  it('flash-sales with "offset" and no "=" answers the running flash sale', async () => {
    const grocery = catalogHeaders([ids.zones.olaya], ids.modules.grocery);
    const quirky = await api.request({ url: '/api/v1/flash-sales?limit=10&offset', headers: grocery });
    const plain = await api.request({ url: '/api/v1/flash-sales?limit=10&offset=1', headers: grocery });
    expect(quirky.status).toBe(200);
    expect(quirky.body).toEqual(plain.body);
    expect(quirky.body.active_products.length).toBeGreaterThan(0);
    const items = await api.request({
      url: `/api/v1/flash-sales/items?limit=&offset&flash_sale_id=${quirky.body.id}`,
      headers: grocery,
    });
    expect(items.status).toBe(200);
    expect(items.body.products.length).toBeGreaterThan(0);
  });

  it('JSON arrays in query strings and the zoneId header read as lists, plain or URL-encoded', async () => {
    const [a, b] = await api.database.db.query<{ id: number }>(
      'select id from categories where module_id = $1 and parent_id is null order by id limit 2',
      [ids.modules.food],
    );
    const list = (query: string) =>
      api.request({ url: `/api/v1/categories/items/list?limit=50&offset=1&${query}`, headers: food });
    const json = await list(`category_ids=[${a.id},${b.id}]`);
    const encoded = await list(`category_ids=${encodeURIComponent(`[${a.id},${b.id}]`)}`);
    const commas = await list(`category_ids=${a.id},${b.id}`);
    expect(json.status).toBe(200);
    expect(json.body.total_size).toBeGreaterThan(0);
    expect(encoded.body).toEqual(json.body);
    expect(commas.body).toEqual(json.body);
    const zones = await api.request({
      url: '/api/v1/stores/get-stores/all?limit=50',
      headers: { zoneid: `[${ids.zones.olaya},${ids.zones.central}]` },
    });
    expect(zones.status).toBe(200);
    expect(zones.body.total_size).toBeGreaterThan(0);
    const filtered = await api.request({
      url: '/api/v1/items/search?name=burger&filter=[top_rated]&limit=20',
      headers: food,
    });
    const ratings = filtered.body.products.map((p: { avg_rating: number }) => p.avg_rating);
    expect(ratings).toEqual([...ratings].sort((x: number, y: number) => y - x));
  });
});

describe('headers and bodies as old clients send them', () => {
  it('X-localization "undefined" (the SSR call without a language cookie) answers in the default language', async () => {
    const plain = await api.request({ url: '/api/v1/config' });
    const quirky = await api.request({ url: '/api/v1/config', headers: { 'x-localization': 'undefined' } });
    expect(quirky.status).toBe(200);
    expect(quirky.body.business_name).toBe(plain.body.business_name);
    const categories = await api.request({
      url: '/api/v1/categories',
      headers: { ...food, 'x-localization': 'undefined' },
    });
    expect(categories.status).toBe(200);
    expect(categories.body[0].name).toMatch(/^[\x20-\x7e]+$/);
  });

  it('wish-list add and remove take their id in the query and no body, with or without a JSON content type', async () => {
    const c = await newCustomer(api);
    const item = ids.item('classic-smash-burger-burger-yard');
    const added = await api.request({
      method: 'POST',
      url: `/api/v1/customer/wish-list/add?item_id=${item}`,
      headers: { ...food, ...bearer(c.token) },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const store = ids.store('burger-yard');
    const withType = await api.request({
      method: 'POST',
      url: `/api/v1/customer/wish-list/add?store_id=${store}`,
      headers: { ...food, ...bearer(c.token), 'content-type': 'application/json' },
    });
    expect(withType.status, JSON.stringify(withType.body)).toBe(200);
    const list = await api.request({ url: '/api/v1/customer/wish-list', headers: { ...food, ...bearer(c.token) } });
    expect(list.body.item.map((i: { id: number }) => i.id)).toContain(item);
    expect(list.body.store.map((s: { id: number }) => s.id)).toContain(store);
    const removed = await api.request({
      method: 'DELETE',
      url: `/api/v1/customer/wish-list/remove?item_id=${item}`,
      headers: { ...food, ...bearer(c.token) },
    });
    expect(removed.status).toBe(200);
  });

  it('items/latest with category_id=0 (the store page\'s "all") lists the whole store', async () => {
    const store = ids.store('burger-yard');
    const all = await api.request({
      url: `/api/v1/items/latest?store_id=${store}&category_id=0&offset=1&limit=50&type=all`,
      headers: food,
    });
    expect(all.status).toBe(200);
    const [{ count }] = await api.database.db.query<{ count: number }>(
      'select count(*)::int as count from items where store_id = $1 and status and available_date_starts is null',
      [store],
    );
    expect(all.body.total_size).toBe(count);
  });

  it('a signed-in order sends guest_id "" and schedule_at null; both read as absent', async () => {
    const customer = await lab.customer();
    const { status, body } = await api.request({
      method: 'POST',
      url: ORDER.place,
      headers: { ...lab.headers, ...bearer((customer.auth as { token: string }).token) },
      payload: lab.buyNow(lab.items[0], 3, { guest_id: '', schedule_at: null }),
    });
    expect(status, JSON.stringify(body)).toBe(200);
    const order = await lab.order(body.order_id);
    expect(order.user_id).toBe(customer.userId);
    expect(order.scheduled).toBe(false);
  });
});

describe('"_method": "put" on a POST', () => {
  it('cancels an order, switches a failed digital payment to cash, and stores a push token', async () => {
    const c = await newCustomer(api);
    const pending = await placeOrder(api, {
      owner: { userId: c.id },
      lines: [{ itemId: ids.item('classic-smash-burger-burger-yard'), quantity: 1 }],
    });
    const cancel = await api.request({
      method: 'POST',
      url: '/api/v1/customer/order/cancel',
      headers: bearer(c.token),
      payload: { order_id: pending, reason: 'Ordered by mistake', _method: 'put' },
    });
    expect(cancel.status).toBe(200);
    const [canceled] = await api.database.db.query('select order_status from orders where id = $1', [pending]);
    expect(canceled.order_status).toBe('canceled');

    const digital = await placeOrder(api, {
      owner: { userId: c.id },
      lines: [{ itemId: ids.item('classic-smash-burger-burger-yard'), quantity: 1 }],
      paymentMethod: 'digital_payment',
      status: 'failed',
    });
    const toCash = await api.request({
      method: 'POST',
      url: '/api/v1/customer/order/payment-method',
      headers: bearer(c.token),
      payload: { order_id: digital, _method: 'put' },
    });
    expect(toCash.status).toBe(200);
    const [switched] = await api.database.db.query('select payment_method from orders where id = $1', [digital]);
    expect(switched.payment_method).toBe('cash_on_delivery');

    const token = await api.request({
      method: 'POST',
      url: '/api/v1/customer/cm-firebase-token',
      headers: bearer(c.token),
      payload: { cm_firebase_token: 'device-token-1', _method: 'put' },
    });
    expect(token.status).toBe(200);
    const [user] = await api.database.db.query('select cm_firebase_token from users where id = $1', [c.id]);
    expect(user.cm_firebase_token).toBe('device-token-1');
  });
});

describe('multipart where JSON is usual', () => {
  it('places an order from a multipart form, as pharmacy clients send it', async () => {
    const customer = await lab.customer();
    const form = multipartOrder(lab.buyNow(lab.items[0], 3), []);
    const { status, body } = await api.request({
      method: 'POST',
      url: ORDER.place,
      headers: { ...lab.headers, ...form.headers, ...bearer((customer.auth as { token: string }).token) },
      payload: form.payload,
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect((await lab.order(body.order_id)).user_id).toBe(customer.userId);
  });

  it('updates the profile from a multipart form', async () => {
    const client = accountsClient(api);
    const c = await client.signUp();
    const form = multipartBody({ f_name: 'Hind', l_name: 'Al Saud', email: c.email, phone: c.phone });
    const { status } = await api.request({
      method: 'POST',
      url: '/api/v1/customer/update-profile',
      headers: { ...form.headers, ...bearer(c.token) },
      payload: form.payload,
      remoteAddress: client.ip,
    });
    expect(status).toBe(200);
    const [user] = await api.database.db.query('select f_name, l_name from users where id = $1', [c.id]);
    expect(user).toEqual({ f_name: 'Hind', l_name: 'Al Saud' });
  });

  it('takes a refund request with its photo from a multipart form', async () => {
    const c = await newCustomer(api);
    const id = await placeOrder(api, {
      owner: { userId: c.id },
      lines: [{ itemId: ids.item('classic-smash-burger-burger-yard'), quantity: 1 }],
      status: 'delivered',
      paymentStatus: 'paid',
    });
    const form = multipartOrder(
      { order_id: id, customer_reason: 'Items arrived damaged or spoiled', customer_note: 'Cold' },
      [{ field: 'image[]', filename: 'photo.png', type: 'image/png', data: TINY_PNG }],
    );
    const { status } = await api.request({
      method: 'POST',
      url: '/api/v1/customer/order/refund-request',
      headers: { ...form.headers, ...bearer(c.token) },
      payload: form.payload,
    });
    expect(status).toBe(200);
    const [refund] = await api.database.db.query('select customer_note, image from refunds where order_id = $1', [id]);
    expect(refund.customer_note).toBe('Cold');
    expect(refund.image).toHaveLength(1);
  });
});

describe('rental lists answer from any module, not 404', () => {
  it('the rental (issue 17) cart, wishlist and trips without a rental moduleId', async () => {
    const c = await newCustomer(api);
    const guestId = await newGuestId(api);
    const calls: [string, Record<string, string>, (body: any) => unknown][] = [
      [`/api/v1/rental/user/wish-list?guest_id=${guestId}`, {}, (b) => [...b.vehicles, ...b.providers]],
      [`/api/v1/rental/user/cart/get-cart?guest_id=${guestId}`, {}, (b) => b.carts],
      ['/api/v1/rental/user/trip/get-trip-list/all?limit=10&offset=1', bearer(c.token), (b) => b.trips],
    ];
    for (const [url, headers, list] of calls) {
      const { status, body } = await api.request({ url, headers });
      expect(status, url).toBe(200);
      expect(list(body), url).toEqual([]);
    }
    // Each keeps the real route's "who may call".
    expect((await api.request('/api/v1/rental/user/cart/get-cart')).status).toBe(401);
  });
});
