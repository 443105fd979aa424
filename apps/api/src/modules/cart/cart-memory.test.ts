/**
 * Carts held in memory (decision 11, memory.ts and writer.ts): every change
 * to a cart raises its version and is announced, whoever makes it, so two
 * instances of the API over one database answer the same cart; a write
 * planned from a cart that moved on does not land; and while announcements
 * cannot be heard, nothing is held. The second instance shares the database:
 * test/second-instance.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '@souq/db/testing';
import { catalogHeaders, demoIds, openStoresRoundTheClock, type DemoIds } from '../../../test/catalog.ts';
import { CART, newGuestId, shopper, type Shopper } from '../../../test/cart.ts';
import { useApi } from '../../../test/helper.ts';
import { eventually as retried, useSecondInstance } from '../../../test/second-instance.ts';
import { createCartWriter } from './writer.ts';

const api = useApi();
// The cart takes no closed store's items: the stores added from are open whatever the hour.
beforeAll(() => openStoresRoundTheClock(api));
const second = useSecondInstance(api);
const other = () => second.app;
let ids: DemoIds;
let food: Record<string, string>;

beforeAll(async () => {
  ids = await demoIds(api);
  food = catalogHeaders([ids.zones.olaya], ids.modules.food);
});

const sql = <T = any>(text: string, params: unknown[] = []) => api.database.db.query<T>(text, params);
const burger = () => ids.item('classic-smash-burger-burger-yard');
const burgerChoice = [{ name: 'Patty', values: { label: ['Single'] } }];

/** The same guest on both instances. */
async function guestOnBoth(): Promise<{ here: Shopper; there: Shopper; guestId: string }> {
  const guestId = await newGuestId(api);
  return { here: shopper(api, { guestId }, food), there: shopper(second, { guestId }, food), guestId };
}

/** Lists until the quantities are as expected (announcements arrive within milliseconds). */
function eventually(s: Shopper, quantities: number[]): Promise<void> {
  return retried(async () =>
    expect((await s.call('GET', CART.list)).body.map((line: { quantity: number }) => line.quantity)).toEqual(
      quantities,
    ),
  );
}

describe('carts held in memory', () => {
  it('a change made on another instance reaches the cart this instance holds', async () => {
    const { here, there } = await guestOnBoth();
    expect((await here.call('GET', CART.list)).body).toEqual([]);
    expect(
      (await there.call('POST', CART.add, { payload: { item_id: burger(), variation: burgerChoice } })).status,
    ).toBe(200);
    await eventually(here, [1]);
    // And back: a change here reaches the other instance, which now holds the cart too.
    expect(
      (await here.call('POST', CART.add, { payload: { item_id: burger(), variation: burgerChoice, quantity: 2 } }))
        .status,
    ).toBe(200);
    await eventually(there, [3]);
    expect((await there.call('DELETE', CART.clear)).status).toBe(200);
    await eventually(here, []);
  });

  it('a list right after a change made on another instance answers the change, every time (issue 21)', async () => {
    // Behind a load balancer the next call of the same shopper can reach the other instance before
    // the change's announcement does: a held cart must prove it is current before it is answered.
    const { here, there } = await guestOnBoth();
    expect((await here.call('GET', CART.list)).body).toEqual([]);
    const stale: number[] = [];
    for (let quantity = 1; quantity <= 60; quantity++) {
      const changed =
        quantity === 1
          ? await there.call('POST', CART.add, { payload: { item_id: burger(), variation: burgerChoice } })
          : await there.call('POST', CART.update, {
              payload: { cart_id: (await there.call('GET', CART.list)).body[0].id, quantity },
            });
      expect(changed.status).toBe(200);
      const listed = (await here.call('GET', CART.list)).body as { quantity: number }[];
      if (listed[0]?.quantity !== quantity) stale.push(quantity);
    }
    expect(stale).toEqual([]);
  });

  it('a change made outside the cart routes (an order taking the lines, a cascade) reaches the held cart', async () => {
    const { here, guestId } = await guestOnBoth();
    await here.call('POST', CART.add, { payload: { item_id: burger(), variation: burgerChoice } });
    expect((await here.call('GET', CART.list)).body).toHaveLength(1);
    await sql('delete from carts where guest_id = $1', [guestId]);
    await eventually(here, []);
  });

  it('parallel adds on two instances keep one line within maximum_cart_quantity', async () => {
    await sql('update items set maximum_cart_quantity = 5 where id = $1', [burger()]);
    api.app.souq.catalog.invalidate();
    other().souq.catalog.invalidate();
    try {
      const { here, there, guestId } = await guestOnBoth();
      const add = (s: Shopper) => s.call('POST', CART.add, { payload: { item_id: burger(), variation: burgerChoice } });
      const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => add(n % 2 ? here : there)));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
      expect(answers.filter((a) => a.status !== 200).every((a) => a.body.errors[0].code === 'out_of_limits')).toBe(
        true,
      );
      expect(await sql('select quantity from carts where guest_id = $1', [guestId])).toEqual([{ quantity: 5 }]);
      await eventually(here, [5]);
      await eventually(there, [5]);
    } finally {
      await sql('update items set maximum_cart_quantity = null where id = $1', [burger()]);
      api.app.souq.catalog.invalidate();
      other().souq.catalog.invalidate();
    }
  });
});

describe('many changes at once', () => {
  it('random adds, updates, removals and clears on two instances leave both answering what the table holds', async () => {
    const fries = ids.item('loaded-fries-burger-yard');
    const regular = [{ name: 'Size', values: { label: ['Regular'] } }];
    const carts = await Promise.all([0, 1, 2].map(() => guestOnBoth()));
    // A fixed sequence of pseudo-random choices, so a failure can be replayed.
    let seed = 7;
    const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    const step = async () => {
      const cart = carts[next(carts.length)];
      const on = next(2) ? cart.here : cart.there;
      const action = next(10);
      if (action < 4)
        return on.call('POST', CART.add, {
          payload: next(2) ? { item_id: burger(), variation: burgerChoice } : { item_id: fries, variation: regular },
        });
      const lines = (await on.call('GET', CART.list)).body as { id: number }[];
      if (lines.length === 0 || action === 9) return on.call('DELETE', CART.clear);
      const line = lines[next(lines.length)];
      if (action < 7) return on.call('POST', CART.update, { payload: { cart_id: line.id, quantity: 1 + next(4) } });
      return on.call('DELETE', CART.removeItem, { query: { cart_id: line.id } });
    };
    for (let round = 0; round < 6; round++) {
      const answers = await Promise.all(Array.from({ length: 12 }, step));
      // A line removed by one call can be gone when another updates it: 404, never a 500.
      expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    }
    const table = async (guestId: string) =>
      (
        await sql<{ item_id: number; quantity: number }>(
          'select item_id, quantity from carts where guest_id = $1 order by id',
          [guestId],
        )
      ).map((r) => [r.item_id, r.quantity]);
    const answered = async (s: Shopper) =>
      (await s.call('GET', CART.list)).body.map((l: { item_id: number; quantity: number }) => [l.item_id, l.quantity]);
    const settled = async () => {
      for (const cart of carts) {
        await retried(async () => expect(await answered(cart.here)).toEqual(await table(cart.guestId)));
        await retried(async () => expect(await answered(cart.there)).toEqual(await table(cart.guestId)));
      }
    };
    // Both instances answer what the table holds (and now hold every cart) ...
    await settled();
    // ... and one more change on one of them reaches the other's held cart.
    for (const cart of carts)
      expect(
        (await cart.there.call('POST', CART.add, { payload: { item_id: fries, variation: regular } })).status,
      ).toBe(200);
    await settled();
  });
});

describe('cart versions (migration 0008)', () => {
  it('every statement that changes a cart raises its version once and announces it at commit', async () => {
    const guestId = await newGuestId(api);
    // The guest's row, as the API writes it at a guest's first line (issue 13, item 5).
    await sql('insert into guests (id) values ($1)', [guestId]);
    const heard: string[] = [];
    const listener = await api.database.db.listen('souq_carts', {
      message: (payload) => heard.push(payload),
      reset: () => {},
    });
    try {
      const owner = `g:${guestId}`;
      const version = async () =>
        (await sql('select version from cart_versions where owner = $1', [owner]))[0]?.version;
      const line = (itemId: number) => [guestId, ids.modules.food, ids.store('burger-yard'), itemId];
      const fries = ids.item('loaded-fries-burger-yard');
      await sql(
        `insert into carts (guest_id, module_id, store_id, item_id, item_type, quantity, price)
         values ($1, $2, $3, $4, 'Item', 1, 1), ($1, $2, $3, $5, 'Item', 1, 1)`,
        [...line(burger()), fries],
      );
      expect(await version()).toBe(1);
      await sql('update carts set quantity = 2 where guest_id = $1', [guestId]);
      expect(await version()).toBe(2);
      await sql('delete from carts where guest_id = $1', [guestId]);
      expect(await version()).toBe(3);
      await sql('delete from carts where guest_id = $1', [guestId]);
      expect(await version()).toBe(3);
      for (const deadline = Date.now() + 2_000; heard.length < 3 && Date.now() < deadline;)
        await new Promise((r) => setTimeout(r, 10));
      expect(heard.filter((p) => p.startsWith(owner))).toEqual(
        [1, 2, 3].map((v) => `${owner} ${ids.modules.food} ${v}`),
      );
    } finally {
      await listener.close();
    }
  });

  it('a write planned from a version the cart has moved past does not land', async () => {
    const { here, guestId } = await guestOnBoth();
    await here.call('POST', CART.add, { payload: { item_id: burger(), variation: burgerChoice } });
    const [row] = await sql('select * from carts where guest_id = $1', [guestId]);
    const [{ version }] = await sql<{ version: number }>('select version from cart_versions where owner = $1', [
      `g:${guestId}`,
    ]);
    const writer = createCartWriter(api.database.db.relaxed, { gather: api.database.db.kind === 'postgres' });
    const owner = { kind: 'guest' as const, guestId };

    expect(
      await writer.submit(owner, ids.modules.food, version - 1, [row], { kind: 'delete', ids: [row.id] }),
    ).toBeNull();
    expect(await sql('select id from carts where guest_id = $1', [guestId])).toEqual([{ id: row.id }]);

    expect(await writer.submit(owner, ids.modules.food, version, [row], { kind: 'delete', ids: [row.id] })).toEqual([]);
    expect(await sql('select id from carts where guest_id = $1', [guestId])).toEqual([]);
    expect(await sql('select version from cart_versions where owner = $1', [`g:${guestId}`])).toEqual([
      { version: version + 1 },
    ]);
  });

  it('two writes planned from the same version of one cart: one lands, the other does not', async () => {
    const { here, guestId } = await guestOnBoth();
    await here.call('POST', CART.add, { payload: { item_id: burger(), variation: burgerChoice } });
    await here.call('POST', CART.add, {
      payload: {
        item_id: ids.item('loaded-fries-burger-yard'),
        variation: [{ name: 'Size', values: { label: ['Regular'] } }],
      },
    });
    const rows = await sql('select * from carts where guest_id = $1 order by id', [guestId]);
    expect(rows).toHaveLength(2);
    const [{ version }] = await sql<{ version: number }>('select version from cart_versions where owner = $1', [
      `g:${guestId}`,
    ]);
    const writer = createCartWriter(api.database.db.relaxed, { gather: api.database.db.kind === 'postgres' });
    const owner = { kind: 'guest' as const, guestId };
    const outcomes = await Promise.all(
      rows.map((row) => writer.submit(owner, ids.modules.food, version, rows, { kind: 'delete', ids: [row.id] })),
    );
    expect(outcomes.filter((o) => o !== null)).toHaveLength(1);
    expect(await sql('select id from carts where guest_id = $1', [guestId])).toHaveLength(1);
    expect(await sql('select version from cart_versions where owner = $1', [`g:${guestId}`])).toEqual([
      { version: version + 1 },
    ]);
  });

  it('writes to many carts at once land together, each at its own version', async () => {
    const shoppers = await Promise.all(
      Array.from({ length: 12 }, async () => shopper(api, { guestId: await newGuestId(api) }, food)),
    );
    for (const s of shoppers)
      await s.call('POST', CART.add, { payload: { item_id: burger(), variation: burgerChoice } });
    for (const s of shoppers) await s.call('GET', CART.list);
    const answers = await Promise.all(
      shoppers.flatMap((s) =>
        [1, 2].map(() => s.call('POST', CART.add, { payload: { item_id: burger(), variation: burgerChoice } })),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const guests = shoppers.map((s) => (s.auth as { guestId: string }).guestId);
    const rows = await sql<{ quantity: number }>('select quantity from carts where guest_id = any($1::uuid[])', [
      guests,
    ]);
    expect(rows.map((r) => r.quantity)).toEqual(guests.map(() => 3));
    const versions = await sql<{ version: number }>('select version from cart_versions where owner = any($1::text[])', [
      guests.map((g) => `g:${g}`),
    ]);
    expect(versions.map((v) => v.version)).toEqual(guests.map(() => 3));
  });
});

describe.runIf(testEngine() === 'postgres')('when announcements cannot be heard', () => {
  it('nothing is held until the listening connection is back, then carts are held again', async () => {
    const { here, there } = await guestOnBoth();
    await here.call('POST', CART.add, { payload: { item_id: burger(), variation: burgerChoice } });
    expect((await here.call('GET', CART.list)).body).toHaveLength(1);

    const listeners = () =>
      sql<{ pid: number }>(
        `select pid from pg_stat_activity where datname = current_database() and query = 'listen "souq_carts"'`,
      );
    await sql(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = $1',
      ['listen "souq_carts"'],
    );
    await new Promise((r) => setTimeout(r, 300));

    // Changed behind the back of this instance's memory: it must read the database now.
    expect(
      (await there.call('POST', CART.add, { payload: { item_id: burger(), variation: burgerChoice } })).status,
    ).toBe(200);
    expect((await here.call('GET', CART.list)).body.map((l: { quantity: number }) => l.quantity)).toEqual([2]);

    for (const deadline = Date.now() + 5_000; (await listeners()).length < 2 && Date.now() < deadline;)
      await new Promise((r) => setTimeout(r, 50));
    expect(await listeners()).toHaveLength(2);
    expect(
      (await there.call('POST', CART.add, { payload: { item_id: burger(), variation: burgerChoice } })).status,
    ).toBe(200);
    await eventually(here, [3]);
  });
});
