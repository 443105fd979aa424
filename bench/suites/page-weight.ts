/**
 * First-load JavaScript per page: every script a page loads before the
 * visitor can interact (until the network is idle after load), gzip-compressed
 * (level 6) and summed, measured in the system Chromium against `npm start`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import type { SuiteContext } from '../run.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3190);

/** Pages and their budgets (kB gzip). A visitor with a location, zone and module. */
export const PAGES: { path: string; budgetKb: number }[] = [
  { path: '/', budgetKb: 150 },
  { path: '/home', budgetKb: 150 },
  // Burger Yard and its Classic Smash Burger in the demo seed (food module, food variations and add-ons).
  { path: '/store/burger-yard?id=3&module_id=1&module_type=food&store_zone_id=2', budgetKb: 150 },
  { path: '/product/41?module_id=1', budgetKb: 150 },
  // The checkout's code loads whatever the cart holds (issue 6 budget: 200 kB).
  { path: '/checkout?page=cart', budgetKb: 200 },
  // The order pages (issue 6: under 200 kB). A guest without orders: the notice, the form, and an
  // order page that answers "Order not found" but loads the same route module (view, stepper, actions).
  { path: '/my-orders', budgetKb: 200 },
  { path: '/track-order', budgetKb: 200 },
  { path: '/my-orders/100001', budgetKb: 200 },
];

const VISITOR_COOKIES = {
  souq_location: JSON.stringify({ address: 'Kingdom Centre, Al Olaya, Riyadh', lat: 24.7114, lng: 46.6744 }),
  souq_zones: '[2,1]',
  souq_module: '1',
};

export async function pageWeight({ databaseUrl, label }: SuiteContext) {
  const dataDir = mkdtempSync(join(tmpdir(), 'souq-weight-'));
  const server = spawn(process.execPath, [join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl ?? '' },
  });
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
    await waitForServer(`http://localhost:${PORT}/api/v1/config`);
    console.log(`\nFirst-load JavaScript (gzip level 6), ${label}`);
    console.log('| page | scripts | raw kB | gzip kB | budget kB | inline script kB |');
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const { path, budgetKb } of PAGES) {
      const context = await browser.newContext();
      await context.addCookies(
        Object.entries(VISITOR_COOKIES).map(([name, value]) => ({
          name,
          value: encodeURIComponent(value),
          url: `http://localhost:${PORT}`,
        })),
      );
      const page = await context.newPage();
      const scripts: Promise<Buffer>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.body());
      });
      await page.goto(`http://localhost:${PORT}${path}`, { waitUntil: 'networkidle' });
      const bodies = await Promise.all(scripts);
      const raw = bodies.reduce((sum, b) => sum + b.length, 0);
      const gzip = bodies.reduce((sum, b) => sum + gzipSync(b, { level: 6 }).length, 0);
      const inline = await page.evaluate(() =>
        [...document.querySelectorAll('script:not([src])')].reduce((sum, s) => sum + (s.textContent?.length ?? 0), 0),
      );
      const verdict = gzip / 1024 <= budgetKb ? '✔' : '✘';
      console.log(
        `| ${path} | ${bodies.length} | ${(raw / 1024).toFixed(1)} | ${(gzip / 1024).toFixed(1)} | ${budgetKb} ${verdict} | ${(inline / 1024).toFixed(1)} |`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
    server.kill('SIGINT');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function waitForServer(url: string) {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not start: ${url}`);
}
