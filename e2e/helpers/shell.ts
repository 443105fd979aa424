/** The shell around every page: header, language menu, theme switch, toasts, visitor cookies. */
import { expect, type BrowserContext, type Page } from '@playwright/test';

export function toast(page: Page, text: string | RegExp) {
  return page.getByRole('status').filter({ hasText: text });
}

export function header(page: Page) {
  return page.getByRole('banner');
}

/** A module of the header's module links; the visitor's has aria-current. */
export function headerModule(page: Page, name: string) {
  return header(page).getByRole('list', { name: 'Modules' }).getByRole('button', { name });
}

/** Opens the language menu, picks a language and answers the confirmation. */
export async function chooseLanguage(page: Page, nativeName: string, answer: 'confirm' | 'cancel' = 'confirm') {
  await header(page)
    .getByRole('button', { name: /^Language|^اللغة/ })
    .click();
  await page.getByRole('button', { name: nativeName }).click();
  const dialog = page.getByRole('dialog', {
    name: /Are you sure to change the language\?|هل أنت متأكد من تغيير اللغة؟/,
  });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: answer === 'confirm' ? /Yes, change|نعم، غيّرها/ : /Cancel|إلغاء/ }).click();
  return dialog;
}

/** A visitor who already chose a location (Kingdom Centre, zones 2 and 1) and, optionally, a module. */
export async function rememberLocation(context: BrowserContext, baseURL: string, moduleId?: number) {
  const cookies = [
    {
      name: 'souq_location',
      value: encodeURIComponent(
        JSON.stringify({ address: 'Kingdom Centre, Al Olaya, Riyadh, Saudi Arabia', lat: 24.7114, lng: 46.6744 }),
      ),
      url: baseURL,
    },
    { name: 'souq_zones', value: encodeURIComponent('[2,1]'), url: baseURL },
  ];
  if (moduleId) cookies.push({ name: 'souq_module', value: String(moduleId), url: baseURL });
  await context.addCookies(cookies);
}

export async function cookieValue(context: BrowserContext, name: string): Promise<string | undefined> {
  const cookie = (await context.cookies()).find((c) => c.name === name);
  return cookie && decodeURIComponent(cookie.value);
}
