import { expect, test } from './fixtures.ts';
import { header } from './helpers/shell.ts';

test('the dark theme applies at once, persists, and comes rendered by the server (no flash)', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  // The page turns dark at once; the reload below waits for the server to have stored the choice.
  const saved = page.waitForResponse((r) => r.url().includes('/resources/theme') && r.request().method() === 'POST');
  await header(page).getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await saved;
  await expect(header(page).getByRole('button', { name: 'Switch to light mode' })).toBeVisible();

  // The document itself arrives dark: no script has to fix it after load.
  const response = await page.reload();
  expect(await response!.text()).toMatch(/<html[^>]*class="dark"/);
  await expect(page.locator('meta[name="color-scheme"]')).toHaveAttribute('content', 'dark');

  const savedLight = page.waitForResponse(
    (r) => r.url().includes('/resources/theme') && r.request().method() === 'POST',
  );
  await header(page).getByRole('button', { name: 'Switch to light mode' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await savedLight;
  const light = await page.reload();
  expect(await light!.text()).not.toMatch(/<html[^>]*class="dark"/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the drawer holds Home, Categories, theme mode and language', async ({ page }) => {
    await page.goto('/about-us');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    await expect(drawer.getByRole('link', { name: 'Categories' })).toHaveAttribute('href', '/categories');
    await drawer.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await drawer.getByRole('button', { name: 'العربية' }).click();
    await expect(page.getByRole('dialog', { name: 'Are you sure to change the language?' })).toBeVisible();
  });
});
