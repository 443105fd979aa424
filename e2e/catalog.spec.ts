import { expect, test } from './fixtures.ts';
import { HomePage, ItemView, productCard, productNames, StorePage } from './helpers/catalog.ts';
import { rememberLocation } from './helpers/shell.ts';
import { OPERATOR_TOKEN } from './helpers/orders.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await rememberLocation(context, baseURL!, 1);
});

test('home → store → item: a required variation is asked for, then the total follows the choices (spec §4–§5)', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const home = new HomePage(page);
  await home.goto();
  await expect(home.section('Popular restaurants')).toBeVisible();

  const store = await home.openStore('Spice Route');
  const item = await store.openItem('Chicken Tikka Masala');
  await expect(item.root).toBeVisible();
  await expect(page).toHaveURL(/[?&]item=82/);
  // 42.00 SAR less its 15 % discount.
  await expect(item.total).toHaveText('35.70 SAR');

  await item.button('Add to Cart').click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Variation Spice level can not remain without selection.' }),
  ).toBeVisible();

  await item.choose('Hot');
  await item.choose('Saffron rice');
  await item.increaseQuantity();
  await item.addMore('Garlic naan');
  await item.addMore('Garlic naan');
  // (42 + 4) × 2 = 92.00, less 15 % = 78.20, plus two garlic naan (6.00 each) = 90.20
  await expect(item.total).toHaveText('90.20 SAR');
  // Choosing a variation starts the quantity again at 1 (spec §4).
  await item.choose('Basmati');
  await expect(item.root.getByRole('group', { name: 'Quantity', exact: true })).toContainText('1');
  await expect(item.total).toHaveText('47.70 SAR');

  await page.keyboard.press('Escape');
  await expect(item.root).toBeHidden();
  await expect(page).not.toHaveURL(/item=/);
  expect(errors).toEqual([]);
});

test('a search without results says so in the words of the spec', async ({ page }) => {
  const home = new HomePage(page);
  await home.goto();
  await home.search('zzqx unicorn steak');
  await expect(page).toHaveURL(/\/home\?search=zzqx/);
  await expect(page.getByText('Sorry no data found related to your search.')).toBeVisible();
  await page.getByRole('tab', { name: /Stores/ }).click();
  await expect(page.getByText('Sorry no data found related to your search.')).toBeVisible();
});

test('a search lists matching items and stores in two tabs', async ({ page }) => {
  const home = new HomePage(page);
  await home.goto('?search=burger');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('burger');
  expect(await productNames(page.getByRole('tabpanel'))).toContain('Classic Smash Burger');
  await page.getByRole('tab', { name: /Stores/ }).click();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Burger Yard' })).toBeVisible();
});

test('the product page in Arabic: right to left, Arabic name, Arabic-Indic digits', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'souq_lang', value: 'ar', url: baseURL! }]);
  await page.goto('/product/82?module_id=1');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('دجاج تكا ماسالا');
  await expect(page).toHaveTitle(/دجاج تكا ماسالا/);
  const view = new ItemView(page.getByRole('main'));
  await expect(view.total).toHaveText(/٣٥٫٧٠/);
  await expect(page.getByRole('button', { name: 'أضف إلى السلة' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'طريق البهارات' }).first()).toBeVisible();
});

test('the product page is rendered on the server with its title and description', async ({ request }) => {
  const response = await request.get('/product/82?module_id=1');
  const html = await response.text();
  expect(html).toMatch(/<title>Chicken Tikka Masala · Souq<\/title>/);
  expect(html).toMatch(/<meta name="description" content="[^"]+"/);
  expect(html).toContain('<h1');
});

test('category page: sub-category chips, veg filter and the stores tab', async ({ page }) => {
  await page.goto('/category/7?module_id=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Burgers' })).toBeVisible();
  expect(await productNames(page.getByRole('tabpanel'))).toHaveLength(10);

  await page.getByRole('navigation', { name: 'Sub-categories' }).getByRole('link', { name: 'Veggie Burgers' }).click();
  await expect(page).toHaveURL(/sub=10/);
  await expect
    .poll(() => productNames(page.getByRole('tabpanel')))
    .toEqual(expect.arrayContaining(['Garden Bean Burger', 'Halloumi Veggie Burger']));
  expect(await productNames(page.getByRole('tabpanel'))).toHaveLength(2);

  await page
    .getByRole('navigation', { name: 'Sub-categories' })
    .getByRole('link', { name: 'All', exact: true })
    .click();
  await expect(page).not.toHaveURL(/sub=/);
  await page.getByRole('navigation', { name: 'Veg or non-veg' }).getByRole('link', { name: 'Non-veg' }).click();
  await expect(page).toHaveURL(/type=non_veg/);
  await expect.poll(() => productNames(page.getByRole('tabpanel')).then((names) => names.length)).toBe(8);
  expect(await productNames(page.getByRole('tabpanel'))).not.toContain('Garden Bean Burger');

  await page.getByRole('tab', { name: /Restaurants/ }).click();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Burger Yard' })).toBeVisible();
});

test('store page: category filter, in-store search and pages of 12', async ({ page }) => {
  await page.goto('/store/burger-yard?id=3&module_id=1&module_type=food&store_zone_id=2');
  const store = new StorePage(page);
  await expect(store.itemsHeading).toHaveText(/All items\s*\(20\)/);
  expect(await productNames(page.getByRole('main'))).toHaveLength(12);

  await store.goToPage(2);
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(() => productNames(page.getByRole('main')).then((n) => n.length)).toBe(8);

  await store.chooseCategory('Desserts');
  await expect(page).not.toHaveURL(/page=2/);
  await expect(store.itemsHeading).toHaveText(/Desserts/);
  const desserts = await productNames(page.getByRole('main'));
  expect(desserts).toEqual(expect.arrayContaining(['Umm Ali', 'Chocolate Fondant']));
  expect(desserts).not.toContain('Classic Smash Burger');

  await store.chooseCategory('All');
  await expect(store.itemsHeading).toHaveText(/All items/);
  await store.searchInStore('chicken');
  await expect(store.itemsHeading).toHaveText(/Results for “chicken”/);
  const found = await productNames(page.getByRole('main'));
  expect(found).toEqual(expect.arrayContaining(['Crispy Chicken Burger', 'Nashville Hot Chicken']));
  expect(found).not.toContain('Onion Rings');
  // The shared link's parameters survive the search.
  await expect(page).toHaveURL(/module_id=1.*q=chicken|q=chicken.*module_id=1/);

  // On its own store's page the item view hides the store link (spec §2).
  const item = await store.openItem('Crispy Chicken Burger');
  await expect(item.root.getByRole('link', { name: 'Burger Yard' })).toHaveCount(0);
});

test('a store link opened cold, without a saved location, shows the store and its items', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/store/techhub?id=23&module_id=4&module_type=ecommerce&store_zone_id=2');
  await expect(page.getByRole('heading', { level: 1, name: 'TechHub' })).toBeVisible();
  expect(await productNames(page.getByRole('main'))).toContain('Zenith Z12 Smartphone');
  await context.close();
});

test("outside its hours an item without scheduled orders shows 'Not Available now' with its times", async ({
  page,
}) => {
  // 15:00 in Riyadh (UTC+3); Zaatar Manakish is served 06:00–12:00 and Al Sham Shawarma takes no scheduled orders.
  await page.clock.setFixedTime(new Date('2026-11-22T12:00:00Z'));
  await page.goto('/product/33');
  const view = new ItemView(page.getByRole('main'));
  await expect(view.root.getByText('Not Available now')).toBeVisible();
  await expect(view.root.getByText('Available from 06:00 to 12:00')).toBeVisible();
  await expect(view.button('Add to Cart')).toHaveCount(0);
  await expect(view.button('Buy Now')).toHaveCount(0);
});

test('inside its hours the same item can be bought', async ({ page }) => {
  // 08:00 in Riyadh.
  await page.clock.setFixedTime(new Date('2026-11-22T05:00:00Z'));
  await page.goto('/product/33');
  const view = new ItemView(page.getByRole('main'));
  await expect(view.button('Add to Cart')).toBeVisible();
  await expect(view.root.getByText('Not Available now')).toHaveCount(0);
});

test('an out-of-stock variation says so inline and blocks the cart', async ({ page, context, baseURL }) => {
  await rememberLocation(context, baseURL!, 2);
  await page.goto('/product/162?module_id=2');
  const view = new ItemView(page.getByRole('main'));
  await view.choose('5 kg');
  await expect(view.root.getByText('This variation is out of stock', { exact: true })).toBeVisible();
  await view.button('Add to Cart').click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'This variation is out of stock. Choose another variation to proceed further.' }),
  ).toBeVisible();
  await view.choose('10 kg');
  await expect(view.root.getByText('This variation is out of stock', { exact: true })).toHaveCount(0);
});

test('a campaign item offers only Order Now, which needs a signed-in customer', async ({ page }) => {
  await page.goto('/product/506?module_id=1');
  const view = new ItemView(page.getByRole('main'));
  await expect(view.button('Order Now')).toBeVisible();
  await expect(view.button('Add to Cart')).toHaveCount(0);
  await expect(view.button('Buy Now')).toHaveCount(0);
  await view.button('Order Now').click();
  await expect(page.getByRole('alert').filter({ hasText: 'You are not logged in' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the drawer lists the first latest and popular stores with View all', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const latest = drawer.locator('details').filter({ hasText: 'New restaurants' });
    await expect(latest.getByRole('link', { name: 'Najdi Table' })).toBeVisible();
    await expect(latest.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/store/latest');
    await drawer
      .locator('details')
      .filter({ hasText: 'Popular restaurants' })
      .getByRole('link', { name: 'View all' })
      .click();
    await expect(page).toHaveURL(/\/store\/popular$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Popular restaurants' })).toBeVisible();
  });
});

test("a card tapped as soon as the page is ready opens the quick view even when the listing's code came late", async ({
  page,
}) => {
  // A slow network holds back the listing view's own chunk. The page hydrates once it is here,
  // so the first tap is the storefront's (the quick view), not the bare link's (a page load).
  await page.route(/\/assets\/listing-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/home?data_type=popular');
  await productCard(page, 'Chicken Kabsa').getByRole('link', { name: 'Chicken Kabsa' }).click();
  await expect(page.getByRole('dialog', { name: 'Chicken Kabsa' }).getByText('Najdi Table')).toBeVisible();
  await expect(page).toHaveURL(/\/home\?data_type=popular&item=1$/);
});

test('a product card opens the quick view and its link leads to the product page', async ({ page }) => {
  await page.goto('/home?data_type=popular');
  const card = productCard(page, 'Chicken Kabsa');
  await expect(card.getByRole('link', { name: 'Chicken Kabsa' })).toHaveAttribute('href', /\/product\/1\?module_id=1/);
  await card.getByRole('link', { name: 'Chicken Kabsa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Chicken Kabsa' });
  await expect(dialog.getByText('Najdi Table')).toBeVisible();
  await dialog.getByRole('link', { name: 'View full details' }).click();
  await expect(page).toHaveURL(/\/product\/1\?module_id=1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Chicken Kabsa' })).toBeVisible();
});

test('/home keeps its sections between pages, yet a store the operator approves shows on the next one (issue 21)', async ({
  page,
  request,
}) => {
  const home = new HomePage(page);
  const name = `Kept Corner ${Date.now()}`;
  await home.goto();
  await expect(home.section('New restaurants')).toBeVisible();
  await expect(home.section('New restaurants').getByText(name)).toHaveCount(0);
  // The sections are kept now: the render thread must hear of the change.
  await home.goto();

  const png = {
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    ),
  };
  const email = `kept${Date.now()}@example.com`;
  const submitted = await request.post('/api/v1/auth/vendor/register', {
    multipart: {
      name,
      name_ar: 'ركن محفوظ',
      address: 'Olaya Street 12',
      address_ar: 'شارع العليا ١٢',
      module_id: 1,
      zone_id: 2,
      latitude: 24.6995,
      longitude: 46.6845,
      minimum_delivery_time: 20,
      maximum_delivery_time: 40,
      delivery_time_type: 'min',
      tax: 5,
      f_name: 'Huda',
      l_name: 'Al Harbi',
      phone: `+9665${String(Date.now()).slice(-8)}`,
      email,
      password: 'Secret#123',
      business_plan: 'commission',
      logo: png,
      cover_photo: { ...png, name: 'cover.png' },
    },
  });
  expect(submitted.status()).toBe(200);
  const operator = { authorization: `Bearer ${OPERATOR_TOKEN}` };
  const approved = await request.post(
    `/api/v1/operator/applications/${(await submitted.json()).application_id}/approve`,
    {
      headers: operator,
      data: {},
    },
  );
  expect(approved.status()).toBe(200);

  await home.goto();
  await expect(home.section('New restaurants').getByRole('link', { name, exact: true })).toBeVisible();
});
