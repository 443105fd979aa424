/**
 * customer/suggested-items and customer/visit-again (issue 15): what a
 * customer's own history suggests, among what they can order now.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogHeaders, demoIds, ITEM_FIELDS, STORE_FIELDS, type DemoIds } from '../../../test/catalog.ts';
import { newCustomer } from '../../../test/cart.ts';
import { useApi } from '../../../test/helper.ts';
import { placeOrder } from '../../../test/order-fixtures.ts';

const api = useApi();
let ids: DemoIds;
let food: Record<string, string>;

beforeAll(async () => {
  ids = await demoIds(api);
  food = catalogHeaders([ids.zones.olaya, ids.zones.central], ids.modules.food);
});

const as = (token: string, url: string, headers = food) =>
  api.request({ url, headers: { ...headers, authorization: `Bearer ${token}` } });
const idsOf = (list: { id: number }[]) => list.map((x) => x.id);

describe('customer/suggested-items', () => {
  it('suggests what the customer ordered first, then their interests, then the most ordered', async () => {
    const c = await newCustomer(api);
    const kabsa = ids.item('chicken-kabsa-najdi-table');
    const burger = ids.item('classic-smash-burger-burger-yard');
    await placeOrder(api, {
      owner: { userId: c.id },
      lines: [{ itemId: burger, quantity: 1 }],
      status: 'delivered',
      ageSeconds: 600,
    });
    await placeOrder(api, { owner: { userId: c.id }, lines: [{ itemId: kabsa, quantity: 2 }], status: 'delivered' });
    const [{ category_id: dessertCategory }] = await api.database.db.query<{ category_id: number }>(
      "select category_id from items where slug like '%kunafa%' limit 1",
    );
    const interest = await api.request({
      method: 'POST',
      url: '/api/v1/customer/update-interest',
      headers: { ...food, authorization: `Bearer ${c.token}` },
      payload: { interest: [dessertCategory] },
    });
    expect(interest.status).toBe(200);

    const { status, body } = await as(c.token, '/api/v1/customer/suggested-items');
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    expect(body.length).toBe(10);
    // Most recently ordered first.
    expect(idsOf(body).slice(0, 2)).toEqual([kabsa, burger]);
    expect(
      body[2].category_id === dessertCategory ||
        body[2].category_ids.some((c: any) => Number(c.id) === dessertCategory),
    ).toBe(true);
    for (const field of ITEM_FIELDS) expect(body[0], field).toHaveProperty(field);
    expect(new Set(idsOf(body)).size).toBe(body.length);
  });

  it('answers only what the customer can order here, and needs a signed-in customer', async () => {
    const c = await newCustomer(api);
    const kabsa = ids.item('chicken-kabsa-najdi-table');
    await placeOrder(api, { owner: { userId: c.id }, lines: [{ itemId: kabsa, quantity: 1 }], status: 'delivered' });
    const grocery = catalogHeaders([ids.zones.olaya], ids.modules.grocery);
    const { body } = await as(c.token, '/api/v1/customer/suggested-items', grocery);
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((i: { module_id: number }) => i.module_id === ids.modules.grocery)).toBe(true);
    expect((await api.request({ url: '/api/v1/customer/suggested-items', headers: food })).status).toBe(401);
    expect((await as(c.token, '/api/v1/customer/suggested-items', {})).status).toBe(400);
  });
});

describe('customer/visit-again', () => {
  it('lists the stores the customer ordered from, most recent first, each with up to 5 items', async () => {
    const c = await newCustomer(api);
    const kabsa = ids.item('chicken-kabsa-najdi-table');
    const burger = ids.item('classic-smash-burger-burger-yard');
    await placeOrder(api, {
      owner: { userId: c.id },
      lines: [{ itemId: kabsa, quantity: 1 }],
      status: 'delivered',
      ageSeconds: 3600,
    });
    await placeOrder(api, { owner: { userId: c.id }, lines: [{ itemId: burger, quantity: 1 }], status: 'delivered' });
    const { status, body } = await as(c.token, '/api/v1/customer/visit-again');
    expect(status).toBe(200);
    expect(idsOf(body)).toEqual([ids.store('burger-yard'), ids.store('najdi-table')]);
    for (const field of STORE_FIELDS) expect(body[0], field).toHaveProperty(field);
    expect(body[0].items.length).toBeGreaterThan(1);
    expect(body[0].items.length).toBeLessThanOrEqual(5);
    expect(body[0].items[0].id).toBe(burger);
    expect(body[1].items[0].id).toBe(kabsa);
    expect(body[0].items.every((i: { store_id: number }) => i.store_id === ids.store('burger-yard'))).toBe(true);
  });

  it('leaves out stores outside the zones asked for and canceled orders; an empty list for a new customer', async () => {
    const c = await newCustomer(api);
    expect((await as(c.token, '/api/v1/customer/visit-again')).body).toEqual([]);
    const kabsa = ids.item('chicken-kabsa-najdi-table');
    await placeOrder(api, { owner: { userId: c.id }, lines: [{ itemId: kabsa, quantity: 1 }], status: 'canceled' });
    expect((await as(c.token, '/api/v1/customer/visit-again')).body).toEqual([]);
    await placeOrder(api, { owner: { userId: c.id }, lines: [{ itemId: kabsa, quantity: 1 }], status: 'delivered' });
    expect((await as(c.token, '/api/v1/customer/visit-again')).body).toHaveLength(1);
    const elsewhere = catalogHeaders([ids.zones.airport], ids.modules.food);
    const [{ zone_id }] = await api.database.db.query<{ zone_id: number }>('select zone_id from stores where id = $1', [
      ids.store('najdi-table'),
    ]);
    expect(zone_id).not.toBe(ids.zones.airport);
    expect((await as(c.token, '/api/v1/customer/visit-again', elsewhere)).body).toEqual([]);
  });
});
