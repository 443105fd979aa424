import type { Page } from '@playwright/test';
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
  await expect(modules.dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modules.dialog).toHaveCount(0);
  await expect(toast(page, 'A module must be selected to continue.')).toBeVisible();
});

const MODULE_CHOICE = [
  {
    lang: 'en',
    landing: { search: 'Search for your location' },
    place: 'Kingdom Centre',
    modal: { title: 'Select Module', loading: 'Loading modules' },
    required: 'A module must be selected to continue.',
    deliverTo: /^Deliver to/,
  },
  {
    lang: 'ar',
    landing: { search: 'ابحث عن موقعك' },
    place: 'برج المملكة',
    modal: { title: 'اختر القسم', loading: 'جارٍ تحميل الأقسام' },
    required: 'يجب اختيار قسم للمتابعة.',
    deliverTo: /^التوصيل إلى/,
  },
];

for (const view of MODULE_CHOICE) {
  test(`Escape while the module choice still shows its loading tiles closes it, warns, and it stays closed (${view.lang})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'souq_lang', value: view.lang, url: baseURL! }]);
    const landing = new LandingPage(page, view.landing);
    await landing.goto();
    const modulesAnswer = await holdModulesAfterLocation(page);
    await landing.searchAndPick(view.place);
    const modules = new ModuleModal(page, view.modal);
    await expect(modules.loadingTiles).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modules.dialog).toHaveCount(0);
    await expect(toast(page, view.required)).toBeVisible();
    // The modules arriving afterwards do not ask again: the visitor closed the question.
    modulesAnswer.release();
    // The header says where to deliver once the refresh that brings the modules is in.
    await expect(header(page).getByRole('button', { name: view.deliverTo })).toBeVisible();
    await afterNextFrame(page);
    await expect(modules.dialog).toHaveCount(0);
  });

  test(`Escape pressed as the module tiles replace the loading ones, before the next frame, still closes and warns (${view.lang})`, async ({
    page,
    context,
    baseURL,
  }) => {
    // On a slow phone (or a loaded CI box) a key pressed while the tiles load can reach the page after
    // the tiles are drawn but before the page's next frame, when what the page does once the answer is in
    // (its effects, run after paint) has not run yet. The page's clock is held at that moment: no frame
    // and no timer runs until the key is handled. CI lost this Escape twice under Preact (dialog open, no
    // warning); this journey lost it every time before the fix.
    await context.addCookies([{ name: 'souq_lang', value: view.lang, url: baseURL! }]);
    await page.clock.install();
    const landing = new LandingPage(page, view.landing);
    await landing.goto();
    const modulesAnswer = await holdModulesAfterLocation(page);
    await landing.searchAndPick(view.place);
    const modules = new ModuleModal(page, view.modal);
    await expect(modules.loadingTiles).toBeVisible();
    await holdClock(page);
    modulesAnswer.release();
    await expect(modules.loadingTiles).toHaveCount(0);
    await expect(modules.dialog.getByRole('button')).toHaveCount(7); // six modules and Close
    await page.keyboard.press('Escape');
    await page.clock.resume();
    await expect(modules.dialog).toHaveCount(0);
    await expect(toast(page, view.required)).toBeVisible();
    await afterNextFrame(page);
    await expect(modules.dialog).toHaveCount(0);
  });
}

/**
 * Stops the page's clock (installed, running with real time): no timer or frame runs until `resume()`.
 * `pauseAt` takes a time to stop at and refuses one already past, which a loaded machine can reach
 * before the call arrives: aim further ahead until it is taken (timers due before it run first).
 */
async function holdClock(page: Page) {
  for (let ahead = 1000; ; ahead *= 4) {
    try {
      await page.clock.pauseAt(Date.now() + ahead);
      return;
    } catch (error) {
      if (!String(error).includes('to the past') || ahead > 60_000) throw error;
    }
  }
}

/** Once the page has drawn its next frame and run what it runs after drawing (its effects). */
async function afterNextFrame(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
}

/**
 * Holds the page's refresh after the location is saved (it brings the new zones' modules) until
 * `release()`, so the module choice shows its loading tiles for as long as the journey needs.
 */
async function holdModulesAfterLocation(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let saved = false;
  await page.route(
    (url) => url.pathname.endsWith('.data'),
    async (route) => {
      if (route.request().method() === 'POST') saved = true;
      else if (saved) await released;
      await route.continue();
    },
  );
  return { release };
}

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
