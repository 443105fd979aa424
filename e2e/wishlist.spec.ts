import { expect, test } from './fixtures.ts';
import { createAccount, errorToast, useToken } from './helpers/auth.ts';
import { wishlistButton } from './helpers/cart.ts';
import { productCard } from './helpers/catalog.ts';
import { rememberLocation, toast } from './helpers/shell.ts';

const BURGER_YARD = '/store/burger-yard?id=3&module_id=1&module_type=food&store_zone_id=2';

test.beforeEach(async ({ context, baseURL }) => {
  await rememberLocation(context, baseURL!, 1);
});

test('a customer saves an item and a store, sees them in the wishlist drawer and removes one (spec §2, §4)', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const account = await createAccount(request, 'Huda Wish');
  await useToken(context, baseURL!, account.token);
  await page.goto(BURGER_YARD);
  await expect(wishlistButton(page)).toHaveAccessibleName('Wishlist');

  await page.getByRole('button', { name: 'Add Burger Yard to wishlist' }).click();
  await expect(toast(page, 'Successfully added to your wishlist.')).toBeVisible();
  await productCard(page, 'Onion Rings').getByRole('button', { name: 'Add Onion Rings to wishlist' }).click();
  await expect(
    productCard(page, 'Onion Rings').getByRole('button', { name: 'Remove Onion Rings from wishlist' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(wishlistButton(page)).toHaveAccessibleName('Wishlist, 2 saved');

  await wishlistButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Wishlist' });
  await expect(drawer.getByRole('tab', { name: 'Items (1)' })).toHaveAttribute('aria-selected', 'true');
  await expect(drawer.getByRole('tabpanel')).toContainText('Onion Rings');
  await drawer.getByRole('tab', { name: 'Stores (1)' }).click();
  await expect(drawer.getByRole('tabpanel').getByRole('link', { name: 'Burger Yard' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Remove Burger Yard from wishlist' }).click();
  await expect(toast(page, 'Successfully removed from your wishlist.')).toBeVisible();
  await expect(drawer.getByText('No stores in your wishlist yet.')).toBeVisible();

  // The header's count comes with the page.
  await page.reload();
  await expect(wishlistButton(page)).toHaveAccessibleName('Wishlist, 1 saved');
  await expect(
    productCard(page, 'Onion Rings').getByRole('button', { name: 'Remove Onion Rings from wishlist' }),
  ).toBeVisible();
});

test('a guest cannot save to the wishlist and is told so (spec §6)', async ({ page }) => {
  await page.goto(BURGER_YARD);
  await expect(wishlistButton(page)).toHaveCount(0);
  await productCard(page, 'Onion Rings').getByRole('button', { name: 'Add Onion Rings to wishlist' }).click();
  await expect(errorToast(page, 'You are not logged in')).toBeVisible();
});

test('on the Arabic storefront the wishlist counts are written in Arabic-Indic digits', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const account = await createAccount(request, 'Huda Arabic');
  const saved = await request.post('/api/v1/customer/wish-list/add?store_id=3', {
    headers: { authorization: `Bearer ${account.token}` },
    data: {},
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await useToken(context, baseURL!, account.token);
  await context.addCookies([{ name: 'souq_lang', value: 'ar', url: baseURL! }]);
  await page.goto(BURGER_YARD);
  const button = page.getByRole('banner').getByRole('button', { name: 'قائمة الأمنيات، ١ محفوظة' });
  await button.click();
  const drawer = page.getByRole('dialog', { name: 'قائمة الأمنيات' });
  await expect(drawer.getByRole('tab', { name: 'المنتجات (٠)' })).toBeVisible();
  await expect(drawer.getByRole('tab', { name: 'المتاجر (١)' })).toBeVisible();
});

test('a customer without a zone is not offered the wishlist heart on a product link (spec §2: wishlist with zone)', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const account = await createAccount(request, 'Huda Nozone');
  await useToken(context, baseURL!, account.token);
  await context.clearCookies({ name: 'souq_zones' });
  await context.clearCookies({ name: 'souq_location' });
  await page.goto('/product/505?module_id=1');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /to wishlist$/ })).toHaveCount(0);
});
