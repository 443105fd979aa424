/**
 * Paying for orders (reference §3.8, §5.2 "Payment rules", §5.6): the
 * built-in payment page (success confirms, failure marks failed, cancel
 * returns), wallet and partial payments, offline payment proofs, and
 * wallet top-ups with their bonus.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useApi } from '../../../test/helper.ts';
import { ORDER, setUpLab, type Lab } from '../../../test/orders.ts';

// The operator decides offline payment proofs (PUT operator/orders/{id}/offline-payment).
const OPERATOR_TOKEN = 'operator-secret-for-payments-1';
const api = useApi({ OPERATOR_TOKEN });
let lab: Lab;
const CALLBACK = 'http://localhost:3000/order';

beforeAll(async () => {
  lab = await setUpLab(api);
});

/** Opens the payment page of an order as the browser would, and posts one of its buttons. */
async function payOnPage(
  orderId: number,
  customerId: string | number,
  action: 'pay' | 'fail' | 'cancel',
  callback = CALLBACK,
  /** The place answer's redirect_link: its signature proves the page is the owner's. */
  signedLink?: string,
) {
  const query = new URLSearchParams({
    order_id: String(orderId),
    customer_id: String(customerId),
    payment_method: 'souq_pay',
    payment_platform: 'web',
    callback,
  });
  const signature = signedLink && new URL(signedLink).searchParams.get('signature');
  if (signature) query.set('signature', signature);
  const page = await api.request({ url: `/payment-mobile?${query}` });
  expect(page.status).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  const form = /action="(\/payment-mobile\/[0-9a-f-]+)"/.exec(page.body as string);
  expect(form).not.toBeNull();
  const answer = await api.request({
    method: 'POST',
    url: form![1],
    payload: `action=${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  return { page: page.body as string, answer, action: form![1] };
}

describe('digital payment through the built-in page', () => {
  it('places the order pending and unpaid, with the page link; paying confirms it and returns to the callback', async () => {
    const guest = await lab.guest();
    const guestId = (guest.auth as { guestId: string }).guestId;
    const placed = await guest.call('POST', ORDER.place, {
      payload: lab.buyNow(lab.items[0], 3, { payment_method: 'digital_payment' }),
    });
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({ status: 'pending', total_ammount: 45 });
    expect(placed.body.redirect_link).toContain(
      `/payment-mobile?order_id=${placed.body.order_id}&customer_id=${guestId}`,
    );
    expect(await lab.order(placed.body.order_id)).toMatchObject({
      order_status: 'pending',
      payment_status: 'unpaid',
      payment_method: 'digital_payment',
    });

    const { page, answer, action } = await payOnPage(placed.body.order_id, guestId, 'pay');
    expect(page).toContain('45.00 SAR');
    expect(answer.status).toBe(303);
    const back = new URL(String(answer.headers.location));
    expect(back.origin + back.pathname).toBe(CALLBACK);
    expect(back.searchParams.get('flag')).toBe('success');
    expect(back.searchParams.get('order_id')).toBe(String(placed.body.order_id));
    const order = await lab.order(placed.body.order_id);
    expect(order).toMatchObject({ order_status: 'confirmed', payment_status: 'paid' });
    expect(order.transaction_reference).toMatch(/^SOUQPAY-/);
    expect(order.confirmed).not.toBeNull();
    expect(
      await lab.sql('select payment_status from order_payments where order_id = $1', [placed.body.order_id]),
    ).toEqual([{ payment_status: 'paid' }]);

    // The page cannot be used twice: a second post changes nothing.
    const again = await api.request({
      method: 'POST',
      url: action,
      payload: 'action=fail',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(new URL(String(again.headers.location)).searchParams.get('flag')).toBe('success');
    expect(await lab.order(placed.body.order_id)).toMatchObject({ order_status: 'confirmed', payment_status: 'paid' });
    // A paid order has no page any more.
    const closed = await api.request({
      url: `/payment-mobile?order_id=${placed.body.order_id}&customer_id=${guestId}`,
    });
    expect(closed.status).toBe(422);
  });

  it('a failed payment marks the order failed', async () => {
    const customer = await lab.customer();
    const placed = await customer.call('POST', ORDER.place, {
      payload: lab.buyNow(lab.items[0], 3, { payment_method: 'digital_payment' }),
    });
    const { answer } = await payOnPage(
      placed.body.order_id,
      customer.userId,
      'fail',
      CALLBACK,
      placed.body.redirect_link,
    );
    expect(new URL(String(answer.headers.location)).searchParams.get('flag')).toBe('fail');
    const order = await lab.order(placed.body.order_id);
    expect(order).toMatchObject({ order_status: 'failed', payment_status: 'unpaid' });
    expect(order.failed).not.toBeNull();
  });

  it('cancel returns to the callback and leaves the order waiting for payment', async () => {
    const customer = await lab.customer();
    const placed = await customer.call('POST', ORDER.place, {
      payload: lab.buyNow(lab.items[0], 3, { payment_method: 'digital_payment' }),
    });
    const { answer } = await payOnPage(placed.body.order_id, customer.userId, 'cancel');
    expect(new URL(String(answer.headers.location)).searchParams.get('flag')).toBe('cancel');
    expect(await lab.order(placed.body.order_id)).toMatchObject({ order_status: 'pending', payment_status: 'unpaid' });
  });

  it("is not found for another owner's order, and never redirects to a foreign site", async () => {
    const customer = await lab.customer();
    const stranger = await lab.customer();
    const placed = await customer.call('POST', ORDER.place, {
      payload: lab.buyNow(lab.items[0], 3, { payment_method: 'digital_payment' }),
    });
    const foreign = await api.request({
      url: `/payment-mobile?order_id=${placed.body.order_id}&customer_id=${stranger.userId}`,
    });
    expect(foreign.status).toBe(404);
    const { answer } = await payOnPage(placed.body.order_id, customer.userId, 'pay', 'https://evil.example/steal');
    expect(answer.status).toBe(200);
    expect(answer.headers.location).toBeUndefined();
    expect(answer.body).toContain('Payment successful');
  });

  it('shows the page in Arabic, right to left', async () => {
    const customer = await lab.customer();
    const placed = await customer.call('POST', ORDER.place, {
      payload: lab.buyNow(lab.items[0], 3, { payment_method: 'digital_payment' }),
    });
    const page = await api.request({
      url: `/payment-mobile?order_id=${placed.body.order_id}&customer_id=${customer.userId}&lang=ar`,
    });
    expect(page.body).toContain('dir="rtl"');
    expect(page.body).toContain('ادفع');
  });
});

describe('wallet and partial payments', () => {
  it('partial: the wallet pays what it holds, the rest is cash on delivery', async () => {
    const customer = await lab.customer();
    await lab.sql('update users set wallet_balance = 20 where id = $1', [customer.userId]);
    const placed = await customer.call('POST', ORDER.place, {
      payload: lab.buyNow(lab.items[0], 3, { partial_payment: 1 }),
    });
    expect(placed.status).toBe(200);
    expect(placed.body.redirect_link).toBeUndefined();
    expect(await lab.order(placed.body.order_id)).toMatchObject({
      payment_method: 'partial_payment',
      payment_status: 'partially_paid',
      partially_paid_amount: '20.000',
      order_status: 'confirmed',
    });
    expect(
      await lab.sql(
        'select payment_method, payment_status, amount from order_payments where order_id = $1 order by id',
        [placed.body.order_id],
      ),
    ).toEqual([
      { payment_method: 'wallet', payment_status: 'paid', amount: '20.000' },
      { payment_method: 'cash_on_delivery', payment_status: 'unpaid', amount: '25.000' },
    ]);
    const [ledger] = await lab.sql('select debit, transaction_type from wallet_transactions where user_id = $1', [
      customer.userId,
    ]);
    expect(ledger).toEqual({ debit: '20.000', transaction_type: 'partial_payment' });
  });

  it('partial with a digital rest: pending until the page is paid, for the rest only', async () => {
    const customer = await lab.customer();
    await lab.sql('update users set wallet_balance = 20 where id = $1', [customer.userId]);
    const placed = await customer.call('POST', ORDER.place, {
      payload: lab.buyNow(lab.items[0], 3, { partial_payment: 1, payment_method: 'digital_payment' }),
    });
    expect(placed.status).toBe(200);
    expect(placed.body.status).toBe('pending');
    expect(placed.body.redirect_link).toBeDefined();
    const { page } = await payOnPage(placed.body.order_id, customer.userId, 'pay');
    expect(page).toContain('25.00 SAR');
    expect(await lab.order(placed.body.order_id)).toMatchObject({
      order_status: 'confirmed',
      payment_status: 'paid',
      partially_paid_amount: '20.000',
    });
  });

  it('partial wallet payment with cash for the rest, above the COD maximum: refused (the whole order is compared, as 6amMart and the checkout page do)', async () => {
    const customer = await lab.customer();
    await lab.sql('update users set wallet_balance = 20 where id = $1', [customer.userId]);
    await lab.edit('update module_zone set maximum_cod_order_amount = 30 where module_id = $1 and zone_id = $2', [
      lab.moduleId,
      lab.zoneId,
    ]);
    try {
      // 45.00 in all: 20.00 from the wallet leaves 25.00 in cash, under 30.00 — but the order is above it.
      const placed = await customer.call('POST', ORDER.place, {
        payload: lab.buyNow(lab.items[0], 3, { partial_payment: 1 }),
      });
      expect(placed.status).toBe(422);
      expect(placed.body.errors[0]).toMatchObject({
        code: 'cod_limit',
        message: 'The total amount of the order, exceeds maximum amount of the cash on delivery method',
      });
      const [user] = await lab.sql('select wallet_balance from users where id = $1', [customer.userId]);
      expect(user.wallet_balance).toBe('20.000');
    } finally {
      await lab.edit('update module_zone set maximum_cod_order_amount = 500 where module_id = $1 and zone_id = $2', [
        lab.moduleId,
        lab.zoneId,
      ]);
    }
  });

  it('offline payment for the rest while partial_payment_method is cod: refused (the checkout does not offer it either)', async () => {
    const customer = await lab.customer();
    await lab.sql('update users set wallet_balance = 20 where id = $1', [customer.userId]);
    await lab.setting('partial_payment_method', 'cod');
    try {
      const offline = await customer.call('POST', ORDER.place, {
        payload: lab.buyNow(lab.items[0], 3, { partial_payment: 1, payment_method: 'offline_payment' }),
      });
      expect(offline.status).toBe(403);
      expect(offline.body.errors[0]).toMatchObject({
        code: 'partial_payment',
        message: 'The rest of a partial payment cannot be paid this way.',
      });
      await lab.setting('partial_payment_method', 'offline_payment');
      const allowed = await customer.call('POST', ORDER.place, {
        payload: lab.buyNow(lab.items[0], 3, { partial_payment: 1, payment_method: 'offline_payment' }),
      });
      expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
    } finally {
      await lab.setting('partial_payment_method', 'both');
    }
  });

  it('partial payment needs a balance, and is refused when the wallet covers the whole order', async () => {
    const customer = await lab.customer();
    const empty = await customer.call('POST', ORDER.place, {
      payload: lab.buyNow(lab.items[0], 3, { partial_payment: 1 }),
    });
    expect(empty.status).toBe(422);
    expect(empty.body.errors[0].message).toBe('Your wallet balance is empty.');
    await lab.sql('update users set wallet_balance = 100 where id = $1', [customer.userId]);
    const whole = await customer.call('POST', ORDER.place, {
      payload: lab.buyNow(lab.items[0], 3, { partial_payment: 1 }),
    });
    expect(whole.status).toBe(422);
    expect(whole.body.errors[0].message).toBe(
      'Your wallet balance covers the whole order. Pay with the wallet instead.',
    );
  });

  it('a wallet order beyond the balance is refused with nothing written', async () => {
    const customer = await lab.customer();
    await lab.sql('update users set wallet_balance = 10 where id = $1', [customer.userId]);
    const refused = await customer.call('POST', ORDER.place, {
      payload: lab.buyNow(lab.items[0], 3, { payment_method: 'wallet' }),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({ code: 'insufficient_balance' });
    expect(await lab.sql('select 1 from orders where user_id = $1', [customer.userId])).toEqual([]);
  });

  it('guests cannot pay by wallet', async () => {
    const guest = await lab.guest();
    const refused = await guest.call('POST', ORDER.place, {
      payload: lab.buyNow(lab.items[0], 3, { payment_method: 'wallet' }),
    });
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].message).toBe('Please sign in to pay with your wallet.');
  });
});

describe('offline payment', () => {
  it("lists the methods and records the customer's proof, checking required inputs", async () => {
    const methods = await api.request({ url: ORDER.offlineMethods });
    expect(methods.status).toBe(200);
    const bank = methods.body.find((m: any) => m.method_name === 'Bank Transfer');
    expect(bank.method_informations.map((i: any) => i.customer_input)).toEqual([
      'sender_name',
      'transaction_id',
      'sender_bank',
    ]);

    const guest = await lab.guest();
    const placed = await guest.call('POST', ORDER.place, {
      payload: lab.buyNow(lab.items[0], 3, { payment_method: 'offline_payment' }),
    });
    expect(placed.status).toBe(200);
    expect(placed.body.status).toBe('pending');

    const missing = await guest.call('PUT', ORDER.offlinePayment, {
      payload: { order_id: placed.body.order_id, method_id: bank.id, sender_name: 'Lab Shopper' },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0]).toMatchObject({
      code: 'transaction_id',
      message: 'The transaction_id field is required.',
    });

    const ok = await guest.call('PUT', ORDER.offlinePayment, {
      payload: {
        order_id: placed.body.order_id,
        method_id: bank.id,
        sender_name: 'Lab Shopper',
        transaction_id: 'TRX-991',
        customer_note: 'Paid this morning',
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: 'Payment info updated.' });
    const [proof] = await lab.sql(
      'select payment_info, status, customer_note from offline_payments where order_id = $1',
      [placed.body.order_id],
    );
    expect(proof).toMatchObject({
      status: 'pending',
      customer_note: 'Paid this morning',
      payment_info: { method_name: 'Bank Transfer', transaction_id: 'TRX-991' },
    });

    // Another shopper cannot touch it.
    const other = await lab.guest();
    const foreign = await other.call('PUT', ORDER.offlinePayment, {
      payload: { order_id: placed.body.order_id, method_id: bank.id, sender_name: 'x', transaction_id: 'y' },
    });
    expect(foreign.status).toBe(404);
  });

  it('the proof can be corrected with -update and shows on the order (track) until it is verified; then it is locked', async () => {
    const customer = await lab.customer();
    const [bank] = (await api.request({ url: ORDER.offlineMethods })).body.filter(
      (m: any) => m.method_name === 'Bank Transfer',
    );
    const placed = await customer.call('POST', ORDER.place, {
      payload: lab.buyNow(lab.items[0], 3, { payment_method: 'offline_payment' }),
    });
    const proof = { order_id: placed.body.order_id, method_id: bank.id, sender_name: 'Lab Shopper' };
    await customer.call('PUT', ORDER.offlinePayment, { payload: { ...proof, transaction_id: 'TRX-1' } });
    const fixed = await customer.call('PUT', `${ORDER.offlinePayment}-update`, {
      payload: { ...proof, transaction_id: 'TRX-2', customer_note: 'Typo fixed' },
    });
    expect(fixed.status).toBe(200);
    const track = await customer.call('GET', '/api/v1/customer/order/track', {
      query: { order_id: placed.body.order_id },
    });
    expect(track.body.offline_payment).toMatchObject({
      data: { status: 'pending', method_id: bank.id, customer_note: 'Typo fixed', transaction_id: 'TRX-2' },
      input: expect.arrayContaining([{ user_input: 'transaction_id', user_data: 'TRX-2' }]),
    });

    await lab.sql(`update offline_payments set status = 'verified' where order_id = $1`, [placed.body.order_id]);
    const late = await customer.call('PUT', `${ORDER.offlinePayment}-update`, {
      payload: { ...proof, transaction_id: 'TRX-3' },
    });
    expect(late.status).toBe(409);
    expect(late.body.errors[0].message).toBe('This payment info has already been verified.');
    const [kept] = await lab.sql('select payment_info from offline_payments where order_id = $1', [
      placed.body.order_id,
    ]);
    expect(kept.payment_info.transaction_id).toBe('TRX-2');
  });

  const decide = (orderId: number, payload: Record<string, unknown>, token: string | null = OPERATOR_TOKEN) =>
    api.request({
      method: 'PUT',
      url: `/api/v1/operator/orders/${orderId}/offline-payment`,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  /** A customer's offline order with its proof sent. */
  async function offlineOrderWithProof() {
    const customer = await lab.customer();
    const [bank] = (await api.request({ url: ORDER.offlineMethods })).body.filter(
      (m: any) => m.method_name === 'Bank Transfer',
    );
    const placed = await customer.call('POST', ORDER.place, {
      payload: lab.buyNow(lab.items[0], 3, { payment_method: 'offline_payment' }),
    });
    const proof = {
      order_id: placed.body.order_id,
      method_id: bank.id,
      sender_name: 'Lab Shopper',
      transaction_id: 'T1',
    };
    expect((await customer.call('PUT', ORDER.offlinePayment, { payload: proof })).status).toBe(200);
    const track = () => customer.call('GET', '/api/v1/customer/order/track', { query: { order_id: proof.order_id } });
    return { customer, proof, orderId: Number(placed.body.order_id), track };
  }

  it('the operator verifies a proof: the order is paid and confirmed, the proof can no longer change, a second decision is refused', async () => {
    const { customer, proof, orderId, track } = await offlineOrderWithProof();
    expect(await decide(orderId, { status: 'verified' }, null)).toMatchObject({ status: 401 });
    const verified = await decide(orderId, { status: 'verified' });
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe('Payment verified.');
    expect(verified.body.order).toMatchObject({ order_status: 'confirmed', payment_status: 'paid' });
    expect(verified.body.order.offline_payment.data.status).toBe('verified');
    expect((await track()).body).toMatchObject({ order_status: 'confirmed', payment_status: 'paid' });
    const late = await customer.call('PUT', `${ORDER.offlinePayment}-update`, { payload: proof });
    expect(late.status).toBe(422);
    expect(late.body.errors[0].message).toBe('This order no longer takes payment info.');
    const again = await decide(orderId, { status: 'denied', note: 'Too late' });
    expect(again.status).toBe(409);
    expect(again.body.errors[0]).toMatchObject({
      code: 'offline_payment',
      message: 'This payment info is not waiting for verification.',
    });
  });

  it('a proof not accepted goes back to the customer with the reason; sent again, it waits for verification', async () => {
    const { customer, proof, orderId, track } = await offlineOrderWithProof();
    const denied = await decide(orderId, { status: 'denied', note: 'No transfer with this reference' });
    expect(denied.status).toBe(200);
    expect(denied.body.message).toBe('Payment info not accepted.');
    const seen = (await track()).body;
    expect(seen).toMatchObject({ order_status: 'pending', payment_status: 'unpaid' });
    expect(seen.offline_payment.data).toMatchObject({
      status: 'denied',
      admin_note: 'No transfer with this reference',
    });
    const resent = await customer.call('PUT', `${ORDER.offlinePayment}-update`, {
      payload: { ...proof, transaction_id: 'T2' },
    });
    expect(resent.status).toBe(200);
    expect((await track()).body.offline_payment.data).toMatchObject({ status: 'pending', transaction_id: 'T2' });
  });

  it('an order without a proof waiting has nothing to decide', async () => {
    const customer = await lab.customer();
    const placed = await customer.call('POST', ORDER.place, {
      payload: lab.buyNow(lab.items[0], 3, { payment_method: 'offline_payment' }),
    });
    const nothing = await decide(Number(placed.body.order_id), { status: 'verified' });
    expect(nothing.status).toBe(409);
    expect((await decide(999_999, { status: 'verified' })).status).toBe(404);
    expect((await decide(Number(placed.body.order_id), { status: 'paid' })).status).toBe(422);
  });

  it('an order paid otherwise takes no offline proof', async () => {
    const customer = await lab.customer();
    const [bank] = (await api.request({ url: ORDER.offlineMethods })).body;
    const placed = await customer.call('POST', ORDER.place, { payload: lab.buyNow(lab.items[0], 3) });
    const refused = await customer.call('PUT', ORDER.offlinePayment, {
      payload: { order_id: placed.body.order_id, method_id: bank.id, sender_name: 'x', transaction_id: 'y' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].message).toBe('This order is not paid by an offline payment method.');
  });

  it('a canceled offline order takes no proof any more', async () => {
    const customer = await lab.customer();
    const [bank] = (await api.request({ url: ORDER.offlineMethods })).body;
    const placed = await customer.call('POST', ORDER.place, {
      payload: lab.buyNow(lab.items[0], 3, { payment_method: 'offline_payment' }),
    });
    await customer.call('PUT', '/api/v1/customer/order/cancel', {
      payload: { order_id: placed.body.order_id, reason: 'Changed my mind' },
    });
    const late = await customer.call('PUT', ORDER.offlinePayment, {
      payload: { order_id: placed.body.order_id, method_id: bank.id, sender_name: 'x', transaction_id: 'y' },
    });
    expect(late.status).toBe(422);
    expect(late.body.errors[0].message).toBe('This order no longer takes payment info.');
    expect(await lab.sql('select 1 from offline_payments where order_id = $1', [placed.body.order_id])).toEqual([]);
  });
});

describe('Pay now: customer/order/payment-link (issue 20)', () => {
  const LINK = '/api/v1/customer/order/payment-link';

  it("answers the owner a signed link to the payment page of an unpaid digital order, which opens as the owner's and pays it", async () => {
    const customer = await lab.customer();
    const placed = await customer.call('POST', ORDER.place, {
      payload: lab.buyNow(lab.items[0], 3, { payment_method: 'digital_payment' }),
    });
    const link = await customer.call('GET', LINK, { query: { order_id: placed.body.order_id } });
    expect(link.status).toBe(200);
    const url = new URL(link.body.redirect_link);
    expect(url.pathname).toBe('/payment-mobile');
    expect(url.searchParams.get('customer_id')).toBe(String(customer.userId));
    // Proven: its fail button fails the order (an unsigned page's would not).
    const { answer } = await payOnPage(
      placed.body.order_id,
      customer.userId,
      'fail',
      CALLBACK,
      link.body.redirect_link,
    );
    expect(new URL(String(answer.headers.location)).searchParams.get('flag')).toBe('fail');
    expect(await lab.order(placed.body.order_id)).toMatchObject({ order_status: 'failed' });

    // After a failed attempt the order may still be paid.
    const retry = await customer.call('GET', LINK, { query: { order_id: placed.body.order_id } });
    expect(retry.status).toBe(200);
    await payOnPage(placed.body.order_id, customer.userId, 'pay', CALLBACK, retry.body.redirect_link);
    expect(await lab.order(placed.body.order_id)).toMatchObject({ order_status: 'confirmed', payment_status: 'paid' });

    const paid = await customer.call('GET', LINK, { query: { order_id: placed.body.order_id } });
    expect(paid.status).toBe(422);
    expect(paid.body.errors[0].message).toBe('This order has nothing left to pay online.');
  });

  it("a guest's own order by guest id; someone else's order, or one paid in cash, is not found", async () => {
    const guest = await lab.guest();
    const guestId = (guest.auth as { guestId: string }).guestId;
    const placed = await guest.call('POST', ORDER.place, {
      payload: lab.buyNow(lab.items[0], 3, { payment_method: 'digital_payment' }),
    });
    const own = await guest.call('GET', LINK, { query: { order_id: placed.body.order_id } });
    expect(own.status).toBe(200);
    expect(new URL(own.body.redirect_link).searchParams.get('customer_id')).toBe(guestId);

    const stranger = await lab.customer();
    const foreign = await stranger.call('GET', LINK, { query: { order_id: placed.body.order_id } });
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain('payment-mobile');

    const cash = await stranger.call('POST', ORDER.place, { payload: lab.buyNow(lab.items[0], 3) });
    expect((await stranger.call('GET', LINK, { query: { order_id: cash.body.order_id } })).status).toBe(404);
    expect((await stranger.call('GET', LINK, { query: { order_id: '0x10' } })).status).toBe(422);
    expect((await api.request({ url: `${LINK}?order_id=${placed.body.order_id}` })).status).toBe(401);
  });

  it('a canceled order has nothing to pay', async () => {
    const customer = await lab.customer();
    const placed = await customer.call('POST', ORDER.place, {
      payload: lab.buyNow(lab.items[0], 3, { payment_method: 'digital_payment' }),
    });
    await customer.call('PUT', '/api/v1/customer/order/cancel', {
      payload: { order_id: placed.body.order_id, reason: 'Changed my mind' },
    });
    expect(await lab.order(placed.body.order_id)).toMatchObject({ order_status: 'canceled' });
    expect((await customer.call('GET', LINK, { query: { order_id: placed.body.order_id } })).status).toBe(422);
  });
});

describe('wallet top-up', () => {
  it('add-fund answers the page link; paying credits the amount and the best running bonus', async () => {
    const customer = await lab.customer();
    const started = await customer.call('POST', ORDER.addFund, {
      payload: { amount: 200, payment_method: 'souq_pay', callback: CALLBACK, payment_platform: 'web' },
    });
    expect(started.status).toBe(200);
    const link = new URL(started.body.redirect_link);
    const page = await api.request({ url: `${link.pathname}${link.search}` });
    expect(page.status).toBe(200);
    const action = /action="([^"]+)"/.exec(page.body as string)![1];
    const paid = await api.request({
      method: 'POST',
      url: action,
      payload: 'action=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(new URL(String(paid.headers.location)).searchParams.get('flag')).toBe('success');
    // Seeded bonus: 5 % from 100, at most 20 → 10.00.
    const [user] = await lab.sql('select wallet_balance from users where id = $1', [customer.userId]);
    expect(user.wallet_balance).toBe('210.000');
    const list = await customer.call('GET', ORDER.walletTransactions, { query: { limit: 10, offset: 1 } });
    expect(list.body).toMatchObject({
      total_size: 1,
      data: [{ credit: 200, admin_bonus: 10, balance: 210, transaction_type: 'add_fund' }],
    });
  });

  it('lists transactions by type and the running bonuses', async () => {
    const customer = await lab.customer();
    await lab.sql('update users set wallet_balance = 100 where id = $1', [customer.userId]);
    await customer.call('POST', ORDER.place, { payload: lab.buyNow(lab.items[0], 3, { payment_method: 'wallet' }) });
    const orders = await customer.call('GET', ORDER.walletTransactions, {
      query: { limit: 10, offset: 1, type: 'order' },
    });
    expect(orders.body).toMatchObject({
      total_size: 1,
      limit: 10,
      offset: 1,
      data: [{ debit: 45, transaction_type: 'order_place' }],
    });
    const funds = await customer.call('GET', ORDER.walletTransactions, {
      query: { limit: 10, offset: 1, type: 'add_fund' },
    });
    expect(funds.body.total_size).toBe(0);
    const bonuses = await customer.call('GET', '/api/v1/customer/wallet/bonuses');
    expect(bonuses.body.map((b: any) => b.bonus_type).sort()).toEqual(['amount', 'percentage']);
    // Clients show "get max of {maximum_bonus_amount}": a flat bonus's maximum is its amount, never 0.
    const flat = bonuses.body.find((b: any) => b.bonus_type === 'amount');
    expect(flat).toMatchObject({ bonus_amount: 25, maximum_bonus_amount: 25, minimum_add_amount: 500 });
    const percent = bonuses.body.find((b: any) => b.bonus_type === 'percentage');
    expect(percent).toMatchObject({ bonus_amount: 5, maximum_bonus_amount: 20 });
    const arabic = await customer.call('GET', '/api/v1/customer/wallet/bonuses', {
      headers: { 'x-localization': 'ar' },
    });
    expect(arabic.body.find((b: any) => b.bonus_type === 'amount').title).toBe('مكافأة الشحن الكبير');
  });

  it('refuses an amount below 1 and guests', async () => {
    const customer = await lab.customer();
    const small = await customer.call('POST', ORDER.addFund, { payload: { amount: 0.5, payment_method: 'souq_pay' } });
    expect(small.status).toBe(422);
    const guest = await lab.guest();
    expect(
      (await guest.call('POST', ORDER.addFund, { payload: { amount: 10, payment_method: 'souq_pay' } })).status,
    ).toBe(401);
  });
});

describe('the payment page opened by order and customer id (issue 13, item 6)', () => {
  const place = async (customer: Awaited<ReturnType<Lab['customer']>>) =>
    (
      await customer.call('POST', ORDER.place, {
        payload: lab.buyNow(lab.items[0], 3, { payment_method: 'digital_payment' }),
      })
    ).body as { order_id: number; redirect_link: string };
  const open = (
    orderId: number | string,
    customerId: number | string,
    remoteAddress: string,
    signature?: string | null,
  ) =>
    api.request({
      url: `/payment-mobile?order_id=${orderId}&customer_id=${customerId}${signature ? `&signature=${signature}` : ''}`,
      remoteAddress,
    });

  it('answers one address at most 60 times in 10 minutes, so order and customer pairs cannot be guessed at speed', async () => {
    const customer = await lab.customer();
    const placed = await place(customer);
    // Sixty guesses at other orders, from one address.
    const guesses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => open(placed.order_id + 1000 + i, customer.userId, '203.0.113.7')),
    );
    expect(guesses.every((g) => g.status === 404)).toBe(true);
    // The right pair from that address now waits too; the customer's own address is not held up.
    const held = await open(placed.order_id, customer.userId, '203.0.113.7');
    expect(held.status).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    expect((await open(placed.order_id, customer.userId, '198.51.100.20')).status).toBe(200);
  });

  it('takes 5 wrong customer ids per order, from any number of addresses; the signed link still opens it', async () => {
    const customer = await lab.customer();
    const placed = await place(customer);
    // A stranger spreads guesses over addresses: after 5 wrong ids the order's unsigned page waits,
    // so finding the owner among n customers succeeds with chance at most 5/n an hour.
    for (let i = 0; i < 5; i++)
      expect((await open(placed.order_id, customer.userId + 100 + i, `198.51.100.${30 + i}`)).status).toBe(404);
    const guessed = await open(placed.order_id, customer.userId, '198.51.100.40');
    expect(guessed.status).toBe(429);
    expect(guessed.body.errors[0].code).toBe('too_many_requests');
    // Our own link (the place answer's, which the storefront follows) is signed and always opens.
    const signature = new URL(placed.redirect_link).searchParams.get('signature');
    expect((await open(placed.order_id, customer.userId, '198.51.100.41', signature)).status).toBe(200);
  });

  it('reads the order id in plain decimals: its hex spelling is no order (issue 13, item 19)', async () => {
    const customer = await lab.customer();
    const placed = await place(customer);
    for (const spelling of [`0x${placed.order_id.toString(16)}`, `${placed.order_id}e0`, ` ${placed.order_id}`])
      expect((await open(encodeURIComponent(spelling), customer.userId, '198.51.100.50')).status, spelling).toBe(404);
    expect((await open(placed.order_id, customer.userId, '198.51.100.50')).status).toBe(200);
  });

  it('takes each field of its address once: a repeated one is a 4xx with the envelope, not a list', async () => {
    const customer = await lab.customer();
    const placed = await place(customer);
    const pair = `order_id=${placed.order_id}&customer_id=${customer.userId}`;
    const twice = ['payment_method=a&payment_method=b', 'callback=x&callback=y', 'signature=s&signature=t'];
    for (const repeated of ['customer_id=1', `order_id=${placed.order_id}`, ...twice]) {
      const answer = await api.request({ url: `/payment-mobile?${pair}&${repeated}`, remoteAddress: '198.51.100.51' });
      expect(answer.status, repeated).toBeGreaterThanOrEqual(400);
      expect(answer.status, repeated).toBeLessThan(500);
      expect(answer.body.errors[0], repeated).toMatchObject({
        code: repeated.split('=')[0],
        message: expect.any(String),
      });
    }
  });

  it('right pairs use up nothing: an older client reopening its own page is never held up', async () => {
    const customer = await lab.customer();
    const placed = await place(customer);
    for (let i = 0; i < 8; i++)
      expect((await open(placed.order_id, customer.userId, '198.51.100.60')).status).toBe(200);
  });

  it('a page opened without proof can pay, but its fail button does not fail the order', async () => {
    const customer = await lab.customer();
    const placed = await place(customer);
    // The unsigned page, as a stranger who guessed the pair (or an older client) opens it.
    const { answer } = await payOnPage(placed.order_id, customer.userId, 'fail');
    expect(new URL(String(answer.headers.location)).searchParams.get('flag')).toBe('fail');
    expect(await lab.order(placed.order_id)).toMatchObject({ order_status: 'pending', payment_status: 'unpaid' });
    // Older clients keep working: their page pays the order.
    await payOnPage(placed.order_id, customer.userId, 'pay');
    expect(await lab.order(placed.order_id)).toMatchObject({ order_status: 'confirmed', payment_status: 'paid' });
  });
});
