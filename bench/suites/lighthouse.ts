/**
 * Issue 16: Lighthouse (the npm package, mobile defaults: simulated slow 4G
 * and a 4× slower CPU) against `npm start` in the system Chromium, every
 * page in English and Arabic, each run in a fresh browser profile, with the
 * cookies a visitor has once a location and a module are chosen (and a guest
 * with a cart and an order, for the checkout and the order page). Prints the
 * median of LIGHTHOUSE_RUNS (3) runs per page against the budgets.
 *
 * "scripts before paint" counts the scripts whose request started before the
 * first contentful paint as observed (unthrottled) in the same run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { SuiteContext } from '../run.ts';
import { cookieHeader, startWebServer, VISITOR_COOKIES } from '../lib/web-server.ts';
import {
  budgetTable,
  countElements,
  gzipKb,
  inlineScripts,
  medianOf,
  missedBudgets,
  type PageMeasure,
} from '../lib/page-budgets.ts';

const PORT = Number(process.env.BENCH_WEB_PORT ?? 3190);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** The pages of issue 16 (and issue 17's rental pages). `{order}` is filled with the guest's order id. */
const PAGES: readonly { name: string; path: string; cookies?: Record<string, string> }[] = [
  { name: '/', path: '/' },
  { name: '/home', path: '/home' },
  { name: '/categories', path: '/categories' },
  { name: 'category', path: '/category/7?module_id=1' },
  { name: 'store', path: '/store/burger-yard?id=3&module_id=1&module_type=food&store_zone_id=2' },
  { name: 'product', path: '/product/41?module_id=1' },
  { name: '/checkout', path: '/checkout?page=cart' },
  { name: '/my-orders', path: '/my-orders' },
  { name: 'order', path: '/my-orders/{order}' },
  { name: '/track-order', path: '/track-order' },
  // Issue 17: the rental pages within the same phone budgets, with the rental module chosen.
  { name: 'rental /home', path: '/home', cookies: { souq_module: '6' } },
  { name: 'vehicle search', path: '/rental/vehicle-search?all_category=1&type=hourly', cookies: { souq_module: '6' } },
  { name: 'vehicle', path: '/rental/vehicle/1', cookies: { souq_module: '6' } },
  { name: 'provider', path: '/rental/provider-details?id=30', cookies: { souq_module: '6' } },
];

export async function lighthouseSuite({ label }: SuiteContext) {
  if (label !== 'PGlite') console.log('(lighthouse runs on the embedded database: page quality does not depend on it)');
  const server = await startWebServer({ port: PORT, openStores: true });
  try {
    const guest = await guestWithCartAndOrder(server.origin);
    const only = process.env.LIGHTHOUSE_PAGES?.split(',');
    const pages = PAGES.filter((p) => !only || only.includes(p.name));
    const rows: { page: string; locale: string; m: PageMeasure }[] = [];
    for (const locale of ['en', 'ar']) {
      for (const page of pages) {
        const cookies = cookieHeader({
          ...VISITOR_COOKIES,
          souq_lang: locale,
          souq_guest: guest.guestId,
          ...page.cookies,
        });
        const url = `${server.origin}${page.path.replace('{order}', String(guest.orderId))}`;
        // One run first to warm the server's caches (as a visitor after the first one finds them).
        const document = await documentOf(url, cookies);
        await audit(url, cookies, document);
        const runs: PageMeasure[] = [];
        for (let i = 0; i < RUNS; i++) runs.push(await audit(url, cookies, document));
        rows.push({ page: page.name, locale, m: medianOf(runs) });
      }
    }
    console.log(
      `\nLighthouse ${RUNS === 1 ? '(1 run)' : `(median of ${RUNS} runs)`}, mobile defaults, ✘ = over budget`,
    );
    console.log(budgetTable(rows));
    const missing = rows.filter((row) => missedBudgets(row.page, row.m).length > 0);
    console.log(`\n${rows.length - missing.length} of ${rows.length} page/language pairs hold every budget.`);
  } finally {
    await server.stop();
  }
}

/** A guest with one item in the food cart and one cash order (placed at an always-open demo store). */
async function guestWithCartAndOrder(origin: string): Promise<{ guestId: string; orderId: number | null }> {
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${origin}/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return response.json();
  };
  const { guest_id: guestId } = await post('/auth/guest/request', {});
  // Burger Yard (store 3, food), open round the clock after prepare-database: Onion Rings (item 51) ×3.
  const headers = { zoneId: '[2,1]', moduleId: '1', latitude: '24.7114', longitude: '46.6744' };
  await post('/customer/cart/add', { item_id: 51, model: 'Item', price: 0, quantity: 3, guest_id: guestId }, headers);
  const order = await post(
    '/customer/order/place',
    {
      order_type: 'delivery',
      payment_method: 'cash_on_delivery',
      store_id: 3,
      address: 'Kingdom Centre, Al Olaya, Riyadh',
      latitude: 24.7114,
      longitude: 46.6744,
      contact_person_name: 'Bench Visitor',
      contact_person_number: '+966512340000',
      is_buy_now: 1,
      cart: JSON.stringify([
        { item_id: 51, item_type: 'AppModelsItem', quantity: 3, variation: [], add_on_ids: [], add_on_qtys: [] },
      ]),
      guest_id: guestId,
    },
    headers,
  );
  return { guestId, orderId: Number(order.order_id) };
}

/**
 * The document as the visitor's browser receives it: its inline loader data
 * (counted into the first-load budget) and its elements before any script runs.
 */
async function documentOf(
  url: string,
  cookie: string,
  attempts = 3,
): Promise<{ inlineKb: number; domElements: number }> {
  try {
    const response = await fetch(url, { headers: { cookie } });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const html = await response.text();
    return { inlineKb: gzipKb(inlineScripts(html)), domElements: countElements(html) };
  } catch (error) {
    // On a saturated machine the server may end a streamed page it could not finish in time.
    if (attempts <= 1) throw error;
    return documentOf(url, cookie, attempts - 1);
  }
}

async function audit(
  url: string,
  cookie: string,
  page: { inlineKb: number; domElements: number },
): Promise<PageMeasure> {
  const profile = mkdtempSync(join(tmpdir(), 'souq-lh-'));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    userDataDir: profile,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // The profile is fresh; keeping storage keeps nothing but lets the visitor's cookies ride along.
      extraHeaders: { Cookie: cookie },
    });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const { lhr } = result;
    const audits = lhr.audits;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? NaN;
    const observed = (audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0];
    const paintAt = observed?.observedFirstContentfulPaint ?? Infinity;
    const requests =
      (audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items?.filter(
        (r) => !r.url.startsWith('data:'),
      ) ?? [];
    const scripts = requests.filter((r) => r.resourceType === 'Script');
    const document = requests.find((r) => r.resourceType === 'Document');
    const failed = Object.values(lhr.categories)
      .filter((c) => c.id !== 'performance')
      .flatMap((c) =>
        c.auditRefs.filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id),
      );
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      ttfbMs: value('server-response-time'),
      scriptsBeforePaint: scripts.filter((r) => r.networkRequestTime < paintAt).length,
      firstLoadKb: scripts.reduce((sum, r) => sum + r.transferSize, 0) / 1024 + page.inlineKb,
      inlineKb: page.inlineKb,
      documentKb: (document?.resourceSize ?? NaN) / 1024,
      domElements: page.domElements,
      failed,
    };
  } finally {
    await chrome.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  networkRequestTime: number;
  transferSize: number;
  resourceSize: number;
}
