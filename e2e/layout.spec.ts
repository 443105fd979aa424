import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { createAccount, useToken } from './helpers/auth.ts';
import { rememberLocation } from './helpers/shell.ts';

/** Pages a shopper with a saved location reaches from the header, the footer and the cards. */
const PAGES = [
  '/',
  '/home',
  '/home?data_type=popular',
  '/categories',
  '/store/burger-yard?id=3&module_id=1&module_type=food&store_zone_id=2',
  '/product/1?module_id=1',
  '/track-order',
  '/help-and-support',
];

const ACCOUNT_PAGES = [
  '/profile',
  '/profile?page=my-orders',
  '/profile?page=wallet',
  '/profile?page=coupons',
  '/profile?page=loyalty-points',
  '/profile?page=referral-code',
];

/** A page wider than the screen moves sideways under the thumb and hides its start or end edge. */
async function expectPhoneWidth(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    const width = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      screen: document.documentElement.clientWidth,
    }));
    expect(width.page, `${path} is ${width.page} px wide on a ${width.screen} px screen`).toBeLessThanOrEqual(
      width.screen,
    );
  }
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const language of ['en', 'ar']) {
    test(`no page scrolls sideways (${language})`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'souq_lang', value: language, url: baseURL! }]);
      await rememberLocation(context, baseURL!, 1);
      await expectPhoneWidth(page, PAGES);
    });
  }

  test('no account page scrolls sideways, and the sections are one row with the current one in view', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const account = await createAccount(request, 'Phone Profile');
    await rememberLocation(context, baseURL!, 1);
    await useToken(context, baseURL!, account.token);
    await expectPhoneWidth(page, ACCOUNT_PAGES);
    // The last section, current: scrolled into the row's view.
    const current = page
      .getByRole('navigation', { name: 'Account sections' })
      .getByRole('link', { name: 'Referral Code' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toBeInViewport({ ratio: 1 });
  });
});
