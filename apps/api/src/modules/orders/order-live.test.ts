/**
 * Orders placed through customer/order/place, followed live: the
 * Server-Sent Events stream over real HTTP (customers, guests by phone, the
 * payment page's result, fan-out through Redis between two instances), what
 * a cancellation gives back, and the demo simulator moving new orders.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, testEnv } from '../../index.ts';
import { useApi, type TestApp } from '../../../test/helper.ts';
import { ORDER_LIFE, fundWallet } from '../../../test/order-fixtures.ts';
import { ORDER, setUpLab, type Lab } from '../../../test/orders.ts';
import { REDIS_URL, redisUp } from '../../../test/redis.ts';
import { openSse } from '../../../test/sse.ts';

const OPERATOR_TOKEN = 'operator-secret-for-live-tests';
const api = useApi({ OPERATOR_TOKEN });
let lab: Lab;
let base: string;

const listen = async (app: TestApp) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  lab = await setUpLab(api);
  base = await listen(api.app);
});

const moveTo = (orderId: number, status: string, app: TestApp = api.app) =>
  app.inject({
    method: 'PUT',
    url: ORDER_LIFE.operatorStatus(orderId),
    payload: { status },
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
  });

/** Two units: the lab store's minimum order is 20.00 and an item costs 10.00. */
async function placeAsCustomer(extra: Record<string, unknown> = {}, quantity = 2) {
  const customer = await lab.customer();
  const placed = await customer.call('POST', ORDER.place, { payload: lab.buyNow(lab.items[0], quantity, extra) });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return { customer, orderId: placed.body.order_id as number, token: (customer.auth as { token: string }).token };
}

describe('live order status over Server-Sent Events (real HTTP)', () => {
  it('a customer follows their order: the status now, then each change as it happens', async () => {
    const { orderId, token } = await placeAsCustomer();
    const stream = await openSse(`${base}${ORDER_LIFE.events}?order_id=${orderId}`, {
      authorization: `Bearer ${token}`,
    });
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toContain('text/event-stream');
      const first = await stream.next();
      expect(first).toMatchObject({
        event: 'status',
        data: { order_id: orderId, order_status: 'pending', payment_status: 'unpaid' },
      });

      expect((await moveTo(orderId, 'confirmed')).statusCode).toBe(200);
      const confirmed = await stream.next();
      expect(confirmed.data).toMatchObject({ order_id: orderId, order_status: 'confirmed' });
      expect(confirmed.data.event_id).toBeGreaterThan(first.data.event_id);
      expect(confirmed.id).toBe(String(confirmed.data.event_id));

      await moveTo(orderId, 'processing');
      expect((await stream.next()).data.order_status).toBe('processing');
    } finally {
      stream.close();
    }
  });

  it('a guest follows by order id and phone from any device; the stream ends once the order is canceled', async () => {
    const guest = await lab.guest();
    const placed = await guest.call('POST', ORDER.place, {
      payload: lab.buyNow(lab.items[0], 2, { contact_person_number: '+966 55 444 3322' }),
    });
    const orderId = placed.body.order_id as number;
    const stream = await openSse(
      `${base}${ORDER_LIFE.events}?order_id=${orderId}&contact_number=${encodeURIComponent('+966554443322')}`,
    );
    expect((await stream.next()).data.order_status).toBe('pending');
    expect(
      (await guest.call('PUT', ORDER_LIFE.cancel, { payload: { order_id: orderId, reason: 'I ordered by mistake' } }))
        .status,
    ).toBe(200);
    expect((await stream.next()).data).toMatchObject({ order_id: orderId, order_status: 'canceled' });
    await stream.ended();
  });

  it("another customer's order, or a wrong phone, is a 404 before any stream opens", async () => {
    const { orderId } = await placeAsCustomer();
    const stranger = await lab.customer();
    const foreign = await fetch(`${base}${ORDER_LIFE.events}?order_id=${orderId}`, {
      headers: { authorization: `Bearer ${(stranger.auth as { token: string }).token}` },
    });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ errors: [{ code: 'order_id', message: 'Order not found.' }] });
    const byPhone = await fetch(`${base}${ORDER_LIFE.events}?order_id=${orderId}&contact_number=%2B966500001234`);
    expect(byPhone.status).toBe(404);
  });

  it('an order has at most 20 open streams: the next one is a 429 until one closes', async () => {
    const { orderId, token } = await placeAsCustomer();
    const url = `${base}${ORDER_LIFE.events}?order_id=${orderId}`;
    const headers = { authorization: `Bearer ${token}` };
    const streams = await Promise.all(Array.from({ length: 20 }, () => openSse(url, headers)));
    try {
      await Promise.all(streams.map((s) => s.next()));
      const refused = await fetch(url, { headers });
      expect(refused.status).toBe(429);
      expect((await refused.json()).errors[0].code).toBe('too_many_streams');
      streams[0].close();
      await vi.waitFor(async () => {
        const again = await openSse(url, headers);
        again.close();
        expect(again.status).toBe(200);
      });
    } finally {
      for (const s of streams) s.close();
    }
  });

  it("the payment page's result reaches the stream: failed, then pending again after switching to cash on delivery", async () => {
    const guest = await lab.guest();
    const guestId = (guest.auth as { guestId: string }).guestId;
    const placed = await guest.call('POST', ORDER.place, {
      payload: lab.buyNow(lab.items[0], 2, { payment_method: 'digital_payment' }),
    });
    const orderId = placed.body.order_id as number;
    const stream = await openSse(`${base}${ORDER_LIFE.events}?order_id=${orderId}&guest_id=${guestId}`);
    try {
      expect((await stream.next()).data.order_status).toBe('pending');
      const query = new URLSearchParams({
        order_id: String(orderId),
        customer_id: guestId,
        payment_method: 'souq_pay',
        payment_platform: 'web',
        callback: '/order',
      });
      const page = await api.request({ url: `/payment-mobile?${query}` });
      const action = /action="(\/payment-mobile\/[0-9a-f-]+)"/.exec(page.body as string)![1];
      await api.request({
        method: 'POST',
        url: action,
        payload: 'action=fail',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect((await stream.next()).data).toMatchObject({ order_status: 'failed', payment_status: 'unpaid' });

      expect((await guest.call('PUT', ORDER_LIFE.paymentMethod, { payload: { order_id: orderId } })).status).toBe(200);
      expect((await stream.next()).data.order_status).toBe('pending');
      expect(await lab.order(orderId)).toMatchObject({ payment_method: 'cash_on_delivery', order_status: 'pending' });
    } finally {
      stream.close();
    }
  });
});

describe('cancel gives back what placement took', () => {
  it('stock of the items comes back', async () => {
    const stockOf = async () =>
      (await lab.sql('select stock from items where id = $1', [lab.items[0]]))[0].stock as number;
    const before = await stockOf();
    const { customer, orderId } = await placeAsCustomer({}, 3);
    expect(await stockOf()).toBe(before - 3);
    expect(
      (await customer.call('PUT', ORDER_LIFE.cancel, { payload: { order_id: orderId, reason: 'Changed my mind' } }))
        .status,
    ).toBe(200);
    expect(await stockOf()).toBe(before);
  });

  it('a wallet order is confirmed at once, so only the operator can cancel it; the wallet gets the money back', async () => {
    const customer = await lab.customer();
    await fundWallet(api, customer.userId, 100);
    const placed = await customer.call('POST', ORDER.place, {
      payload: lab.buyNow(lab.items[0], 2, { payment_method: 'wallet' }),
    });
    expect(placed.body.status).toBe('confirmed');
    const balance = async () =>
      Number((await lab.sql('select wallet_balance from users where id = $1', [customer.userId]))[0].wallet_balance);
    expect(await balance()).toBeLessThan(100);

    const refused = await customer.call('PUT', ORDER_LIFE.cancel, {
      payload: { order_id: placed.body.order_id, reason: 'Too slow' },
    });
    expect(refused.body.errors[0].message).toBe('You can not cancel after confirm');
    expect((await moveTo(placed.body.order_id, 'canceled')).statusCode).toBe(200);
    expect(await balance()).toBe(100);
  });
});

describe('an order placed through order/place, all the way', () => {
  it('delivered by the operator: cash paid, loyalty points on the real amount; then refunded to the wallet', async () => {
    const { customer, orderId } = await placeAsCustomer({ dm_tips: 3 });
    for (const status of ['confirmed', 'processing', 'handover', 'picked_up', 'delivered'])
      expect((await moveTo(orderId, status)).statusCode).toBe(200);
    const order = await lab.order(orderId);
    expect(order).toMatchObject({ order_status: 'delivered', payment_status: 'paid' });
    const [user] = await lab.sql('select order_count, loyalty_point, wallet_balance from users where id = $1', [
      customer.userId,
    ]);
    // loyalty_point_item_purchase_point = 5 % of the whole order amount, rounded down.
    expect(user).toMatchObject({ order_count: 1, loyalty_point: Math.floor((Number(order.order_amount) * 5) / 100) });

    const refund = await customer.call('POST', ORDER_LIFE.refundRequest, {
      payload: { order_id: orderId, customer_reason: 'Items were missing from my order' },
    });
    expect(refund.status).toBe(200);
    const expected = Number(order.order_amount) - Number(order.delivery_charge) - Number(order.dm_tips);
    expect(Number(order.dm_tips)).toBe(3);
    expect(
      Number((await lab.sql('select refund_amount from refunds where order_id = $1', [orderId]))[0].refund_amount),
    ).toBeCloseTo(expected, 3);
    await moveTo(orderId, 'refunded');
    const [after] = await lab.sql('select wallet_balance from users where id = $1', [customer.userId]);
    expect(Number(after.wallet_balance)).toBeCloseTo(Number(user.wallet_balance) + expected, 3);
  });

  it("track shows an offline payment's proof, and the simulator leaves the order for a person to verify", async () => {
    const guest = await lab.guest();
    const placed = await guest.call('POST', ORDER.place, {
      payload: lab.buyNow(lab.items[0], 2, { payment_method: 'offline_payment' }),
    });
    const orderId = placed.body.order_id as number;
    const methods = await api.request({ url: ORDER.offlineMethods });
    const bank = methods.body.find((m: any) => m.method_name === 'Bank Transfer');
    await guest.call('PUT', ORDER.offlinePayment, {
      payload: {
        order_id: orderId,
        method_id: bank.id,
        sender_name: 'Lab Shopper',
        transaction_id: 'TRX-1',
        customer_note: 'Paid',
      },
    });

    const track = await guest.call('GET', ORDER_LIFE.track, { query: { order_id: orderId } });
    expect(track.body.offline_payment.data).toMatchObject({
      status: 'pending',
      method_id: bank.id,
      customer_note: 'Paid',
      method_name: 'Bank Transfer',
      transaction_id: 'TRX-1',
    });
    expect(track.body.offline_payment.input).toEqual(
      expect.arrayContaining([{ user_input: 'transaction_id', user_data: 'TRX-1' }]),
    );
    expect(track.body.offline_payment.method_fields.length).toBeGreaterThan(0);

    await api.app.souq.orderLife.simulator.tick(new Date(Date.now() + 3_600_000));
    expect((await lab.order(orderId)).order_status).toBe('pending');
  });

  it('the simulator leaves a scheduled order alone until its time', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const { orderId } = await placeAsCustomer({ schedule_at: `${tomorrow} 18:30` });
    await api.app.souq.orderLife.simulator.tick(new Date(Date.now() + 3_600_000));
    expect((await lab.order(orderId)).order_status).toBe('pending');
  });
});

describe('demo simulator', () => {
  it('moves due orders one step, leaves unpaid digital orders to the payment page, and does nothing with demo off', async () => {
    const app = await buildApp({ db: api.database.db, env: testEnv({ ORDER_SIMULATOR_SECONDS: '30' }) });
    try {
      const simulator = app.souq.orderLife.simulator;
      const cod = await placeAsCustomer();
      const digital = await placeAsCustomer({ payment_method: 'digital_payment' });
      const later = () => new Date(Date.now() + 60_000);

      // Nothing is due yet: the order has not rested 30 seconds.
      await simulator.tick();
      expect((await lab.order(cod.orderId)).order_status).toBe('pending');

      // Each instance reads settings through its own short cache: switch demo off where the simulator runs.
      await app.souq.settings.set('demo', false);
      try {
        await simulator.tick(later());
        expect((await lab.order(cod.orderId)).order_status).toBe('pending');
      } finally {
        await app.souq.settings.set('demo', true);
      }

      expect(await simulator.tick(later())).toBeGreaterThan(0);
      expect((await lab.order(cod.orderId)).order_status).toBe('confirmed');
      expect((await lab.order(digital.orderId)).order_status).toBe('pending');
      const events = await lab.sql(
        'select status, changed_by from order_status_events where order_id = $1 order by id',
        [cod.orderId],
      );
      expect(events.at(-1)).toEqual({ status: 'confirmed', changed_by: 'simulator' });

      for (const status of ['processing', 'handover', 'picked_up', 'delivered']) {
        await lab.sql("update orders set updated_at = now() - interval '1 minute' where id = $1", [cod.orderId]);
        await simulator.tick(later());
        expect((await lab.order(cod.orderId)).order_status).toBe(status);
      }
      // Delivered by the simulator: cash paid, like any delivery.
      expect((await lab.order(cod.orderId)).payment_status).toBe('paid');
    } finally {
      await app.close();
    }
  });

  it('runs on its own every few seconds, and the app closes cleanly with a stream open', async () => {
    const app = await buildApp({ db: api.database.db, env: testEnv({ ORDER_SIMULATOR_SECONDS: '1' }) });
    const url = await listen(app);
    const { orderId, token } = await placeAsCustomer();
    const stream = await openSse(`${url}${ORDER_LIFE.events}?order_id=${orderId}`, {
      authorization: `Bearer ${token}`,
    });
    expect((await stream.next()).data.order_status).toBe('pending');
    expect((await stream.next()).data).toMatchObject({ order_id: orderId, order_status: 'confirmed' });
    expect(app.souq.orderLife.simulator.running).toBe(true);
    await app.close();
    await stream.ended();
    expect(app.souq.orderLife.simulator.running).toBe(false);
  });
});

describe.skipIf(!redisUp)('fan-out through Redis (REDIS_URL)', () => {
  const env = testEnv({ REDIS_URL, ORDER_EVENTS_CHANNEL: `souq-test:orders:${randomUUID()}`, OPERATOR_TOKEN });
  let follower: TestApp;
  let mover: TestApp;

  afterAll(async () => {
    await follower?.close();
    await mover?.close();
  });

  it('a change made on one instance reaches a stream open on another', async () => {
    follower = await buildApp({ db: api.database.db, env });
    mover = await buildApp({ db: api.database.db, env });
    expect(follower.souq.orderLife.events.kind).toBe('redis');
    const url = await listen(follower);
    const { orderId, token } = await placeAsCustomer();
    const stream = await openSse(`${url}${ORDER_LIFE.events}?order_id=${orderId}`, {
      authorization: `Bearer ${token}`,
    });
    try {
      expect((await stream.next()).data.order_status).toBe('pending');
      expect((await moveTo(orderId, 'confirmed', mover)).statusCode).toBe(200);
      expect((await stream.next()).data).toMatchObject({ order_id: orderId, order_status: 'confirmed' });
    } finally {
      stream.close();
    }
  });
});
