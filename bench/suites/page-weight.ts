/**
 * First-load JavaScript per page: every script a page loads before the
 * visitor can interact (until the network is idle after load) plus the
 * page's inline scripts (the loader data React Router streams into the
 * document), each gzip-compressed (level 6) and summed, measured in the
 * system Chromium against `npm start`, in English and Arabic. Also the
 * document's raw size and its element count after load (issue 16: /home at
 * most 150 kB raw and 1,200 elements).
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import type { SuiteContext } from '../run.ts';
import { startWebServer, VISITOR_COOKIES } from '../lib/web-server.ts';
import { BUDGETS, inlineScripts } from '../lib/page-budgets.ts';

const PORT = Number(process.env.BENCH_WEB_PORT ?? 3190);

/** Issue 16: first-load JavaScript including the inline loader data, on every page (kB gzip). */
export const BUDGET_KB = BUDGETS.firstLoadKb;

/** A visitor with a location, zone and module. */
export const PAGES: string[] = [
  '/',
  '/home',
  '/categories',
  '/category/7?module_id=1',
  // Burger Yard and its Classic Smash Burger in the demo seed (food module, food variations and add-ons).
  '/store/burger-yard?id=3&module_id=1&module_type=food&store_zone_id=2',
  '/product/41?module_id=1',
  '/checkout?page=cart',
  // A guest without orders: the notice, the form, and an order page that answers "Order not
  // found" but loads the same route module (view, stepper, actions).
  '/my-orders',
  '/track-order',
  '/my-orders/100001',
];

export async function pageWeight({ databaseUrl, label }: SuiteContext) {
  const server = await startWebServer({ port: PORT, databaseUrl });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    console.log(`\nFirst-load JavaScript with inline scripts (gzip level 6), ${label}`);
    console.log(
      `| page | lang | scripts | script kB raw | script kB gzip | inline kB gzip | total kB gzip ≤${BUDGET_KB} | document kB raw | DOM elements |`,
    );
    console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const locale of ['en', 'ar'])
      for (const path of PAGES) {
        const context = await browser.newContext();
        await context.addCookies(
          Object.entries({ ...VISITOR_COOKIES, souq_lang: locale }).map(([name, value]) => ({
            name,
            value: encodeURIComponent(value),
            url: server.origin,
          })),
        );
        const page = await context.newPage();
        const scripts: Promise<Buffer>[] = [];
        let documentBody: Promise<Buffer> = Promise.resolve(Buffer.alloc(0));
        page.on('response', (response) => {
          const type = response.request().resourceType();
          if (type === 'script') scripts.push(response.body());
          if (type === 'document') documentBody = response.body();
        });
        await page.goto(`${server.origin}${path}`, { waitUntil: 'networkidle' });
        const bodies = await Promise.all(scripts);
        const raw = bodies.reduce((sum, b) => sum + b.length, 0);
        const gzip = bodies.reduce((sum, b) => sum + gzipSync(b, { level: 6 }).length, 0);
        // The inline scripts as the server sent them: once hydrated, the runtime may remove them.
        const html = await documentBody;
        const documentBytes = html.length;
        const inline = inlineScripts(html.toString('utf8'));
        const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
        const inlineGzip = gzipSync(inline, { level: 6 }).length;
        const total = (gzip + inlineGzip) / 1024;
        console.log(
          `| ${path} | ${locale} | ${bodies.length} | ${(raw / 1024).toFixed(1)} | ${(gzip / 1024).toFixed(1)} | ${(inlineGzip / 1024).toFixed(1)} | ${total.toFixed(1)} ${total <= BUDGET_KB ? '✔' : '✘'} | ${(documentBytes / 1024).toFixed(1)} | ${elements} |`,
        );
        await context.close();
      }
  } finally {
    await browser.close();
    await server.stop();
  }
}
