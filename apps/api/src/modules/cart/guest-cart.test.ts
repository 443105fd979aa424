/**
 * Spec §4 "guest cart merged via guest_id" (reference §3.2): the cart a guest
 * built moves into the account on sign-in — password, OTP, sign-up — in the
 * sign-in transaction. Nothing the shopper chose is lost: the same line adds
 * up (within stock and limits); only a cart of another store for the same
 * module gives way to the guest's.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsClient, lastCode } from '../../../test/accounts.ts';
import { CART, newCustomer, newGuestId, shopper, type Shopper } from '../../../test/cart.ts';
import { catalogHeaders, demoIds, openStoresRoundTheClock, type DemoIds } from '../../../test/catalog.ts';
import { useApi } from '../../../test/helper.ts';

const api = useApi();
// The cart takes no closed store's items: the stores added from are open whatever the hour.
beforeAll(() => openStoresRoundTheClock(api));
let ids: DemoIds;
let food: Record<string, string>;
let grocery: Record<string, string>;

beforeAll(async () => {
  ids = await demoIds(api);
  food = catalogHeaders([ids.zones.olaya], ids.modules.food);
  grocery = catalogHeaders([ids.zones.olaya], ids.modules.grocery);
});

const double = [{ name: 'Patty', values: { label: ['Double'] } }];
const single = [{ name: 'Patty', values: { label: ['Single'] } }];
const burger = () => ids.item('classic-smash-burger-burger-yard');
const lines = async (s: Shopper) =>
  (await s.call('GET', CART.list)).body.map((l: { item_id: number; quantity: number }) => [l.item_id, l.quantity]);

async function guestWithBurgers(quantity = 2) {
  const guestId = await newGuestId(api);
  const g = shopper(api, { guestId }, food);
  const { status } = await g.call('POST', CART.add, { payload: { item_id: burger(), quantity, variation: double } });
  expect(status).toBe(200);
  return { guestId, g };
}

describe("the guest's cart moves into the account at sign-in", () => {
  it("on password sign-in: the lines become the customer's and the guest's cart is empty", async () => {
    const customer = await newCustomer(api);
    const { guestId, g } = await guestWithBurgers();
    const login = await accountsClient(api).post('/api/v1/auth/login', {
      email_or_phone: customer.email,
      password: customer.password,
      guest_id: guestId,
    });
    expect(login.status).toBe(200);
    const c = shopper(api, { token: login.body.token }, food);
    expect(await lines(c)).toEqual([[burger(), 2]]);
    expect(await lines(g)).toEqual([]);
  });

  it('on sign-up with the guest id', async () => {
    const { guestId } = await guestWithBurgers(3);
    const customer = await newCustomer(api, { guest_id: guestId });
    expect(await lines(shopper(api, { token: customer.token }, food))).toEqual([[burger(), 3]]);
  });

  it('on OTP sign-in', async () => {
    const customer = await newCustomer(api);
    await api.database.db.query('update users set is_phone_verified = true where id = $1', [customer.id]);
    const { guestId } = await guestWithBurgers();
    const client = accountsClient(api);
    await client.post('/api/v1/auth/login', { login_type: 'otp', phone: customer.phone });
    const login = await client.post('/api/v1/auth/login', {
      login_type: 'otp',
      phone: customer.phone,
      otp: await lastCode(api, customer.phone),
      guest_id: guestId,
    });
    expect(login.body.token).toEqual(expect.any(String));
    expect(await lines(shopper(api, { token: login.body.token }, food))).toEqual([[burger(), 2]]);
  });

  it("the same line adds up, add-ons too, and the customer's other lines and modules stay", async () => {
    const customer = await newCustomer(api);
    const c = shopper(api, { token: customer.token }, food);
    const addOn = (await api.request({ url: `/api/v1/items/details/${burger()}` })).body.add_ons[0];
    await c.call('POST', CART.add, {
      payload: { item_id: burger(), quantity: 1, variation: double, add_on_ids: [addOn.id], add_on_qtys: [1] },
    });
    await c.call('POST', CART.add, { payload: { item_id: burger(), quantity: 1, variation: single } });
    const eggs = ids.item('eggs-fresh-basket');
    await shopper(api, c.auth, grocery).call('POST', CART.add, {
      payload: { item_id: eggs, variation: [{ type: '30 eggs' }] },
    });

    const guestId = await newGuestId(api);
    await shopper(api, { guestId }, food).call('POST', CART.add, {
      payload: { item_id: burger(), quantity: 2, variation: double, add_on_ids: [addOn.id], add_on_qtys: [2] },
    });
    await accountsClient(api).post('/api/v1/auth/login', {
      email_or_phone: customer.email,
      password: customer.password,
      guest_id: guestId,
    });

    const merged = (await c.call('GET', CART.list)).body;
    expect(
      merged.map((l: { variation: unknown; quantity: number; add_on_qtys: number[] }) => [
        l.variation,
        l.quantity,
        l.add_on_qtys,
      ]),
    ).toEqual([
      [double, 3, [3]],
      [single, 1, []],
    ]);
    expect(await lines(shopper(api, c.auth, grocery))).toEqual([[eggs, 1]]);
  });

  it('adding up stays within maximum_cart_quantity, never below what either cart had', async () => {
    await api.database.db.query('update items set maximum_cart_quantity = 4 where id = $1', [burger()]);
    api.app.souq.catalog.invalidate();
    try {
      const customer = await newCustomer(api);
      await shopper(api, { token: customer.token }, food).call('POST', CART.add, {
        payload: { item_id: burger(), quantity: 3, variation: double },
      });
      const { guestId } = await guestWithBurgers(3);
      await accountsClient(api).post('/api/v1/auth/login', {
        email_or_phone: customer.email,
        password: customer.password,
        guest_id: guestId,
      });
      expect(await lines(shopper(api, { token: customer.token }, food))).toEqual([[burger(), 4]]);
    } finally {
      await api.database.db.query('update items set maximum_cart_quantity = null where id = $1', [burger()]);
      api.app.souq.catalog.invalidate();
    }
  });

  it("a customer's cart of another store in the same module gives way to the guest's", async () => {
    const customer = await newCustomer(api);
    const c = shopper(api, { token: customer.token }, food);
    const kabsa = ids.item('chicken-kabsa-najdi-table');
    await c.call('POST', CART.add, {
      payload: { item_id: kabsa, variation: [{ name: 'Portion', values: { label: ['Single'] } }] },
    });
    const { guestId } = await guestWithBurgers();
    await accountsClient(api).post('/api/v1/auth/login', {
      email_or_phone: customer.email,
      password: customer.password,
      guest_id: guestId,
    });
    expect(await lines(c)).toEqual([[burger(), 2]]);
  });
});
