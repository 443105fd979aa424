/**
 * The operator console (issue 19): a sign-in with the operator token (kept in
 * an HttpOnly cookie); an operator moves an order from the board, where new
 * orders appear by themselves; answers a customer as the store while the
 * customer's inbox shows the reply live; hides an abusive review; turns a
 * business switch off and on with its effect in the storefront.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createAccount, useToken } from './helpers/auth.ts';
import { moveOrder, OPERATOR_TOKEN, openDemoStore, placeOrder } from './helpers/orders.ts';
import { expectNoAxeViolations } from './helpers/axe.ts';
import { rememberLocation, toast } from './helpers/shell.ts';

async function signIn(page: Page) {
  await page.goto('/operator');
  await page.getByLabel('Operator token').fill(OPERATOR_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
}

test.beforeEach(async ({ context, request, baseURL }) => {
  expect(await openDemoStore(request), 'a demo store open now').not.toBeNull();
  await rememberLocation(context, baseURL!, 1);
});

test('the console asks for the token; a wrong one is refused, the right one is kept in an HttpOnly cookie', async ({
  page,
  context,
}) => {
  await page.goto('/operator/orders');
  await expect(page).toHaveURL(/\/operator$/);
  await page.getByLabel('Operator token').fill('not-the-token');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('This token is not valid.');
  await signIn(page);
  const cookie = (await context.cookies()).find((c) => c.name === 'souq_operator');
  expect(cookie?.httpOnly).toBe(true);
  expect(await page.evaluate(() => document.cookie)).not.toContain('souq_operator');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('an operator moves an order from the board; a new order appears without a reload', async ({ page, request }) => {
  test.slow();
  await signIn(page);
  const account = await createAccount(request, 'Board Customer');
  const order = await placeOrder(request, { token: account.token });
  // Placed after the board opened: it shows up by itself.
  const card = page.getByRole('article', { name: `Order #${order.id}` });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card).toContainText('Pending');
  // The operator picks the courier (the lifecycle would pick one on confirm otherwise).
  const picker = card.getByRole('combobox', { name: /^Delivery person/ });
  await picker.selectOption({ index: 2 });
  const chosen = ((await picker.locator('option:checked').textContent()) ?? '').replace(/ \(.*$/, '');
  await card.getByRole('button', { name: 'Assign' }).click();
  await expect(toast(page, 'Delivery person assigned.')).toBeVisible();
  await card.getByRole('button', { name: 'Confirm' }).click();
  // Confirmed, it leaves the new orders.
  await expect(card).toHaveCount(0);

  await page.getByRole('link', { name: 'Running' }).click();
  const running = page.getByRole('article', { name: `Order #${order.id}` });
  await expect(running).toContainText('Confirmed');
  await expect(running).toContainText(`Delivery person: ${chosen}`);
  // Cancelling asks for the reason first.
  await running.getByRole('button', { name: 'Cancel order' }).click();
  await running.getByLabel('Reason').fill('Out of buns today');
  await running.getByRole('button', { name: 'Cancel order' }).click();
  await expect(running).toHaveCount(0);
  const track = await request.get(`/api/v1/customer/order/track?order_id=${order.id}`, {
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect((await track.json()).order_status).toBe('canceled');
});

test("an operator sends an offline payment's proof back with a reason, then verifies the corrected one (issue 20)", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.slow();
  const account = await createAccount(request, 'Bader Bank');
  const order = await placeOrder(request, { token: account.token }, '+966512340000', 'offline_payment');
  const auth = { authorization: `Bearer ${account.token}` };
  const [bank] = (await (await request.get('/api/v1/offline_payment_method_list')).json()) as { id: number }[];
  const sendProof = async (reference: string) => {
    const sent = await request.put('/api/v1/customer/order/offline-payment-update', {
      headers: auth,
      data: { order_id: order.id, method_id: bank.id, sender_name: 'Bader Bank', transaction_id: reference },
    });
    expect(sent.status(), await sent.text()).toBe(200);
  };
  await sendProof('TX-WRONG');

  await signIn(page);
  const card = page.getByRole('article', { name: `Order #${order.id}` });
  const proof = card.getByRole('region', { name: 'Offline payment' });
  await expect(proof).toContainText('TX-WRONG');
  await expect(proof).toContainText('Waiting for verification');
  await proof.getByRole('button', { name: 'Not accepted' }).click();
  await proof.getByLabel('What is wrong (the customer sees it)').fill('No transfer with this reference');
  await proof.getByRole('button', { name: 'Not accepted' }).click();
  await expect(toast(page, 'Payment info not accepted.')).toBeVisible();
  await expect(proof).toContainText('Not accepted');

  // The customer reads why on the order page, and sends the right reference.
  const shopper: BrowserContext = await browser.newContext({ baseURL });
  await useToken(shopper, baseURL!, account.token);
  const customerPage = await shopper.newPage();
  await customerPage.goto(`/my-orders/${order.id}`);
  const offline = customerPage.getByRole('region', { name: 'Offline payment' });
  await expect(offline).toContainText("Store's note: No transfer with this reference");
  await shopper.close();
  await sendProof('TX-RIGHT');

  await page.reload();
  await expect(proof).toContainText('TX-RIGHT');
  await proof.getByRole('button', { name: 'Verify payment' }).click();
  // Paid and confirmed, it leaves the new orders for the running ones, its proof verified.
  await expect(card).toHaveCount(0);
  await page.getByRole('link', { name: 'Running' }).click();
  const running = page.getByRole('article', { name: `Order #${order.id}` });
  await expect(running).toContainText('Confirmed');
  await expect(running.getByRole('region', { name: 'Offline payment' })).toContainText('Verified');
  await expect(running.getByRole('button', { name: 'Verify payment' })).toHaveCount(0);
  const track = await request.get(`/api/v1/customer/order/track?order_id=${order.id}`, { headers: auth });
  expect(await track.json()).toMatchObject({ order_status: 'confirmed', payment_status: 'paid' });
});

test('a customer chats with the store; the operator answers as the store and the reply arrives live', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.slow();
  const account = await createAccount(request, 'Talal Asks');
  const store = (await openDemoStore(request))!;
  const sent = await request.post('/api/v1/customer/message/send', {
    headers: { authorization: `Bearer ${account.token}` },
    data: { receiver_type: 'vendor', receiver_id: store.storeId, message: 'Is the shawarma spicy?' },
  });
  expect(sent.status()).toBe(200);
  const conversationId = (await sent.json()).conversation_id as number;

  // The customer has the conversation open in another browser.
  const shopper: BrowserContext = await browser.newContext({ baseURL });
  await useToken(shopper, baseURL!, account.token);
  const customerPage = await shopper.newPage();
  await customerPage.goto(`/profile?page=inbox&conversation=${conversationId}`);
  await customerPage.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

  await signIn(page);
  await page.getByRole('link', { name: 'Conversations' }).click();
  const list = page.getByRole('list', { name: 'Conversations' });
  const entry = list.getByRole('link').filter({ hasText: 'Talal Asks' });
  await expect(entry).toContainText('Is the shawarma spicy?');
  await expect(entry.getByText('1 unread')).toBeAttached();
  await entry.click();
  await expect(page.getByText(/^You answer as /)).toBeVisible();
  // Read by the store: the customer sees it at once.
  await expect(customerPage.getByTestId('chat-message').filter({ hasText: 'Is the shawarma spicy?' })).toContainText(
    'Seen',
  );
  await page.getByRole('textbox', { name: 'Reply' }).fill('Mildly, we can make it hot.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByTestId('operator-message').filter({ hasText: 'Mildly, we can make it hot.' })).toHaveAttribute(
    'data-mine',
    'true',
  );

  await expect(
    customerPage.getByTestId('chat-message').filter({ hasText: 'Mildly, we can make it hot.' }),
  ).toBeVisible();
  await shopper.close();
});

test('an operator hides an abusive review; it leaves the item page', async ({ page, request }) => {
  test.slow();
  const account = await createAccount(request, 'Rude Reviewer');
  const order = await placeOrder(request, { token: account.token });
  for (const status of ['confirmed', 'processing', 'handover', 'picked_up', 'delivered'])
    await moveOrder(request, order.id, status);
  const review = await request.post('/api/v1/items/reviews/submit', {
    headers: { authorization: `Bearer ${account.token}` },
    multipart: { order_id: String(order.id), item_id: String(order.itemId), rating: '1', comment: 'Abusive words' },
  });
  expect(review.status(), await review.text()).toBe(200);

  await signIn(page);
  await page.getByRole('link', { name: 'Reviews' }).click();
  const row = page.getByRole('article').filter({ hasText: 'Abusive words' });
  await row.getByRole('button', { name: 'Hide' }).click();
  await expect(toast(page, 'The review is hidden.')).toBeVisible();
  await expect(row.getByText('Hidden', { exact: true })).toBeVisible();

  await page.goto(`/product/${order.itemId}`);
  await expect(page.getByRole('heading', { name: order.itemName, level: 1 })).toBeVisible();
  await expect(page.getByText('Abusive words')).toHaveCount(0);
});

test('a business switch takes effect in the storefront at once', async ({ page, request }) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Settings' }).click();
  const wallet = page.getByRole('switch', { name: 'Wallet', exact: true });
  await expect(wallet).toHaveAttribute('aria-checked', 'true');
  await wallet.click();
  await expect(toast(page, 'Saved.')).toBeVisible();
  await expect(wallet).toHaveAttribute('aria-checked', 'false');
  expect((await (await request.get('/api/v1/config')).json()).customer_wallet_status).toBe(0);
  // Back on, for the other journeys.
  await wallet.click();
  await expect(wallet).toHaveAttribute('aria-checked', 'true');
  await expect.poll(async () => (await (await request.get('/api/v1/config')).json()).customer_wallet_status).toBe(1);
});

test('the console in Arabic: its sections in the visitor’s language, and no accessibility rule broken', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(page);
  await expectNoAxeViolations(page, 'the board (English)', 'main');
  await context.addCookies([{ name: 'souq_lang', value: 'ar', url: baseURL! }]);
  await page.goto('/operator/conversations');
  await expect(page.getByRole('heading', { name: 'المحادثات' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'أقسام اللوحة' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoAxeViolations(page, 'the conversations (Arabic)', 'main');
  await page.goto('/operator/settings');
  await expect(page.getByRole('switch', { name: 'المحفظة' })).toBeVisible();
  await expectNoAxeViolations(page, 'the settings (Arabic)', 'main');
});
