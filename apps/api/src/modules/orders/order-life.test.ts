/**
 * Orders after placement (reference §3.4, §5.3, §5.5): history and running
 * lists, details, tracking (guests by order id and phone), cancel with its
 * message and what it gives back, switching a failed digital payment to
 * cash on delivery, refund requests, the operator endpoint moving an order
 * through every status, and what delivery means (cash paid, loyalty points,
 * order count). Another customer's or guest's order is a 404 everywhere.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp, testEnv } from '../../index.ts';
import { catalogHeaders, demoIds, type DemoIds } from '../../../test/catalog.ts';
import { newCustomer, newGuestId, shopper, type Shopper } from '../../../test/cart.ts';
import { useApi, withChangedSignature } from '../../../test/helper.ts';
import { fundWallet, ORDER_LIFE as ORDER, placeOrder } from '../../../test/order-fixtures.ts';
import { multipartOrder, TINY_PNG } from '../../../test/orders.ts';

const OPERATOR_TOKEN = 'operator-secret-for-tests-0001';
const api = useApi({ OPERATOR_TOKEN });
let ids: DemoIds;
let headers: Record<string, string>;
const sql = <T = any>(text: string, params: unknown[] = []) => api.database.db.query<T>(text, params);
/** An admin's edit of zones or their module rates: read through the zones' and modules' caches, as an admin panel's change drops them. */
const editPlaces = async (text: string, params: unknown[] = []) => {
  await sql(text, params);
  api.app.souq.zones.invalidate();
  api.app.souq.modules.invalidate();
};

beforeAll(async () => {
  ids = await demoIds(api);
  headers = catalogHeaders([ids.zones.olaya], ids.modules.food);
});

const burger = () => ids.item('classic-smash-burger-burger-yard');
const rice = () => ids.item('basmati-rice-fresh-basket');

async function customer() {
  const c = await newCustomer(api);
  return { ...c, shopper: shopper(api, { token: c.token }, headers) };
}
async function guest() {
  const guestId = await newGuestId(api);
  return { guestId, shopper: shopper(api, { guestId }, headers) };
}
const operator = (method: 'GET' | 'PUT', url: string, payload?: object, token = OPERATOR_TOKEN) =>
  api.request({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
const moveTo = (orderId: number, status: string, note?: string) =>
  operator('PUT', ORDER.operatorStatus(orderId), { status, ...(note ? { note } : {}) });
const orderRow = async (id: number) => (await sql('select * from orders where id = $1', [id]))[0];
const walletOf = async (userId: number) =>
  Number((await sql('select wallet_balance from users where id = $1', [userId]))[0].wallet_balance);

describe('order/list and order/running-orders', () => {
  it('running holds orders on their way, history the finished ones, each newest first, paginated with limit and offset echoed', async () => {
    const c = await customer();
    const pending = await placeOrder(api, { owner: { userId: c.id }, lines: [{ itemId: burger(), quantity: 1 }] });
    const confirmed = await placeOrder(api, {
      owner: { userId: c.id },
      lines: [{ itemId: burger(), quantity: 1 }],
      status: 'confirmed',
    });
    const delivered = await placeOrder(api, {
      owner: { userId: c.id },
      lines: [{ itemId: burger(), quantity: 2 }],
      status: 'delivered',
      paymentStatus: 'paid',
    });
    const canceled = await placeOrder(api, {
      owner: { userId: c.id },
      lines: [{ itemId: burger(), quantity: 1 }],
      status: 'canceled',
    });
    const failed = await placeOrder(api, {
      owner: { userId: c.id },
      lines: [{ itemId: burger(), quantity: 1 }],
      status: 'failed',
      paymentMethod: 'digital_payment',
    });

    const running = await c.shopper.call('GET', ORDER.running, { query: { limit: 10, offset: 1 } });
    expect(running.status).toBe(200);
    expect(running.body).toMatchObject({ total_size: 2, limit: 10, offset: 1 });
    expect(running.body.orders.map((o: any) => o.id)).toEqual([confirmed, pending]);

    const history = await c.shopper.call('GET', ORDER.list, { query: { limit: 2, offset: 1 } });
    expect(history.body).toMatchObject({ total_size: 3, limit: 2, offset: 1 });
    expect(history.body.orders.map((o: any) => o.id)).toEqual([failed, canceled]);
    const page2 = await c.shopper.call('GET', ORDER.list, { query: { limit: 2, offset: 2 } });
    expect(page2.body.orders.map((o: any) => o.id)).toEqual([delivered]);

    const order = page2.body.orders[0];
    expect(order).toMatchObject({
      order_status: 'delivered',
      payment_status: 'paid',
      order_type: 'delivery',
      details_count: 1,
      is_guest: 0,
      module_type: 'food',
    });
    expect(typeof order.order_amount).toBe('number');
    expect(order.delivery_address).toMatchObject({ contact_person_name: 'Test Shopper', address: 'Olaya St' });
    expect(order.store).toMatchObject({ id: ids.store('burger-yard') });
    expect(order.payments).toEqual([]);
  });

  it("lists only the caller's orders: another customer's and a guest's stay out", async () => {
    const [a, b, g] = [await customer(), await customer(), await guest()];
    await placeOrder(api, { owner: { userId: b.id }, lines: [{ itemId: burger(), quantity: 1 }] });
    await placeOrder(api, { owner: { guestId: g.guestId }, lines: [{ itemId: burger(), quantity: 1 }] });
    expect((await a.shopper.call('GET', ORDER.running)).body.total_size).toBe(0);
    const guestList = await g.shopper.call('GET', ORDER.running);
    expect(guestList.body.total_size).toBe(1);
    expect(guestList.body.orders[0]).toMatchObject({ is_guest: 1, user_id: null });
  });

  it('answers 401 without a token or guest id', async () => {
    const response = await api.request({ url: ORDER.list, headers });
    expect(response.status).toBe(401);
  });
});

describe('order/details', () => {
  it('answers the lines with decoded add-ons, variation and item snapshot; the first line says whether a guest ordered', async () => {
    const c = await customer();
    const id = await placeOrder(api, {
      owner: { userId: c.id },
      lines: [
        { itemId: burger(), quantity: 2 },
        { itemId: ids.item('onion-rings-burger-yard'), quantity: 1 },
      ],
    });
    const { status, body } = await c.shopper.call('GET', ORDER.details, { query: { order_id: id } });
    expect(status).toBe(200);
    expect(body).toHaveLength(2);
    expect(body[0]).toMatchObject({
      order_id: id,
      item_id: burger(),
      quantity: 2,
      is_guest: 0,
      variation: [],
      add_ons: [{ name: 'Extra sauce', quantity: 1 }],
    });
    expect(body[0].item_details).toMatchObject({ id: burger() });
    expect(body[1].is_guest).toBeUndefined();

    const g = await guest();
    const guestOrder = await placeOrder(api, {
      owner: { guestId: g.guestId },
      lines: [{ itemId: burger(), quantity: 1 }],
    });
    expect((await g.shopper.call('GET', ORDER.details, { query: { order_id: guestOrder } })).body[0].is_guest).toBe(1);
  });

  it("names the items in the reader's language (snapshots are English), prices as ordered", async () => {
    const c = await customer();
    const id = await placeOrder(api, { owner: { userId: c.id }, lines: [{ itemId: burger(), quantity: 1 }] });
    const arabic = { ...headers, 'x-localization': 'ar', authorization: `Bearer ${c.token}` };
    const item = await api.request({ url: `/api/v1/items/details/${burger()}`, headers: arabic });
    const english = await c.shopper.call('GET', ORDER.details, { query: { order_id: id } });
    const { body } = await api.request({ url: `${ORDER.details}?order_id=${id}`, headers: arabic });
    expect(body[0].item_details.name).toBe(item.body.name);
    expect(body[0].item_details.name).not.toBe(english.body[0].item_details.name);
    expect(body[0].price).toBe(english.body[0].price);
  });
});

describe("another customer's or guest's order is a 404", () => {
  it('on details, track, cancel, payment-method, refund-request and events', async () => {
    const [owner, other] = [await customer(), await customer()];
    const g = await guest();
    const otherGuest = await guest();
    const customerOrder = await placeOrder(api, {
      owner: { userId: owner.id },
      lines: [{ itemId: burger(), quantity: 1 }],
      status: 'delivered',
      paymentStatus: 'paid',
    });
    const guestOrder = await placeOrder(api, {
      owner: { guestId: g.guestId },
      lines: [{ itemId: burger(), quantity: 1 }],
    });

    for (const [intruder, orderId] of [
      [other.shopper, customerOrder],
      [otherGuest.shopper, customerOrder],
      [other.shopper, guestOrder],
      [otherGuest.shopper, guestOrder],
    ] as [Shopper, number][]) {
      const calls = await Promise.all([
        intruder.call('GET', ORDER.details, { query: { order_id: orderId } }),
        intruder.call('GET', ORDER.track, { query: { order_id: orderId } }),
        intruder.call('PUT', ORDER.cancel, { payload: { order_id: orderId, reason: 'mine now' } }),
        intruder.call('PUT', ORDER.paymentMethod, { payload: { order_id: orderId } }),
        intruder.call('GET', ORDER.events, { query: { order_id: orderId } }),
      ]);
      for (const call of calls) {
        expect(call.status).toBe(404);
        expect(call.body.errors[0]).toEqual({ code: 'order_id', message: 'Order not found.' });
      }
    }
    const refund = await other.shopper.call('POST', ORDER.refundRequest, {
      payload: { order_id: customerOrder, customer_reason: 'Items were missing' },
    });
    expect(refund.status).toBe(404);
    // Nothing changed.
    expect((await orderRow(guestOrder)).order_status).toBe('pending');
    expect((await orderRow(customerOrder)).order_status).toBe('delivered');
  });

  it("a customer's order cannot be tracked by its phone number: customers sign in", async () => {
    const c = await customer();
    const id = await placeOrder(api, {
      owner: { userId: c.id },
      lines: [{ itemId: burger(), quantity: 1 }],
      contactNumber: '+966511112222',
    });
    const response = await api.request({
      url: `${ORDER.track}?order_id=${id}&contact_number=%2B966511112222`,
      headers,
    });
    expect(response.status).toBe(404);
  });
});

describe('order/track', () => {
  it('a guest tracks by order id and the phone it was placed with, from any device, however the number is written', async () => {
    const g = await guest();
    const id = await placeOrder(api, {
      owner: { guestId: g.guestId },
      lines: [{ itemId: burger(), quantity: 1 }],
      contactNumber: '+966 50 123 4567',
    });
    for (const phone of ['+966501234567', '966501234567', '+966 50-123-4567']) {
      const { status, body } = await api.request({
        url: `${ORDER.track}?order_id=${id}&contact_number=${encodeURIComponent(phone)}`,
        headers,
      });
      expect(status).toBe(200);
      expect(body).toMatchObject({ id, order_status: 'pending', is_guest: 1, user_id: null, offline_payment: null });
      expect(body.min_delivery_time).toBeGreaterThan(0);
      expect(body.max_delivery_time).toBeGreaterThanOrEqual(body.min_delivery_time);
      expect(body.pending).toBeTruthy();
    }
    const wrong = await api.request({ url: `${ORDER.track}?order_id=${id}&contact_number=%2B966501234568`, headers });
    expect(wrong.status).toBe(404);
    // The guest's own id works too.
    expect((await g.shopper.call('GET', ORDER.track, { query: { order_id: id } })).status).toBe(200);
  });

  it('guessing phones is bounded per order, per address and per phone (issue 13, item 7), never the right answers', async () => {
    const g = await guest();
    const phone = '+966 55 000 7777';
    const id = await placeOrder(api, {
      owner: { guestId: g.guestId },
      lines: [{ itemId: burger(), quantity: 1 }],
      contactNumber: phone,
    });
    const track = (orderId: number, contact: string, remoteAddress: string) =>
      api.request({
        url: `${ORDER.track}?order_id=${orderId}&contact_number=${encodeURIComponent(contact)}`,
        headers,
        remoteAddress,
      });
    // The owner comes back as often as they like: right answers use up nothing.
    for (let i = 0; i < 25; i++) expect((await track(id, phone, '10.7.0.1')).status).toBe(200);

    // Per order: 5 wrong phones, each from another address, then even the right one waits.
    for (let i = 0; i < 5; i++) expect((await track(id, `+9665500${1000 + i}`, `10.7.1.${i}`)).status).toBe(404);
    const refused = await track(id, phone, '10.7.1.99');
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0]).toMatchObject({ code: 'too_many_requests' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The guest's own id still finds it.
    expect((await g.shopper.call('GET', ORDER.track, { query: { order_id: id } })).status).toBe(200);

    // Per phone: one number tried against sequential order ids from many addresses.
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await track(id + 1000 + i, '+966 55 999 0000', `10.7.2.${i}`)).status);
    expect(statuses.slice(0, 10).every((status) => status === 404)).toBe(true);
    expect(statuses[10]).toBe(429);

    // Per address: 20 wrong pairs, then the address waits.
    const fromOne = [];
    for (let i = 0; i < 21; i++) fromOne.push((await track(id + 2000 + i, `+9665600${1000 + i}`, '10.7.3.1')).status);
    expect(fromOne.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(fromOne[20]).toBe(429);
  });

  it('a customer tracks their order with their token', async () => {
    const c = await customer();
    const id = await placeOrder(api, {
      owner: { userId: c.id },
      lines: [{ itemId: burger(), quantity: 1 }],
      status: 'processing',
    });
    const { status, body } = await c.shopper.call('GET', ORDER.track, { query: { order_id: id } });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id,
      order_status: 'processing',
      user_id: c.id,
      module: { module_type: 'food' },
      refund: null,
    });
    expect(body.processing).toBeTruthy();
  });

  it('hostile ids and pages are a 422 or an empty page, never a 500', async () => {
    const c = await customer();
    for (const id of ['1e20', '99999999999999999999', '-1', 'abc', '1.5']) {
      expect((await c.shopper.call('GET', ORDER.track, { query: { order_id: id } })).status).toBe(422);
    }
    expect((await c.shopper.call('GET', ORDER.list, { query: { offset: 1e12 } })).status).toBe(422);
    const far = await c.shopper.call('GET', ORDER.list, { query: { offset: 999_999, limit: 100 } });
    expect(far.status).toBe(200);
    expect(far.body.orders).toEqual([]);
    expect(
      (await operator('PUT', ORDER.operatorStatus(Number('9007199254740993')), { status: 'confirmed' })).status,
    ).toBe(422);
  });

  it('order_id is required', async () => {
    const c = await customer();
    const { status, body } = await c.shopper.call('GET', ORDER.track);
    expect(status).toBe(422);
    expect(body.errors[0]).toMatchObject({ code: 'order_id', message: 'The order_id field is required.' });
  });
});

describe('order/cancel', () => {
  it('cancels a pending order with a reason: status, timestamp, canceled_by, a status event; POST with _method=put works too', async () => {
    const c = await customer();
    const id = await placeOrder(api, { owner: { userId: c.id }, lines: [{ itemId: burger(), quantity: 1 }] });
    const { status, body } = await c.shopper.call('POST', ORDER.cancel, {
      payload: { order_id: id, reason: 'I ordered by mistake', _method: 'put' },
    });
    expect(status).toBe(200);
    expect(body).toEqual({ message: 'Order canceled successfully' });
    const row = await orderRow(id);
    expect(row).toMatchObject({
      order_status: 'canceled',
      cancellation_reason: 'I ordered by mistake',
      canceled_by: 'customer',
    });
    expect(row.canceled).toBeTruthy();
    const events = await sql('select status, changed_by, note from order_status_events where order_id = $1', [id]);
    expect(events).toEqual([{ status: 'canceled', changed_by: 'customer', note: 'I ordered by mistake' }]);
  });

  it("answers 'You can not cancel after confirm' once the store confirmed, and changes nothing", async () => {
    const c = await customer();
    for (const status of ['confirmed', 'processing', 'picked_up', 'delivered']) {
      const id = await placeOrder(api, { owner: { userId: c.id }, lines: [{ itemId: burger(), quantity: 1 }], status });
      const response = await c.shopper.call('PUT', ORDER.cancel, { payload: { order_id: id, reason: 'Too late' } });
      expect(response.status).toBe(409);
      expect(response.body.errors[0]).toEqual({ code: 'order', message: 'You can not cancel after confirm' });
      expect((await orderRow(id)).order_status).toBe(status);
    }
  });

  it('speaks Arabic', async () => {
    const c = await customer();
    const id = await placeOrder(api, {
      owner: { userId: c.id },
      lines: [{ itemId: burger(), quantity: 1 }],
      status: 'confirmed',
    });
    const response = await c.shopper.call('PUT', ORDER.cancel, {
      payload: { order_id: id, reason: 'x' },
      headers: { 'x-localization': 'ar' },
    });
    expect(response.body.errors[0].message).toBe('لا يمكنك الإلغاء بعد التأكيد');
  });

  it('a failed digital order can be canceled; a reason is required', async () => {
    const g = await guest();
    const id = await placeOrder(api, {
      owner: { guestId: g.guestId },
      lines: [{ itemId: burger(), quantity: 1 }],
      status: 'failed',
      paymentMethod: 'digital_payment',
    });
    const missing = await g.shopper.call('PUT', ORDER.cancel, { payload: { order_id: id } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0]).toMatchObject({
      code: 'reason',
      message: 'Please select a reason to cancel the order.',
    });
    expect(
      (await g.shopper.call('PUT', ORDER.cancel, { payload: { order_id: id, reason: 'Payment failed' } })).status,
    ).toBe(200);
    expect((await orderRow(id)).order_status).toBe('canceled');
  });

  it('gives the stock and the flash-sale units back', async () => {
    const [flash] = await sql<{ id: number; item_id: number }>(
      `select f.id, f.item_id from flash_sale_items f join items i on i.id = f.item_id join modules m on m.id = i.module_id
        where m.module_type in ('grocery', 'pharmacy', 'ecommerce') and f.stock - f.sold >= 2 limit 1`,
    );
    const stockOf = async (itemId: number) =>
      (await sql('select stock from items where id = $1', [itemId]))[0].stock as number;
    const soldOf = async () =>
      (await sql('select sold from flash_sale_items where id = $1', [flash.id]))[0].sold as number;
    const catalogStock = async () =>
      (
        await api.request({
          url: `/api/v1/items/details/${rice()}`,
          headers: catalogHeaders([ids.zones.olaya], ids.modules.grocery),
        })
      ).body.stock;
    const [riceBefore, flashItemBefore, soldBefore, catalogBefore] = [
      await stockOf(rice()),
      await stockOf(flash.item_id),
      await soldOf(),
      await catalogStock(),
    ];
    const c = await customer();
    const id = await placeOrder(api, {
      owner: { userId: c.id },
      lines: [
        { itemId: rice(), quantity: 3 },
        { itemId: flash.item_id, quantity: 2, flashSaleItemId: flash.id },
      ],
    });
    expect(await stockOf(rice())).toBe(riceBefore - 3);
    expect(await soldOf()).toBe(soldBefore + 2);

    expect(
      (await c.shopper.call('PUT', ORDER.cancel, { payload: { order_id: id, reason: 'Changed my mind' } })).status,
    ).toBe(200);
    expect(await stockOf(rice())).toBe(riceBefore);
    expect(await stockOf(flash.item_id)).toBe(flashItemBefore);
    expect(await soldOf()).toBe(soldBefore);
    // The catalog answers the restored stock at once.
    expect(await catalogStock()).toBe(catalogBefore);
  });

  it("gives back a variation's stock", async () => {
    const [item] = await sql<{ id: number; type: string; stock: number }>(
      `select i.id, v ->> 'type' as type, (v ->> 'stock')::int as stock from items i join modules m on m.id = i.module_id,
              jsonb_array_elements(i.variations) v
        where m.module_type in ('grocery', 'ecommerce') and (v ->> 'stock')::int >= 2 and i.stock >= 2 limit 1`,
    );
    const variationStock = async () =>
      (
        await sql(
          `select (v ->> 'stock')::int as stock from items, jsonb_array_elements(variations) v where id = $1 and v ->> 'type' = $2`,
          [item.id, item.type],
        )
      )[0].stock;
    const c = await customer();
    const id = await placeOrder(api, {
      owner: { userId: c.id },
      lines: [{ itemId: item.id, quantity: 2, variant: item.type }],
    });
    expect(await variationStock()).toBe(item.stock - 2);
    await c.shopper.call('PUT', ORDER.cancel, { payload: { order_id: id, reason: 'Wrong size' } });
    expect(await variationStock()).toBe(item.stock);
  });

  it('returns the wallet part of a partial payment to the wallet, with an order_refund row', async () => {
    const c = await customer();
    await fundWallet(api, c.id, 50);
    const id = await placeOrder(api, {
      owner: { userId: c.id },
      lines: [{ itemId: burger(), quantity: 1 }],
      paymentMethod: 'partial_payment',
      walletPart: 30,
      restMethod: 'offline_payment',
      orderAmount: 80,
    });
    expect(await walletOf(c.id)).toBe(20);
    expect(
      (await c.shopper.call('PUT', ORDER.cancel, { payload: { order_id: id, reason: 'Changed my mind' } })).status,
    ).toBe(200);
    expect(await walletOf(c.id)).toBe(50);
    const [ledger] = await sql(
      "select credit, balance, reference from wallet_transactions where user_id = $1 and transaction_type = 'order_refund'",
      [c.id],
    );
    expect(ledger).toMatchObject({ reference: String(id) });
    expect(Number(ledger.credit)).toBe(30);
    expect(Number(ledger.balance)).toBe(50);
  });

  it("a cancel racing the store's confirm: exactly one wins, and stock comes back at most once", async () => {
    const stockOf = async () => (await sql('select stock from items where id = $1', [rice()]))[0].stock as number;
    const before = await stockOf();
    const c = await customer();
    const id = await placeOrder(api, { owner: { userId: c.id }, lines: [{ itemId: rice(), quantity: 2 }] });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2
          ? c.shopper.call('PUT', ORDER.cancel, { payload: { order_id: id, reason: 'Changed my mind' } })
          : moveTo(id, 'confirmed'),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    const { order_status } = await orderRow(id);
    expect(await stockOf()).toBe(order_status === 'canceled' ? before : before - 2);
    expect(await sql('select status from order_status_events where order_id = $1', [id])).toEqual([
      { status: order_status },
    ]);
  });

  it("cancellation reasons come in the caller's language, paginated under data", async () => {
    const en = await api.request({ url: `${ORDER.cancellationReasons}?offset=1&limit=10&type=customer`, headers });
    expect(en.status).toBe(200);
    expect(en.body).toMatchObject({ total_size: 5, limit: 10, offset: 1 });
    expect(en.body.data[0]).toMatchObject({ reason: 'I ordered by mistake', user_type: 'customer' });
    const ar = await api.request({
      url: `${ORDER.cancellationReasons}?offset=1&limit=2&type=customer`,
      headers: { ...headers, 'x-localization': 'ar' },
    });
    expect(ar.body.data.map((r: any) => r.reason)).toEqual(['طلبت عن طريق الخطأ', 'أريد تغيير المنتجات أو الكميات']);
  });
});

describe('order/payment-method (switch to cash on delivery)', () => {
  it('turns a failed digital order into a pending cash-on-delivery order', async () => {
    const g = await guest();
    const id = await placeOrder(api, {
      owner: { guestId: g.guestId },
      lines: [{ itemId: burger(), quantity: 1 }],
      status: 'failed',
      paymentMethod: 'digital_payment',
    });
    const { status, body } = await g.shopper.call('POST', ORDER.paymentMethod, {
      payload: { order_id: id, _method: 'put' },
    });
    expect(status).toBe(200);
    expect(body.message).toBe('Payment method updated to cash on delivery.');
    expect(await orderRow(id)).toMatchObject({
      order_status: 'pending',
      payment_method: 'cash_on_delivery',
      payment_status: 'unpaid',
    });
  });

  it('refuses orders that did not fail a digital payment', async () => {
    const c = await customer();
    for (const o of [
      { status: 'pending', paymentMethod: 'digital_payment' },
      { status: 'failed', paymentMethod: 'cash_on_delivery' },
      { status: 'confirmed', paymentMethod: 'cash_on_delivery' },
    ] as const) {
      const id = await placeOrder(api, { owner: { userId: c.id }, lines: [{ itemId: burger(), quantity: 1 }], ...o });
      const response = await c.shopper.call('PUT', ORDER.paymentMethod, { payload: { order_id: id } });
      expect(response.status).toBe(409);
      expect(response.body.errors[0].message).toBe(
        'Only an order whose digital payment failed can switch to cash on delivery.',
      );
    }
  });

  it("refuses when the zone takes no cash, or the amount is over the zone's cash limit", async () => {
    const c = await customer();
    const id = await placeOrder(api, {
      owner: { userId: c.id },
      lines: [{ itemId: burger(), quantity: 1 }],
      status: 'failed',
      paymentMethod: 'digital_payment',
      orderAmount: 900,
    });
    const order = await orderRow(id);
    await editPlaces('update module_zone set maximum_cod_order_amount = 500 where zone_id = $1 and module_id = $2', [
      order.zone_id,
      order.module_id,
    ]);
    const over = await c.shopper.call('PUT', ORDER.paymentMethod, { payload: { order_id: id } });
    expect(over.status).toBe(422);
    expect(over.body.errors[0].message).toBe(
      'The total amount of the order, exceeds maximum amount of the cash on delivery method',
    );
    await editPlaces('update module_zone set maximum_cod_order_amount = null where zone_id = $1 and module_id = $2', [
      order.zone_id,
      order.module_id,
    ]);
    await editPlaces('update zones set cash_on_delivery = false where id = $1', [order.zone_id]);
    const noCash = await c.shopper.call('PUT', ORDER.paymentMethod, { payload: { order_id: id } });
    await editPlaces('update zones set cash_on_delivery = true where id = $1', [order.zone_id]);
    expect(noCash.status).toBe(403);
    expect((await orderRow(id)).order_status).toBe('failed');
  });
});

describe('order/refund-request', () => {
  it('a delivered, paid order asks for a refund of order amount − delivery charge − tips', async () => {
    const c = await customer();
    const id = await placeOrder(api, {
      owner: { userId: c.id },
      lines: [{ itemId: burger(), quantity: 1 }],
      status: 'delivered',
      paymentStatus: 'paid',
      orderAmount: 125.5,
      deliveryCharge: 10,
      dmTips: 5,
    });
    const { status, body } = await c.shopper.call('POST', ORDER.refundRequest, {
      payload: { order_id: id, customer_reason: 'Items were missing from my order', customer_note: 'No fries' },
    });
    expect(status).toBe(200);
    expect(body.message).toBe('Refund request sent successfully.');
    const [refund] = await sql('select * from refunds where order_id = $1', [id]);
    expect(refund).toMatchObject({
      user_id: c.id,
      order_status: 'delivered',
      customer_reason: 'Items were missing from my order',
      customer_note: 'No fries',
      refund_status: 'pending',
      refund_method: 'wallet',
    });
    expect(Number(refund.refund_amount)).toBe(110.5);
    const track = await c.shopper.call('GET', ORDER.track, { query: { order_id: id } });
    expect(track.body).toMatchObject({
      order_status: 'refund_requested',
      refund: { refund_status: 'pending', refund_amount: 110.5 },
      refund_customer_note: 'No fries',
    });
    // Once is enough.
    const again = await c.shopper.call('POST', ORDER.refundRequest, {
      payload: { order_id: id, customer_reason: 'Again' },
    });
    expect(again.status).toBe(409);
    expect(again.body.errors[0].message).toBe('You have already requested a refund for this order.');
  });

  it('takes up to 3 photos (multipart image[]), shown back as image_full_url; more, or a file that is not an image, changes nothing', async () => {
    const c = await customer();
    const id = await placeOrder(api, {
      owner: { userId: c.id },
      lines: [{ itemId: burger(), quantity: 1 }],
      status: 'delivered',
      paymentStatus: 'paid',
    });
    const send = (files: number, data = TINY_PNG) => {
      const body = multipartOrder(
        { order_id: id, customer_reason: 'Items arrived damaged or spoiled' },
        Array.from({ length: files }, (_, i) => ({
          field: 'image[]',
          filename: `photo-${i}.png`,
          type: 'image/png',
          data,
        })),
      );
      return api.request({
        method: 'POST',
        url: ORDER.refundRequest,
        payload: body.payload,
        headers: { ...headers, ...body.headers, authorization: `Bearer ${c.token}` },
      });
    };
    const tooMany = await send(4);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors[0].message).toBe('Attach at most 3 images (jpg, png, jpeg or gif).');
    const notImage = await send(1, Buffer.from('not a picture at all'));
    expect(notImage.status).toBe(422);
    expect((await orderRow(id)).order_status).toBe('delivered');

    expect((await send(2)).status).toBe(200);
    const track = await c.shopper.call('GET', ORDER.track, { query: { order_id: id } });
    expect(track.body.refund.image).toHaveLength(2);
    const [link] = track.body.refund.image_full_url as string[];
    const url = new URL(link);
    expect(url.pathname).toMatch(new RegExp(`^/api/v1/customer/order/refund-image/${id}/[0-9a-f-]+\\.png$`));
    const photo = await api.app.inject({ url: url.pathname + url.search });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['cache-control']).toBe('private, no-store');
    expect(photo.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it("keeps refund photos private like prescriptions (issue 13): no public address, only the signed link in the owner's answers", async () => {
    const c = await customer();
    const id = await placeOrder(api, {
      owner: { userId: c.id },
      lines: [{ itemId: burger(), quantity: 1 }],
      status: 'delivered',
      paymentStatus: 'paid',
    });
    const body = multipartOrder({ order_id: id, customer_reason: 'Items arrived damaged or spoiled' }, [
      { field: 'image[]', filename: 'home.png', type: 'image/png', data: TINY_PNG },
    ]);
    const sent = await api.request({
      method: 'POST',
      url: ORDER.refundRequest,
      payload: body.payload,
      headers: { ...headers, ...body.headers, authorization: `Bearer ${c.token}` },
    });
    expect(sent.status).toBe(200);
    const [name] = (
      await api.database.db.query<{ image: string[] }>('select image from refunds where order_id = $1', [id])
    )[0]!.image;
    // Not at the public address, nor any spelling of it.
    for (const path of [`/storage/refund/${name}`, `/storage/./refund/${name}`, `/storage/REFUND/${name}`])
      expect((await api.request(path)).status, path).toBe(404);

    const track = await c.shopper.call('GET', ORDER.track, { query: { order_id: id } });
    const url = new URL(track.body.refund.image_full_url[0]);
    expect((await api.app.inject({ url: url.pathname + url.search })).statusCode).toBe(200);
    // Without the signature, for another order, with a changed token, or as a prescription's link: nothing.
    const token = url.searchParams.get('token')!;
    for (const refused of [
      url.pathname,
      url.pathname.replace(`/${id}/`, `/${id + 1}/`) + url.search,
      `${url.pathname}?token=${withChangedSignature(token)}`,
      url.pathname.replace('/refund-image/', '/attachment/') + url.search,
    ])
      expect((await api.request(refused)).status, refused).toBe(404);
    // Another customer does not get the order, so never a link.
    const stranger = await customer();
    expect((await stranger.shopper.call('GET', ORDER.track, { query: { order_id: id } })).status).toBe(404);
  });

  it('refuses an order not yet delivered, or delivered but unpaid', async () => {
    const c = await customer();
    for (const o of [
      { status: 'picked_up', paymentStatus: 'paid' },
      { status: 'delivered', paymentStatus: 'unpaid' },
    ] as const) {
      const id = await placeOrder(api, { owner: { userId: c.id }, lines: [{ itemId: burger(), quantity: 1 }], ...o });
      const response = await c.shopper.call('POST', ORDER.refundRequest, {
        payload: { order_id: id, customer_reason: 'x' },
      });
      expect(response.status).toBe(409);
      expect(response.body.errors[0].message).toBe(
        'You can ask for a refund only after the order is delivered and paid.',
      );
    }
  });

  it('needs refund_active_status, a signed-in customer and a reason', async () => {
    const c = await customer();
    const id = await placeOrder(api, {
      owner: { userId: c.id },
      lines: [{ itemId: burger(), quantity: 1 }],
      status: 'delivered',
      paymentStatus: 'paid',
    });
    const noReason = await c.shopper.call('POST', ORDER.refundRequest, { payload: { order_id: id } });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors[0]).toMatchObject({
      code: 'customer_reason',
      message: 'Please select a refund reason.',
    });

    await api.app.souq.settings.set('refund_active_status', 0);
    const off = await c.shopper.call('POST', ORDER.refundRequest, { payload: { order_id: id, customer_reason: 'x' } });
    await api.app.souq.settings.set('refund_active_status', 1);
    expect(off.status).toBe(403);
    expect(off.body.errors[0].message).toBe('Refund requests are not available at the moment.');

    const g = await guest();
    const guestOrder = await placeOrder(api, {
      owner: { guestId: g.guestId },
      lines: [{ itemId: burger(), quantity: 1 }],
      status: 'delivered',
      paymentStatus: 'paid',
    });
    const asGuest = await g.shopper.call('POST', ORDER.refundRequest, {
      payload: { order_id: guestOrder, customer_reason: 'x' },
    });
    expect(asGuest.status).toBe(401);
    expect(asGuest.body.errors[0].message).toBe('Please log in to request a refund.');
    expect((await orderRow(id)).order_status).toBe('delivered');
  });

  it("refund reasons come in the caller's language", async () => {
    const en = await api.request({ url: ORDER.refundReasons, headers });
    expect(en.body.refund_reasons[0]).toMatchObject({ reason: 'Items were missing from my order' });
    const ar = await api.request({ url: ORDER.refundReasons, headers: { ...headers, 'x-localization': 'ar' } });
    expect(ar.body.refund_reasons[0].reason).toBe('بعض المنتجات ناقصة من طلبي');
  });

  it('the operator approves it: refunded, and the amount goes to the wallet', async () => {
    const c = await customer();
    const id = await placeOrder(api, {
      owner: { userId: c.id },
      lines: [{ itemId: burger(), quantity: 1 }],
      status: 'delivered',
      paymentStatus: 'paid',
      orderAmount: 60,
      deliveryCharge: 10,
      dmTips: 0,
    });
    await c.shopper.call('POST', ORDER.refundRequest, {
      payload: { order_id: id, customer_reason: 'Items arrived damaged or spoiled' },
    });
    const before = await walletOf(c.id);
    expect((await moveTo(id, 'refunded', 'Sorry about that')).status).toBe(200);
    expect(await walletOf(c.id)).toBe(before + 50);
    expect((await sql('select refund_status, admin_note from refunds where order_id = $1', [id]))[0]).toEqual({
      refund_status: 'refunded',
      admin_note: 'Sorry about that',
    });
  });

  it('the operator rejects it: refund_request_canceled with the note shown to the customer, no money moves', async () => {
    const c = await customer();
    const id = await placeOrder(api, {
      owner: { userId: c.id },
      lines: [{ itemId: burger(), quantity: 1 }],
      status: 'delivered',
      paymentStatus: 'paid',
    });
    await c.shopper.call('POST', ORDER.refundRequest, {
      payload: { order_id: id, customer_reason: 'Quality was not as described' },
    });
    const before = await walletOf(c.id);
    await moveTo(id, 'refund_request_canceled', 'The photos show the order complete');
    expect(await walletOf(c.id)).toBe(before);
    const track = await c.shopper.call('GET', ORDER.track, { query: { order_id: id } });
    expect(track.body).toMatchObject({
      order_status: 'refund_request_canceled',
      refund_cancellation_note: 'The photos show the order complete',
      refund: { refund_status: 'rejected' },
    });
  });
});

describe('operator endpoint', () => {
  it('needs the operator token', async () => {
    const c = await customer();
    const id = await placeOrder(api, { owner: { userId: c.id }, lines: [{ itemId: burger(), quantity: 1 }] });
    for (const token of ['', 'wrong-token-wrong-token', c.token]) {
      const response = await operator('PUT', ORDER.operatorStatus(id), { status: 'confirmed' }, token);
      expect(response.status).toBe(401);
      expect(response.body.errors[0]).toEqual({
        code: 'operator_token',
        message: 'A valid operator token is required.',
      });
    }
    expect((await orderRow(id)).order_status).toBe('pending');
  });

  it('does not exist when OPERATOR_TOKEN is unset', async () => {
    const app = await buildApp({ db: api.database.db, env: testEnv() });
    try {
      const response = await app.inject({
        method: 'PUT',
        url: ORDER.operatorStatus(100001),
        payload: { status: 'confirmed' },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('moves a delivery order pending → confirmed → processing → handover → picked_up → delivered, with a timestamp and an event for each', async () => {
    const c = await customer();
    const id = await placeOrder(api, { owner: { userId: c.id }, lines: [{ itemId: burger(), quantity: 1 }] });
    for (const status of ['confirmed', 'processing', 'handover', 'picked_up', 'delivered']) {
      const { status: code, body } = await moveTo(id, status);
      expect(code).toBe(200);
      expect(body.message).toBe('Order status updated.');
      expect(body.order).toMatchObject({ id, order_status: status });
      expect(body.order[status]).toBeTruthy();
    }
    const view = await operator('GET', ORDER.operator(id));
    expect(view.body.status_events.map((e: any) => [e.status, e.changed_by])).toEqual([
      ['confirmed', 'admin'],
      ['processing', 'admin'],
      ['handover', 'admin'],
      ['picked_up', 'admin'],
      ['delivered', 'admin'],
    ]);
    expect(view.body.details).toHaveLength(1);
  });

  it('a take-away order is delivered from handover', async () => {
    const c = await customer();
    const id = await placeOrder(api, {
      owner: { userId: c.id },
      lines: [{ itemId: burger(), quantity: 1 }],
      orderType: 'take_away',
      status: 'handover',
    });
    const pickedUp = await moveTo(id, 'picked_up');
    expect(pickedUp.status).toBe(409);
    expect(pickedUp.body.errors[0]).toEqual({
      code: 'order_status',
      message: 'An order that is handover can not become picked_up.',
    });
    expect((await moveTo(id, 'delivered')).status).toBe(200);
  });

  it("refuses skipped steps, moves back and changes after the end, with the machine's message", async () => {
    const c = await customer();
    const id = await placeOrder(api, { owner: { userId: c.id }, lines: [{ itemId: burger(), quantity: 1 }] });
    const skip = await moveTo(id, 'delivered');
    expect(skip.status).toBe(409);
    expect(skip.body.errors[0].message).toBe('An order that is pending can not become delivered.');
    await moveTo(id, 'canceled', 'Store is too busy');
    expect(await orderRow(id)).toMatchObject({
      order_status: 'canceled',
      canceled_by: 'admin',
      cancellation_reason: 'Store is too busy',
    });
    const after = await moveTo(id, 'confirmed');
    expect(after.body.errors[0].message).toBe('This order is canceled and can not change any more.');
    const same = await moveTo(id, 'canceled');
    expect(same.body.errors[0].message).toBe('This order is already canceled.');
    const bad = await moveTo(id, 'teleported');
    expect(bad.status).toBe(422);
    expect((await moveTo(999_999_999, 'confirmed')).status).toBe(404);
  });

  it('on delivery: cash on delivery is paid, the order counts, loyalty points are earned (once)', async () => {
    const c = await customer();
    const id = await placeOrder(api, {
      owner: { userId: c.id },
      lines: [{ itemId: burger(), quantity: 1 }],
      status: 'picked_up',
      orderAmount: 125.5,
    });
    expect((await moveTo(id, 'delivered')).status).toBe(200);
    expect((await orderRow(id)).payment_status).toBe('paid');
    const [user] = await sql('select order_count, loyalty_point from users where id = $1', [c.id]);
    // 125.50 × 5 % = 6.275 → 6 points (loyalty_point_item_purchase_point = 5).
    expect(user).toEqual({ order_count: 1, loyalty_point: 6 });
    const ledger = await sql('select credit, balance, reference from loyalty_point_transactions where user_id = $1', [
      c.id,
    ]);
    expect(ledger).toEqual([{ credit: 6, balance: 6, reference: String(id) }]);
  });

  it("on delivery with loyalty points off: no points; a partial payment's cash part is paid", async () => {
    await api.app.souq.settings.set('loyalty_point_status', 0);
    try {
      const c = await customer();
      await fundWallet(api, c.id, 20);
      const id = await placeOrder(api, {
        owner: { userId: c.id },
        lines: [{ itemId: burger(), quantity: 1 }],
        status: 'picked_up',
        paymentMethod: 'partial_payment',
        walletPart: 20,
        orderAmount: 70,
      });
      await moveTo(id, 'delivered');
      expect((await orderRow(id)).payment_status).toBe('paid');
      expect(
        await sql('select payment_method, payment_status from order_payments where order_id = $1 order by id', [id]),
      ).toEqual([
        { payment_method: 'wallet', payment_status: 'paid' },
        { payment_method: 'cash_on_delivery', payment_status: 'paid' },
      ]);
      expect((await sql('select loyalty_point from users where id = $1', [c.id]))[0].loyalty_point).toBe(0);
    } finally {
      await api.app.souq.settings.set('loyalty_point_status', 1);
    }
  });

  it("a referred customer's first delivered order rewards the referrer's wallet", async () => {
    const referrer = await customer();
    const [{ ref_code }] = await sql('select ref_code from users where id = $1', [referrer.id]);
    const referee = await newCustomer(api, { ref_code });
    const before = await walletOf(referrer.id);
    const first = await placeOrder(api, {
      owner: { userId: referee.id },
      lines: [{ itemId: burger(), quantity: 1 }],
      status: 'picked_up',
    });
    await moveTo(first, 'delivered');
    // ref_earning_exchange_rate = 10
    expect(await walletOf(referrer.id)).toBe(before + 10);
    const second = await placeOrder(api, {
      owner: { userId: referee.id },
      lines: [{ itemId: burger(), quantity: 1 }],
      status: 'picked_up',
    });
    await moveTo(second, 'delivered');
    expect(await walletOf(referrer.id)).toBe(before + 10);
  });
});
