/**
 * The cart API (spec §4–§5, reference §3.4, §5.4): who may touch a line,
 * what a line costs (the server's price, never the client's), the option,
 * stock and limit rules with the spec's messages, one store per cart, and
 * the same line added twice or twenty times at once.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogHeaders, demoIds, openStoresRoundTheClock, ITEM_FIELDS, type DemoIds } from '../../../test/catalog.ts';
import { CART, newCustomer, newGuestId, shopper, type Shopper } from '../../../test/cart.ts';
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

const sql = <T = any>(text: string, params: unknown[] = []) => api.database.db.query<T>(text, params);
/** Changes catalog rows the way an admin would, then drops the caches as every catalog writer must. */
async function editCatalog(text: string, params: unknown[] = []) {
  await sql(text, params);
  api.app.souq.catalog.invalidate();
}

async function guest(headers = food): Promise<Shopper> {
  return shopper(api, { guestId: await newGuestId(api) }, headers);
}
async function customer(headers = food): Promise<Shopper> {
  return shopper(api, { token: (await newCustomer(api)).token }, headers);
}

const item = async (slug: string) => (await api.request({ url: `/api/v1/items/details/${slug}` })).body;
const burger = () => ids.item('classic-smash-burger-burger-yard');
/** Patty: Double (+9); Extras: Extra cheese (+3) and Beef bacon (+5). */
const burgerChoice = [
  { name: 'Patty', values: { label: ['Double'] } },
  { name: 'Extras', values: { label: ['Extra cheese', 'Beef bacon'] } },
];

describe('who may use a cart', () => {
  it('answers 401 without a token or guest id, and for a guest id the server never issued', async () => {
    const none = await api.request({ url: CART.list, headers: food });
    expect(none.status).toBe(401);
    expect(none.body.errors[0]).toMatchObject({ code: 'auth-001', message: 'You are not logged in' });
    const forged = await api.request({
      url: `${CART.list}?guest_id=7c0c3c8e-2f4b-4f39-9d59-0a6f5c1b9e21`,
      headers: food,
    });
    expect(forged.status).toBe(401);
    expect(forged.body.errors[0].code).toBe('guest_id');
  });

  it("lists an empty cart for guest_id=null (a client's first load, before it has a guest id); a bad token is still a 401", async () => {
    for (const value of ['null', 'undefined', '']) {
      const { status, body } = await api.request({ url: `${CART.list}?guest_id=${value}`, headers: food });
      expect({ value, status, body }).toEqual({ value, status: 200, body: [] });
    }
    const badToken = await api.request({
      url: `${CART.list}?guest_id=null`,
      headers: { ...food, authorization: 'Bearer not-a-token' },
    });
    expect(badToken.status).toBe(401);
  });

  it('refuses every change from a guest id the server never issued, and stores nothing', async () => {
    const forged = shopper(api, { guestId: '7c0c3c8e-2f4b-4f39-9d59-0a6f5c1b9e21' }, food);
    const calls = [
      forged.call('POST', CART.add, { payload: { item_id: burger(), variation: burgerChoice } }),
      forged.call('PUT', CART.update, { payload: { cart_id: 1, quantity: 2 } }),
      forged.call('DELETE', CART.removeItem, { query: { cart_id: 1 } }),
      forged.call('DELETE', CART.clear),
      shopper(api, { guestId: 'guest-42' }, food).call('GET', CART.list),
    ];
    for (const { status, body } of await Promise.all(calls)) {
      expect(status).toBe(401);
      expect(body.errors[0]).toMatchObject({
        code: 'guest_id',
        message: 'This guest id is not recognised. Please request a new one.',
      });
    }
    expect(await sql("select 1 from carts where guest_id = '7c0c3c8e-2f4b-4f39-9d59-0a6f5c1b9e21'")).toEqual([]);
  });

  it('one cart per module: without the moduleId header the list is empty and changes are refused', async () => {
    const shopperWithoutModule = shopper(api, { guestId: await newGuestId(api) }, catalogHeaders([ids.zones.olaya]));
    // Clients load the cart before a module is chosen (client-contract §4): an empty cart, not an error toast.
    const listed = await shopperWithoutModule.call('GET', CART.list);
    expect(listed).toMatchObject({ status: 200, body: [] });
    const { status, body } = await shopperWithoutModule.call('POST', CART.add, {
      payload: { item_id: burger(), variation: burgerChoice },
    });
    expect(status).toBe(400);
    expect(body.errors[0].code).toBe('moduleId');

    const g = await guest();
    await g.call('POST', CART.add, { payload: { item_id: burger(), quantity: 1, variation: burgerChoice } });
    expect((await g.call('GET', CART.list)).body).toHaveLength(1);
    expect((await shopper(api, g.auth, grocery).call('GET', CART.list)).body).toEqual([]);
  });

  it("a second guest cannot read, update or delete the first guest's line", async () => {
    const first = await guest();
    const [line] = (
      await first.call('POST', CART.add, { payload: { item_id: burger(), quantity: 2, variation: burgerChoice } })
    ).body;
    const second = await guest();
    expect((await second.call('GET', CART.list)).body).toEqual([]);
    const update = await second.call('POST', CART.update, { payload: { cart_id: line.id, quantity: 5 } });
    expect(update.status).toBe(404);
    expect(update.body.errors[0]).toMatchObject({ code: 'cart_id', message: 'Cart item not found.' });
    expect((await second.call('DELETE', CART.removeItem, { query: { cart_id: line.id } })).status).toBe(404);
    await second.call('DELETE', CART.clear);
    const [still] = (await first.call('GET', CART.list)).body;
    expect(still).toMatchObject({ id: line.id, quantity: 2 });
  });

  it("a customer cannot touch a guest's line, nor a guest a customer's", async () => {
    const g = await guest();
    const [guestLine] = (await g.call('POST', CART.add, { payload: { item_id: burger(), variation: burgerChoice } }))
      .body;
    const c = await customer();
    const [customerLine] = (
      await c.call('POST', CART.add, { payload: { item_id: burger(), variation: burgerChoice, quantity: 3 } })
    ).body;

    expect((await c.call('POST', CART.update, { payload: { cart_id: guestLine.id, quantity: 7 } })).status).toBe(404);
    expect((await c.call('DELETE', CART.removeItem, { query: { cart_id: guestLine.id } })).status).toBe(404);
    expect((await g.call('PUT', CART.update, { payload: { cart_id: customerLine.id, quantity: 7 } })).status).toBe(404);
    expect((await g.call('DELETE', CART.removeItem, { query: { cart_id: customerLine.id } })).status).toBe(404);

    expect(
      (await g.call('GET', CART.list)).body.map((l: { id: number; quantity: number }) => [l.id, l.quantity]),
    ).toEqual([[guestLine.id, 1]]);
    expect(
      (await c.call('GET', CART.list)).body.map((l: { id: number; quantity: number }) => [l.id, l.quantity]),
    ).toEqual([[customerLine.id, 3]]);
  });

  it("removing an account takes the customer's carts with it", async () => {
    const account = await newCustomer(api);
    const c = shopper(api, { token: account.token }, food);
    await c.call('POST', CART.add, { payload: { item_id: burger(), variation: burgerChoice } });
    await api.request({
      method: 'DELETE',
      url: '/api/v1/customer/remove-account',
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(await sql('select 1 from carts where user_id = $1', [account.id])).toEqual([]);
  });

  it('a token wins over a guest id: a signed-in customer sees their own cart', async () => {
    const g = await guest();
    await g.call('POST', CART.add, { payload: { item_id: burger(), variation: burgerChoice } });
    const c = await customer();
    const guestId = (g.auth as { guestId: string }).guestId;
    expect((await c.call('GET', CART.list, { query: { guest_id: guestId } })).body).toEqual([]);
  });
});

describe('what a line is and costs', () => {
  it('answers every call with the whole cart: rows with the full item, add-ons checked and chosen options selected', async () => {
    const g = await guest();
    const details = await item('classic-smash-burger-burger-yard');
    const [firstAddOn, secondAddOn] = details.add_ons;
    const { status, body, headers } = await g.call('POST', CART.add, {
      payload: {
        item_id: burger(),
        model: 'Item',
        price: 1,
        quantity: 2,
        variation: burgerChoice,
        add_on_ids: [firstAddOn.id],
        add_on_qtys: [2],
      },
    });
    expect(status).toBe(200);
    expect(decodeURIComponent(String(headers['x-message']))).toBe('Item added to cart');
    const arabic = await g.call('POST', CART.add, {
      payload: { item_id: burger(), variation: burgerChoice },
      headers: { 'x-localization': 'ar', origin: 'https://shop.example' },
    });
    expect(decodeURIComponent(String(arabic.headers['x-message']))).toBe('تمت إضافة المنتج إلى السلة');
    expect(String(arabic.headers['access-control-expose-headers'])).toContain('x-message');
    expect(body).toHaveLength(1);
    const [line] = body;
    expect(line).toMatchObject({
      cart_id: line.id,
      item_id: burger(),
      model: 'Item',
      quantity: 2,
      add_on_ids: [firstAddOn.id],
      add_on_qtys: [2],
      available: true,
      problem: null,
    });
    expect(line.variation).toEqual(burgerChoice);
    for (const field of ITEM_FIELDS) expect(line.item, field).toHaveProperty(field);
    expect(line.item).toMatchObject({ store_name: 'Burger Yard', module_type: 'food', zone_id: ids.zones.olaya });
    // Old clients keep the lines of their module: they filter the cart on item.module.id (reference §5).
    expect(line.item.module).toMatchObject({ id: ids.modules.food, module_type: 'food' });
    expect(line.item.addons.find((a: { id: number }) => a.id === firstAddOn.id)).toMatchObject({
      isChecked: true,
      quantity: 2,
    });
    expect(line.item.addons.find((a: { id: number }) => a.id === secondAddOn.id)).toMatchObject({
      isChecked: false,
      quantity: 0,
    });
    const patty = line.item.food_variations.find((g: { name: string }) => g.name === 'Patty');
    expect(patty.values.map((v: { label: string; isSelected: boolean }) => [v.label, v.isSelected])).toEqual([
      ['Single', false],
      ['Double', true],
    ]);
  });

  it('a tampered price changes nothing: the server prices base + options per unit and add-ons once per line', async () => {
    // A known discount: 10 % off the item, no store discount or flash sale running.
    await editCatalog(`update items set discount = 10, discount_type = 'percent' where id = $1`, [burger()]);
    await editCatalog('delete from store_discounts where store_id = $1', [ids.store('burger-yard')]);
    await editCatalog('delete from flash_sale_items where item_id = $1', [burger()]);
    const g = await guest();
    const details = await item('classic-smash-burger-burger-yard');
    const addOn = details.add_ons[0];
    const [line] = (
      await g.call('POST', CART.add, {
        payload: {
          item_id: burger(),
          price: 0.01,
          quantity: 2,
          variation: burgerChoice,
          add_on_ids: [addOn.id],
          add_on_qtys: [3],
        },
      })
    ).body;
    const unit = details.price + 9 + 3 + 5;
    expect(line.unit_price).toBeCloseTo(unit, 2);
    expect(line.price).toBeCloseTo(unit * 2, 2);
    expect(line.add_on_price).toBeCloseTo(addOn.price * 3, 2);
    expect(line.discount_on_item).toBeCloseTo(unit * 0.1, 2);
    expect(line.total_price).toBeCloseTo(unit * 0.9 * 2 + addOn.price * 3, 2);
    const [stored] = await sql<{ price: string }>('select price from carts where id = $1', [line.id]);
    expect(Number(stored.price)).toBeCloseTo(unit, 2);

    const updated = (await g.call('POST', CART.update, { payload: { cart_id: line.id, quantity: 3, price: 99999 } }))
      .body[0];
    expect(updated.price).toBeCloseTo(unit * 3, 2);
  });

  it('reads what old clients send: null for absent fields, lists as JSON strings, class names as models', async () => {
    const g = await guest();
    const addOn = (await item('classic-smash-burger-burger-yard')).add_ons[0];
    const { status, body } = await g.call('POST', CART.add, {
      payload: {
        item_id: String(burger()),
        model: 'App\\Models\\Item',
        quantity: null,
        price: null,
        variation: JSON.stringify(burgerChoice),
        add_on_ids: `[${addOn.id}]`,
        add_on_qtys: '[2]',
      },
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body[0]).toMatchObject({ quantity: 1, variation: burgerChoice, add_on_ids: [addOn.id], add_on_qtys: [2] });
  });

  it('a non-food variation replaces the base price and is answered as [{type, price, stock}]', async () => {
    const g = await guest(grocery);
    const details = await item('eggs-fresh-basket');
    const thirty = details.variations.find((v: { type: string }) => v.type === '30 eggs');
    const [line] = (
      await g.call('POST', CART.add, {
        payload: { item_id: ids.item('eggs-fresh-basket'), quantity: 2, variation: [{ type: '30 eggs', price: 1 }] },
      })
    ).body;
    expect(line.variation).toEqual([{ type: '30 eggs', price: thirty.price, stock: thirty.stock }]);
    expect(line.price).toBeCloseTo(thirty.price * 2, 2);
  });
});

describe('food options (spec §5 Item)', () => {
  const kabsa = () => ids.item('chicken-kabsa-najdi-table');

  it("a required variation needs a selection: 'Variation {name} can not remain without selection.'", async () => {
    const g = await guest();
    const { status, body } = await g.call('POST', CART.add, { payload: { item_id: kabsa(), variation: [] } });
    expect(status).toBe(422);
    expect(body.errors[0]).toMatchObject({
      code: 'variation',
      message: 'Variation Portion can not remain without selection.',
    });
    const arabic = await g.call('POST', CART.add, {
      payload: { item_id: kabsa(), variation: [] },
      headers: { 'x-localization': 'ar' },
    });
    expect(arabic.body.errors[0].message).toBe('لا يمكن ترك الخيار الحصة دون اختيار.');
    expect((await g.call('GET', CART.list)).body).toEqual([]);
  });

  it("a multi variation stays between min and max: 'Selected variation named {name} must be in between Minimum {min} and Maximum {max}.'", async () => {
    const g = await guest(catalogHeaders([ids.zones.malaz], ids.modules.food));
    const shawarma = ids.item('chicken-shawarma-sandwich-al-sham-shawarma');
    const { status, body } = await g.call('POST', CART.add, {
      payload: {
        item_id: shawarma,
        variation: [
          { name: 'Bread', values: { label: ['Saj'] } },
          { name: 'Sauces', values: { label: ['Garlic', 'Tahini', 'Chili'] } },
        ],
      },
    });
    expect(status).toBe(422);
    expect(body.errors[0].message).toBe('Selected variation named Sauces must be in between Minimum 1 and Maximum 2.');
    const ok = await g.call('POST', CART.add, {
      payload: {
        item_id: shawarma,
        variation: [
          { name: 'Bread', values: { label: ['Saj'] } },
          { name: 'Sauces', values: { label: ['Garlic', 'Chili'] } },
        ],
      },
    });
    expect(ok.status).toBe(200);
  });

  it('refuses an option or a group the item does not have, and a second choice in a single group', async () => {
    const g = await guest();
    const unknownLabel = await g.call('POST', CART.add, {
      payload: { item_id: kabsa(), variation: [{ name: 'Portion', values: { label: ['Huge'] } }] },
    });
    expect(unknownLabel.body.errors[0].message).toBe('The selected option Huge does not exist for Portion.');
    const unknownGroup = await g.call('POST', CART.add, {
      payload: { item_id: kabsa(), variation: [{ name: 'Colour', values: { label: ['Red'] } }] },
    });
    expect(unknownGroup.body.errors[0].message).toBe('The variation Colour does not exist for this item.');
    const two = await g.call('POST', CART.add, {
      payload: {
        item_id: kabsa(),
        variation: [{ name: 'Portion', values: { label: ['Single', 'Family (serves 4)'] } }],
      },
    });
    expect(two.body.errors[0].message).toBe('Choose only one option for Portion.');
    expect((await g.call('GET', CART.list)).body).toEqual([]);
  });

  it('accepts Arabic names and labels from an Arabic client, stores them in English and shows each language its own', async () => {
    const arabic = { ...food, 'x-localization': 'ar' };
    const g = await guest(arabic);
    const { status, body } = await g.call('POST', CART.add, {
      payload: {
        item_id: kabsa(),
        variation: [
          { name: 'الحصة', values: { label: ['عائلي (٤ أشخاص)'] } },
          { name: 'الأرز', values: { label: ['أرز بالزعفران'] } },
        ],
      },
    });
    expect(status).toBe(200);
    expect(body[0].variation).toEqual([
      { name: 'الحصة', values: { label: ['عائلي (٤ أشخاص)'] } },
      { name: 'الأرز', values: { label: ['أرز بالزعفران'] } },
    ]);
    const [stored] = await sql<{ variation: unknown }>('select variation from carts where id = $1', [body[0].id]);
    expect(stored.variation).toEqual([
      { name: 'Portion', values: { label: ['Family (serves 4)'] } },
      { name: 'Rice', values: { label: ['Saffron rice'] } },
    ]);
    const details = await item('chicken-kabsa-najdi-table');
    expect(body[0].unit_price).toBeCloseTo(details.price + 85 + 4, 2);

    // The same choice in English is the same line.
    const english = shopper(api, g.auth, food);
    const again = await english.call('POST', CART.add, {
      payload: {
        item_id: kabsa(),
        variation: [
          { name: 'Rice', values: { label: ['Saffron rice'] } },
          { name: 'Portion', values: { label: ['Family (serves 4)'] } },
        ],
      },
    });
    expect(again.body).toHaveLength(1);
    expect(again.body[0]).toMatchObject({
      quantity: 2,
      variation: [
        { name: 'Portion', values: { label: ['Family (serves 4)'] } },
        { name: 'Rice', values: { label: ['Saffron rice'] } },
      ],
    });
  });
});

describe('stock and limits (spec §5 Add to cart)', () => {
  const eggs = () => ids.item('eggs-fresh-basket');
  const basmati = () => ids.item('basmati-rice-fresh-basket');

  it("a variation out of stock blocks adding it: 'This variation is out of stock. Choose another variation to proceed further.'", async () => {
    const g = await guest(grocery);
    const { status, body } = await g.call('POST', CART.add, {
      payload: { item_id: basmati(), variation: [{ type: '5 kg' }] },
    });
    expect(status).toBe(409);
    expect(body.errors[0]).toMatchObject({
      code: 'variation_out_of_stock',
      message: 'This variation is out of stock. Choose another variation to proceed further.',
    });
    const missing = await g.call('POST', CART.add, { payload: { item_id: basmati(), variation: [] } });
    expect(missing.body.errors[0].message).toBe('Please choose a variation.');
    const unknown = await g.call('POST', CART.add, { payload: { item_id: basmati(), variation: [{ type: '50 kg' }] } });
    expect(unknown.body.errors[0].message).toBe('The selected variation does not exist.');
  });

  it("Out of Stock: a line never holds more than its variation's stock, added at once or bit by bit", async () => {
    await editCatalog(`update items set variations = jsonb_set(variations, '{0,stock}', '3') where id = $1`, [
      basmati(),
    ]);
    const g = await guest(grocery);
    const tooMany = await g.call('POST', CART.add, {
      payload: { item_id: basmati(), quantity: 4, variation: [{ type: '2 kg' }] },
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.errors[0]).toMatchObject({ code: 'out_of_stock', message: 'Out of Stock: only 3 left.' });
    await g.call('POST', CART.add, { payload: { item_id: basmati(), quantity: 2, variation: [{ type: '2 kg' }] } });
    const more = await g.call('POST', CART.add, {
      payload: { item_id: basmati(), quantity: 2, variation: [{ type: '2 kg' }] },
    });
    expect(more.status).toBe(409);
    const raise = await g.call('POST', CART.update, {
      payload: { cart_id: (await g.call('GET', CART.list)).body[0].id, quantity: 4 },
    });
    expect(raise.status).toBe(409);
    expect((await g.call('GET', CART.list)).body[0].quantity).toBe(2);
  });

  it('Out of Limits: maximum_cart_quantity holds for food too, across every line of the item', async () => {
    await editCatalog('update items set maximum_cart_quantity = 3 where id = $1', [burger()]);
    try {
      const g = await guest();
      const single = [{ name: 'Patty', values: { label: ['Single'] } }];
      await g.call('POST', CART.add, { payload: { item_id: burger(), quantity: 2, variation: burgerChoice } });
      const { status, body } = await g.call('POST', CART.add, {
        payload: { item_id: burger(), quantity: 2, variation: single },
      });
      expect(status).toBe(422);
      expect(body.errors[0]).toMatchObject({
        code: 'out_of_limits',
        message: 'Out of Limits: you can order at most 3 of this item.',
      });
      expect(
        (await g.call('POST', CART.add, { payload: { item_id: burger(), quantity: 1, variation: single } })).status,
      ).toBe(200);
      const lines = (await g.call('GET', CART.list)).body;
      expect(lines.map((l: { quantity: number }) => l.quantity)).toEqual([2, 1]);
    } finally {
      await editCatalog('update items set maximum_cart_quantity = null where id = $1', [burger()]);
    }
  });

  it("shows a line whose stock ran out since with the reason, and prices it at today's price", async () => {
    const g = await guest(grocery);
    const [line] = (
      await g.call('POST', CART.add, { payload: { item_id: eggs(), quantity: 2, variation: [{ type: '15 eggs' }] } })
    ).body;
    await editCatalog(
      `update items set variations = jsonb_set(jsonb_set(variations, '{0,stock}', '0'), '{0,price}', '15.5') where id = $1`,
      [eggs()],
    );
    try {
      const [now] = (await g.call('GET', CART.list)).body;
      expect(now).toMatchObject({
        id: line.id,
        available: false,
        problem: { code: 'variation_out_of_stock' },
        price: 31,
      });
    } finally {
      await editCatalog(
        `update items set variations = jsonb_set(jsonb_set(variations, '{0,stock}', '7'), '{0,price}', '14') where id = $1`,
        [eggs()],
      );
    }
  });
});

describe('add-ons, quantity, model and scope', () => {
  it('add-ons must be offered with the item, with whole quantities (0 = not chosen)', async () => {
    const g = await guest();
    const [{ id: otherStoreAddOn }] = await sql<{ id: number }>('select id from add_ons where store_id <> $1 limit 1', [
      ids.store('burger-yard'),
    ]);
    const foreign = await g.call('POST', CART.add, {
      payload: { item_id: burger(), variation: burgerChoice, add_on_ids: [otherStoreAddOn], add_on_qtys: [1] },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors[0]).toMatchObject({
      code: 'add_on_ids',
      message: 'This add-on is not available for this item.',
    });
    const addOn = (await item('classic-smash-burger-burger-yard')).add_ons[0];
    for (const bad of [-1, 1.5]) {
      const refused = await g.call('POST', CART.add, {
        payload: { item_id: burger(), variation: burgerChoice, add_on_ids: [addOn.id], add_on_qtys: [bad] },
      });
      expect(refused.status).toBe(422);
      expect(refused.body.errors[0]).toMatchObject({
        code: 'add_on_qtys',
        message: 'Add-on quantities must be whole numbers (0 for an add-on not chosen).',
      });
    }
    expect((await g.call('GET', CART.list)).body).toEqual([]);
  });

  it('an add-on quantity of 0 means not chosen (clients send every add-on with 0 for the others)', async () => {
    const g = await guest();
    const [first, second] = (await item('classic-smash-burger-burger-yard')).add_ons;
    const { status, body } = await g.call('POST', CART.add, {
      payload: { item_id: burger(), variation: burgerChoice, add_on_ids: [first.id, second.id], add_on_qtys: [0, 2] },
    });
    expect(status).toBe(200);
    expect(body[0]).toMatchObject({ add_on_ids: [second.id], add_on_qtys: [2] });
    expect(body[0].add_on_price).toBeCloseTo(second.price * 2, 2);
  });

  it('quantity is a whole number from 1', async () => {
    const g = await guest();
    for (const quantity of [0, -2, 1.5, 'two']) {
      const { status, body } = await g.call('POST', CART.add, {
        payload: { item_id: burger(), variation: burgerChoice, quantity },
      });
      expect(status, String(quantity)).toBe(422);
      expect(body.errors[0]).toMatchObject({
        code: 'quantity',
        message: 'The quantity must be a whole number of at least 1.',
      });
    }
  });

  it('campaign items (model ItemCampaign) need a signed-in customer, and the model must name the item', async () => {
    const campaignItem = ids.item('burger-duo-deal-burger-yard');
    const g = await guest();
    const refused = await g.call('POST', CART.add, { payload: { item_id: campaignItem, model: 'ItemCampaign' } });
    expect(refused.status).toBe(401);
    expect(refused.body.errors[0]).toMatchObject({
      code: 'login_required',
      message: 'Please log in to order campaign items.',
    });
    expect((await g.call('POST', CART.add, { payload: { item_id: campaignItem, model: 'Item' } })).status).toBe(404);

    const c = await customer();
    const { status, body } = await c.call('POST', CART.add, {
      payload: { item_id: campaignItem, model: 'ItemCampaign' },
    });
    expect(status).toBe(200);
    expect(body[0]).toMatchObject({ model: 'ItemCampaign', item_type: 'App\\Models\\ItemCampaign' });
    expect(
      (
        await c.call('POST', CART.add, {
          payload: { item_id: burger(), model: 'ItemCampaign', variation: burgerChoice },
        })
      ).status,
    ).toBe(404);
  });

  it("refuses items outside the caller's zones or module, and inactive items", async () => {
    const g = await guest(catalogHeaders([ids.zones.malaz], ids.modules.food));
    const outside = await g.call('POST', CART.add, { payload: { item_id: burger(), variation: burgerChoice } });
    expect(outside.status).toBe(404);
    expect(outside.body.errors[0].message).toBe('This item is not available in your area.');
    const otherModule = await shopper(api, g.auth, grocery).call('POST', CART.add, {
      payload: { item_id: burger(), variation: burgerChoice },
    });
    expect(otherModule.status).toBe(404);
    await editCatalog('update items set status = false where id = $1', [ids.item('onion-rings-burger-yard')]);
    try {
      const inactive = await (
        await guest()
      ).call('POST', CART.add, { payload: { item_id: ids.item('onion-rings-burger-yard') } });
      expect(inactive.status).toBe(404);
      expect(inactive.body.errors[0].message).toBe('Item not found.');
    } finally {
      await editCatalog('update items set status = true where id = $1', [ids.item('onion-rings-burger-yard')]);
    }
  });

  it('refuses a food item outside its hours when the store takes no scheduled orders', async () => {
    const manakish = ids.item('manakish-zaatar-al-sham-shawarma');
    // A window that has just closed, whatever the time of day.
    await editCatalog(
      `update items set available_time_starts = (now() at time zone 'Asia/Riyadh' - interval '3 hours')::time(0),
                                        available_time_ends = (now() at time zone 'Asia/Riyadh' - interval '1 hour')::time(0) where id = $1`,
      [manakish],
    );
    const g = await guest(catalogHeaders([ids.zones.malaz], ids.modules.food));
    const { status, body } = await g.call('POST', CART.add, { payload: { item_id: manakish } });
    expect(status).toBe(409);
    expect(body.errors[0].code).toBe('item_not_available');
    expect(body.errors[0].message).toMatch(
      /^Not Available now\. This item can be ordered between \d\d:\d\d and \d\d:\d\d\.$/,
    );
  });
});

describe('the same line, another store, updates and removal', () => {
  it('adding the same item and variation again adds to that line: quantities and add-on quantities add up', async () => {
    const g = await guest();
    const addOn = (await item('classic-smash-burger-burger-yard')).add_ons[0];
    await g.call('POST', CART.add, {
      payload: { item_id: burger(), quantity: 1, variation: burgerChoice, add_on_ids: [addOn.id], add_on_qtys: [1] },
    });
    const { body } = await g.call('POST', CART.add, {
      payload: {
        item_id: burger(),
        quantity: 2,
        variation: [...burgerChoice].reverse(),
        add_on_ids: [addOn.id],
        add_on_qtys: [2],
      },
    });
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({ quantity: 3, add_on_ids: [addOn.id], add_on_qtys: [3] });
    const other = await g.call('POST', CART.add, {
      payload: { item_id: burger(), variation: [{ name: 'Patty', values: { label: ['Single'] } }] },
    });
    expect(other.body).toHaveLength(2);
  });

  it("one store per cart: another store's item is a 409 different_store; cleared, it goes in", async () => {
    const g = await guest();
    await g.call('POST', CART.add, { payload: { item_id: burger(), variation: burgerChoice } });
    const kabsa = {
      item_id: ids.item('chicken-kabsa-najdi-table'),
      variation: [{ name: 'Portion', values: { label: ['Single'] } }],
    };
    const { status, body } = await g.call('POST', CART.add, { payload: kabsa });
    expect(status).toBe(409);
    expect(body.errors[0]).toMatchObject({
      code: 'different_store',
      message: 'Your cart has items from another store. Clear the cart to add items from this store.',
    });
    expect((await g.call('GET', CART.list)).body.map((l: { item_id: number }) => l.item_id)).toEqual([burger()]);

    const cleared = await g.call('DELETE', CART.clear);
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual([]);
    expect(decodeURIComponent(String(cleared.headers['x-message']))).toBe('Your cart has been cleared successfully.');
    const added = await g.call('POST', CART.add, { payload: kabsa });
    expect(added.body.map((l: { item_id: number }) => l.item_id)).toEqual([kabsa.item_id]);
  });

  it('update sets the quantity and, when sent, the variation and add-ons (POST or PUT)', async () => {
    const g = await guest();
    const [line] = (await g.call('POST', CART.add, { payload: { item_id: burger(), variation: burgerChoice } })).body;
    const addOn = (await item('classic-smash-burger-burger-yard')).add_ons[1];
    const put = await g.call('PUT', CART.update, {
      payload: { cart_id: line.id, item_id: burger(), quantity: 4, add_on_ids: [addOn.id], add_on_qtys: [1] },
    });
    expect(put.status).toBe(200);
    expect(decodeURIComponent(String(put.headers['x-message']))).toBe('Updated successfully.');
    expect(put.body[0]).toMatchObject({ id: line.id, quantity: 4, add_on_ids: [addOn.id], variation: burgerChoice });
    const single = [{ name: 'Patty', values: { label: ['Single'] } }];
    const post = await g.call('POST', CART.update, { payload: { cart_id: line.id, quantity: 1, variation: single } });
    expect(post.body[0]).toMatchObject({ id: line.id, quantity: 1, variation: single });
  });

  describe("clients that post the item's whole add-on list back (decision 17)", () => {
    /** A line of the burger with the second add-on ×2, as the item view would add it. */
    async function lineWithSecondAddOn(g: Shopper) {
      const addOns = (await item('classic-smash-burger-burger-yard')).add_ons as { id: number; price: number }[];
      const [line] = (
        await g.call('POST', CART.add, {
          payload: { item_id: burger(), variation: burgerChoice, add_on_ids: [addOns[1].id], add_on_qtys: [2] },
        })
      ).body;
      return { line, addOns, allIds: addOns.map((a) => a.id) };
    }

    it('"+" with every add-on and 0 for the unchosen ones changes the quantity and keeps the add-ons', async () => {
      const g = await guest();
      const { line, addOns, allIds } = await lineWithSecondAddOn(g);
      // What a client sends from the line's item.addons: every add-on, its quantity or 0.
      const echoed = line.item.addons.map((a: { quantity: number }) => a.quantity);
      expect(echoed.filter((q: number) => q === 0).length).toBe(addOns.length - 1);
      const { status, body } = await g.call('POST', CART.update, {
        payload: { cart_id: line.id, quantity: 2, add_on_ids: allIds, add_on_qtys: echoed },
      });
      expect(status).toBe(200);
      expect(body[0]).toMatchObject({ id: line.id, quantity: 2, add_on_ids: [addOns[1].id], add_on_qtys: [2] });
    });

    it('running totals in the whole list do not multiply the add-ons: the stored ones stay', async () => {
      const g = await guest();
      const { line, addOns, allIds } = await lineWithSecondAddOn(g);
      const runningTotals = allIds.map((id: number) => (id === addOns[1].id ? 6 : 3));
      const { body } = await g.call('POST', CART.update, {
        payload: { cart_id: line.id, quantity: 3, add_on_ids: allIds, add_on_qtys: runningTotals },
      });
      expect(body[0]).toMatchObject({ quantity: 3, add_on_ids: [addOns[1].id], add_on_qtys: [2] });
      expect(body[0].add_on_price).toBeCloseTo(addOns[1].price * 2, 2);
    });

    it('a list that is not the whole list, or the whole list with the quantity unchanged, is a new choice', async () => {
      const g = await guest();
      const { line, addOns, allIds } = await lineWithSecondAddOn(g);
      const partial = await g.call('POST', CART.update, {
        payload: { cart_id: line.id, quantity: 2, add_on_ids: [addOns[0].id, addOns[1].id], add_on_qtys: [1, 0] },
      });
      expect(partial.body[0]).toMatchObject({ quantity: 2, add_on_ids: [addOns[0].id], add_on_qtys: [1] });
      const everything = await g.call('POST', CART.update, {
        payload: { cart_id: line.id, quantity: 2, add_on_ids: allIds, add_on_qtys: allIds.map(() => 1) },
      });
      const sorted = [...allIds].sort((a, b) => a - b);
      expect(everything.body[0]).toMatchObject({ quantity: 2, add_on_ids: sorted, add_on_qtys: sorted.map(() => 1) });
    });
  });

  it('update to the variation of another line is a 409 Item_already_exists, and cannot change the item', async () => {
    const g = await guest();
    const single = [{ name: 'Patty', values: { label: ['Single'] } }];
    await g.call('POST', CART.add, { payload: { item_id: burger(), variation: burgerChoice } });
    const [, second] = (await g.call('POST', CART.add, { payload: { item_id: burger(), variation: single } })).body;
    const clash = await g.call('POST', CART.update, {
      payload: { cart_id: second.id, quantity: 1, variation: burgerChoice },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.errors[0].code).toBe('Item_already_exists');
    const [{ id: sameStoreItem }] = await sql<{ id: number }>(
      'select id from items where store_id = $1 and id <> $2 limit 1',
      [ids.store('burger-yard'), burger()],
    );
    const otherItem = await g.call('POST', CART.update, {
      payload: { cart_id: second.id, item_id: sameStoreItem, quantity: 1 },
    });
    expect(otherItem.status).toBe(422);
    expect((await g.call('GET', CART.list)).body.map((l: { variation: unknown }) => l.variation)).toEqual([
      burgerChoice,
      single,
    ]);
  });

  it("removes one line ('Cart item remove successfully') with cart_id in the query or the body, in plain decimals", async () => {
    const g = await guest();
    await g.call('POST', CART.add, { payload: { item_id: burger(), variation: burgerChoice } });
    const [first, second] = (
      await g.call('POST', CART.add, {
        payload: { item_id: burger(), variation: [{ name: 'Patty', values: { label: ['Single'] } }] },
      })
    ).body;
    const byQuery = await g.call('DELETE', CART.removeItem, { query: { cart_id: first.id } });
    expect(byQuery.status).toBe(200);
    expect(decodeURIComponent(String(byQuery.headers['x-message']))).toBe('Cart item remove successfully');
    expect(byQuery.body.map((l: { id: number }) => l.id)).toEqual([second.id]);
    // The body's id is read like the query's: plain decimals only, "0x…" is not the line (issue 13, item 19).
    const hex = await g.call('DELETE', CART.removeItem, { payload: { cart_id: `0x${second.id.toString(16)}` } });
    expect(hex.status).toBe(422);
    expect(hex.body.errors[0].code).toBe('cart_id');
    const byBody = await g.call('DELETE', CART.removeItem, { payload: { cart_id: String(second.id) } });
    expect(byBody.body).toEqual([]);
    expect((await g.call('DELETE', CART.removeItem, { query: { cart_id: second.id } })).status).toBe(404);
    expect((await g.call('DELETE', CART.removeItem)).body.errors[0].code).toBe('cart_id');
  });
});

describe('bad payloads get the envelope and change nothing', () => {
  let g: Shopper;
  let before: unknown;
  beforeEach(async () => {
    g = await guest();
    await g.call('POST', CART.add, { payload: { item_id: burger(), variation: burgerChoice } });
    before = (await g.call('GET', CART.list)).body;
  });

  it.each([
    ['no item_id', { quantity: 1 }, 'item_id'],
    ['item_id not a number', { item_id: 'burger' }, 'item_id'],
    ['unknown item', { item_id: 99999999 }, 'item_id'],
    ['variation not a list', { item_id: 1, variation: 'large please' }, 'variation'],
    ['variation of junk', { item_id: 1, variation: [42] }, 'variation'],
    ['add-on ids of words', { item_id: 1, add_on_ids: ['cheese'] }, 'add_on_ids.0'],
    ['a model that does not exist', { item_id: 1, model: 'Vehicle' }, 'model'],
    ['a huge quantity', { item_id: 1, quantity: 1_000_000 }, 'quantity'],
  ])('%s', async (_name, payload: Record<string, unknown>, code) => {
    const body = { ...payload, item_id: payload.item_id === 1 ? burger() : payload.item_id };
    const answer = await g.call('POST', CART.add, { payload: body });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body.errors[0].code).toBe(code);
    expect(typeof answer.body.errors[0].message).toBe('string');
    expect((await g.call('GET', CART.list)).body).toEqual(before);
  });

  it.each([
    ['quantity zero', { quantity: 0 }, 'quantity'],
    ['quantity in words', { quantity: 'two' }, 'quantity'],
    ['a huge quantity', { quantity: 1_000_000 }, 'quantity'],
    ['cart_id of words', { cart_id: 'first' }, 'cart_id'],
    ['variation not a list', { variation: 'large please' }, 'variation'],
    ['add-on ids of words', { add_on_ids: ['cheese'] }, 'add_on_ids.0'],
  ])('cart/update with %s', async (_name, payload: Record<string, unknown>, code) => {
    const [line] = before as { id: number }[];
    const answer = await g.call('POST', CART.update, { payload: { cart_id: line.id, ...payload } });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body.errors[0].code).toBe(code);
    expect((await g.call('GET', CART.list)).body).toEqual(before);
  });

  it('malformed JSON and an update without cart_id', async () => {
    const guestId = (g.auth as { guestId: string }).guestId;
    const malformed = await api.request({
      method: 'POST',
      url: CART.add,
      headers: { ...food, 'content-type': 'application/json' },
      payload: `{"guest_id":"${guestId}",`,
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors[0].code).toBe('invalid_json');
    const noCartId = await g.call('POST', CART.update, { payload: { quantity: 3 } });
    expect(noCartId.status).toBe(422);
    expect(noCartId.body.errors[0]).toMatchObject({ code: 'cart_id', message: 'The cart_id field is required.' });
    expect((await g.call('GET', CART.list)).body).toEqual(before);
  });

  it('an empty body sent as JSON (as mobile HTTP clients send every call) reads as no fields', async () => {
    const guestId = (g.auth as { guestId: string }).guestId;
    const emptyJson = { ...food, 'content-type': 'application/json' };
    const add = await api.request({
      method: 'POST',
      url: `${CART.add}?guest_id=${guestId}`,
      headers: emptyJson,
      payload: '',
    });
    expect(add.status).toBe(422);
    expect(add.body.errors[0]).toMatchObject({ code: 'item_id', message: 'The item_id field is required.' });
    expect((await g.call('GET', CART.list)).body).toEqual(before);
    const clear = await api.request({
      method: 'DELETE',
      url: `${CART.clear}?guest_id=${guestId}`,
      headers: emptyJson,
      payload: '',
    });
    expect(clear.status).toBe(200);
    expect((await g.call('GET', CART.list)).body).toEqual([]);
  });
});

describe('concurrency', () => {
  it('20 parallel adds of the same item and variation leave one line, never above stock', async () => {
    const eggs = ids.item('eggs-fresh-basket');
    await editCatalog(`update items set variations = jsonb_set(variations, '{1,stock}', '10') where id = $1`, [eggs]);
    const g = await guest(grocery);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        g.call('POST', CART.add, { payload: { item_id: eggs, quantity: 1, variation: [{ type: '30 eggs' }] } }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.errors[0].code === 'out_of_stock')).toBe(true);
    const lines = await sql<{ quantity: number }>('select quantity from carts where guest_id = $1', [
      (g.auth as { guestId: string }).guestId,
    ]);
    expect(lines).toEqual([{ quantity: 10 }]);
    // The answer agrees with the table (no answer cached from an earlier quantity).
    expect((await g.call('GET', CART.list)).body.map((l: { quantity: number }) => l.quantity)).toEqual([10]);
  });

  it('20 parallel adds of a food item with a maximum leave one line at the maximum', async () => {
    await editCatalog('update items set maximum_cart_quantity = 5 where id = $1', [burger()]);
    try {
      const c = await customer();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          c.call('POST', CART.add, { payload: { item_id: burger(), variation: burgerChoice } }),
        ),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
      const lines = (await c.call('GET', CART.list)).body;
      expect(lines.map((l: { quantity: number }) => l.quantity)).toEqual([5]);
    } finally {
      await editCatalog('update items set maximum_cart_quantity = null where id = $1', [burger()]);
    }
  });
});

describe('buy now', () => {
  it('prices and checks a single line from the same payload without storing it', async () => {
    const g = await guest();
    const guestId = (g.auth as { guestId: string }).guestId;
    const caller = {
      owner: { kind: 'guest' as const, guestId },
      moduleId: ids.modules.food,
      locale: 'en' as const,
      storeIds: null,
    };
    const line = await api.app.souq.cart.priceBuyNow(caller, {
      itemId: burger(),
      quantity: 2,
      variation: burgerChoice,
    });
    const details = await item('classic-smash-burger-burger-yard');
    expect(line).toMatchObject({
      itemId: burger(),
      storeId: ids.store('burger-yard'),
      quantity: 2,
      model: 'Item',
      unitPrice: Math.round((details.price + 17) * 100),
    });
    await expect(api.app.souq.cart.priceBuyNow(caller, { itemId: burger(), variation: [] })).rejects.toMatchObject({
      status: 422,
      code: 'variation',
    });
    await editCatalog('update items set maximum_cart_quantity = 1 where id = $1', [burger()]);
    try {
      await expect(
        api.app.souq.cart.priceBuyNow(caller, { itemId: burger(), quantity: 2, variation: burgerChoice }),
      ).rejects.toMatchObject({ code: 'out_of_limits' });
    } finally {
      await editCatalog('update items set maximum_cart_quantity = null where id = $1', [burger()]);
    }
    expect(await sql('select 1 from carts where guest_id = $1', [guestId])).toEqual([]);
  });
});

describe('documentation', () => {
  it('the cart and wishlist routes are in the OpenAPI document with their payloads', async () => {
    const { body } = await api.request('/api/docs/json');
    for (const path of [
      '/api/v1/customer/cart/list',
      '/api/v1/customer/cart/add',
      '/api/v1/customer/cart/update',
      '/api/v1/customer/cart/remove-item',
      '/api/v1/customer/cart/remove',
      '/api/v1/customer/wish-list',
      '/api/v1/customer/wish-list/add',
      '/api/v1/customer/wish-list/remove',
    ]) {
      expect(body.paths, path).toHaveProperty([path]);
    }
    const add = body.paths['/api/v1/customer/cart/add'].post;
    expect(Object.keys(add.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining([
        'item_id',
        'model',
        'quantity',
        'variation',
        'add_on_ids',
        'add_on_qtys',
        'price',
        'guest_id',
      ]),
    );
    expect(body.paths['/api/v1/customer/cart/update']).toHaveProperty('put');
  });
});
