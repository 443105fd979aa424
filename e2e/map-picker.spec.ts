import { expect, test } from './fixtures.ts';
import { LandingPage } from './helpers/landing.ts';
import { ModuleModal } from './helpers/modules.ts';
import { cookieValue, header } from './helpers/shell.ts';

test('picking from the map without tiles: zone outlines, drag to move the pin, then pick', async ({
  page,
  context,
}) => {
  const landing = new LandingPage(page);
  await landing.goto();
  const picker = await landing.openMapPicker();
  await expect(picker.map).toBeVisible();
  // No tile server is configured in tests: the map draws zones and a grid, no images.
  await expect(picker.map.locator('img')).toHaveCount(0);
  await expect(picker.map.locator('path.stroke-brand-600')).toHaveCount(5);
  await expect(picker.address('Near Kingdom Centre, Al Olaya, Riyadh, Saudi Arabia')).toBeVisible();

  await picker.zoomIn(2);
  await picker.drag(60, 40);
  await expect(picker.address('Near Kingdom Centre, Al Olaya, Riyadh, Saudi Arabia')).toHaveCount(0);
  await expect(picker.address(/^Near /)).toBeVisible();
  await picker.confirm();

  await expect(new ModuleModal(page).dialog).toBeVisible();
  const saved = JSON.parse((await cookieValue(context, 'souq_location'))!);
  expect(saved.lat).toBeGreaterThan(24.7136); // dragged down: the pin moved north
  expect(saved.lng).toBeLessThan(46.6753); // dragged right: the pin moved west
  await expect(
    header(page).getByRole('button', { name: new RegExp(`Change location: ${saved.address}`) }),
  ).toBeVisible();
});

test('searching inside the map picker recentres the map on the place', async ({ page, context }) => {
  const landing = new LandingPage(page);
  await landing.goto();
  const picker = await landing.openMapPicker();
  await picker.searchAndPick('Masmak Fortress');
  await expect(picker.address('Masmak Fortress, Al Dirah, Riyadh, Saudi Arabia')).toBeVisible();
  await picker.confirm();
  await expect(new ModuleModal(page).dialog).toBeVisible();
  expect(JSON.parse((await cookieValue(context, 'souq_location'))!)).toEqual({
    address: 'Masmak Fortress, Al Dirah, Riyadh, Saudi Arabia',
    lat: 24.6312,
    lng: 46.7134,
  });
});

test('the map moves with the arrow keys too', async ({ page, context }) => {
  const landing = new LandingPage(page);
  await landing.goto();
  const picker = await landing.openMapPicker();
  await expect(picker.address('Near Kingdom Centre, Al Olaya, Riyadh, Saudi Arabia')).toBeVisible();
  await picker.zoomIn(5);
  await picker.map.focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowRight');
  await picker.confirm();
  await expect(new ModuleModal(page).dialog).toBeVisible();
  const saved = JSON.parse((await cookieValue(context, 'souq_location'))!);
  // Default location 24.7136, 46.6753; 80 px at zoom 14 is about 0.007° of longitude.
  expect(saved.lat).toBeGreaterThan(24.7136);
  expect(saved.lat).toBeLessThan(24.73);
  expect(saved.lng).toBeGreaterThan(46.6753);
  expect(saved.lng).toBeLessThan(46.69);
});
