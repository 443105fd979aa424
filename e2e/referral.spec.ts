/** The profile's Referral Code (spec §2, §6; reference §5.5): the code to copy, and what it earns. */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createAccount, useToken } from './helpers/auth.ts';
import { changeSetting } from './helpers/settings.ts';
import { rememberLocation, toast } from './helpers/shell.ts';

const sections = (page: Page) => page.getByRole('navigation', { name: 'Account sections' });

test.beforeEach(async ({ context, baseURL }) => {
  await rememberLocation(context, baseURL!, 1);
});

test('a customer finds their referral code, with what a friend’s first delivered order earns, and copies it', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const account = await createAccount(request, 'Rana Refers');
  const info = (await (
    await request.get('/api/v1/customer/info', { headers: { authorization: `Bearer ${account.token}` } })
  ).json()) as { ref_code: string };
  const restore = await changeSetting(request, 'ref_earning_exchange_rate', 15);
  try {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await useToken(context, baseURL!, account.token);
    await page.goto('/referral-code');
    await expect(page).toHaveURL(/\/profile\?page=referral-code$/);
    const card = page.getByRole('region', { name: 'Your referral code' });
    await expect(card).toContainText(info.ref_code);
    await expect(page.getByText('Invite friends and earn 15.00 SAR in your wallet')).toBeVisible();
    await card.getByRole('button', { name: 'Copy code' }).click();
    await expect(toast(page, 'Code copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(info.ref_code);
  } finally {
    await restore();
  }
});

test('without referral earnings the tab is not there (spec §2)', async ({ page, context, request, baseURL }) => {
  const account = await createAccount(request, 'No Referrals');
  await useToken(context, baseURL!, account.token);
  await page.goto('/profile');
  await expect(sections(page).getByRole('link', { name: 'Referral Code' })).toBeVisible();
  const restore = await changeSetting(request, 'ref_earning_status', 0);
  try {
    expect((await page.goto('/profile?page=referral-code'))?.status()).toBe(404);
    await page.goto('/profile');
    await expect(sections(page).getByRole('link', { name: 'Profile Settings' })).toBeVisible();
    await expect(sections(page).getByRole('link', { name: 'Referral Code' })).toHaveCount(0);
  } finally {
    await restore();
  }
});
