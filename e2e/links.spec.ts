/**
 * No link of the store leads nowhere (issue 20): every link on `/`, on
 * `/home` of each module (the footer with them), signed out and signed in,
 * answers a page — never a 404 or an error. Links are asked for with the
 * visitor's cookies and redirects followed, as a click would.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createAccount, useToken } from './helpers/auth.ts';
import { rememberLocation } from './helpers/shell.ts';

test.describe.configure({ timeout: 240_000 });

/** Same-site page links of the current page (not the browser's own endpoints, fragments, mail or phone). */
async function pageLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href).filter(Boolean));
  const origin = new URL(page.url()).origin;
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin && !url.pathname.startsWith('/resources/'))
    .map((url) => url.pathname + url.search);
}

async function crawl(page: Page, context: BrowserContext, baseURL: string, modules: number[]) {
  const starts: { path: string; module?: number }[] = [
    { path: '/' },
    ...modules.map((m) => ({ path: '/home', module: m })),
  ];
  const links = new Set<string>();
  for (const start of starts) {
    if (start.module) await rememberLocation(context, baseURL, start.module);
    await page.goto(start.path);
    for (const link of await pageLinks(page)) links.add(link);
  }
  // The account menu's entries are in the page only while it is open.
  const menu = page.getByRole('banner').getByRole('button', { name: /^Account menu/ });
  if (await menu.count()) {
    await menu.click();
    for (const link of await pageLinks(page)) links.add(link);
    expect(links).toContain('/notifications');
  }
  const broken: string[] = [];
  for (const link of links) {
    const response = await page.request.get(link, { maxRedirects: 5 });
    if (response.status() >= 400) broken.push(`${response.status()} ${link}`);
  }
  return { count: links.size, broken };
}

async function moduleIds(page: Page): Promise<number[]> {
  const response = await page.request.get('/api/v1/module');
  return ((await response.json()) as { id: number }[]).map((m) => m.id);
}

test('signed out: every link of the landing page, each module home and the footer answers a page', async ({
  page,
  context,
  baseURL,
}) => {
  const { count, broken } = await crawl(page, context, baseURL!, await moduleIds(page));
  expect(count).toBeGreaterThan(20);
  expect(broken).toEqual([]);
});

test('signed in: every link, the account menu’s included, answers a page', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const account = await createAccount(request, 'Link Walker');
  await useToken(context, baseURL!, account.token);
  const { count, broken } = await crawl(page, context, baseURL!, await moduleIds(page));
  expect(count).toBeGreaterThan(20);
  expect(broken).toEqual([]);
});
