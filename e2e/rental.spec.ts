/**
 * Car rental in the browser (issue 17): a guest finds a vehicle, books an
 * hourly trip with cash and follows it to completed; a customer books
 * distance-wise and cancels it with a reason. Olaya Car Rental never closes
 * and picks up in Al Olaya, where the visitor's location is.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { LocationPopover } from './helpers/addresses.ts';
import { createAccount, DEMO_CUSTOMER, errorToast, signInAs, useToken } from './helpers/auth.ts';
import { wishlistButton } from './helpers/cart.ts';
import { expectNoAxeViolations } from './helpers/axe.ts';
import { moduleSwitcher } from './helpers/modules.ts';
import { MapPicker } from './helpers/landing.ts';
import { rememberLocation, toast } from './helpers/shell.ts';

const OPERATOR_TOKEN = 'e2e-operator-token-0123456789';

async function rentalModuleId(request: APIRequestContext): Promise<number> {
  const modules = (await (await request.get('/api/v1/module')).json()) as { id: number; module_type: string }[];
  return modules.find((m) => m.module_type === 'rental')!.id;
}

async function moveTrip(request: APIRequestContext, tripId: string, status: string) {
  const response = await request.put(`/api/v1/operator/trips/${tripId}/status`, {
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    data: { status },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Tomorrow at 10:00 as a datetime-local value. */
function tomorrowAt(hour: number) {
  const at = new Date(Date.now() + 2 * 86_400_000);
  return `${at.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;
}

test.beforeEach(async ({ context, request, baseURL }) => {
  await rememberLocation(context, baseURL!, await rentalModuleId(request));
});

test('a guest finds a vehicle, books an hourly trip with cash and follows it to completed', async ({
  page,
  request,
}) => {
  // A long journey (search, provider, booking, four statuses, review) on a shared box.
  test.setTimeout(90_000);
  await page.goto('/home');
  await page.getByRole('link', { name: 'Find a vehicle' }).click();
  await expect(page.getByRole('heading', { name: 'Vehicles for rent' })).toBeVisible();
  await page.getByRole('link', { name: 'Sedan', exact: true }).click();
  await expect(page).toHaveURL(/categoryId=/);
  await page.getByTestId('vehicle-card').filter({ hasText: 'Olaya Car Rental' }).first().click();
  // The provider's page, and back to the vehicle.
  await page.getByRole('main').getByRole('link', { name: 'Olaya Car Rental', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Olaya Car Rental' })).toBeVisible();
  await expect(page.getByText('Open now')).toBeVisible();
  await page.goBack();

  const form = page.getByRole('form', { name: 'Book this vehicle' });
  await form.getByLabel('Pickup date and time').fill(tomorrowAt(10));
  await form.getByLabel('Hours').fill('3');
  await form.getByRole('button', { name: 'Add to rental cart' }).click();

  await expect(page.getByRole('heading', { name: 'Trip checkout' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Rental cart, 1 vehicle' })).toBeVisible();
  const summary = page.getByTestId('trip-summary');
  await expect(summary).toContainText('Total');
  await page.getByLabel('Contact Person Name').fill('Huda Guest');
  await page.getByLabel('Contact Person Number').fill('+966500000123');
  await page.getByLabel('Cash').check();
  // The trip page follows the trip over its event stream (spec §2: live status, as orders).
  const stream = page.waitForResponse((r) => /\/resources\/trips\/\d+\/events$/.test(r.url()) && r.status() === 200);
  await page.getByRole('button', { name: 'Confirm booking' }).click();

  await expect(page).toHaveURL(/\/my-trips\/\d+$/);
  const tripId = page.url().split('/').pop()!;
  const status = page.getByTestId('trip-status');
  await expect(status).toHaveText('Pending');
  await stream;
  // Set on this document: a reload would lose it.
  await page.evaluate(() => ((window as unknown as { sameTripPage: boolean }).sameTripPage = true));
  for (const [next, label] of [
    ['confirmed', 'Confirmed'],
    ['ongoing', 'Ongoing'],
    ['completed', 'Completed'],
  ] as const) {
    await moveTrip(request, tripId, next);
    await expect(status).toHaveText(label);
  }
  expect(await page.evaluate(() => (window as unknown as { sameTripPage?: boolean }).sameTripPage)).toBe(true);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Thank you for your review.')).toBeVisible();

  await page.goto('/my-trips?tab=past');
  await expect(page.getByRole('link', { name: new RegExp(`Trip #${tripId}`) })).toContainText('Completed');
});

test('a customer books distance-wise in Arabic and cancels the trip with a reason', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const account = await createAccount(request, 'Omar Trips');
  await useToken(context, baseURL!, account.token);
  await context.addCookies([{ name: 'souq_lang', value: 'ar', url: baseURL! }]);
  await page.goto('/rental/vehicle-search?all_category=1&type=distance_wise');
  await expect(page.getByRole('heading', { name: 'مركبات للتأجير' })).toBeVisible();
  await page.getByTestId('vehicle-card').filter({ hasText: 'العليا لتأجير السيارات' }).first().click();
  const form = page.getByRole('form', { name: 'احجز هذه المركبة' });
  await form.getByLabel('بالمسافة').check();
  await form.getByLabel('تاريخ ووقت الاستلام').fill(tomorrowAt(14));
  await form.getByLabel('المسافة (كم)').fill('40');
  await form.getByRole('button', { name: 'أضف إلى سلة التأجير' }).click();

  await expect(page.getByRole('heading', { name: 'إتمام حجز الرحلة' })).toBeVisible();
  await expect(page.getByLabel('اسم جهة الاتصال')).toHaveCount(0);
  await page.getByRole('button', { name: 'تأكيد الحجز' }).click();
  await expect(page).toHaveURL(/\/my-trips\/\d+$/);
  await expect(page.getByTestId('trip-status')).toHaveText('قيد الانتظار');
  await page.getByLabel('السبب').fill('تغيرت الخطة');
  await page.getByRole('button', { name: 'إلغاء الرحلة' }).click();
  await expect(page.getByTestId('trip-status')).toHaveText('ملغاة');
});

test('picking the rental module keeps a cart whose pickup zone is allowed and clears one whose is not (spec §4)', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // Four module picks and their pages on a shared box.
  test.setTimeout(180_000);
  const modules = (await (await request.get('/api/v1/module')).json()) as { id: number; module_type: string }[];
  const food = modules.find((m) => m.module_type === 'food')!.id;
  // A vehicle in the cart, picked up in Al Olaya.
  await page.goto('/rental/vehicle-search?all_category=1&type=hourly');
  await page.getByTestId('vehicle-card').filter({ hasText: 'Olaya Car Rental' }).first().click();
  const form = page.getByRole('form', { name: 'Book this vehicle' });
  await form.getByLabel('Pickup date and time').fill(tomorrowAt(9));
  await form.getByRole('button', { name: 'Add to rental cart' }).click();
  await expect(page.getByRole('heading', { name: 'Trip checkout' })).toBeVisible();

  // Al Olaya still chosen: the cart stays.
  await context.addCookies([{ name: 'souq_module', value: String(food), url: baseURL! }]);
  await page.goto('/home');
  await moduleSwitcher(page).getByRole('button', { name: 'Car Rental' }).click();
  await expect(toast(page, 'Location set successfully')).toBeVisible();
  await page.goto('/rental/checkout');
  await expect(page.getByRole('button', { name: 'Confirm booking' })).toBeVisible();

  // Only Riyadh Central chosen now: Olaya Car Rental's pickup point is not served, the cart is cleared once.
  await context.addCookies([
    { name: 'souq_module', value: String(food), url: baseURL! },
    { name: 'souq_zones', value: encodeURIComponent('[1]'), url: baseURL! },
  ]);
  await page.goto('/home');
  await moduleSwitcher(page).getByRole('button', { name: 'Car Rental' }).click();
  await expect(
    toast(page, 'Your cart has been cleared as the selected zone does not support the previous pickup point.'),
  ).toBeVisible();
  await page.goto('/rental/checkout');
  await expect(page.getByText('Your rental cart is empty.')).toBeVisible();

  // One clear only: picking the module again with the emptied cart is a plain module choice.
  await context.addCookies([{ name: 'souq_module', value: String(food), url: baseURL! }]);
  await page.goto('/home');
  await moduleSwitcher(page).getByRole('button', { name: 'Car Rental' }).click();
  await expect(toast(page, 'A Module has been selected.')).toBeVisible();
  await expect(
    toast(page, 'Your cart has been cleared as the selected zone does not support the previous pickup point.'),
  ).toHaveCount(0);
});

test("in the rental module a location choice says 'New Pickup address selected.' and the footer says Track Trip (spec §1, §2, §4)", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signInAs(context, request, baseURL!, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  // Picked up in Riyadh Central for now, so the saved Home (Al Olaya) is a new choice.
  await context.addCookies([
    {
      name: 'souq_location',
      value: encodeURIComponent(JSON.stringify({ address: 'Masmak Fortress, Riyadh', lat: 24.6312, lng: 46.7133 })),
      url: baseURL!,
    },
    { name: 'souq_zones', value: encodeURIComponent('[1]'), url: baseURL! },
  ]);
  await page.goto('/home');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Track Trip' })).toHaveAttribute('href', '/track-order');
  await expect(footer.getByRole('link', { name: 'Track Order' })).toHaveCount(0);
  const popover = new LocationPopover(page);
  await expect(popover.button).toHaveAccessibleName(/^Pick up from/);
  await popover.button.click();
  const panel = page.getByRole('dialog', { name: 'Pickup location' });
  await expect(panel).toBeVisible();
  // Choosing a saved address sets it and closes the panel at once: click, not check (check waits
  // to see the radio checked, and the radio may be gone first), and judge by the toast and header.
  await panel
    .getByRole('radiogroup', { name: 'Saved Addresses' })
    .getByRole('radio', { name: /Home/ })
    .click({ force: true });
  await expect(toast(page, 'New Pickup address selected.')).toBeVisible();
  await expect(toast(page, 'New Delivery address selected.')).toHaveCount(0);
  await expect(popover.button).toHaveAccessibleName(/^Pick up from\s*Olaya Street/);
});

test("a customer saves vehicles and a provider, finds them in the wishlist drawer's Vehicles and Providers tabs and removes them (spec §2, §7)", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // Three pages, a drawer and a reload in two languages on a shared box.
  test.setTimeout(90_000);
  const account = await createAccount(request, 'Huda Wheels');
  await useToken(context, baseURL!, account.token);
  await page.goto('/rental/vehicle-search?all_category=1&type=hourly');
  await expect(wishlistButton(page)).toHaveAccessibleName('Wishlist');

  // From a card in the results: the heart does not open the vehicle.
  const card = page.getByTestId('vehicle-card').filter({ hasText: 'Olaya Car Rental' }).first();
  const cardName = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('button', { name: `Add ${cardName} to wishlist` }).click();
  await expect(toast(page, 'Successfully added to your wishlist.')).toBeVisible();
  await expect(page).toHaveURL(/vehicle-search/);
  await expect(card.getByRole('button', { name: `Remove ${cardName} from wishlist` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // From another vehicle's page, then its provider's page.
  const other = page.getByTestId('vehicle-card').filter({ hasText: 'Olaya Car Rental' }).nth(1);
  const otherName = (await other.getByRole('heading').textContent())!.trim();
  await other.getByRole('link', { name: otherName }).click();
  await expect(page.getByRole('heading', { level: 1, name: otherName })).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('button', { name: `Add ${otherName} to wishlist` })
    .click();
  await expect(page.getByRole('main').getByRole('button', { name: `Remove ${otherName} from wishlist` })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Olaya Car Rental', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Olaya Car Rental' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Add Olaya Car Rental to wishlist' }).click();
  await expect(wishlistButton(page)).toHaveAccessibleName('Wishlist, 3 saved');

  // The drawer: Vehicles and Providers, not Items and Stores.
  await wishlistButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Wishlist' });
  await expect(drawer.getByRole('tab', { name: 'Vehicles (2)' })).toHaveAttribute('aria-selected', 'true');
  await expect(drawer.getByRole('tab', { name: /^Items/ })).toHaveCount(0);
  await expect(drawer.getByRole('tabpanel').getByRole('link', { name: cardName })).toBeVisible();
  await expect(drawer.getByRole('tabpanel').getByRole('link', { name: otherName })).toBeVisible();
  await drawer.getByRole('button', { name: `Remove ${cardName} from wishlist` }).click();
  await expect(toast(page, 'Successfully removed from your wishlist.')).toBeVisible();
  await expect(drawer.getByRole('tab', { name: 'Vehicles (1)' })).toBeVisible();
  await drawer.getByRole('tab', { name: 'Providers (1)' }).click();
  await drawer.getByRole('button', { name: 'Remove Olaya Car Rental from wishlist' }).click();
  await expect(drawer.getByText('No providers in your wishlist yet.')).toBeVisible();

  // What stays saved comes with the next page, in both languages.
  await context.addCookies([{ name: 'souq_lang', value: 'ar', url: baseURL! }]);
  await page.goto('/rental/vehicle-search?all_category=1&type=hourly');
  const button = page.getByRole('banner').getByRole('button', { name: 'قائمة الأمنيات، ١ محفوظة' });
  await button.click();
  const arabic = page.getByRole('dialog', { name: 'قائمة الأمنيات' });
  await expect(arabic.getByRole('tab', { name: 'المركبات (١)' })).toBeVisible();
  await expect(arabic.getByRole('tab', { name: 'المزوّدون (٠)' })).toBeVisible();
});

test('a guest sees the hearts on vehicles and providers and is told to sign in (spec §2, §6)', async ({ page }) => {
  await page.goto('/rental/vehicle-search?all_category=1&type=hourly');
  await expect(wishlistButton(page)).toHaveCount(0);
  await page
    .getByTestId('vehicle-card')
    .first()
    .getByRole('button', { name: /to wishlist$/ })
    .click();
  await expect(errorToast(page, 'You are not logged in')).toBeVisible();
  await expect(page).toHaveURL(/vehicle-search/);
});

test('the rental home searches by pickup, destination, pickup date and time and hours: only vehicles free then, and the booking starts from it (issue 17)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/home');
  const search = page.getByRole('form', { name: 'Where and when should the car pick you up?' });
  // The pickup starts at the chosen location; the destination comes from the map's place search.
  await expect(search.getByTestId('trip-pickup')).toHaveText('Kingdom Centre, Al Olaya, Riyadh, Saudi Arabia');
  await expect(search.getByTestId('trip-destination')).toHaveText('No destination yet (optional)');
  await search.getByRole('button', { name: 'Add' }).click();
  const picker = new MapPicker(page, { title: 'Pick from map', zoomIn: 'Zoom in', confirm: 'Go here' });
  await picker.searchAndPick('Masmak Fortress');
  await expect(picker.address).toContainText('Masmak');
  await picker.confirm();
  await expect(search.getByTestId('trip-destination')).toContainText('Masmak');
  await search.getByLabel('Pickup date and time').fill(tomorrowAt(12));
  await search.getByLabel('Hourly').check();
  await search.getByLabel('Hours').fill('4');
  await search.getByRole('button', { name: 'Find vehicles' }).click();

  await expect(page.getByRole('heading', { name: 'Vehicles for rent' })).toBeVisible();
  await expect(page).toHaveURL(/pickup_time=/);
  await expect(page.getByTestId('trip-search')).toContainText('Masmak');
  await expect(page.getByTestId('trip-search')).toContainText('Only vehicles free then are shown.');
  const card = page.getByTestId('vehicle-card').filter({ hasText: 'Olaya Car Rental' }).first();
  await card.getByRole('heading').getByRole('link').click();
  const form = page.getByRole('form', { name: 'Book this vehicle' });
  await expect(form.getByLabel('Pickup date and time')).toHaveValue(tomorrowAt(12));
  await expect(form.getByLabel('Hours')).toHaveValue('4');
  await expect(form).toContainText('Masmak');
  await form.getByRole('button', { name: 'Add to rental cart' }).click();
  await expect(page.getByRole('heading', { name: 'Trip checkout' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Masmak');
});

test.describe('accessibility', () => {
  // axe is injected as a script: the page's nonce-only policy would refuse it.
  test.use({ bypassCSP: true });
  for (const view of [
    { name: 'phone, English, light', viewport: { width: 390, height: 844 }, lang: 'en', theme: 'light' },
    { name: 'desktop, Arabic, dark', viewport: { width: 1280, height: 800 }, lang: 'ar', theme: 'dark' },
  ] as const) {
    test(`the rental pages pass axe: ${view.name}`, async ({ page, context, request, baseURL }) => {
      test.setTimeout(120_000);
      await context.addCookies([
        { name: 'souq_lang', value: view.lang, url: baseURL! },
        { name: 'souq_theme', value: view.theme, url: baseURL! },
      ]);
      await page.setViewportSize(view.viewport);
      const vehicles = (await (
        await request.get('/api/v1/rental/vehicle/search?all_category=1&type=hourly&limit=50', {
          headers: { zoneId: '[2,1]', moduleId: String(await rentalModuleId(request)) },
        })
      ).json()) as { vehicles: { id: number; provider_id: number; provider: { name: string } }[] };
      const vehicle = vehicles.vehicles.find((v) => v.provider.name === 'Olaya Car Rental')!;
      // A trip, so the checkout and the trip page show their real content.
      await page.goto(`/rental/vehicle/${vehicle.id}`);
      await expectNoAxeViolations(page, `vehicle (${view.name})`);
      const form = page.locator('form:has(input[name="pickup_time"])');
      await form.locator('input[name="pickup_time"]').fill(tomorrowAt(11));
      await form.locator('button[type="submit"]').click();
      await expect(page).toHaveURL(/\/rental\/checkout/);
      await expectNoAxeViolations(page, `checkout (${view.name})`);
      await page.locator('input[name="contact_person_name"]').fill('Axe');
      await page.locator('input[name="contact_person_number"]').fill('+966500000999');
      await page.locator('button[form="booking"]').click();
      await expect(page).toHaveURL(/\/my-trips\/\d+$/);
      await expectNoAxeViolations(page, `trip (${view.name})`);
      for (const path of [
        '/home',
        '/rental/vehicle-search?all_category=1',
        `/rental/provider-details?id=${vehicle.provider_id}`,
        '/my-trips',
      ]) {
        await page.goto(path);
        await expectNoAxeViolations(page, `${path} (${view.name})`);
      }
    });
  }
});
