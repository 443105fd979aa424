import { expect, test } from './fixtures.ts';
import { rememberLocation } from './helpers/shell.ts';

/** Pages a shopper with a saved location reaches from the header, the footer and the cards. */
const PAGES = [
  '/',
  '/home',
  '/home?data_type=popular',
  '/categories',
  '/store/burger-yard?id=3&module_id=1&module_type=food&store_zone_id=2',
  '/product/1?module_id=1',
  '/track-order',
  '/help-and-support',
];

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const language of ['en', 'ar']) {
    test(`no page scrolls sideways (${language})`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'souq_lang', value: language, url: baseURL! }]);
      await rememberLocation(context, baseURL!, 1);
      for (const path of PAGES) {
        await page.goto(path);
        // A page wider than the screen moves sideways under the thumb and hides its start or end edge.
        const width = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: document.documentElement.clientWidth }));
        expect(width.page, `${path} is ${width.page} px wide on a ${width.screen} px screen`).toBeLessThanOrEqual(width.screen);
      }
    });
  }
});
