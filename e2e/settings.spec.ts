/**
 * Settings and notifications (issue 20): /settings changes the language and
 * the theme and keeps the notification choices; /profile?page=settings is
 * the same page. The account menu counts unread notifications, a promotion
 * sent while the page is open reaches the badge live, and the list reads them.
 */
import { expect, test } from './fixtures.ts';
import { accountMenuButton, createAccount, useToken } from './helpers/auth.ts';
import { OPERATOR_TOKEN } from './helpers/orders.ts';
import { header, rememberLocation, toast } from './helpers/shell.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await rememberLocation(context, baseURL!, 1);
});

test('/settings changes the language and the theme, and keeps the notification choices', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const account = await createAccount(request, 'Reem Settings');
  await useToken(context, baseURL!, account.token);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/profile\?page=settings$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Settings', level: 2 })).toBeVisible();

  // Theme: the page turns dark at once, and stays dark on the next page once the server has stored
  // the choice (the reload waits for that answer, as theme.spec.ts does).
  const saved = page.waitForResponse((r) => r.url().includes('/resources/theme') && r.request().method() === 'POST');
  await main.getByRole('button', { name: /dark/i }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await saved;
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);

  // Notifications: both off, saved, still off after a reload.
  await main.getByLabel(/Order updates/).uncheck();
  await main.getByLabel(/Promotions/).uncheck();
  await main.getByRole('button', { name: 'Save notification settings' }).click();
  await expect(toast(page, 'Notification settings updated.')).toBeVisible();
  await page.reload();
  await expect(main.getByLabel(/Order updates/)).not.toBeChecked();
  await expect(main.getByLabel(/Promotions/)).not.toBeChecked();

  // Language: Arabic, right to left, the same page.
  await main.getByRole('button', { name: 'العربية' }).click();
  await page
    .getByRole('dialog', { name: 'Are you sure to change the language?' })
    .getByRole('button', { name: 'Yes, change' })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(main.getByRole('heading', { name: 'الإعدادات', level: 2 })).toBeVisible();
  // Deleting the account is here, in one place.
  await expect(main.getByRole('button', { name: /حذف حسابي/ })).toBeVisible();
});

test('the account menu counts unread notifications, hears a new one live, and the list reads them', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const account = await createAccount(request, 'Nora Notified');
  await useToken(context, baseURL!, account.token);
  await page.goto('/home');
  const badge = header(page).getByTestId('unread-badge');
  // A new account has read everything sent before it existed.
  await expect(badge).toBeHidden();

  const title = `Dates festival ${Date.now()}`;
  const sent = await request.post('/api/v1/operator/notifications', {
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    data: {
      title,
      title_ar: 'مهرجان التمور',
      description: 'Every date at half price today.',
      description_ar: 'كل التمور بنصف السعر اليوم.',
    },
  });
  expect(sent.status()).toBe(200);
  await expect(badge).toHaveAttribute('data-count', '1');

  await accountMenuButton(page, account.firstName).click();
  await page
    .getByRole('navigation', { name: 'Account menu' })
    .getByRole('link', { name: /Notifications/ })
    .click();
  await expect(page).toHaveURL(/\/notifications$/);
  const item = page.getByRole('main').getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText('Every date at half price today.');
  await expect(item).toContainText('New');
  await expect(badge).toBeHidden();
  await page.reload();
  await expect(page.getByRole('main').getByText('New', { exact: true })).toHaveCount(0);
});
