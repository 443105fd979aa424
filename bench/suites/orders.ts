/**
 * Issue 6: order placement at 20 concurrent connections, next to a bare
 * route answering the same bytes. Each request is a whole Buy Now order of
 * one of 20 guests at a food store open now (food counts no stock, so the
 * run never sells out): validate and price the line, check zone, hours,
 * minimum and COD limit, then one transaction that locks the guest's
 * placements, writes the order, its line, payment and status event.
 * A second row sends one guest's order again and again with the same
 * Idempotency-Key: the replay path (answered from the first order).
 * Budget: p95 ≤ 50 ms for order/place.
 */
import { runLoad } from '../lib/load.ts';
import { printTable, type Row } from '../lib/report.ts';
import { jsonClient, startBenchServer, type JsonCall } from '../lib/server.ts';
import type { SuiteContext } from '../run.ts';

const GUESTS = 20;
const CONNECTIONS = 20;

interface FoodGroup {
  name: string;
  required: string;
  min: number;
  values: { label: string }[];
}

export async function orders({ databaseUrl, durationMs, label }: SuiteContext) {
  const server = await startBenchServer({ targets: [], databaseUrl });
  try {
    const base = { 'x-localization': 'en', 'content-type': 'application/json' };
    const api = jsonClient(server.apiOrigin, base);
    const guests: string[] = [];
    for (let i = 0; i < GUESTS; i++)
      guests.push((await api('/api/v1/auth/guest/request', { method: 'POST', body: '{}' })).guest_id);
    const { store, item, headers } = await openFoodLine(api, base, guests[0]);

    // A client's own total and distance ride along: the server prices the order itself.
    const order = (guest: string) => buyNowOrder(guest, store, item, { order_amount: 1, distance: 0 });

    let n = 0;
    const nextGuest = () => guests[n++ % guests.length];
    const post = { method: 'POST' as const, connections: CONNECTIONS, durationMs };
    const bare = await server.mirror({
      method: 'POST',
      url: '/api/v1/customer/order/place',
      headers,
      payload: order(guests[0]),
    });

    // The replayed order, placed once here so the run measures the replay path only (the load
    // generator sends one set of headers, hence one key and its guest).
    const replay = { guest: guests[0], key: 'bench-replay' };
    await api('/api/v1/customer/order/place', {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': replay.key },
      body: order(replay.guest),
    });

    const rows: Row[] = [
      {
        name: `POST /api/v1/customer/order/place (Buy Now, COD, ${GUESTS} guests)`,
        bare: await runLoad(server.bareOrigin, bare, { ...post, headers, body: () => order(guests[0]) }),
        target: await runLoad(server.apiOrigin, '/api/v1/customer/order/place', {
          ...post,
          headers,
          body: () => order(nextGuest()),
        }),
        budgetP95Ms: 50,
      },
    ];
    rows.push({
      name: 'POST /api/v1/customer/order/place (same Idempotency-Key: replay, informational)',
      bare: await runLoad(server.bareOrigin, bare, { ...post, headers, body: () => order(guests[0]) }),
      target: await runLoad(server.apiOrigin, '/api/v1/customer/order/place', {
        ...post,
        headers: { ...headers, 'idempotency-key': replay.key },
        body: () => order(replay.guest),
      }),
    });
    printTable(`Order placement, ${CONNECTIONS} connections, ${label}`, rows);
  } finally {
    await server.stop();
  }
}

const FOOD_STORES = [
  'qahwa-house',
  'najdi-table',
  'al-sham-shawarma',
  'burger-yard',
  'forno-napoli',
  'spice-route',
  'sakura-sushi',
  'bujairi-grill',
];

/** A guest's Buy Now order of one line, cash on delivery, delivered to the store's own address. */
export function buyNowOrder(
  guest: string,
  store: { id: number; address: string; latitude: number | string; longitude: number | string },
  item: unknown,
  extra: Record<string, unknown> = {},
): string {
  return JSON.stringify({
    guest_id: guest,
    order_type: 'delivery',
    payment_method: 'cash_on_delivery',
    store_id: store.id,
    address: store.address,
    latitude: Number(store.latitude),
    longitude: Number(store.longitude),
    contact_person_name: 'Bench Guest',
    contact_person_number: '+966500009999',
    is_buy_now: 1,
    cart: JSON.stringify([item]),
    ...extra,
  });
}

/** The first food store open now with an item of at least 10.00 that can be ordered now (one test order each). */
export async function openFoodLine(api: JsonCall, base: Record<string, string>, guest: string) {
  for (const slug of FOOD_STORES) {
    const store = await api(`/api/v1/stores/details/${slug}`);
    if (!store.open) continue;
    const headers = { ...base, zoneid: `[${store.zone_id}]`, moduleid: String(store.module_id) };
    const { products } = await api(`/api/v1/items/latest?store_id=${store.id}&category_id=0&limit=50&offset=1`, {
      headers,
    });
    for (const p of (products as { id: number; price: number; food_variations: FoodGroup[] }[])
      .filter((p) => p.price >= Number(store.minimum_order))
      .slice(0, 10)) {
      const item = {
        item_id: p.id,
        item_type: 'AppModelsItem',
        quantity: 1,
        price: 0,
        add_on_ids: [],
        add_on_qtys: [],
        variation: p.food_variations
          .filter((g) => g.required === 'on')
          .map((g) => ({
            name: g.name,
            values: { label: g.values.slice(0, Math.max(1, Number(g.min))).map((v) => v.label) },
          })),
      };
      const body = buyNowOrder(guest, store, item);
      const ok = await api('/api/v1/customer/order/place', { method: 'POST', headers, body }).then(
        () => true,
        () => false,
      );
      if (ok) return { store, item, headers };
    }
  }
  throw new Error('No food store can take an order now');
}
