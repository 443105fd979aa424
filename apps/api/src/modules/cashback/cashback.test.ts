/**
 * Cashback (server-rules §5.5, decision 17): the offers a customer may use,
 * what the best one gives at checkout (cashback/getCashback), and the credit
 * to the wallet when an order is delivered — in the delivered step's
 * transaction, once, by the offers that ran when the order was placed.
 * Seeded offers: 5 % (from 50, at most 30, 10 uses per customer) and a flat
 * 25 (from 400, 3 uses per customer).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { demoIds, type DemoIds } from '../../../test/catalog.ts';
import { newCustomer, newGuestId } from '../../../test/cart.ts';
import { useApi } from '../../../test/helper.ts';
import { placeOrder } from '../../../test/order-fixtures.ts';

const OPERATOR_TOKEN = 'operator-secret-for-cashback-tests';
const api = useApi({ OPERATOR_TOKEN });
let ids: DemoIds;

beforeAll(async () => {
  ids = await demoIds(api);
});

const sql = <T = any>(text: string, params: unknown[] = []) => api.database.db.query<T>(text, params);
const burger = () => ids.item('classic-smash-burger-burger-yard');
const as = (token: string, url: string, locale = 'en') =>
  api.request({ url, headers: { authorization: `Bearer ${token}`, 'x-localization': locale } });
const deliver = (orderId: number) =>
  api.request({
    method: 'PUT',
    url: `/api/v1/operator/orders/${orderId}/status`,
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    payload: { status: 'delivered' },
  });
const walletOf = async (userId: number) =>
  Number((await sql('select wallet_balance from users where id = $1', [userId]))[0].wallet_balance);
const pickedUp = (userId: number, orderAmount: number, ageSeconds = 0) =>
  placeOrder(api, {
    owner: { userId },
    lines: [{ itemId: burger(), quantity: 1 }],
    status: 'picked_up',
    orderAmount,
    ageSeconds,
  });

describe('cashback/list and cashback/getCashback', () => {
  it('lists the running offers in the caller language', async () => {
    const c = await newCustomer(api);
    const en = await as(c.token, '/api/v1/cashback/list');
    expect(en.status).toBe(200);
    expect(en.body.map((o: any) => o.cashback_type)).toEqual(['percentage', 'amount']);
    expect(en.body[0]).toMatchObject({
      title: '5% back on every order',
      cashback_amount: 5,
      min_purchase: 50,
      max_discount: 30,
      same_user_limit: 10,
      customer_id: ['all'],
    });
    const ar = await as(c.token, '/api/v1/cashback/list', 'ar');
    expect(ar.body[1].title).toBe('استرداد ٢٥ ريالاً على الطلبات الكبيرة');
  });

  it.each([
    [40, { calculated_amount: 0, cashback_type: '', id: 0 }],
    [100, { calculated_amount: 5, cashback_type: 'percentage', cashback_amount: 5, max_discount: 30 }],
    [450, { calculated_amount: 25, cashback_type: 'amount', cashback_amount: 25, min_purchase: 400 }],
    [2000, { calculated_amount: 30, cashback_type: 'percentage' }],
  ])('on %s the best offer gives %o', async (amount, expected) => {
    const c = await newCustomer(api);
    const { status, body } = await as(c.token, `/api/v1/cashback/getCashback?amount=${amount}`);
    expect(status).toBe(200);
    expect(body).toMatchObject(expected);
  });

  it('needs a signed-in customer and a sensible amount', async () => {
    expect((await api.request('/api/v1/cashback/list')).status).toBe(401);
    expect((await api.request('/api/v1/cashback/getCashback?amount=100')).status).toBe(401);
    const c = await newCustomer(api);
    for (const amount of ['abc', '-5', '1e12']) {
      const { status, body } = await as(c.token, `/api/v1/cashback/getCashback?amount=${amount}`);
      expect(status, amount).toBe(422);
      expect(body.errors[0].code).toBe('amount');
    }
  });
});

describe('cashback on delivery', () => {
  it('credits the best offer to the wallet when the order is delivered, once, with a CashBack row', async () => {
    const c = await newCustomer(api);
    const before = await walletOf(c.id);
    const id = await pickedUp(c.id, 120);
    expect(await as(c.token, '/api/v1/cashback/getCashback?amount=120').then((r) => r.body.calculated_amount)).toBe(6);
    expect((await deliver(id)).status).toBe(200);
    expect(await walletOf(c.id)).toBe(before + 6);
    const rows = await sql(
      "select credit::float as credit, reference from wallet_transactions where user_id = $1 and transaction_type = 'CashBack'",
      [c.id],
    );
    expect(rows).toEqual([{ credit: 6, reference: String(id) }]);
    expect(
      await sql('select order_id::int, calculated_amount::float from cash_back_histories where user_id = $1', [c.id]),
    ).toEqual([{ order_id: id, calculated_amount: 6 }]);
    // Delivered is final for delivery: a second move is refused and pays nothing more.
    expect((await deliver(id)).status).toBe(409);
    expect(await walletOf(c.id)).toBe(before + 6);
    // The ledger answers it under the CashBack filter clients use.
    const ledger = await as(c.token, '/api/v1/customer/wallet/transactions?limit=10&offset=1&type=CashBack');
    expect(ledger.body.data.map((t: any) => t.transaction_type)).toEqual(['CashBack']);
  });

  it('gives nothing below every minimum, to guests, or with the wallet switched off', async () => {
    const c = await newCustomer(api);
    const small = await pickedUp(c.id, 30);
    await deliver(small);
    expect(await sql('select 1 from cash_back_histories where order_id = $1', [small])).toEqual([]);

    const guestOrder = await placeOrder(api, {
      owner: { guestId: await newGuestId(api) },
      lines: [{ itemId: burger(), quantity: 1 }],
      status: 'picked_up',
      orderAmount: 300,
    });
    expect((await deliver(guestOrder)).status).toBe(200);
    expect(await sql('select 1 from cash_back_histories where order_id = $1', [guestOrder])).toEqual([]);

    await api.app.souq.settings.set('customer_wallet_status', 0);
    try {
      const big = await pickedUp(c.id, 300);
      await deliver(big);
      expect(await sql('select 1 from cash_back_histories where order_id = $1', [big])).toEqual([]);
    } finally {
      await api.app.souq.settings.set('customer_wallet_status', 1);
    }
  });

  it('uses the offers that ran when the order was placed, within their per-customer limit', async () => {
    const c = await newCustomer(api);
    // An offer only for this customer that ran ten days ago and ended since: 50 % once, no minimum.
    const [offer] = await sql<{ id: number }>(
      `insert into cash_backs (title, customer_ids, cashback_type, cashback_amount, same_user_limit, start_date, end_date)
       values ('Welcome back', $1, 'percentage', 50, 1, current_date - 12, current_date - 2) returning id`,
      [JSON.stringify([c.id])],
    );
    const tenDaysAgo = 10 * 86_400;
    const old = await pickedUp(c.id, 40, tenDaysAgo);
    const oldToo = await pickedUp(c.id, 40, tenDaysAgo);
    await deliver(old);
    await deliver(oldToo);
    const histories = await sql(
      'select order_id::int, cash_back_id, calculated_amount::float from cash_back_histories where user_id = $1 order by id',
      [c.id],
    );
    // The first took the one use of the 50 %; the second is below the running offers' minimums.
    expect(histories).toEqual([{ order_id: old, cash_back_id: offer.id, calculated_amount: 20 }]);

    // Placed today, the ended offer no longer applies: the seeded 5 % does.
    const today = await pickedUp(c.id, 100);
    await deliver(today);
    const [latest] = await sql(
      'select cash_back_id, calculated_amount::float from cash_back_histories where order_id = $1',
      [today],
    );
    expect(latest.calculated_amount).toBe(5);
    expect(latest.cash_back_id).not.toBe(offer.id);
    // Another customer never sees an offer made for someone else.
    const other = await newCustomer(api);
    const theirs = await as(other.token, '/api/v1/cashback/list');
    expect(theirs.body.map((o: any) => o.id)).not.toContain(offer.id);
  });

  it('two deliveries of the same customer at once stay within the per-customer limit', async () => {
    const c = await newCustomer(api);
    const [offer] = await sql<{ id: number }>(
      `insert into cash_backs (title, customer_ids, cashback_type, cashback_amount, min_purchase, same_user_limit, start_date, end_date)
       values ('Once only', $1, 'amount', 40, 10, 1, current_date - 1, current_date + 1) returning id`,
      [JSON.stringify([String(c.id)])],
    );
    const orders = await Promise.all([pickedUp(c.id, 60), pickedUp(c.id, 60), pickedUp(c.id, 60)]);
    const answers = await Promise.all(orders.map(deliver));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const [{ n }] = await sql<{ n: number }>(
      'select count(*)::int as n from cash_back_histories where user_id = $1 and cash_back_id = $2',
      [c.id, offer.id],
    );
    expect(n).toBe(1);
  });

  it('one order delivered by three requests at once earns its cashback once (§5.5, inside the delivery transaction)', async () => {
    const c = await newCustomer(api);
    const before = await walletOf(c.id);
    const id = await pickedUp(c.id, 120);
    const answers = await Promise.all([deliver(id), deliver(id), deliver(id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await walletOf(c.id)).toBe(before + 6);
    const [{ n }] = await sql<{ n: number }>(
      "select count(*)::int as n from wallet_transactions where user_id = $1 and transaction_type = 'CashBack'",
      [c.id],
    );
    expect(n).toBe(1);
  });
});
