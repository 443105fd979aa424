/**
 * The profile's Wallet (spec §2, §4, §5): the balance and ledger, Add Fund
 * with its rules, the payment page and the way back, the top-up bonus.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createAccount, useToken } from './helpers/auth.ts';
import { changeSetting } from './helpers/settings.ts';
import { rememberLocation } from './helpers/shell.ts';

const sections = (page: Page) => page.getByRole('navigation', { name: 'Account sections' });

test.beforeEach(async ({ context, baseURL }) => {
  await rememberLocation(context, baseURL!, 1);
});

test('a customer adds funds: the form asks for an amount and a method, the payment page takes it, and the wallet shows it with its bonus (spec §4, §5)', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const account = await createAccount(request, 'Huda Wallet');
  await useToken(context, baseURL!, account.token);
  // /wallet (spec §2) is the profile's Wallet tab.
  await page.goto('/wallet');
  await expect(page).toHaveURL(/\/profile\?page=wallet$/);
  const balance = page.getByRole('region', { name: 'Wallet balance' });
  await expect(balance).toContainText('0.00 SAR');
  await expect(page.getByText('No transactions yet')).toBeVisible();
  // The store's running bonuses (demo: 5 % from 100 SAR, up to 20 SAR).
  await expect(page.getByRole('region', { name: 'Top-up bonuses' })).toContainText('5% bonus');

  await balance.getByRole('button', { name: 'Add Fund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Fund to Wallet' });
  const send = dialog.getByRole('button', { name: 'Add Fund' });
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Amount').fill('0');
  await dialog.getByLabel('Amount').blur();
  await expect(dialog.getByText('Please Enter amount')).toBeVisible();
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Amount').fill('150');
  await expect(send).toBeEnabled();
  await send.click();
  await expect(dialog.getByText('Payment method is required')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Souq Pay (demo card)' }).check();
  await send.click();

  await page.waitForURL(/\/payment-mobile\?payment_id=/);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(/\/profile\?page=wallet&flag=success/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Payment successful: the amount is in your wallet.' }),
  ).toBeVisible();
  // 150 SAR and its 5 % bonus, 7.50 SAR.
  await expect(balance).toContainText('157.50 SAR');
  const row = page.getByRole('list', { name: 'Wallet transactions' }).getByRole('listitem').first();
  await expect(row).toContainText('Added through payment');
  await expect(row).toContainText('+ 150.00 SAR');
  await expect(row).toContainText('Plus a 7.50 SAR bonus');

  await page.getByRole('tab', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/profile\?page=wallet.*type=order/);
  await expect(page.getByText('No transactions yet')).toBeVisible();
});

test('in Arabic the wallet writes its amounts in Arabic-Indic digits', async ({ page, context, request, baseURL }) => {
  const account = await createAccount(request, 'Arabic Wallet');
  await context.addCookies([{ name: 'souq_lang', value: 'ar', url: baseURL! }]);
  await useToken(context, baseURL!, account.token);
  await page.goto('/profile?page=wallet');
  await expect(page.getByRole('region', { name: 'رصيد المحفظة' })).toContainText('٠٫٠٠');
  await expect(page.getByText('لا توجد معاملات بعد')).toBeVisible();
});

test('without Add Fund in the store the wallet has no Add Fund button; without the wallet the page is not there (spec §2, §5)', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const account = await createAccount(request, 'No Top-ups');
  await useToken(context, baseURL!, account.token);
  const restoreAddFund = await changeSetting(request, 'add_fund_status', 0);
  try {
    await page.goto('/profile?page=wallet');
    await expect(page.getByRole('region', { name: 'Wallet balance' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Fund' })).toHaveCount(0);
    await expect(sections(page).getByRole('link', { name: 'Wallet' })).toHaveAttribute('aria-current', 'page');
  } finally {
    await restoreAddFund();
  }
  const restoreWallet = await changeSetting(request, 'customer_wallet_status', 0);
  try {
    const response = await page.goto('/profile?page=wallet');
    expect(response?.status()).toBe(404);
    await page.goto('/profile');
    await expect(sections(page).getByRole('link', { name: 'Profile Settings' })).toBeVisible();
    await expect(sections(page).getByRole('link', { name: 'Wallet' })).toHaveCount(0);
  } finally {
    await restoreWallet();
  }
});
