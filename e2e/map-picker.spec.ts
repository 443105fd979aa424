import { expect, test } from './fixtures.ts';
import { LandingPage, MapPicker } from './helpers/landing.ts';
import { ModuleModal } from './helpers/modules.ts';
import { cookieValue, header, rememberLocation } from './helpers/shell.ts';

/** The config's default location, where the picker opens for a new visitor (next to Kingdom Centre). */
const DEFAULT = { lat: 24.7136, lng: 46.6753 };
const COORDINATES = /\d+\.\d{4,}/;

async function savedLocation(context: import('@playwright/test').BrowserContext) {
  return JSON.parse((await cookieValue(context, 'souq_location'))!) as { address: string; lat: number; lng: number };
}

test('without a tile server the picker draws the demo city at street level; a small drag moves the pin metres', async ({
  page,
  context,
}) => {
  const landing = new LandingPage(page);
  await landing.goto();
  const picker = await landing.openMapPicker();
  // No tile server in tests: the city is drawn from data — zones, its main roads by name — with no images.
  await expect(picker.roadName('King Fahd Road')).toBeVisible();
  await expect(picker.roadName('Olaya Street')).toBeVisible();
  await expect(picker.map.locator('path.souq-zone')).toHaveCount(5);
  await expect(picker.map.locator('img')).toHaveCount(0);
  // Street level (spec §9: zoom 17); the pin is named by its landmark.
  await expect(picker.map).toHaveAttribute('data-zoom', '17');
  await expect(picker.address).toHaveText('Near Kingdom Centre, Al Olaya, Riyadh, Saudi Arabia');

  await picker.drag(60, 40);
  await expect(picker.address).not.toHaveText(/Finding the address/);
  await expect(picker.address).not.toHaveText(COORDINATES);
  await picker.confirm();

  await expect(new ModuleModal(page).dialog).toBeVisible();
  const saved = await savedLocation(context);
  // Dragged right and down: the pin went west and north by 65 and 43 m (a flick may glide a little further).
  expect(DEFAULT.lng - saved.lng).toBeGreaterThan(0.0005);
  expect(DEFAULT.lng - saved.lng).toBeLessThan(0.0035);
  expect(saved.lat - DEFAULT.lat).toBeGreaterThan(0.0003);
  expect(saved.lat - DEFAULT.lat).toBeLessThan(0.002);
  await expect(header(page).getByRole('button', { name: new RegExp(`^Deliver to\\s*${saved.address}`) })).toBeVisible();
});

test('a shopper taps their street: the pin goes onto it and the pick is named by the street and its landmark', async ({
  page,
  context,
}) => {
  const landing = new LandingPage(page);
  await landing.goto();
  const picker = await landing.openMapPicker();
  await picker.tapRoad('King Fahd Road');
  const named = 'King Fahd Road, near Kingdom Centre, Al Olaya, Riyadh, Saudi Arabia';
  await expect(picker.address).toHaveText(named);
  await picker.confirm();

  await expect(new ModuleModal(page).dialog).toBeVisible();
  const saved = await savedLocation(context);
  expect(saved.address).toBe(named);
  // King Fahd Road passes about 100 m west of the default location.
  expect(DEFAULT.lng - saved.lng).toBeGreaterThan(0.0005);
  expect(DEFAULT.lng - saved.lng).toBeLessThan(0.002);
});

test('searching inside the map picker recentres the map on the place', async ({ page, context }) => {
  const landing = new LandingPage(page);
  await landing.goto();
  const picker = await landing.openMapPicker();
  await picker.searchAndPick('Masmak Fortress');
  await expect(picker.address).toHaveText('Masmak Fortress, Al Dirah, Riyadh, Saudi Arabia');
  await expect(picker.placeName('Masmak Fortress')).toBeVisible();
  await picker.confirm();
  await expect(new ModuleModal(page).dialog).toBeVisible();
  expect(await savedLocation(context)).toEqual({
    address: 'Masmak Fortress, Al Dirah, Riyadh, Saudi Arabia',
    lat: 24.6312,
    lng: 46.7134,
  });
});

test('on an Arabic page the map stays left to right, is named in Arabic, and answers the keyboard', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'souq_lang', value: 'ar', url: baseURL! }]);
  await page.goto('/');
  await page.getByRole('button', { name: 'اختر من الخريطة' }).click();
  const picker = new MapPicker(page, { title: 'اختر من الخريطة', zoomIn: 'تكبير', confirm: 'اختر هذا الموقع' });
  await expect(picker.roadName('طريق الملك فهد')).toBeVisible();
  await expect(picker.map.locator('xpath=..')).toHaveAttribute('dir', 'ltr');
  await expect(picker.address).toHaveText('بالقرب من برج المملكة، العليا، الرياض، المملكة العربية السعودية');

  // Arrows pan 80 px a press: up twice and right once is about 170 m north and 87 m east, as on an English page.
  await picker.map.focus();
  for (const key of ['ArrowUp', 'ArrowUp', 'ArrowRight']) {
    await page.keyboard.press(key);
    // A press while the map still glides from the last one is dropped (Leaflet): one step at a time.
    await expect(picker.map).toHaveAttribute('aria-busy', 'false');
  }
  // + zooms in up to the closest level (21, four steps from street level, 17), - zooms back out.
  await expect(picker.map).toHaveAttribute('data-zoom', '17');
  for (const zoom of ['18', '19', '20', '21']) {
    await page.keyboard.press('+');
    await expect(picker.map).toHaveAttribute('data-zoom', zoom);
  }
  await expect(picker.zoomInButton).toBeDisabled();
  await page.keyboard.press('-');
  await expect(picker.map).toHaveAttribute('data-zoom', '20');
  await expect(picker.zoomInButton).toBeEnabled();
  // The pin is now on Olaya Street, which names the pick first.
  await expect(picker.address).toHaveText(
    'شارع العليا، بالقرب من برج المملكة، العليا، الرياض، المملكة العربية السعودية',
  );
  await picker.confirm();

  await expect.poll(async () => (await cookieValue(context, 'souq_location')) ?? null).not.toBeNull();
  const saved = await savedLocation(context);
  expect(saved.lat - DEFAULT.lat).toBeGreaterThan(0.0012);
  expect(saved.lat - DEFAULT.lat).toBeLessThan(0.002);
  expect(saved.lng - DEFAULT.lng).toBeGreaterThan(0.0006);
  expect(saved.lng - DEFAULT.lng).toBeLessThan(0.0011);
});

test("a store's map shows the store and the shopper's location on the drawn city, zoomed out to hold both", async ({
  page,
  context,
  baseURL,
}) => {
  await rememberLocation(context, baseURL!, 1);
  await page.goto('/store/burger-yard?id=3&module_id=1&module_type=food&store_zone_id=2');
  await page.getByRole('button', { name: 'View on map' }).click();
  const dialog = page.getByRole('dialog', { name: 'Burger Yard' });
  const map = dialog.getByRole('application', { name: 'Map showing Burger Yard' });
  await expect(map.locator('.souq-marker-store')).toBeVisible();
  await expect(map.locator('.souq-marker-customer')).toBeVisible();
  // The shopper is at Kingdom Centre, 1.9 km from the store: street level (17) would show only one of them.
  await expect(map).toHaveAttribute('data-zoom', /^1[3-6]$/);
  await expect(map.locator('.souq-place-name', { hasText: 'Kingdom Centre' })).toBeVisible();
  await expect(dialog.getByText('Store: Burger Yard')).toBeVisible();
  await expect(dialog.getByText('Your location')).toBeVisible();
});
