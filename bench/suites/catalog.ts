/**
 * Issue 3: catalog reads on the scale scenario (10,000 more items, 500 more
 * stores), with the headers a shopper in Al Olaya browsing food sends, next
 * to a bare route serving the same bytes. Budgets: p95 ≤ 20 ms for lists
 * and details, ≤ 30 ms for search, at 50 connections.
 */
import { runLoad } from '../lib/load.ts';
import { printTable, type Row } from '../lib/report.ts';
import { startBenchServer } from '../lib/server.ts';
import type { SuiteContext } from '../run.ts';

/** Ids of the demo city (zones and modules are seeded first, in a fixed order). */
const OLAYA_AND_CENTRAL = '[2,1]';
const FOOD = '1';
const NAJDI_TABLE = 1;
/** An item of the scale scenario's stores. */
const SCALE_ITEM = 6000;

const headers = {
  zoneid: OLAYA_AND_CENTRAL,
  moduleid: FOOD,
  'x-localization': 'en',
  latitude: '24.7114',
  longitude: '46.6744',
};

export async function catalog({ databaseUrl, durationMs, label }: SuiteContext) {
  const targets = [
    {
      name: 'GET /api/v1/items/latest',
      path: `/api/v1/items/latest?store_id=${NAJDI_TABLE}&category_id=0&limit=10&offset=1`,
      headers,
      budgetP95Ms: 20,
    },
    { name: 'GET /api/v1/stores/latest', path: '/api/v1/stores/latest?limit=12&offset=1', headers, budgetP95Ms: 20 },
    { name: 'GET /api/v1/items/details/{id}', path: `/api/v1/items/details/${SCALE_ITEM}`, headers, budgetP95Ms: 20 },
    {
      name: 'GET /api/v1/items/search',
      path: '/api/v1/items/search?name=chicken&limit=10&offset=1',
      headers,
      budgetP95Ms: 30,
    },
  ];
  const server = await startBenchServer({ targets, databaseUrl, scenario: 'scale' });
  try {
    const rows: Row[] = [];
    for (const target of targets) {
      const bare = await runLoad(server.bareOrigin, server.barePath(target.path), { durationMs });
      const measured = await runLoad(server.apiOrigin, target.path, { durationMs, headers: target.headers });
      rows.push({ name: target.name, target: measured, bare, budgetP95Ms: target.budgetP95Ms });
    }
    printTable(`Catalog API on the scale scenario, 50 connections, ${label}`, rows);

    // Informational: every request a different query, so no page cache helps (items stay cached by id).
    let n = 0;
    const misses: Row[] = [];
    for (const target of targets.filter((t) => t.name !== 'GET /api/v1/items/details/{id}')) {
      const bare = await runLoad(server.bareOrigin, server.barePath(target.path), { durationMs });
      const unique = () => `${target.path}&min_price=0.${String(++n).padStart(6, '0')}`;
      misses.push({
        name: `${target.name} (unique queries)`,
        target: await runLoad(server.apiOrigin, unique, { durationMs, headers: target.headers }),
        bare,
      });
    }
    printTable('Same, every request a new query (page caches miss)', misses);
  } finally {
    await server.stop();
  }
}
