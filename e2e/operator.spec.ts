/**
 * The operator console (issue 19): a sign-in with the operator token (kept in
 * an HttpOnly cookie); an operator moves an order from the board, where new
 * orders appear by themselves (told by the board's stream, not asked again
 * and again); answers a customer as the store, pictures both ways, while the
 * customer's inbox shows the reply live; hides an abusive review; turns a
 * business switch off and on with its effect in the storefront.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createAccount, useToken } from './helpers/auth.ts';
import { moveOrder, OPERATOR_TOKEN, openDemoStore, placeOrder } from './helpers/orders.ts';
import { expectNoAxeViolations } from './helpers/axe.ts';
import { rememberLocation, toast } from './helpers/shell.ts';

/** A tiny valid PNG (1×1), as a file a browser or a request can send. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

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
  // The board is live (issue 19): it follows the board's event stream instead of asking again and again.
  const boardStream = page.waitForResponse((r) => new URL(r.url()).pathname === '/resources/operator/orders/events');
  let boardReloads = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/operator/orders.data') boardReloads++;
  });
  await signIn(page);
  expect((await boardStream).status()).toBe(200);
  // Counted from here: signing in itself loaded the board once.
  boardReloads = 0;
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  // Nothing happens, nothing is asked (a polling board asked every 5 s).
  await page.waitForTimeout(6_000);
  expect(boardReloads).toBe(0);
  const account = await createAccount(request, 'Board Customer');
  const order = await placeOrder(request, { token: account.token }, undefined, undefined, {
    delivery_instruction: 'Call me when you arrive — Gate 3',
    order_note: 'No onions',
    cutlery: 1,
  });
  // Placed after the board opened: it shows up by itself, told by the stream.
  const card = page.getByRole('article', { name: `Order #${order.id}` });
  await expect(card).toBeVisible();
  // What the customer asked at checkout is shown to the store (issue 20).
  await expect(card).toContainText('Delivery instruction');
  await expect(card).toContainText('Call me when you arrive — Gate 3');
  await expect(card).toContainText('Order note');
  await expect(card).toContainText('No onions');
  await expect(card).toContainText('Cutlery requested');
  expect(boardReloads).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
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

test('an operator decides a refund request from the board: approved, the order is refunded', async ({
  page,
  request,
}) => {
  test.slow();
  const account = await createAccount(request, 'Refund Asker');
  const order = await placeOrder(request, { token: account.token });
  for (const status of ['confirmed', 'processing', 'handover', 'picked_up', 'delivered'])
    await moveOrder(request, order.id, status);
  const asked = await request.post('/api/v1/customer/order/refund-request', {
    headers: { authorization: `Bearer ${account.token}` },
    data: { order_id: order.id, customer_reason: 'Items were missing from my order' },
  });
  expect(asked.status(), await asked.text()).toBe(200);

  await signIn(page);
  await page.getByRole('link', { name: 'Refund requests' }).click();
  const card = page.getByRole('article', { name: `Order #${order.id}` });
  await expect(card).toContainText('Refund requested');
  await expect(card.getByRole('button', { name: 'Decline refund' })).toBeVisible();
  await card.getByRole('button', { name: 'Approve refund' }).click();
  await expect(card).toHaveCount(0);
  await page.getByRole('link', { name: 'Past' }).click();
  await expect(page.getByRole('article', { name: `Order #${order.id}` })).toContainText('Refunded');
  const track = await request.get(`/api/v1/customer/order/track?order_id=${order.id}`, {
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect((await track.json()).order_status).toBe('refunded');
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
  // With a picture: the console shows it through its own file route (the API's file needs the operator token).
  const sent = await request.post('/api/v1/customer/message/send', {
    headers: { authorization: `Bearer ${account.token}` },
    multipart: {
      receiver_type: 'vendor',
      receiver_id: String(store.storeId),
      message: 'Is the shawarma spicy?',
      'image[]': png('menu.png'),
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
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
  const asked = page.getByTestId('operator-message').filter({ hasText: 'Is the shawarma spicy?' });
  const theirPicture = asked.getByRole('img', { name: 'Picture 1 of the message' });
  await expect(theirPicture).toHaveAttribute('src', /^\/resources\/operator\/files\//);
  await expect
    .poll(() => theirPicture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  // Read by the store: the customer sees it at once.
  await expect(customerPage.getByTestId('chat-message').filter({ hasText: 'Is the shawarma spicy?' })).toContainText(
    'Seen',
  );
  // Spec §8: at most 3 images at a time, for the operator too.
  await page.getByTestId('operator-images').setInputFiles([png('a.png'), png('b.png'), png('c.png'), png('d.png')]);
  await expect(page.getByRole('alert').filter({ hasText: 'Maximum 3 images can be send at a time.' })).toBeVisible();
  // The answer with a picture.
  await page.getByTestId('operator-images').setInputFiles([png('chili.png')]);
  await page.getByRole('textbox', { name: 'Reply' }).fill('Mildly, we can make it hot.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const answer = page.getByTestId('operator-message').filter({ hasText: 'Mildly, we can make it hot.' });
  await expect(answer).toHaveAttribute('data-mine', 'true');
  await expect(answer.getByRole('img', { name: 'Picture 1 of the message' })).toBeVisible();

  const received = customerPage.getByTestId('chat-message').filter({ hasText: 'Mildly, we can make it hot.' });
  await expect(received).toBeVisible();
  const ourPicture = received.getByRole('img', { name: 'Picture 1 of the message' });
  await expect
    .poll(() => ourPicture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
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
  // Two switches, each off and on again, and a storefront page on a busy machine.
  test.slow();
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

  // A policy page flag, seen where a shopper sees it: the footer's link comes and goes.
  const refund = page.getByRole('switch', { name: 'Refund policy page', exact: true });
  await expect(refund).toHaveAttribute('aria-checked', 'true');
  // The switch shows its new state at once; the page is loaded only once the save has landed.
  const refundPolicy = async () => Number((await (await request.get('/api/v1/config')).json()).refund_policy);
  await refund.click();
  await expect(refund).toHaveAttribute('aria-checked', 'false');
  await expect.poll(refundPolicy).toBe(0);
  const shop = await page.context().newPage();
  await shop.goto('/home', { waitUntil: 'domcontentloaded' });
  const footerLink = shop.getByRole('contentinfo').getByRole('link', { name: 'Refund Policy' });
  await expect(footerLink).toHaveCount(0);
  await refund.click();
  await expect(refund).toHaveAttribute('aria-checked', 'true');
  await expect.poll(refundPolicy).toBe(1);
  await shop.reload({ waitUntil: 'domcontentloaded' });
  await expect(footerLink).toBeVisible();
  await shop.close();
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

  // On a phone every section of the menu is in view, none scrolled off beyond the edge.
  await page.setViewportSize({ width: 360, height: 740 });
  const sections = page.getByRole('navigation', { name: 'أقسام اللوحة' }).getByRole('link');
  await expect(sections).toHaveCount(5);
  for (const section of await sections.all()) await expect(section).toBeInViewport({ ratio: 1 });
});
