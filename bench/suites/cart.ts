/**
 * Issue 4: the cart at 50 connections, each request for one of 50 guests
 * (round robin) whose carts hold three lines of a Burger Yard order (food
 * options and add-ons), next to a bare route serving the same bytes.
 * - GET cart/list: read the guest's lines and answer them with full items.
 * - POST cart/add: the whole write path — validate and price the line, lock
 *   the guest's cart, add to the existing line (quantity + 1) in one
 *   transaction — then answer the whole cart. Guests are distinct, so this is
 *   the cost of a write, not of waiting for one cart's lock; the last row
 *   (informational) sends every change to a single cart (cart/update setting
 *   a line's quantity) to show that wait.
 * - GET cart/list for signed-in customers (10: the sign-up limit per
 *   address): the same, plus finding the session behind the token.
 * Budget: p95 ≤ 10 ms for list and add.
 */
import { runLoad } from '../lib/load.ts';
import { printTable, type Row } from '../lib/report.ts';
import { jsonClient, startBenchServer, type BenchServer } from '../lib/server.ts';
import type { SuiteContext } from '../run.ts';

/** Ids of the demo city (zones and modules are seeded first, in a fixed order): Al Olaya, food. */
const headers = { zoneid: '[2]', moduleid: '1', 'x-localization': 'en' };
const GUESTS = 50;
const CUSTOMERS = 10;

interface FoodGroup {
  name: string;
  required: string;
  min: number;
  values: { label: string }[];
}

export async function cart({ databaseUrl, durationMs, label }: SuiteContext) {
  const server = await startBenchServer({ targets: [], databaseUrl });
  try {
    const api = jsonClient(server.apiOrigin, { ...headers, 'content-type': 'application/json' });
    const lines = await burgerYardLines(api);
    const guests: string[] = [];
    for (let i = 0; i < GUESTS + 1; i++)
      guests.push((await api('/api/v1/auth/guest/request', { method: 'POST', body: '{}' })).guest_id);
    for (const guest of guests) {
      for (const line of lines)
        await api('/api/v1/customer/cart/add', { method: 'POST', body: JSON.stringify({ ...line, guest_id: guest }) });
    }
    const tokens: string[] = [];
    for (let i = 0; i < CUSTOMERS; i++) {
      const phone = `+96659${String(Date.now() % 1e5).padStart(5, '0')}${i}`.slice(0, 13);
      const body = JSON.stringify({
        name: 'Bench Shopper',
        email: `bench${i}.${phone.slice(1)}@example.com`,
        phone,
        password: 'secret-123',
        confirm_password: 'secret-123',
      });
      const { token } = await api('/api/v1/auth/sign-up', { method: 'POST', body });
      tokens.push(token);
      for (const line of lines)
        await api('/api/v1/customer/cart/add', {
          method: 'POST',
          body: JSON.stringify(line),
          headers: { authorization: `Bearer ${token}` },
        });
    }
    let c = 0;
    const nextCustomer = () => ({ ...headers, authorization: `Bearer ${tokens[c++ % tokens.length]}` });
    const shared = guests.pop()!;
    const sharedLine = (await api(`/api/v1/customer/cart/list?guest_id=${shared}`))[0].id;
    const updateBody = () => JSON.stringify({ guest_id: shared, cart_id: sharedLine, quantity: (n++ % 20) + 1 });

    let n = 0;
    const nextGuest = () => guests[n++ % guests.length];
    const addBody = (guest: string) => JSON.stringify({ ...lines[0], quantity: 1, guest_id: guest, price: 0 });
    const post = { method: 'POST' as const, headers: { ...headers, 'content-type': 'application/json' } };

    const rows: Row[] = [
      {
        name: 'GET /api/v1/customer/cart/list (3 lines)',
        bare: await runLoad(server.bareOrigin, await mirrorList(server, guests[0]), { durationMs }),
        target: await runLoad(server.apiOrigin, () => `/api/v1/customer/cart/list?guest_id=${nextGuest()}`, {
          durationMs,
          headers,
        }),
        budgetP95Ms: 10,
      },
      {
        name: `GET /api/v1/customer/cart/list (signed-in, ${CUSTOMERS} customers)`,
        bare: await runLoad(
          server.bareOrigin,
          await server.mirror({ url: '/api/v1/customer/cart/list', headers: nextCustomer() }),
          { durationMs },
        ),
        target: await runLoad(server.apiOrigin, '/api/v1/customer/cart/list', { durationMs, headers: nextCustomer }),
        budgetP95Ms: 10,
      },
      {
        name: 'POST /api/v1/customer/cart/add (adds to a line of 50 carts)',
        bare: await runLoad(server.bareOrigin, await mirrorList(server, guests[0]), {
          durationMs,
          ...post,
          body: () => addBody(guests[0]),
        }),
        target: await runLoad(server.apiOrigin, '/api/v1/customer/cart/add', {
          durationMs,
          ...post,
          body: () => addBody(nextGuest()),
        }),
        budgetP95Ms: 10,
      },
      {
        name: 'POST /api/v1/customer/cart/update (every change to one cart, informational)',
        bare: await runLoad(server.bareOrigin, await mirrorList(server, shared), {
          durationMs,
          ...post,
          body: () => updateBody(),
        }),
        target: await runLoad(server.apiOrigin, '/api/v1/customer/cart/update', {
          durationMs,
          ...post,
          body: () => updateBody(),
        }),
      },
    ];
    printTable(`Cart API, ${GUESTS} guests' carts of 3 lines, 50 connections, ${label}`, rows);
  } finally {
    await server.stop();
  }
}

/** The bare baseline: the bytes of one guest's cart list. */
function mirrorList(server: BenchServer, guest: string): Promise<string> {
  return server.mirror({ url: `/api/v1/customer/cart/list?guest_id=${guest}`, headers });
}

/** Three lines of Burger Yard: items with food options (every required group's first option) and an add-on. */
export async function burgerYardLines(api: (path: string) => Promise<any>) {
  const store = await api('/api/v1/stores/details/burger-yard');
  const { products } = await api(`/api/v1/items/latest?store_id=${store.id}&category_id=0&limit=50&offset=1`);
  const withOptions = (products as { id: number; food_variations: FoodGroup[]; add_ons: { id: number }[] }[]).filter(
    (p) => p.food_variations.length && p.add_ons.length,
  );
  if (withOptions.length < 3) throw new Error('Burger Yard has fewer than three items with options');
  return withOptions.slice(0, 3).map((p) => ({
    item_id: p.id,
    quantity: 1,
    variation: p.food_variations
      .filter((g) => g.required === 'on')
      .map((g) => ({
        name: g.name,
        values: { label: g.values.slice(0, Math.max(1, Number(g.min))).map((v) => v.label) },
      })),
    add_on_ids: [p.add_ons[0].id],
    add_on_qtys: [1],
  }));
}
