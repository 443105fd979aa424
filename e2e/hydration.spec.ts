/**
 * Issue 16, decision 14: the server renders with React and the browser hydrates its HTML with
 * Preact (apps/web/app/lib/hydrate.preact.ts). Hydration is sound when the page the shopper sees
 * is the one the server sent, taken over in place:
 * - no console error or warning and no uncaught error (a page that failed to hydrate, or rebuilt
 *   itself and ran its inline scripts again, says so there: CSP refusals, "Missing Suspense");
 * - no server element replaced while hydrating: nothing the server sent is dropped, and no element
 *   is created, between the end of the document and the page marking itself hydrated;
 * - every `for` and id-naming `aria-*` attribute names an element of the page, and none still
 *   carries React's server `useId` value (`_R_…_`): ids the client writes later (a field's error
 *   beside its hint) must name the ids the page has.
 * On the landing page, /home, a store, a product and /checkout, then the quick view opened from a
 * card and a refused newsletter address (an error the client adds), in English and Arabic.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { addToCart, newGuest } from './helpers/checkout.ts';
import { openDemoStore } from './helpers/orders.ts';
import { rememberLocation } from './helpers/shell.ts';

const PAGES = [
  '/',
  '/home',
  '/store/burger-yard?id=3&module_id=1&module_type=food&store_zone_id=2',
  '/product/41?module_id=1',
  '/checkout?page=cart',
];

/** Attributes whose value is, or lists, an element's id. */
const ID_REFERENCES = [
  'for',
  'list',
  'aria-labelledby',
  'aria-describedby',
  'aria-controls',
  'aria-activedescendant',
  'aria-owns',
  'aria-errormessage',
  'aria-details',
];

interface HydrationRecord {
  created: string[];
  dropped: string[];
  hydrated: boolean;
}

declare global {
  interface Window {
    __hydration?: HydrationRecord;
  }
}

/**
 * Watches each document from its end (DOMContentLoaded) until `<html data-hydrated>` (root.tsx's
 * first effect): an element added that was not in the document is one the client created, an
 * element removed and not put back is one it dropped. What React's streaming script does when it
 * reveals a boundary that completed late (`$RV`, up to 300 ms after the document: it moves the
 * hidden segment's content into place and removes the fallback) is React's, not hydration's, and
 * is left out; a segment dropped with its content still in it is not. Scripts (run once; React
 * Router's own stop rendering after hydration) and links (the client entry moves the module hints
 * and drops the image hints; Vite's loader of a lazy view adds a second link to a stylesheet it
 * needs) are not content, but every stylesheet of the page must still be linked.
 */
function watchHydration() {
  const describe = (el: Element) =>
    `<${el.localName}${['id', 'rel', 'href', 'class'].map((name) => (el.hasAttribute(name) ? ` ${name}="${el.getAttribute(name)?.slice(0, 60)}"` : '')).join('')}>`;
  const isContent = (el: Element) =>
    el.localName !== 'script' && el.localName !== 'template' && el.localName !== 'link';
  let observer: MutationObserver | null = null;
  let handle: (mutations: MutationRecord[]) => void = () => undefined;
  // React's streaming script defines `$RV` as a global: the records of each of its runs are set aside.
  let reveal: ((batch: unknown[]) => void) | undefined;
  Object.defineProperty(window, '$RV', {
    configurable: true,
    get: () => reveal,
    set(run: (batch: unknown[]) => void) {
      reveal = (batch) => {
        if (observer) handle(observer.takeRecords());
        run(batch);
        observer?.takeRecords();
      };
    },
  });
  document.addEventListener('DOMContentLoaded', () => {
    const record: HydrationRecord = { created: [], dropped: [], hydrated: false };
    window.__hydration = record;
    const present = new WeakSet<Node>(document.querySelectorAll('*'));
    // By URL without its fragment: React Router links `shell.css#`, Vite's loader `shell.css`.
    const styled = () =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href.split('#')[0]);
    const stylesheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    const removed = new Set<Element>();
    handle = (mutations) => {
      for (const mutation of mutations) {
        if (mutation.type === 'attributes') {
          record.hydrated = true;
          observer?.disconnect();
          observer = null;
          record.dropped = [
            ...[...removed].filter((el) => !el.isConnected && isContent(el)),
            ...stylesheets.filter((el) => !styled().includes(el.href.split('#')[0])),
          ].map(describe);
          return;
        }
        for (const node of mutation.removedNodes) if (node instanceof Element) removed.add(node);
        for (const node of mutation.addedNodes)
          if (node instanceof Element && !present.has(node) && isContent(node)) record.created.push(describe(node));
      }
    };
    observer = new MutationObserver((mutations) => handle(mutations));
    observer.observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-hydrated'],
    });
  });
}

/** Each id-naming attribute whose id is not on the page, and each id still in React's server form. */
function idProblems(page: Page) {
  return page.evaluate((attributes) => {
    const problems: string[] = [];
    for (const el of document.querySelectorAll('[id]'))
      if (el.id.startsWith('_R_') || el.id.includes('«')) problems.push(`server id ${el.id}`);
    for (const attribute of attributes)
      for (const el of document.querySelectorAll(`[${attribute}]`))
        for (const id of (el.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean))
          if (!document.getElementById(id)) problems.push(`${el.localName}[${attribute}=${id}] names no element`);
    return problems;
  }, ID_REFERENCES);
}

/** Opens the page, waits for it to hydrate (fixtures.ts) and checks what hydrating did. */
async function expectHydratedInPlace(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => window.__hydration?.hydrated === true);
  const record = await page.evaluate(() => window.__hydration!);
  expect(record.created, `${url}: elements created while hydrating`).toEqual([]);
  expect(record.dropped, `${url}: server elements dropped while hydrating`).toEqual([]);
  expect(await idProblems(page), `${url}: ids`).toEqual([]);
}

for (const lang of ['en', 'ar'] as const) {
  test(`the browser takes over the server's page in place, ${lang === 'en' ? 'English' : 'Arabic'}`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    expect(await openDemoStore(request), 'a demo store open now').not.toBeNull();
    await rememberLocation(context, baseURL!, 1);
    await context.addCookies([{ name: 'souq_lang', value: lang, url: baseURL! }]);
    // A cart, so /checkout shows its form and summary rather than an empty cart.
    const guestId = await newGuest(request, context, baseURL!);
    await addToCart(request, { guestId }, 1, 51, 1);

    const complaints: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        complaints.push(`${message.type()}: ${message.text()} (${page.url()})`);
    });
    page.on('pageerror', (error) => complaints.push(`uncaught: ${error.message} (${page.url()})`));
    await page.addInitScript(watchHydration);

    for (const url of PAGES) await expectHydratedInPlace(page, url);

    // The quick view opened from a card: a lazy view, rendered by the client with its ids.
    await expectHydratedInPlace(page, '/home?data_type=popular');
    const card = page.getByRole('article').first();
    const name = (await card.getByRole('heading').first().innerText()).trim();
    await card.getByRole('link', { name, exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/[?&]item=\d+/);
    expect(await idProblems(page), 'quick view: ids').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // An error the client adds beside a field the server rendered: its id and the field's agree.
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('textbox').fill('sara@example');
    await footer.getByRole('textbox').press('Enter');
    await expect(footer.getByRole('alert')).toBeVisible();
    await expect(footer.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    expect(await idProblems(page), 'newsletter error: ids').toEqual([]);
    const { input, label } = await footer.getByRole('textbox').evaluate((el) => ({
      input: el.id,
      label: document.querySelector(`label[for="${el.id}"]`)?.textContent ?? null,
    }));
    expect(label, `the newsletter field's label names its input (${input})`).not.toBeNull();

    expect(complaints).toEqual([]);
  });
}
