/**
 * Reviews after delivery (issue 19): the customer rates the item and the
 * courier from the delivered order's page, the review shows on the item's
 * page with its rating breakdown; the home page's reminder leads to the forms.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createAccount, useToken } from './helpers/auth.ts';
import { moveOrder, openDemoStore, OrderPage, placeOrder } from './helpers/orders.ts';
import { rememberLocation, toast } from './helpers/shell.ts';

/** The star of a rating picker (a visually hidden radio inside its label). */
const starLabel = (form: Locator, stars: number) =>
  form.locator('label').filter({ has: form.page().getByRole('radio', { name: `${stars} out of 5 stars` }) });

test.beforeEach(async ({ context, request, baseURL }) => {
  expect(await openDemoStore(request), 'a demo store open now').not.toBeNull();
  await rememberLocation(context, baseURL!, 1);
});

test('a customer reviews the item and the courier after delivery; the review shows on the item page', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // A long journey (an order through five statuses, two reviews, three pages) on a busy machine.
  test.slow();
  const account = await createAccount(request, 'Reem Reviewer');
  const order = await placeOrder(request, { token: account.token });
  await useToken(context, baseURL!, account.token);
  for (const status of ['confirmed', 'processing', 'handover', 'picked_up', 'delivered'])
    await moveOrder(request, order.id, status);

  // The home page's reminder asks about the delivered order once and leads to its review forms.
  await page.goto('/home');
  const reminder = page.getByRole('dialog', { name: 'How was your order?' });
  await expect(reminder).toContainText(`Order #${order.id} was delivered`);
  await reminder.getByRole('link', { name: 'Rate now' }).click();
  await page.waitForURL(new RegExp(`/my-orders/${order.id}`));
  await expect(new OrderPage(page).status).toContainText('Order status: Delivered');

  const rate = page.getByRole('region', { name: 'Rate your order' });
  const itemForm = rate.getByRole('form', { name: `Rate ${order.itemName}` });
  await starLabel(itemForm, 4).click();
  await expect(itemForm.getByRole('radio', { name: '4 out of 5 stars' })).toBeChecked();
  await itemForm.getByRole('textbox', { name: 'Comment (optional)' }).fill('Fresh and quick, thank you');
  await itemForm.getByRole('button', { name: 'Submit review' }).click();
  await expect(toast(page, 'Review submitted successfully.')).toBeVisible();
  await expect(itemForm).toHaveCount(0);

  const courierForm = rate.getByRole('form', { name: /^Rate the delivery man, / });
  await starLabel(courierForm, 5).click();
  await courierForm.getByRole('button', { name: 'Submit review' }).click();
  await expect(rate).toHaveCount(0);

  await page.goto(`/product/${order.itemId}`);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByText('Fresh and quick, thank you')).toBeVisible();
  await expect(reviews.getByText('Reem Reviewer')).toBeVisible();
  await expect(reviews.getByRole('list', { name: 'Rating breakdown' })).toBeVisible();
});

test('a store page shows its reviews five at a time with the breakdown, in Arabic on a phone', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // Six orders through five statuses each, then two pages.
  test.slow();
  const store = (await openDemoStore(request))!;
  const account = await createAccount(request, 'Layla Pages');
  for (let n = 1; n <= 6; n++) {
    const order = await placeOrder(request, { token: account.token });
    for (const status of ['confirmed', 'processing', 'handover', 'picked_up', 'delivered'])
      await moveOrder(request, order.id, status);
    const review = await request.post('/api/v1/items/reviews/submit', {
      headers: { authorization: `Bearer ${account.token}` },
      multipart: { order_id: String(order.id), item_id: String(order.itemId), rating: '5', comment: `مراجعة رقم ${n}` },
    });
    expect(review.status(), await review.text()).toBe(200);
  }

  await page.setViewportSize({ width: 390, height: 800 });
  await context.addCookies([{ name: 'souq_lang', value: 'ar', url: baseURL! }]);
  await page.goto(`/store/${store.storeId}`);
  const reviews = page.getByRole('region', { name: 'التقييمات' });
  await expect(reviews.getByRole('list', { name: 'توزيع التقييمات' })).toBeVisible();
  // Newest first, five to a page: the sixth review here, the first on the next page.
  await expect(reviews.getByText('مراجعة رقم 6')).toBeVisible();
  await expect(reviews.getByText('مراجعة رقم 1')).toHaveCount(0);
  await reviews
    .getByRole('navigation', { name: 'صفحات التقييمات' })
    .getByRole('link', { name: 'الصفحة التالية' })
    .click();
  await expect(page).toHaveURL(/[?&]reviews=2/);
  await expect(reviews.getByText('مراجعة رقم 1')).toBeVisible();
  await expect(reviews.getByText('مراجعة رقم 6')).toHaveCount(0);
});
