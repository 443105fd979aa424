import { expect, test } from './fixtures.ts';
import { accountMenuButton, createAccount, errorToast, signInAs, useToken, DEMO_CUSTOMER } from './helpers/auth.ts';
import { ProfilePage } from './helpers/profile.ts';
import { header, rememberLocation, toast } from './helpers/shell.ts';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.beforeEach(async ({ context, baseURL }) => {
  await rememberLocation(context, baseURL!, 1);
});

test('edit the name: Update Profile saves it and the header follows', async ({ page, context, request, baseURL }) => {
  const account = await createAccount(request, 'Amal Before');
  await useToken(context, baseURL!, account.token);
  const profile = new ProfilePage(page);
  await profile.goto();
  await expect(profile.field('Full name')).toHaveValue('Amal Before');

  await profile.field('Full name').fill('');
  await profile.update();
  await expect(profile.form.getByText('First name is required')).toBeVisible();

  await profile.field('Full name').fill('Dana After');
  await profile.update();
  await expect(toast(page, 'Profile updated successfully.')).toBeVisible();
  await expect(accountMenuButton(page, 'Dana')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dana After' })).toBeVisible();
  await page.reload();
  await expect(profile.field('Full name')).toHaveValue('Dana After');
});

test('upload a profile photo; other formats are refused with the spec message', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const account = await createAccount(request, 'Salma Photo');
  await useToken(context, baseURL!, account.token);
  const profile = new ProfilePage(page);
  await profile.goto();
  await expect(profile.form.getByText('JPG, PNG, JPEG or GIF, max 2 MB, ratio 1:1')).toBeVisible();

  await profile.photo.setInputFiles({ name: 'me.webp', mimeType: 'image/webp', buffer: PNG });
  await expect(
    profile.form.getByText('This file format is not supported. Please upload JPG, PNG, JPEG, or GIF images only.'),
  ).toBeVisible();

  await profile.photo.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(profile.form.getByText('This file format is not supported.', { exact: false })).toHaveCount(0);
  await profile.update();
  await expect(toast(page, 'Profile updated successfully.')).toBeVisible();
  const avatar = accountMenuButton(page, 'Salma').locator('img');
  await expect(avatar).toHaveAttribute('src', /\/storage\/profile\/.+\.png$/);
  const image = await request.get(new URL((await avatar.getAttribute('src'))!).pathname);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toContain('image/png');
});

test('a verified phone is Not Changeable; Reset asks first and restores the form', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signInAs(context, request, baseURL!, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  const profile = new ProfilePage(page);
  await profile.goto();
  await expect(profile.form.getByText('Not Changeable')).toBeVisible();
  await expect(profile.field('Phone')).toBeDisabled();
  // Manual sign-in is on in the demo, so the form offers a new password.
  await expect(profile.form.getByLabel('New password', { exact: true })).toBeVisible();

  const name = await profile.field('Full name').inputValue();
  await profile.field('Full name').fill('Someone Else');
  await profile.form.getByRole('button', { name: 'Reset' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure, you want to reset?' });
  await confirm.getByRole('button', { name: 'Yes, reset' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(profile.field('Full name')).toHaveValue(name);
});

test('a new password needs the current one (issue 13, item 10)', async ({ page, context, request, baseURL }) => {
  const account = await createAccount(request, 'Huda Password');
  await useToken(context, baseURL!, account.token);
  const profile = new ProfilePage(page);
  await profile.goto();
  const password = (label: string) => profile.form.getByLabel(label, { exact: true });
  await password('New password').fill('brand-new-9');
  await password('Confirm password').fill('brand-new-9');
  await profile.update();
  await expect(profile.form.getByText('Please enter your current password.')).toBeVisible();

  await password('Current password').fill('not-my-password');
  await profile.update();
  await expect(errorToast(page, 'The current password is incorrect.')).toBeVisible();

  await password('Current password').fill(account.password);
  await profile.update();
  await expect(toast(page, 'Profile updated successfully.')).toBeVisible();
  const login = await request.post('/api/v1/auth/login', {
    data: { email_or_phone: account.email, password: 'brand-new-9' },
  });
  expect(login.status()).toBe(200);
});

test('signed-out visitors are asked to sign in first', async ({ page }) => {
  await page.goto('/profile?page=profile-settings');
  await expect(page).toHaveURL(/\/home\?auth=sign-in$/);
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  await expect(errorToast(page, 'You must be login to access this page.')).toBeVisible();
});

test('the account menu lists the entries the store turns on', async ({ page, context, request, baseURL }) => {
  await signInAs(context, request, baseURL!, DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
  await page.goto('/home');
  await accountMenuButton(page, DEMO_CUSTOMER.firstName).click();
  const menu = page.getByRole('navigation', { name: 'Account menu' });
  const links = await menu
    .getByRole('link')
    .evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
  expect(links).toEqual([
    ['Profile Settings', '/profile?page=profile-settings'],
    ['My Orders', '/profile?page=my-orders'],
    ['My Trips', '/profile?page=my-trips'],
    ['Wallet', '/profile?page=wallet'],
    ['Coupons', '/profile?page=coupons'],
    ['Loyalty Points', '/profile?page=loyalty-points'],
    ['Referral Code', '/profile?page=referral-code'],
    ['Inbox', '/profile?page=inbox'],
    ['Notifications', '/notifications'],
    ['Settings', '/profile?page=settings'],
    ['Track Order', '/track-order'],
  ]);
  await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('delete the account: it is gone and the shopper lands on the landing page', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const account = await createAccount(request, 'Gone Soon');
  await useToken(context, baseURL!, account.token);
  // Account deletion lives in the settings (issue 20).
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page
    .getByRole('dialog', { name: 'Are you sure you want to delete your account?' })
    .getByRole('button', { name: 'Yes, delete' })
    .click();
  await expect(toast(page, 'Account has been deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  const login = await request.post('/api/v1/auth/login', {
    data: { email_or_phone: account.email, password: account.password },
  });
  expect(login.status()).toBe(401);
});
