/**
 * Issue 16: no page of the storefront breaks an accessibility rule that
 * Lighthouse checks (axe-core, WCAG 2.2 A and AA), on a phone and on a
 * desktop, in English and Arabic, light and dark: contrast of secondary
 * text and struck-through prices, target sizes, names that contain the
 * visible label, list structure; and no page shows a message key for want
 * of its words (they travel per route). The visitor has a location, a cart and an
 * order, so the checkout and the order page show their real content. Signed
 * in, the header's account button (with its unread badge), Settings, the
 * notifications, the inbox and an order's page are checked the same way.
 */
import { expect, test } from './fixtures.ts';
import { createAccount, useToken } from './helpers/auth.ts';
import { expectNoAxeViolations } from './helpers/axe.ts';
import { addToCart, newGuest } from './helpers/checkout.ts';
import { openDemoStore, placeOrder } from './helpers/orders.ts';
import { rememberLocation } from './helpers/shell.ts';
import { expectNoRawKeys } from './helpers/words.ts';

const PAGES = [
  '/',
  '/home',
  '/categories',
  '/category/7?module_id=1',
  '/store/burger-yard?id=3&module_id=1&module_type=food&store_zone_id=2',
  '/product/41?module_id=1',
  '/checkout?page=cart',
  '/my-orders',
  '/my-orders/{order}',
  '/track-order',
  '/store-registration?active=active',
  '/deliveryman-registration',
];

const VIEWS = [
  { name: 'phone, English, light', viewport: { width: 390, height: 844 }, lang: 'en', theme: 'light' },
  { name: 'desktop, Arabic, dark', viewport: { width: 1280, height: 800 }, lang: 'ar', theme: 'dark' },
] as const;

for (const view of VIEWS) {
  test(`every page passes axe: ${view.name}`, async ({ page, context, request, baseURL }) => {
    test.setTimeout(180_000);
    expect(await openDemoStore(request), 'a demo store open now').not.toBeNull();
    await rememberLocation(context, baseURL!, 1);
    await context.addCookies([
      { name: 'souq_lang', value: view.lang, url: baseURL! },
      { name: 'souq_theme', value: view.theme, url: baseURL! },
    ]);
    const guestId = await newGuest(request, context, baseURL!);
    await addToCart(request, { guestId }, 1, 51, 3);
    const order = await placeOrder(request, { guestId });
    await page.setViewportSize(view.viewport);
    for (const path of PAGES) {
      const url = path.replace('{order}', String(order.id));
      await page.goto(url);
      await expectNoAxeViolations(page, `${url} (${view.name})`);
      await expectNoRawKeys(page, `${url} (${view.name})`);
    }
  });
}

/** Pages only a signed-in customer sees, or sees differently (the header's account menu and chat button). */
const SIGNED_IN_PAGES = ['/home', '/settings', '/notifications', '/profile?page=inbox', '/my-orders/{order}'];

for (const view of VIEWS) {
  test(`signed-in pages pass axe: ${view.name}`, async ({ page, context, request, baseURL }) => {
    test.setTimeout(120_000);
    expect(await openDemoStore(request), 'a demo store open now').not.toBeNull();
    await rememberLocation(context, baseURL!, 1);
    await context.addCookies([
      { name: 'souq_lang', value: view.lang, url: baseURL! },
      { name: 'souq_theme', value: view.theme, url: baseURL! },
    ]);
    const account = await createAccount(request, 'Axe Checker');
    // An order: its page, and unread notifications of its status for the account menu's badge.
    const order = await placeOrder(request, { token: account.token });
    await useToken(context, baseURL!, account.token);
    await page.setViewportSize(view.viewport);
    for (const path of SIGNED_IN_PAGES) {
      const url = path.replace('{order}', String(order.id));
      await page.goto(url);
      await expectNoAxeViolations(page, `${url} (${view.name}, signed in)`);
      await expectNoRawKeys(page, `${url} (${view.name}, signed in)`);
    }
  });
}
