/**
 * Campaign pages (issue 20, decision 25): a campaign's page shows its
 * dates, the campaign items of its stores and the stores, reached from
 * /home's campaign row and from the banner carousel; a campaign link opened
 * while the visitor is in another module (the storefront's links carry
 * none) moves to the campaign's module; the flash sale has its own page with
 * the countdown. Demo data: Weekend Feast (food: Najdi Table's Family
 * Kabsa Feast, Burger Yard's Burger Duo Deal), Fresh Week (grocery), the
 * food module's Lunch Rush Flash Sale.
 */
import { expect, test } from './fixtures.ts';
import { HomePage } from './helpers/catalog.ts';
import { rememberLocation } from './helpers/shell.ts';

const FOOD = 1;
const GROCERY = 2;

async function campaignId(request: import('@playwright/test').APIRequestContext, moduleId: number, title: string) {
  const response = await request.get('/api/v1/campaigns/basic', {
    headers: { zoneId: '[2,1]', moduleId: String(moduleId) },
  });
  expect(response.status()).toBe(200);
  const campaign = ((await response.json()) as { id: number; title: string }[]).find((c) => c.title === title);
  expect(campaign, title).toBeDefined();
  return campaign!.id;
}

test("the campaign row opens a campaign's page: its dates, its items and its stores", async ({
  page,
  context,
  baseURL,
}) => {
  await rememberLocation(context, baseURL!, FOOD);
  const home = new HomePage(page);
  await home.goto();
  await home
    .section('Campaigns')
    .getByRole('link', { name: /Weekend Feast/ })
    .click();

  await expect(page.getByRole('heading', { level: 1, name: 'Weekend Feast' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`data_type=campaign&id=\\d+&module_id=${FOOD}`));
  // The dates, as "start – end".
  await expect(page.getByText(/\d{4} – .*\d{4}/)).toBeVisible();
  const items = page.getByRole('region', { name: 'Items in this campaign' });
  await expect(items.getByText('Family Kabsa Feast')).toBeVisible();
  await expect(items.getByText('Burger Duo Deal')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Stores in this campaign' }).getByText('Najdi Table')).toBeVisible();
});

test("a campaign link opened in another module moves to the campaign's module and shows the same page", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const id = await campaignId(request, FOOD, 'Weekend Feast');
  await rememberLocation(context, baseURL!, GROCERY);
  // The link the storefront shares (client-contract §5): no module in it.
  await page.goto(`/campaigns/${id}`);
  await expect(page).toHaveURL(new RegExp(`data_type=campaign&id=${id}&module_id=${FOOD}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Weekend Feast' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Items in this campaign' }).getByText('Family Kabsa Feast'),
  ).toBeVisible();
});

test('a running campaign is a slide of the home carousel that leads to its page', async ({
  page,
  context,
  baseURL,
}) => {
  await rememberLocation(context, baseURL!, GROCERY);
  await new HomePage(page).goto();
  const slide = page.getByRole('link', { name: 'Fresh Week' }).first();
  await expect(slide).toHaveAttribute('href', new RegExp(`data_type=campaign&id=\\d+&module_id=${GROCERY}`));
  await page.goto((await slide.getAttribute('href'))!);
  await expect(page.getByRole('heading', { level: 1, name: 'Fresh Week' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Items in this campaign' }).getByText('Weekly Fruit Box'),
  ).toBeVisible();
});

test('the flash sale has its own page with its items and the countdown to its end', async ({
  page,
  context,
  baseURL,
}) => {
  await rememberLocation(context, baseURL!, FOOD);
  const home = new HomePage(page);
  await home.goto();
  const sale = home.section('Lunch Rush Flash Sale');
  await expect(sale.getByRole('timer', { name: 'Ends in' })).toBeVisible();
  await sale.getByRole('link', { name: /View all/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Lunch Rush Flash Sale' })).toBeVisible();
  await expect(page).toHaveURL(/data_type=flash_sale&id=\d+/);
  const timer = page.getByRole('timer', { name: 'Ends in' });
  await expect(timer).toBeVisible();
  // It counts down: the seconds change.
  const before = await timer.textContent();
  await expect(timer).not.toHaveText(before!);
  await expect(page.getByText('Chicken Kabsa').first()).toBeVisible();
});
