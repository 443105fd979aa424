/**
 * Run by scripts/e2e.mjs before the server starts: migrates and seeds the
 * journeys' fresh embedded database, then opens the stores the checkout and
 * order journeys buy from round the clock, every day. The demo keeps real
 * opening hours (Asia/Riyadh, a weekly day off per store), and an order can
 * only be placed while its store is open, so without this the journeys would
 * pass or fail by the hour CI happens to run at. Their store discounts run all
 * day too. Everything else (the closed stores, the items outside their hours)
 * stays as seeded.
 */
import { parseEnv, startDatabase } from '@souq/api';

/**
 * Stores the order journeys buy from (e2e/helpers/checkout.ts, orders.ts, cart.ts; Najdi Table: the
 * campaign journey; Spice Route: the item and cart journeys, whose item page and add buttons follow
 * the store's hours by the server's clock).
 */
export const ALWAYS_OPEN_STORES = [
  'burger-yard',
  'spice-route',
  'fresh-basket',
  'daily-needs',
  'al-shifa-pharmacy',
  'night-owl-pharmacy',
  'najdi-table',
];

/**
 * Stores open round the clock whose items keep their seeded serving windows: the
 * item-hours journeys (catalog.spec.ts) set the browser's clock, and the page also
 * previews the store's own hours with the server's clock.
 */
export const OPEN_STORES_ITEMS_AS_SEEDED = ['al-sham-shawarma'];

// The journeys' embedded database; the mixed-load bench names a PostgreSQL one (PREPARE_DATABASE_URL).
const env = parseEnv({ ...process.env, DATABASE_URL: process.env.PREPARE_DATABASE_URL ?? '' });
const db = await startDatabase(env, () => {});
try {
  await db.transaction(async (tx) => {
    const storeIds = async (slugs: string[]) => {
      const stores = await tx.query<{ id: number }>('select id from stores where slug = any($1::text[])', [slugs]);
      if (stores.length !== slugs.length) throw new Error(`prepare-database: expected stores ${slugs.join(', ')}`);
      return stores.map((s) => s.id);
    };
    const ids = await storeIds(ALWAYS_OPEN_STORES);
    const openIds = [...ids, ...(await storeIds(OPEN_STORES_ITEMS_AS_SEEDED))];
    await tx.query('delete from store_schedules where store_id = any($1::int[])', [openIds]);
    await tx.query(
      `insert into store_schedules (store_id, day, opening_time, closing_time)
       select s, d, '00:00:00', '23:59:59' from unnest($1::int[]) s, generate_series(0, 6) d`,
      [openIds],
    );
    await tx.query(
      `update items set available_time_starts = '00:00:00', available_time_ends = '23:59:59'
        where store_id = any($1::int[])`,
      [ids],
    );
    // Burger Yard's 20 % store discount runs 12:00–16:00 in the demo; the cart journeys count on it.
    await tx.query(
      `update store_discounts set start_time = '00:00:00', end_time = '23:59:59' where store_id = any($1::int[])`,
      [ids],
    );
  });
} finally {
  await db.close();
}
