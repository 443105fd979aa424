/**
 * The operator console's board (issue 19): new, running, refund and past
 * orders, newest first, each with the moves the status machine allows the
 * operator; behind the operator token.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { demoIds, type DemoIds } from '../../../test/catalog.ts';
import { newCustomer } from '../../../test/cart.ts';
import { useApi } from '../../../test/helper.ts';
import { placeOrder } from '../../../test/order-fixtures.ts';

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
