/**
 * Issue 16, item 1: a closed store's items do not wait for Place Order to be
 * refused. Without scheduled orders the add is refused with checkout's words
 * ('The store is closed now.') and a line already in the cart says so; where
 * the store and the business schedule orders, the add is taken for later.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogHeaders, demoIds, type DemoIds } from '../../../test/catalog.ts';
import { CART, newGuestId, shopper } from '../../../test/cart.ts';
import { useApi } from '../../../test/helper.ts';

const api = useApi();
let ids: DemoIds;
let food: Record<string, string>;
const sql = (text: string, params: unknown[] = []) => api.database.db.query(text, params);
const rings = () => ids.item('onion-rings-burger-yard');

/** Burger Yard with no opening hours at all (closed whatever the hour), scheduling as asked. */
async function closedStore(scheduleOrder: boolean) {
  const store = ids.store('burger-yard');
  await sql('delete from store_schedules where store_id = $1', [store]);
  await sql('update stores set schedule_order = $2, active = true where id = $1', [store, scheduleOrder]);
  await api.app.souq.settings.set('schedule_order', true);
  api.app.souq.catalog.invalidate();
}

async function openStore() {
  const store = ids.store('burger-yard');
  await sql(
    `insert into store_schedules (store_id, day, opening_time, closing_time) select $1, d, '00:00', '00:00' from generate_series(0, 6) d`,
    [store],
  );
  api.app.souq.catalog.invalidate();
}

beforeAll(async () => {
  ids = await demoIds(api);
  food = catalogHeaders([ids.zones.olaya], ids.modules.food);
});

beforeEach(() => closedStore(false));

describe('the items of a closed store (issue 16, item 1)', () => {
  it("refuses the add with 'The store is closed now.' (in Arabic too) when the store takes no scheduled orders", async () => {
    const g = shopper(api, { guestId: await newGuestId(api) }, food);
    const refused = await g.call('POST', CART.add, { payload: { item_id: rings(), quantity: 1 } });
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0]).toEqual({ code: 'store_closed', message: 'The store is closed now.' });
    const arabic = await g.call('POST', CART.add, {
      payload: { item_id: rings(), quantity: 1 },
      headers: { 'x-localization': 'ar' },
    });
    expect(arabic.body.errors[0].message).toBe('المتجر مغلق الآن.');
    expect((await g.call('GET', CART.list)).body).toEqual([]);
  });

  it('takes the add for later where the store and the business schedule orders', async () => {
    await closedStore(true);
    const g = shopper(api, { guestId: await newGuestId(api) }, food);
    const added = await g.call('POST', CART.add, { payload: { item_id: rings(), quantity: 1 } });
    expect(added.status).toBe(200);
    const [line] = (await g.call('GET', CART.list)).body;
    expect(line.item_id).toBe(rings());
    expect(line.problem ?? null).toBeNull();
    // The cart says the order is for later (the drawer's notice).
    expect(line.store_ordering).toBe('later');
  });

  it('says so on a line already in the cart when the store closes', async () => {
    await openStore();
    const g = shopper(api, { guestId: await newGuestId(api) }, food);
    expect((await g.call('POST', CART.add, { payload: { item_id: rings(), quantity: 1 } })).status).toBe(200);
    await closedStore(false);
    const [line] = (await g.call('GET', CART.list)).body;
    expect(line.problem).toMatchObject({ code: 'store_closed', message: 'The store is closed now.' });
  });
});
