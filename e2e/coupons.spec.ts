/** The profile's Coupons (spec §2): the running coupons with what each takes off and its conditions, codes to copy. */
import { expect, test } from './fixtures.ts';
import { createAccount, useToken } from './helpers/auth.ts';
import { rememberLocation, toast } from './helpers/shell.ts';

test('a customer sees the coupons they may use, with their terms, and copies a code (spec §2)', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await rememberLocation(context, baseURL!, 1);
  const account = await createAccount(request, 'Dana Coupons');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await useToken(context, baseURL!, account.token);
  await page.goto('/coupons');
  await expect(page).toHaveURL(/\/profile\?page=coupons$/);
  const list = page.getByRole('list', { name: 'Your coupons' });
  // Demo coupons of the Food module: a first-order percent with a cap, a store's amount off with a minimum.
  const first = list.getByRole('article').filter({ hasText: 'FIRSTMEAL' });
  await expect(first).toContainText('25% off');
  await expect(first).toContainText('up to 50.00 SAR');
  await expect(first).toContainText('For your first order');
  const burger = list.getByRole('article').filter({ hasText: 'BURGER5' });
  await expect(burger).toContainText('5.00 SAR off');
  await expect(burger).toContainText('min. purchase 20.00 SAR');
  await expect(burger).toContainText('At Burger Yard');
  await expect(list.getByRole('article').filter({ hasText: 'FREEDEL' })).toContainText('Free delivery');

  await burger.getByRole('button', { name: 'Copy code BURGER5' }).click();
  await expect(toast(page, 'Coupon code copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('BURGER5');
});
