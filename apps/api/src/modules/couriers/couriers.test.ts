/**
 * Couriers (issue 19): a delivery order gets a demo courier when it is
 * confirmed; the order carries the courier as the reference shapes it;
 * delivery-man/last-location answers only whoever may track the order; the
 * demo simulator moves the courier from the store towards the customer
 * while the order is picked up, and the order's event stream says where
 * the courier is ("location" events), from the simulator or the operator.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogHeaders, demoIds, type DemoIds } from '../../../test/catalog.ts';
import { newCustomer, shopper } from '../../../test/cart.ts';
import { useApi } from '../../../test/helper.ts';
import { placeOrder } from '../../../test/order-fixtures.ts';
import { openSse } from '../../../test/sse.ts';
import type { AddressInfo } from 'node:net';

const OPERATOR_TOKEN = 'operator-secret-for-couriers-01';
const api = useApi({ OPERATOR_TOKEN, ORDER_SIMULATOR_SECONDS: '60' });
let ids: DemoIds;
let headers: Record<string, string>;
const sql = <T = any>(text: string, params: unknown[] = []) => api.database.db.query<T>(text, params);
const moveTo = (orderId: number, status: string) =>
  api.request({
    method: 'PUT',
    url: `/api/v1/operator/orders/${orderId}/status`,
    payload: { status },
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
  });

beforeAll(async () => {
  ids = await demoIds(api);
  headers = catalogHeaders([ids.zones.olaya], ids.modules.food);
});

async function customer() {
  const c = await newCustomer(api);
  return { ...c, shopper: shopper(api, { token: c.token }, headers) };
}

describe('courier assignment and last location', () => {
  it('assigns a courier on confirm; the order and last-location show them to the owner only', async () => {
    const [c, other] = [await customer(), await customer()];
    const orderId = await placeOrder(api, {
      owner: { userId: c.id },
      lines: [{ itemId: ids.item('classic-smash-burger-burger-yard'), quantity: 1 }],
    });
    expect(
      (await c.shopper.call('GET', '/api/v1/delivery-man/last-location', { query: { order_id: orderId } })).body,
    ).toBeNull();
    expect((await moveTo(orderId, 'confirmed')).status).toBe(200);
    const track = await c.shopper.call('GET', '/api/v1/customer/order/track', { query: { order_id: orderId } });
    expect(track.body.delivery_man).toMatchObject({
      f_name: expect.any(String),
      phone: expect.stringMatching(/^\+9665/),
      vehicle: { type: expect.stringMatching(/bicycle|motorbike|car/) },
    });
    const courierId = track.body.delivery_man.id;
    // Nobody else moves the courier: the next statuses keep the same one.
    await moveTo(orderId, 'processing');
    await moveTo(orderId, 'handover');
    expect((await sql('select delivery_man_id from orders where id = $1', [orderId]))[0].delivery_man_id).toBe(
      courierId,
    );

    const last = await c.shopper.call('GET', '/api/v1/delivery-man/last-location', { query: { order_id: orderId } });
    expect(last.body).toMatchObject({ delivery_man_id: courierId, order_id: orderId, latitude: expect.any(String) });
    const stranger = await other.shopper.call('GET', '/api/v1/delivery-man/last-location', {
      query: { order_id: orderId },
    });
    expect(stranger.status).toBe(404);
  });

  it('the simulator moves the courier from the store towards the customer while the order is picked up', async () => {
    const c = await customer();
    const orderId = await placeOrder(api, {
      owner: { userId: c.id },
      lines: [{ itemId: ids.item('classic-smash-burger-burger-yard'), quantity: 1 }],
    });
    for (const status of ['confirmed', 'processing', 'handover', 'picked_up']) await moveTo(orderId, status);
    const [order] = await sql(
      'select o.delivery_man_id, o.picked_up, s.latitude, s.longitude from orders o join stores s on s.id = o.store_id where o.id = $1',
      [orderId],
    );
    await api.app.souq.settings.set('demo', true);
    const simulator = api.app.souq.orderLife.simulator;
    const at = async (seconds: number) => {
      await simulator.tick(new Date(new Date(order.picked_up).getTime() + seconds * 1000));
      return (await sql('select latitude, longitude from delivery_men where id = $1', [order.delivery_man_id]))[0];
    };
    const start = await at(1);
    const customerAt = { lat: 24.69, lng: 46.68 }; // the fixture's address
    const half = await at(30);
    const distance = (p: { latitude: number; longitude: number }) =>
      Math.abs(p.latitude - customerAt.lat) + Math.abs(p.longitude - customerAt.lng);
    expect(distance(half)).toBeLessThan(distance(start));
    expect(Math.abs(start.latitude - order.latitude) + Math.abs(start.longitude - order.longitude)).toBeLessThan(0.01);
  });
});

describe('the courier live on the order stream', () => {
  let base: string;
  beforeAll(async () => {
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  });

  /** The next event of a kind, skipping the others (status events come first). */
  const nextOf = async (stream: Awaited<ReturnType<typeof openSse>>, kind: string) => {
    for (;;) {
      const event = await stream.next();
      if (event.event === kind) return event;
    }
  };

  it('the simulator and the operator move the courier; the order page hears each position', async () => {
    const c = await customer();
    const orderId = await placeOrder(api, {
      owner: { userId: c.id },
      lines: [{ itemId: ids.item('classic-smash-burger-burger-yard'), quantity: 1 }],
    });
    for (const status of ['confirmed', 'processing', 'handover', 'picked_up']) await moveTo(orderId, status);
    const stream = await openSse(`${base}/api/v1/customer/order/events?order_id=${orderId}`, {
      authorization: `Bearer ${c.token}`,
    });
    try {
      expect((await stream.next()).data.order_status).toBe('picked_up');
      const [order] = await sql('select delivery_man_id, picked_up from orders where id = $1', [orderId]);
      await api.app.souq.settings.set('demo', true);
      await api.app.souq.orderLife.simulator.tick(new Date(new Date(order.picked_up).getTime() + 20_000));
      const moved = await nextOf(stream, 'location');
      expect(moved.id).toBeNull();
      expect(moved.data).toMatchObject({
        kind: 'location',
        order_id: orderId,
        delivery_man_id: order.delivery_man_id,
        latitude: expect.any(Number),
        longitude: expect.any(Number),
      });

      const put = (payload: Record<string, unknown>, token = OPERATOR_TOKEN, id = orderId) =>
        api.request({
          method: 'PUT',
          url: `/api/v1/operator/orders/${id}/courier-location`,
          payload,
          headers: { authorization: `Bearer ${token}` },
        });
      expect((await put({ latitude: 24.7, longitude: 46.67 })).status).toBe(200);
      expect((await nextOf(stream, 'location')).data).toMatchObject({ latitude: 24.7, longitude: 46.67 });
      const last = await c.shopper.call('GET', '/api/v1/delivery-man/last-location', { query: { order_id: orderId } });
      expect(last.body).toMatchObject({ latitude: '24.7', longitude: '46.67' });

      // Hostile or wrong input changes nothing.
      expect((await put({ latitude: 124.7, longitude: 46.67 })).status).toBe(422);
      expect((await put({ latitude: 'north', longitude: 46.67 })).status).toBe(422);
      expect((await put({ latitude: 24.71, longitude: 46.6 }, 'wrong-token')).status).toBe(401);
      expect((await put({ latitude: 24.71, longitude: 46.6 }, OPERATOR_TOKEN, 999_999_999)).status).toBe(404);
      const waiting = await placeOrder(api, {
        owner: { userId: c.id },
        lines: [{ itemId: ids.item('classic-smash-burger-burger-yard'), quantity: 1 }],
      });
      const none = await put({ latitude: 24.71, longitude: 46.6 }, OPERATOR_TOKEN, waiting);
      expect(none.status).toBe(409);
      expect(none.body.errors[0].message).toBe('This order has no delivery person.');
      const still = await c.shopper.call('GET', '/api/v1/delivery-man/last-location', { query: { order_id: orderId } });
      expect(still.body).toMatchObject({ latitude: '24.7', longitude: '46.67' });
    } finally {
      stream.close();
      await api.app.souq.settings.set('demo', false);
    }
  });
});
