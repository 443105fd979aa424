/**
 * The operator console's board (issue 19): new, running, refund and past
 * orders, newest first, each with the moves the status machine allows the
 * operator; behind the operator token. The board is live: operator/orders/events
 * tells the console of every order placed or changed, whoever changed it.
 */
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoIds, type DemoIds } from '../../../test/catalog.ts';
import { newCustomer } from '../../../test/cart.ts';
import { useApi } from '../../../test/helper.ts';
import { placeOrder } from '../../../test/order-fixtures.ts';
import { ORDER, setUpLab } from '../../../test/orders.ts';
import { openSse, type SseStream } from '../../../test/sse.ts';

const OPERATOR_TOKEN = 'operator-secret-for-the-board-1';
const api = useApi({ OPERATOR_TOKEN });
const operator = { authorization: `Bearer ${OPERATOR_TOKEN}` };
let ids: DemoIds;

beforeAll(async () => {
  ids = await demoIds(api);
});

const board = async (group: string, headers: Record<string, string> = operator) =>
  api.request({ url: `/api/v1/operator/orders?group=${group}&limit=50&offset=1`, headers });
const moveTo = (orderId: number, status: string) =>
  api.request({
    method: 'PUT',
    url: `/api/v1/operator/orders/${orderId}/status`,
    payload: { status },
    headers: operator,
  });

describe('operator/orders board', () => {
  it('lists new orders first, then running and past ones, each with the moves allowed now', async () => {
    const c = await newCustomer(api);
    const place = () =>
      placeOrder(api, {
        owner: { userId: c.id },
        lines: [{ itemId: ids.item('classic-smash-burger-burger-yard'), quantity: 1 }],
      });
    const [first, second] = [await place(), await place()];

    const fresh = await board('new');
    expect(fresh.status).toBe(200);
    const newIds = fresh.body.orders.map((o: any) => o.id);
    expect(newIds.indexOf(second)).toBeLessThan(newIds.indexOf(first));
    expect(fresh.body.orders.find((o: any) => o.id === first)).toMatchObject({
      order_status: 'pending',
      operator_moves: ['confirmed', 'accepted', 'canceled'],
    });

    expect((await moveTo(first, 'confirmed')).status).toBe(200);
    expect((await board('new')).body.orders.map((o: any) => o.id)).not.toContain(first);
    const running = await board('running');
    expect(running.body.orders.find((o: any) => o.id === first)).toMatchObject({
      order_status: 'confirmed',
      operator_moves: ['accepted', 'processing', 'canceled'],
    });

    expect((await moveTo(second, 'canceled')).status).toBe(200);
    const past = await board('past');
    expect(past.body.orders.find((o: any) => o.id === second)).toMatchObject({
      order_status: 'canceled',
      operator_moves: [],
    });
  });

  it('the operator picks the courier of a delivery order; settled orders and unknown couriers are refused', async () => {
    const c = await newCustomer(api);
    const orderId = await placeOrder(api, {
      owner: { userId: c.id },
      lines: [{ itemId: ids.item('classic-smash-burger-burger-yard'), quantity: 1 }],
    });
    const couriers = await api.request({ url: '/api/v1/operator/couriers', headers: operator });
    expect(couriers.status).toBe(200);
    expect(couriers.body[0]).toMatchObject({
      id: expect.any(Number),
      f_name: expect.any(String),
      running_orders: expect.any(Number),
    });
    const chosen = couriers.body.at(-1).id;
    const assign = (id: number, courier: unknown) =>
      api.request({
        method: 'PUT',
        url: `/api/v1/operator/orders/${id}/courier`,
        payload: { delivery_man_id: courier },
        headers: operator,
      });
    const assigned = await assign(orderId, chosen);
    expect(assigned.status).toBe(200);
    expect(assigned.body.message).toBe('Delivery person assigned.');
    expect(assigned.body.order.delivery_man.id).toBe(chosen);
    // Confirming keeps the operator's choice.
    await moveTo(orderId, 'confirmed');
    const [row] = await api.database.db.query<{ delivery_man_id: number }>(
      'select delivery_man_id from orders where id = $1',
      [orderId],
    );
    expect(row.delivery_man_id).toBe(chosen);

    expect((await assign(orderId, 99_999)).status).toBe(404);
    expect((await assign(orderId, 'constructor')).status).toBe(422);
    expect((await assign(999_999_999, chosen)).status).toBe(404);
    await moveTo(orderId, 'canceled');
    const settled = await assign(orderId, chosen);
    expect(settled.status).toBe(409);
    expect(settled.body.errors[0].message).toBe('This order can no longer change its delivery person.');
  });

  it('refuses without the token and an unknown group', async () => {
    expect((await board('new', {})).status).toBe(401);
    expect((await board('new', { authorization: 'Bearer wrong' })).status).toBe(401);
    expect((await board('constructor')).status).toBe(422);
  });
});

describe('operator/orders/events: the live board (issue 19 "a live board: new orders appear without reload")', () => {
  let base: string;
  beforeAll(async () => {
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  });

  /** The next "order" event about this order (the database may announce others first). */
  async function nextAbout(stream: SseStream, orderId: number) {
    for (;;) {
      const event = await stream.next();
      expect(event.event).toBe('order');
      if (event.data.order_id === orderId) return event;
    }
  }

  it('tells an open console of an order placed at checkout, moved, and given a courier', async () => {
    const lab = await setUpLab(api);
    const stream = await openSse(`${base}/api/v1/operator/orders/events`, operator);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toContain('text/event-stream');
      // Placed by a customer through the real checkout: the board hears of it.
      const customer = await lab.customer();
      const placed = await customer.call('POST', ORDER.place, { payload: lab.buyNow(lab.items[0], 2) });
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      const orderId = Number(placed.body.order_id);
      expect((await nextAbout(stream, orderId)).data).toEqual({ order_id: orderId });

      // Moved by anyone (here the operator API, as another console would): heard again.
      expect((await moveTo(orderId, 'confirmed')).status).toBe(200);
      await nextAbout(stream, orderId);

      // Another courier chosen: the card's courier changes, so the board hears it.
      const couriers = await api.request({ url: '/api/v1/operator/couriers', headers: operator });
      const [row] = await api.database.db.query<{ delivery_man_id: number | null }>(
        'select delivery_man_id from orders where id = $1',
        [orderId],
      );
      const other = couriers.body.find((c: any) => c.id !== Number(row.delivery_man_id)).id;
      const assigned = await api.request({
        method: 'PUT',
        url: `/api/v1/operator/orders/${orderId}/courier`,
        payload: { delivery_man_id: other },
        headers: operator,
      });
      expect(assigned.status).toBe(200);
      await nextAbout(stream, orderId);
    } finally {
      stream.close();
    }
  });

  it('is behind the operator token', async () => {
    const refused = await openSse(`${base}/api/v1/operator/orders/events`, { authorization: 'Bearer wrong' });
    expect(refused.status).toBe(401);
    refused.close();
  });
});
