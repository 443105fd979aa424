/**
 * Car rental in the browser (issue 17): a guest finds a vehicle, books an
 * hourly trip with cash and follows it to completed; a customer books
 * distance-wise and cancels it with a reason. Olaya Car Rental never closes
 * and picks up in Al Olaya, where the visitor's location is.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createAccount, useToken } from './helpers/auth.ts';
import { expectNoAxeViolations } from './helpers/axe.ts';
import { moduleSwitcher } from './helpers/modules.ts';
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
  await page.getByRole('button', { name: 'Confirm booking' }).click();

  await expect(page).toHaveURL(/\/my-trips\/\d+$/);
  const tripId = page.url().split('/').pop()!;
  const status = page.getByTestId('trip-status');
  await expect(status).toHaveText('Pending');
  for (const [next, label] of [
    ['confirmed', 'Confirmed'],
    ['ongoing', 'Ongoing'],
    ['completed', 'Completed'],
  ] as const) {
    await moveTrip(request, tripId, next);
    await expect(status).toHaveText(label, { timeout: 15_000 });
  }
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
