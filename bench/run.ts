/**
 * npm run bench [-- <suite...>] [pg]     (BENCH_SECONDS=5 per measurement)
 * "pg" runs on a fresh PostgreSQL database instead of PGlite.
 * Prints, per suite, numbers measured in one run next to a baseline measured
 * in the same run, so ratios compare across machines.
 */
import { benchDatabase } from './lib/database.ts';
import { cart } from './suites/cart.ts';
import { catalog } from './suites/catalog.ts';
import { orderLife } from './suites/order-life.ts';
import { orders } from './suites/orders.ts';
import { lighthouseSuite } from './suites/lighthouse.ts';
import { mixed } from './suites/mixed.ts';
import { pageWeight } from './suites/page-weight.ts';
import { platform } from './suites/platform.ts';
import { rental } from './suites/rental.ts';

export interface SuiteContext {
  databaseUrl?: string;
  label: string;
  durationMs: number;
}

const SUITES: Record<string, (context: SuiteContext) => Promise<void>> = {
  platform,
  catalog,
  cart,
  orders,
  'order-life': orderLife,
  rental,
  'page-weight': pageWeight,
  lighthouse: lighthouseSuite,
  mixed,
};

const args = process.argv.slice(2);
const usePostgres = args.includes('pg');
const durationMs = Number(process.env.BENCH_SECONDS ?? 5) * 1000;
const chosen = args.filter((a) => a !== 'pg');
// Lighthouse (60 audits) and the mixed load (a run per rate) take long: they run only when named.
const names = chosen.length ? chosen : Object.keys(SUITES).filter((name) => name !== 'lighthouse' && name !== 'mixed');

for (const name of names) {
  const suite = SUITES[name];
  if (!suite) throw new Error(`Unknown suite ${name}; suites: ${Object.keys(SUITES).join(', ')}`);
  const database = await benchDatabase(usePostgres);
  try {
    await suite({ databaseUrl: database.url, label: database.label, durationMs });
  } finally {
    await database.drop();
  }
}
