/**
 * Couriers (issue 19): a delivery order gets a demo courier when it is
 * confirmed; the order carries the courier as the reference shapes it;
 * delivery-man/last-location answers only whoever may track the order; the
 * demo simulator moves the courier from the store towards the customer
 * while the order is picked up.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogHeaders, demoIds, type DemoIds } from '../../../test/catalog.ts';
import { newCustomer, shopper } from '../../../test/cart.ts';
import { useApi } from '../../../test/helper.ts';
import { placeOrder } from '../../../test/order-fixtures.ts';

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
