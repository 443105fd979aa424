import { expect, test } from './fixtures.ts';
import { Footer } from './helpers/footer.ts';
import { toast } from './helpers/shell.ts';

test('newsletter: a valid email subscribes', async ({ page }) => {
  await page.goto('/about-us');
  const footer = new Footer(page);
  await expect(footer.root.getByRole('heading', { name: 'Sign up to our newsletter' })).toBeVisible();
  await footer.subscribe(`reader-${Date.now()}@example.com`);
  await expect(toast(page, 'Subscribed Successfully')).toBeVisible();
  await expect(footer.root.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
});

test('newsletter: an invalid email is refused before anything is sent', async ({ page }) => {
  await page.goto('/about-us');
  const posts: string[] = [];
  // Only the newsletter's own posts count (the page also asks once for a guest id).
  page.on(
    'request',
    (request) =>
      request.method() === 'POST' && request.url().includes('/resources/newsletter') && posts.push(request.url()),
  );
  const footer = new Footer(page);
  await footer.subscribe('sara@example');
  await expect(footer.root.getByRole('alert')).toHaveText('Please insert a valid email.');
  await expect(footer.root.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('aria-invalid', 'true');
  expect(posts).toEqual([]);
});

test('newsletter: an address already subscribed gets the API message', async ({ page }) => {
  await page.goto('/about-us');
  const footer = new Footer(page);
  const email = `twice-${Date.now()}@example.com`;
  await footer.subscribe(email);
  await expect(toast(page, 'Subscribed Successfully')).toBeVisible();
  await footer.subscribe(email);
  await expect(page.getByRole('alert').filter({ hasText: 'This email is already subscribed.' })).toBeVisible();
});

test('footer links lead to the policy pages, rendered with their title', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page).toHaveTitle('About Us · Souq');
  const footer = new Footer(page);
  for (const name of [
    'Terms & Conditions',
    'Privacy Policy',
    'Refund Policy',
    'Cancellation Policy',
    'Shipping Policy',
  ])
    await expect(footer.link(name)).toBeVisible();
  await footer.link('Privacy Policy').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(page).toHaveTitle('Privacy Policy · Souq');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^We keep what we need/);
});

test('contact tiles: mail, call, and the store on a map', async ({ page }) => {
  await page.goto('/about-us');
  const footer = new Footer(page);
  await expect(footer.root.getByRole('link', { name: /Send us mails/ })).toHaveAttribute(
    'href',
    'mailto:support@souq.example',
  );
  await expect(footer.root.getByRole('link', { name: /Contact us/ })).toHaveAttribute('href', 'tel:+966112345678');
  await footer.root.getByRole('button', { name: /Find us here/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Find us here' });
  await expect(dialog.getByRole('application', { name: 'Find us here' })).toBeVisible();
  await expect(dialog).toContainText('King Fahd Road, Al Olaya, Riyadh 12214');
});

test('social icons link to every configured network', async ({ page }) => {
  await page.goto('/about-us');
  const footer = new Footer(page);
  for (const name of ['Facebook', 'Instagram', 'X (Twitter)', 'LinkedIn', 'Pinterest'])
    await expect(footer.root.getByRole('link', { name })).toHaveAttribute('href', /^https:\/\//);
});

test('help & support shows the contact details with mail and call actions', async ({ page }) => {
  await page.goto('/help-and-support');
  await expect(page.getByRole('link', { name: 'Send a mail' })).toHaveAttribute('href', 'mailto:support@souq.example');
  await expect(page.getByRole('link', { name: 'Call now' })).toHaveAttribute('href', 'tel:+966112345678');
  await page.getByRole('main').getByRole('button', { name: 'Find us here' }).click();
  await expect(page.getByRole('dialog', { name: 'Find us here' })).toBeVisible();
});

test('unknown pages answer 404 inside the shell', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Souq');
});
