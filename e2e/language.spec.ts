import { expect, test } from './fixtures.ts';
import { chooseLanguage, header, rememberLocation, toast } from './helpers/shell.ts';

test('switching to Arabic asks first, then reloads right-to-left in Arabic and stays after reload', async ({
  page,
}) => {
  await page.goto('/help-and-support');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help & Support');

  // Cancelling changes nothing.
  const dialog = await chooseLanguage(page, 'العربية', 'cancel');
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  await chooseLanguage(page, 'العربية', 'confirm');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('المساعدة والدعم');
  await expect(toast(page, 'تم تغيير اللغة')).toBeVisible();
  await expect(page).toHaveTitle('المساعدة والدعم · سوق');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(header(page).getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();
  // The flash was shown once and cleared.
  await expect(toast(page, 'تم تغيير اللغة')).toHaveCount(0);
});

test('the confirmation states that the browser will refresh', async ({ page }) => {
  await page.goto('/');
  await header(page)
    .getByRole('button', { name: /^Language/ })
    .click();
  await page.getByRole('button', { name: 'العربية' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure to change the language?' });
  await expect(dialog).toContainText('The browser will refresh to get translated content.');
});

test('in Arabic every visible text of the landing is Arabic (brand names and addresses aside)', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'souq_lang', value: 'ar', url: baseURL! }]);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const text = await page.locator('body').innerText();
  const latinWords = (text.match(/[A-Za-z][A-Za-z'.@-]+/g) ?? []).filter((word) => !ALLOWED_LATIN.has(word));
  expect(latinWords).toEqual([]);
});

test('in Arabic an English address is cut at its end on a phone, so its beginning stays in view', async ({
  page,
  context,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await context.addCookies([{ name: 'souq_lang', value: 'ar', url: baseURL! }]);
  await rememberLocation(context, baseURL!, 1);
  await page.goto('/home');
  const addresses = page.getByText('Kingdom Centre, Al Olaya, Riyadh, Saudi Arabia', { exact: true });
  // The header's location and the greeting's "Deliver to" line.
  await expect(addresses).toHaveCount(2);
  for (const address of await addresses.all()) {
    const cut = await address.evaluate((el) => ({
      direction: getComputedStyle(el).direction,
      // Cut on one line (the greeting) or after the header's two short lines (line-clamp).
      clipped: el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight,
    }));
    // Clipped on a phone, and laid out left to right: the ellipsis falls after "Kingdom …", not before "… Riyadh".
    expect(cut).toEqual({ direction: 'ltr', clipped: true });
  }
});

/** Names that stay Latin in Arabic too: app stores, the support email address. */
const ALLOWED_LATIN = new Set(['Google', 'Play', 'App', 'Store', 'support@souq.example']);
