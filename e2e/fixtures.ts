/**
 * The `test` every spec uses. Each test browses from its own client address
 * (X-Forwarded-For, believed because the e2e server runs with TRUST_PROXY),
 * so the API's per-IP limits on sign-ups and codes treat tests as the
 * different visitors they stand for, not as one address hammering the door.
 */
import { randomInt } from 'node:crypto';
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    const address = `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': address });
  },
  // page.goto returns once the storefront has hydrated (root.tsx marks <html data-hydrated>):
  // on a loaded machine a click can otherwise land before React handles it. Pages that are
  // not the storefront's (the payment page) have no router context and are not waited for.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.waitForFunction(
        () => document.documentElement.dataset.hydrated === 'true' || !('__reactRouterContext' in window),
      );
      return response;
    };
    await use(page);
  },
});
