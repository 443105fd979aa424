/**
 * Placement under concurrency (issue 6, reference "Deliberate deviations"):
 * the last unit, the whole wallet balance, a single-use coupon and one
 * idempotency key each give exactly one order when requests race.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CART } from '../../../test/cart.ts';
import { useApi } from '../../../test/helper.ts';
import { ORDER, setUpLab, type Lab } from '../../../test/orders.ts';

const api = useApi();
let lab: Lab;

beforeAll(async () => {
  lab = await setUpLab(api);
  // One unit is worth an order on its own (over the 20.00 minimum).
  await lab.edit('update items set price = 25 where id = $1', [lab.items[0]]);
});

const statuses = (answers: { status: number }[]) => answers.map((a) => a.status).sort();

describe('the last unit in stock', () => {
  it('50 shoppers ordering the last unit at once: exactly one order, stock never below 0', async () => {
    await lab.edit('update items set stock = 1 where id = $1', [lab.items[0]]);
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => lab.guest()));
    const answers = await Promise.all(
      shoppers.map((s) => s.call('POST', ORDER.place, { payload: lab.buyNow(lab.items[0], 1) })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(refused.body.errors[0]).toMatchObject({ code: 'out_of_stock', message: 'Out of Stock' });
    }
    const [item] = await lab.sql('select stock from items where id = $1', [lab.items[0]]);
    expect(item.stock).toBe(0);
    const [count] = await lab.sql(`select count(*)::int as n from order_details where item_id = $1`, [lab.items[0]]);
    expect(count.n).toBe(1);
    await lab.edit('update items set stock = 100 where id = $1', [lab.items[0]]);
  });
});

describe('the whole wallet balance', () => {
  it('two wallet orders for the whole balance at once: exactly one is paid, the balance ends at 0', async () => {
    const customer = await lab.customer();
    // 25.00 + 2.50 tax + 10.00 delivery + 2.00 service charge = 39.50.
    await lab.sql('update users set wallet_balance = 39.5 where id = $1', [customer.userId]);
    const order = (key: string) =>
      customer.call('POST', ORDER.place, {
        payload: lab.buyNow(lab.items[0], 1, { payment_method: 'wallet' }),
        headers: { 'idempotency-key': key },
      });
    const answers = await Promise.all([order('wallet-a'), order('wallet-b')]);
    expect(statuses(answers)).toEqual([200, 422]);
    const refused = answers.find((a) => a.status === 422)!;
    expect(refused.body.errors[0]).toMatchObject({
      code: 'insufficient_balance',
      message: 'Your wallet balance is not enough for this order.',
    });
    const paid = answers.find((a) => a.status === 200)!;
    expect(paid.body).toMatchObject({ status: 'confirmed', total_ammount: 39.5 });
    expect(await lab.order(paid.body.order_id)).toMatchObject({
      payment_status: 'paid',
      payment_method: 'wallet',
      order_status: 'confirmed',
    });
    const [user] = await lab.sql('select wallet_balance from users where id = $1', [customer.userId]);
    expect(user.wallet_balance).toBe('0.000');
    const ledger = await lab.sql(
      'select debit, balance, transaction_type, reference from wallet_transactions where user_id = $1',
      [customer.userId],
    );
    expect(ledger).toEqual([
      { debit: '39.500', balance: '0.000', transaction_type: 'order_place', reference: String(paid.body.order_id) },
    ]);
  });
});

describe('idempotency', () => {
  it('the same Idempotency-Key twice (at once, then again) makes one order and answers it each time', async () => {
    const customer = await lab.customer();
    const place = () =>
      customer.call('POST', ORDER.place, {
        payload: lab.buyNow(lab.items[1], 2),
        headers: { 'idempotency-key': 'checkout-7f3a' },
      });
    const [a, b] = await Promise.all([place(), place()]);
    const c = await place();
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    expect(new Set([a.body.order_id, b.body.order_id, c.body.order_id]).size).toBe(1);
    const [count] = await lab.sql('select count(*)::int as n from orders where user_id = $1', [customer.userId]);
    expect(count.n).toBe(1);
  });

  it('the same cart placed twice at once (no key) makes one order: the second answers it, or finds the cart already ordered', async () => {
    const customer = await lab.customer();
    await customer.call('POST', CART.add, { payload: { item_id: lab.items[1], quantity: 3 } });
    const [a, b] = await Promise.all([
      customer.call('POST', ORDER.place, { payload: lab.delivery() }),
      customer.call('POST', ORDER.place, { payload: lab.delivery() }),
    ]);
    const placed = [a, b].filter((r) => r.status === 200);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    expect(new Set(placed.map((r) => r.body.order_id)).size).toBe(1);
    for (const other of [a, b].filter((r) => r.status !== 200))
      expect(other.body.errors[0]).toMatchObject({ code: 'cart', message: 'Your cart is empty.' });
    const [count] = await lab.sql('select count(*)::int as n from orders where user_id = $1', [customer.userId]);
    expect(count.n).toBe(1);
  });

  it('20 parallel repeats of one key for a cart order all answer that order, never "Your cart is empty." (issue 13, item 4)', async () => {
    const customer = await lab.customer();
    await customer.call('POST', CART.add, { payload: { item_id: lab.items[1], quantity: 3 } });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        customer.call('POST', ORDER.place, {
          payload: lab.delivery(),
          headers: { 'idempotency-key': 'cart-repeat-1' },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((a) => a.body.order_id)).size).toBe(1);
    const [count] = await lab.sql('select count(*)::int as n from orders where user_id = $1', [customer.userId]);
    expect(count.n).toBe(1);
  });

  it('refuses a malformed key', async () => {
    const customer = await lab.customer();
    const { status, body } = await customer.call('POST', ORDER.place, {
      payload: lab.buyNow(lab.items[1], 2),
      headers: { 'idempotency-key': 'x'.repeat(101) },
    });
    expect(status).toBe(422);
    expect(body.errors[0].code).toBe('idempotency_key');
  });
});

describe('a single-use coupon', () => {
  it('used by one customer in two orders at once: one order gets it', async () => {
    const customer = await lab.customer();
    const order = (key: string) =>
      customer.call('POST', ORDER.place, {
        payload: lab.buyNow(lab.items[1], 3, { coupon_code: 'ONCE50' }),
        headers: { 'idempotency-key': key },
      });
    const answers = await Promise.all([order('coupon-a'), order('coupon-b')]);
    expect(statuses(answers)).toEqual([200, 422]);
    expect(answers.find((a) => a.status === 422)!.body.errors[0]).toMatchObject({
      code: 'coupon_usage_limit',
      message: 'Coupon usage limit is over',
    });
    const [uses] = await lab.sql(
      `select count(*)::int as n from coupon_uses u join coupons c on c.id = u.coupon_id where c.code = 'ONCE50' and u.user_id = $1`,
      [customer.userId],
    );
    expect(uses.n).toBe(1);
  });

  it('a first-order coupon: a new customer placing 20 orders with it at once gets exactly one (issue 13, item 3)', async () => {
    await lab.sql(
      `insert into coupons (title, code, module_id, coupon_type, discount, discount_type, start_date, expire_date, limit_per_user)
       values ('Welcome', 'FIRST20', $1, 'first_order', 5, 'amount', current_date - 1, current_date + 30, 1)`,
      [lab.moduleId],
    );
    const customer = await lab.customer();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        customer.call('POST', ORDER.place, {
          payload: lab.buyNow(lab.items[1], 3, { coupon_code: 'FIRST20' }),
          headers: { 'idempotency-key': `first-order-${i}` },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.status).toBeLessThan(500);
      expect(refused.body.errors[0].code).toMatch(/^coupon_/);
    }
    const [orders] = await lab.sql('select count(*)::int as n from orders where user_id = $1', [customer.userId]);
    expect(orders.n).toBe(1);
    const [coupon] = await lab.sql(`select total_uses from coupons where code = 'FIRST20'`);
    expect(coupon.total_uses).toBe(1);
  });

  it('a coupon with one use in all, used by two customers at once: one order gets it', async () => {
    await lab.sql(
      `insert into coupons (title, code, module_id, coupon_type, discount, discount_type, start_date, expire_date, max_uses)
       values ('Only one', 'JUSTONE', $1, 'default', 5, 'amount', current_date - 1, current_date + 30, 1)`,
      [lab.moduleId],
    );
    const [first, second] = await Promise.all([lab.customer(), lab.customer()]);
    const answers = await Promise.all(
      [first, second].map((c) =>
        c.call('POST', ORDER.place, { payload: lab.buyNow(lab.items[1], 3, { coupon_code: 'JUSTONE' }) }),
      ),
    );
    expect(statuses(answers)).toEqual([200, 422]);
    const [coupon] = await lab.sql(`select total_uses from coupons where code = 'JUSTONE'`);
    expect(coupon.total_uses).toBe(1);
  });
});
