import { expect, test } from './fixtures.ts';
import { LandingPage } from './helpers/landing.ts';
import { ModuleModal } from './helpers/modules.ts';
import { cookieValue, header, rememberLocation, toast } from './helpers/shell.ts';

test('a new visitor searches a place, gets a zone, chooses a module and shops in it on /home', async ({
  page,
  context,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const landing = new LandingPage(page);
  await landing.goto();

  await landing.searchAndPick('Kingdom Centre');
  await expect(toast(page, 'New Delivery address selected.')).toBeVisible();
  const modules = new ModuleModal(page);
  await expect(modules.dialog).toBeVisible();
  await expect(modules.dialog.getByText('Select a type of module for your orders')).toBeVisible();
  await expect(modules.dialog.getByRole('button')).toHaveCount(7); // six modules and Close
  await modules.choose('Grocery');

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Grocery');
  await expect(toast(page, 'A Module has been selected.')).toBeVisible();
  await expect(header(page).getByRole('button', { name: /^Deliver to\s*Kingdom Centre, Al Olaya/ })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Grocery' })).toHaveAttribute('aria-current', 'true');
  expect(JSON.parse((await cookieValue(context, 'souq_zones'))!)).toEqual([2, 1]);
  expect(errors).toEqual([]);
});

test('a place outside every zone shows the API message and keeps the visitor on the landing', async ({
  page,
  context,
}) => {
  const landing = new LandingPage(page);
  await landing.goto();
  await landing.searchAndPick('Al Kharj', 'Al Kharj Old Market');
  await expect(landing.problem).toHaveText('Service not available in this area');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await cookieValue(context, 'souq_location')).toBeUndefined();
});

test('a place in an inactive zone says the service is temporarily unavailable', async ({ page }) => {
  const landing = new LandingPage(page);
  await landing.goto();
  await landing.searchAndPick('Bujairi Terrace');
  await expect(landing.problem).toHaveText('We are temporarily unavailable in this area');
  await expect(page).toHaveURL(/\/$/);
});

test('with exactly one module serving the zone it is chosen without asking', async ({ page }) => {
  const landing = new LandingPage(page);
  await landing.goto();
  await landing.searchAndPick('King Khalid International Airport');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Food');
  // One module: no switcher (spec §2: two or more).
  await expect(page.getByRole('navigation', { name: 'Modules' })).toHaveCount(0);
});

test('Use Current Location reverse-geocodes the browser position and asks for a module', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    geolocation: { latitude: 24.6903, longitude: 46.6853 },
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  const landing = new LandingPage(page);
  await landing.goto();
  await landing.useCurrentLocation();
  await expect(new ModuleModal(page).dialog).toBeVisible();
  await expect(header(page).getByRole('button', { name: /^Deliver to\s*Near Al Faisaliah Tower/ })).toBeVisible();
  await context.close();
});

test('place suggestions are asked for once the visitor stops typing (500 ms debounce)', async ({ page }) => {
  const landing = new LandingPage(page);
  await landing.goto();
  const searches: string[] = [];
  page.on(
    'request',
    (request) =>
      request.url().includes('/resources/places') && searches.push(new URL(request.url()).searchParams.get('q')!),
  );
  await landing.search.pressSequentially('Panorama', { delay: 60 });
  await expect(page.getByRole('option', { name: /Panorama Mall/ })).toBeVisible();
  expect(searches).toEqual(['Panorama']);
});

test('the module choice opens once: from its loading tiles to the modules without closing in between', async ({
  page,
}) => {
  const landing = new LandingPage(page);
  await landing.goto();
  // Counts every removal of the module dialog from the page (the dialog unmounts when closed).
  await page.evaluate(() => {
    const w = window as unknown as { moduleDialogRemovals: number };
    w.moduleDialogRemovals = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          const dialog =
            node instanceof Element ? (node.matches('dialog') ? node : node.querySelector('dialog')) : null;
          if (dialog?.textContent?.includes('Select Module')) w.moduleDialogRemovals++;
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  await landing.searchAndPick('Kingdom Centre');
  const modules = new ModuleModal(page);
  await expect(modules.dialog.getByRole('button', { name: 'Grocery', exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { moduleDialogRemovals: number }).moduleDialogRemovals)).toBe(
    0,
  );
});

test('closing the module choice without choosing warns that a module is needed', async ({ page }) => {
  const landing = new LandingPage(page);
  await landing.goto();
  await landing.searchAndPick('Kingdom Centre');
  const modules = new ModuleModal(page);
  // Escape once the modules are there to choose from (the dialog opens with skeleton tiles first).
  await expect(modules.dialog.getByRole('button', { name: 'Grocery', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modules.dialog).toHaveCount(0);
  await expect(toast(page, 'A module must be selected to continue.')).toBeVisible();
});

test('/home without a saved location sends the visitor to the landing', async ({ page }) => {
  await page.goto('/home');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('combobox', { name: 'Search for your location' })).toBeVisible();
});

test('a visitor with a location switches module on /home', async ({ page, context, baseURL }) => {
  await rememberLocation(context, baseURL!, 1);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Food');
  await page.getByRole('navigation', { name: 'Modules' }).getByRole('button', { name: 'Pharmacy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Pharmacy');
  expect(await cookieValue(context, 'souq_module')).toBe('3');
});

test('the logo leads to the landing before a location is chosen, and to /home after', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/');
  await expect(header(page).getByRole('link', { name: 'Souq home' })).toHaveAttribute('href', '/');
  await rememberLocation(context, baseURL!, 1);
  await page.goto('/');
  await expect(header(page).getByRole('link', { name: 'Souq home' })).toHaveAttribute('href', '/home');
});

test('the landing page says what customers say, in English and in Arabic', async ({ page, context, baseURL }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'What our customers say' });
  const quote = section.getByRole('listitem').filter({ hasText: 'Noura Al Qahtani' });
  await expect(quote).toContainText('Teacher, Al Olaya');
  await expect(quote).toContainText('Groceries for the week arrive before I am home from school');
  expect(await section.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);

  await context.addCookies([{ name: 'souq_lang', value: 'ar', url: baseURL! }]);
  await page.goto('/');
  const arabic = page.getByRole('region', { name: 'ماذا يقول عملاؤنا' });
  await expect(arabic.getByRole('listitem').filter({ hasText: 'نورة القحطاني' })).toContainText(
    'تصل بقالة الأسبوع قبل عودتي من المدرسة',
  );
});
