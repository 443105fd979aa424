/**
 * No message key shows as itself (issue 16: messages travel per route, so a
 * page whose words did not come with it would show 'cart.title' to the
 * shopper): the page's visible text and its labels hold no key of the
 * dictionary.
 */
import { expect, type Page } from '@playwright/test';
import { en } from '../../apps/web/app/i18n/messages.server.ts';

const KEYS = new Set(Object.keys(en));

export async function expectNoRawKeys(page: Page, where = page.url()) {
  const texts = await page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label],[title],[placeholder],[alt]')].flatMap((element) =>
      ['aria-label', 'title', 'placeholder', 'alt'].map((name) => element.getAttribute(name) ?? ''),
    );
    return [document.title, document.body.innerText, ...labels];
  });
  const shown = texts.flatMap((text) => text.split(/[\s,:;()«»"]+/)).filter((word) => KEYS.has(word));
  expect([...new Set(shown)], `message keys shown on ${where}`).toEqual([]);
}
