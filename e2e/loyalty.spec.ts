/**
 * The profile's Loyalty Points (spec §2, §6; reference §5.5): points earned
 * on a delivered order, converted into wallet money with the store's terms.
 */
import { expect, test } from './fixtures.ts';
import { createAccount, useToken } from './helpers/auth.ts';
import { moveOrder, openDemoStore, placeOrder } from './helpers/orders.ts';
import { changeSetting } from './helpers/settings.ts';
import { rememberLocation, toast } from './helpers/shell.ts';

test.beforeEach(async ({ context, request, baseURL }) => {
  expect(await openDemoStore(request), 'a demo store open now').not.toBeNull();
  await rememberLocation(context, baseURL!, 1);
});

test('points earned on a delivered order show with their order, and 100 of them become 10.00 SAR in the wallet', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const account = await createAccount(request, 'Salma Points');
  // A generous store for this journey: ten points per riyal of the order (demo: 5 %).
  const restore = await changeSetting(request, 'loyalty_point_item_purchase_point', 1000);
  let points: number;
  let orderId: number;
  try {
    ({ id: orderId } = await placeOrder(request, { token: account.token }));
    for (const status of ['confirmed', 'processing', 'handover', 'picked_up', 'delivered'])
      await moveOrder(request, orderId, status);
    const info = await request.get('/api/v1/customer/info', { headers: { authorization: `Bearer ${account.token}` } });
    points = ((await info.json()) as { loyalty_point: number }).loyalty_point;
  } finally {
    await restore();
  }
  expect(points).toBeGreaterThan(100);
  await useToken(context, baseURL!, account.token);

  // /loyalty-points (spec §2) is the profile's tab.
  await page.goto('/loyalty-points');
  await expect(page).toHaveURL(/\/profile\?page=loyalty-points$/);
  const balance = page.getByRole('region', { name: 'Your points' });
  await expect(balance).toContainText(`${points} points`);
  // Demo terms: 10 points buy 1.00 SAR, at least 100 at a time.
  await expect(balance).toContainText('10 points = 1.00 SAR');
  const history = page.getByRole('list', { name: 'Loyalty point transactions' });
  await expect(history.getByRole('listitem').first()).toContainText('Earned on an order');
  await expect(history.getByRole('listitem').first()).toContainText(`Order #${orderId}`);

  await balance.getByRole('button', { name: 'Convert to Wallet Money' }).click();
  const dialog = page.getByRole('dialog', { name: 'Convert points to wallet money' });
  const field = dialog.getByLabel('Points to convert');
  const convert = dialog.getByRole('button', { name: 'Convert to Wallet Money' });
  await field.fill('50');
  await expect(dialog.getByText('At least 100 points are needed to convert.')).toBeVisible();
  await expect(convert).toBeDisabled();
  await field.fill(String(points + 1));
  await expect(dialog.getByText('You do not have that many points.')).toBeVisible();
  await field.fill('100');
  await expect(dialog.getByText('You get 10.00 SAR in your wallet.')).toBeVisible();
  await convert.click();

  await expect(toast(page, 'Point to wallet transfer successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(balance).toContainText(`${points - 100} points`);
  await expect(history.getByRole('listitem').first()).toContainText('Converted to wallet money');
  await expect(history.getByRole('listitem').first()).toContainText('− 100');

  await page.goto('/wallet');
  await expect(page.getByRole('region', { name: 'Wallet balance' })).toContainText('10.00 SAR');
  await expect(page.getByRole('list', { name: 'Wallet transactions' }).getByRole('listitem').first()).toContainText(
    'Converted loyalty points',
  );
});

test('without the wallet there is nothing to convert into; without loyalty points the page is not there (spec §2)', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const account = await createAccount(request, 'No Points');
  await useToken(context, baseURL!, account.token);
  const restoreWallet = await changeSetting(request, 'customer_wallet_status', 0);
  try {
    await page.goto('/profile?page=loyalty-points');
    await expect(page.getByRole('region', { name: 'Your points' })).toContainText('0 points');
    await expect(page.getByText('No points yet')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Convert to Wallet Money' })).toHaveCount(0);
  } finally {
    await restoreWallet();
  }
  const restoreLoyalty = await changeSetting(request, 'loyalty_point_status', 0);
  try {
    expect((await page.goto('/profile?page=loyalty-points'))?.status()).toBe(404);
    await page.goto('/profile');
    const sections = page.getByRole('navigation', { name: 'Account sections' });
    await expect(sections.getByRole('link', { name: 'Profile Settings' })).toBeVisible();
    await expect(sections.getByRole('link', { name: 'Loyalty Points' })).toHaveCount(0);
  } finally {
    await restoreLoyalty();
  }
});
