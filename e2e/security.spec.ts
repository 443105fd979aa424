/**
 * Rules (issue 13, items 13–16; decision 21), in Chromium against the real
 * server: every page runs under a Content-Security-Policy with a per-request
 * nonce and breaks none of it, in English and Arabic; pages, API answers and
 * stored files carry the security headers; another site cannot frame the
 * store; cross-site and null-origin writes, oversized bodies and control
 * characters in redirectTo are refused.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createAccount, useToken } from './helpers/auth.ts';
import { addToCart, newGuest } from './helpers/checkout.ts';
import { OPERATOR_TOKEN, openDemoStore, placeOrder } from './helpers/orders.ts';
import { rememberLocation } from './helpers/shell.ts';

const PAGES = [
  '/',
  '/home',
  '/home?auth=sign-in',
  '/categories',
  '/category/7?module_id=1',
  '/store/burger-yard?id=3&module_id=1&module_type=food&store_zone_id=2',
  '/product/41?module_id=1',
  '/checkout?page=cart',
  '/my-orders',
  '/my-orders/{order}',
  '/track-order',
  '/about-us',
  '/profile',
  '/help-and-support',
  '/forgot-password',
  '/store-registration',
  '/deliveryman-registration',
  '/operator',
  '/no-such-page',
];

/** Pages of the rental module, visited once it is the visitor's module. */
const RENTAL_PAGES = ['/rental/vehicle-search?all_category=1', '/rental/vehicle/{vehicle}', '/my-trips'];

const VIEW_ON_MAP = { en: 'View on map', ar: 'عرض على الخريطة' };

/** Collects what the browser reports as CSP violations, from the page and every frame. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|CSP violation/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

for (const lang of ['en', 'ar'] as const) {
  test(`no page breaks its Content-Security-Policy, scripts run with the nonce, images load (${lang})`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    expect(await openDemoStore(request), 'a demo store open now').not.toBeNull();
    await rememberLocation(context, baseURL!, 1);
    await context.addCookies([{ name: 'souq_lang', value: lang, url: baseURL! }]);
    const guestId = await newGuest(request, context, baseURL!);
    await addToCart(request, { guestId }, 1, 51, 3);
    const order = await placeOrder(request, { guestId });
    const modules = (await (await request.get('/api/v1/module')).json()) as { id: number; module_type: string }[];
    const rental = modules.find((m) => m.module_type === 'rental')!.id;
    const vehicles = await request.get('/api/v1/rental/vehicle/search?all_category=1&limit=1', {
      headers: { zoneId: '[2,1]', moduleId: String(rental) },
    });
    const vehicle = ((await vehicles.json()) as { vehicles: { id: number }[] }).vehicles[0]!.id;
    const violations = await watchViolations(page);
    const nonces = new Set<string>();
    const paths = [...PAGES, ...RENTAL_PAGES];
    for (const path of paths) {
      if (path === RENTAL_PAGES[0]) await rememberLocation(context, baseURL!, rental);
      const url = path.replace('{order}', String(order.id)).replace('{vehicle}', String(vehicle));
      const response = await page.goto(url);
      // The rental pages themselves, not the home page a visitor without the module is sent to.
      if (RENTAL_PAGES.includes(path)) expect(new URL(page.url()).pathname, url).toBe(url.split('?')[0]);
      const csp = (await response!.allHeaders())['content-security-policy'] ?? '';
      expect(csp, url).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
      nonces.add(/'nonce-([^']+)'/.exec(csp)![1]);
      // Hydrated (fixtures.ts waits for it): React Router's inline scripts ran under the nonce.
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated), url).toBe('true');
      const broken = await page.evaluate(() =>
        [...document.images].filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.src),
      );
      expect(broken, `broken images on ${url}`).toEqual([]);
    }
    // A map with its tiles and markers (the store's location dialog runs Leaflet).
    await rememberLocation(context, baseURL!, 1);
    await page.goto('/store/burger-yard?id=3&module_id=1&module_type=food&store_zone_id=2');
    await page.getByRole('button', { name: VIEW_ON_MAP[lang] }).click();
    await expect(page.locator('.leaflet-container').first()).toBeVisible();
    expect(violations, violations.join('\n')).toEqual([]);
    // A new nonce for every response.
    expect(nonces.size).toBe(paths.length);
  });
}

/**
 * Pages a guest never reaches (a guest is sent to the sign-in or the home page): a signed-in
 * customer's, with an order, a cart and a trip, and the operator console's. `{order}`, `{campaign}`,
 * `{provider}` are filled in.
 */
const SIGNED_IN_PAGES = [
  '/profile',
  '/wallet',
  '/coupons',
  '/loyalty-points',
  '/referral-code',
  '/settings',
  '/notifications',
  '/interest',
  '/my-orders',
  '/my-orders/{order}',
  '/checkout?page=cart',
  '/store/latest',
  '/store/popular',
  '/campaigns/{campaign}',
  '/privacy-policy',
  '/terms-and-conditions',
];
const OPERATOR_PAGES = [
  '/operator',
  '/operator/orders',
  '/operator/conversations',
  '/operator/reviews',
  '/operator/settings',
];
const SIGNED_IN_RENTAL_PAGES = ['/rental/provider-details?id={provider}', '/my-trips'];

for (const lang of ['en', 'ar'] as const) {
  test(`no signed-in or operator page breaks its Content-Security-Policy (${lang})`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    expect(await openDemoStore(request), 'a demo store open now').not.toBeNull();
    await rememberLocation(context, baseURL!, 1);
    await context.addCookies([
      { name: 'souq_lang', value: lang, url: baseURL! },
      { name: 'souq_operator', value: OPERATOR_TOKEN, url: baseURL!, httpOnly: true, sameSite: 'Lax' },
    ]);
    const account = await createAccount(request);
    await useToken(context, baseURL!, account.token);
    const order = await placeOrder(request, { token: account.token });
    await addToCart(request, { token: account.token }, 1, 51, 2);
    const campaigns = await request.get('/api/v1/campaigns/basic', { headers: { zoneId: '[2,1]', moduleId: '1' } });
    const campaign = ((await campaigns.json()) as { id: number }[])[0]!.id;
    const modules = (await (await request.get('/api/v1/module')).json()) as { id: number; module_type: string }[];
    const rental = modules.find((m) => m.module_type === 'rental')!.id;
    const vehicles = await request.get('/api/v1/rental/vehicle/search?all_category=1&limit=1', {
      headers: { zoneId: '[2,1]', moduleId: String(rental) },
    });
    const provider = ((await vehicles.json()) as { vehicles: { provider_id: number }[] }).vehicles[0]!.provider_id;
    const violations = await watchViolations(page);
    const paths = [...SIGNED_IN_PAGES, ...OPERATOR_PAGES, ...SIGNED_IN_RENTAL_PAGES];
    for (const path of paths) {
      if (path === SIGNED_IN_RENTAL_PAGES[0]) await rememberLocation(context, baseURL!, rental);
      const url = path
        .replace('{order}', String(order.id))
        .replace('{campaign}', String(campaign))
        .replace('{provider}', String(provider));
      const response = await page.goto(url);
      // Signed in, the page itself shows, not the sign-in a guest is sent to (a campaign's page is
      // /home with the campaign in its query).
      const landed = new URL(page.url());
      expect(landed.search, url).not.toContain('auth=sign-in');
      if (path.startsWith('/operator/')) expect(landed.pathname, url).toBe(path);
      const csp = (await response!.allHeaders())['content-security-policy'] ?? '';
      expect(csp, url).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated), url).toBe('true');
    }
    expect(violations, violations.join('\n')).toEqual([]);
  });
}

test('pages, API answers and stored files carry the security headers', async ({ request, baseURL }) => {
  const home = await request.get('/');
  const image = (await home.text()).match(/\/storage\/[^"' )]+\.(?:png|svg|jpg)/)?.[0];
  const answers = {
    page: home,
    api: await request.get('/api/v1/config'),
    refused: await request.get('/api/v1/customer/info'),
    asset: await request.get('/favicon.svg'),
    ...(image ? { stored: await request.get(image) } : {}),
  };
  for (const [what, answer] of Object.entries(answers)) {
    const headers = answer.headers();
    expect(headers['x-content-type-options'], what).toBe('nosniff');
    expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options'], what).toBe('SAMEORIGIN');
    expect(headers['content-security-policy'], what).toContain("frame-ancestors 'self'");
    // Plain http here: HSTS only over https.
    expect(headers['strict-transport-security'], what).toBeUndefined();
  }
  expect(image, 'the home page shows a stored image').toBeTruthy();
  expect(answers.stored!.headers()['content-security-policy']).toContain('sandbox');
  expect(baseURL).toBeTruthy();
});

test('another site cannot frame the store; our own pages can', async ({ page, baseURL }) => {
  await page.route('http://attacker.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>attacker</title><iframe id="store" src="${baseURL}/about-us"></iframe>`,
    }),
  );
  await page.goto('http://attacker.test/');
  const framed = page.frameLocator('#store');
  await page.locator('#store').waitFor();
  const frame = page.frames().find((f) => f !== page.mainFrame());
  expect(frame).toBeTruthy();
  await frame!.waitForLoadState();
  // Chromium replaces a refused frame by its error page: nothing of the store renders.
  await expect(framed.locator('footer')).toHaveCount(0);
  expect(frame!.url()).not.toContain('/about-us');

  // A page of our own origin (served here by the test, so without the store's own CSP, which frames nothing).
  await page.route(`${baseURL}/frame-host`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>ours</title><iframe id="own" src="/about-us"></iframe>',
    }),
  );
  await page.goto(`${baseURL}/frame-host`);
  await expect(page.frameLocator('#own').locator('footer').first()).toBeAttached();
});

test('writes from another origin, Origin: null, oversized bodies and control characters in redirectTo are refused', async ({
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const post = (path: string, headers: Record<string, string>, data: string) =>
    request.post(path, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      data,
      maxRedirects: 0,
    });
  // CSRF (item 13): a null origin (a no-referrer page, a sandboxed frame) and a neighbour's origin.
  for (const sender of ['null', 'http://localhost:1', 'https://evil.test'])
    expect((await post('/resources/theme', { origin: sender }, 'theme=dark')).status(), sender).toBe(403);
  expect((await post('/resources/theme', {}, 'theme=dark')).status(), 'no origin at all').toBe(403);
  expect((await post('/resources/theme', { origin }, 'theme=dark')).status()).toBeLessThan(400);

  // Body size (item 15): refused with a message for a person, before it is read.
  const big = await post('/resources/newsletter', { origin }, `email=${'a'.repeat(300 * 1024)}`);
  expect(big.status()).toBe(413);
  expect(((await big.json()) as { error: string }).error).toMatch(/too large/);

  // redirectTo (item 16): a tab or CRLF never leads elsewhere, and never a 500.
  for (const redirectTo of ['/\t/evil.test', '/home\r\nx-injected: 1', '/\\evil.test']) {
    const answer = await post(
      '/resources/theme',
      { origin, 'sec-fetch-mode': 'navigate' },
      new URLSearchParams({ theme: 'light', redirectTo }).toString(),
    );
    expect(answer.status(), JSON.stringify(redirectTo)).toBe(302);
    expect(answer.headers().location, JSON.stringify(redirectTo)).toBe('/');
    expect(answer.headers()['x-injected']).toBeUndefined();
  }
});
