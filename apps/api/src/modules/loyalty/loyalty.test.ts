/**
 * Loyalty points (reference §5.5): the ledger, and converting points into
 * wallet money with its rules and messages; concurrent conversions of the
 * same points give one.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useApi } from '../../../test/helper.ts';
import { setUpLab, type Lab } from '../../../test/orders.ts';

const api = useApi();
let lab: Lab;
const LOYALTY = {
  list: '/api/v1/customer/loyalty-point/transactions',
  transfer: '/api/v1/customer/loyalty-point/point-transfer',
};

beforeAll(async () => {
  lab = await setUpLab(api);
  // Demo terms: 10 points buy 1.00; at least 100 points at once.
  await lab.setting('loyalty_point_exchange_rate', 10);
  await lab.setting('loyalty_point_minimum_point', 100);
});

/** A customer holding `points`, as a delivered order would have given them. */
let deliveredOrder = 900_000;
async function holding(points: number) {
  deliveredOrder += 1;
  const customer = await lab.customer();
  await lab.sql('update users set loyalty_point = $2 where id = $1', [customer.userId, points]);
  await lab.sql(
    "insert into loyalty_point_transactions (user_id, credit, balance, transaction_type, reference) values ($1, $2, $2, 'order_place', $3)",
    [customer.userId, points, String(deliveredOrder)],
  );
  return customer;
}
const balances = async (userId: number) =>
  (
    await lab.sql<{ loyalty_point: number; wallet_balance: string }>(
      'select loyalty_point, wallet_balance from users where id = $1',
      [userId],
    )
  )[0];

describe('point-transfer', () => {
  it("turns 250 points into 25.00 in the wallet: 'Point to wallet transfer successfully.', both ledgers written", async () => {
    const customer = await holding(250);
    const answer = await customer.call('POST', LOYALTY.transfer, { payload: { point: 250 } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'Point to wallet transfer successfully.' });
    expect(await balances(customer.userId)).toEqual({ loyalty_point: 0, wallet_balance: '25.000' });

    const points = await customer.call('GET', LOYALTY.list);
    expect(points.body).toMatchObject({ total_size: 2, limit: 10, offset: 1 });
    expect(points.body.data.map((r: any) => [r.transaction_type, r.credit, r.debit, r.balance])).toEqual([
      ['point_to_wallet', 0, 250, 0],
      ['order_place', 250, 0, 250],
    ]);
    const wallet = await customer.call('GET', '/api/v1/customer/wallet/transactions', {
      query: { type: 'loyalty_point' },
    });
    expect(wallet.body.data).toHaveLength(1);
    expect(wallet.body.data[0]).toMatchObject({
      credit: 25,
      balance: 25,
      transaction_type: 'loyalty_point',
      reference: points.body.data[0].transaction_id,
    });
  });

  it('rounds the money down: 105 points give 10.00 and leave no points behind', async () => {
    const customer = await holding(105);
    expect((await customer.call('POST', LOYALTY.transfer, { payload: { point: 105 } })).status).toBe(200);
    expect(await balances(customer.userId)).toEqual({ loyalty_point: 0, wallet_balance: '10.000' });
  });

  it('refuses fewer points than the minimum, and more than the customer has, changing nothing', async () => {
    const customer = await holding(150);
    const few = await customer.call('POST', LOYALTY.transfer, { payload: { point: 99 } });
    expect(few.status).toBe(403);
    expect(few.body.errors).toEqual([
      { code: 'insufficient_point', message: 'At least 100 points are needed to convert.' },
    ]);
    const many = await customer.call('POST', LOYALTY.transfer, { payload: { point: 151 } });
    expect(many.status).toBe(403);
    expect(many.body.errors).toEqual([{ code: 'insufficient_point', message: 'You do not have that many points.' }]);
    expect(await balances(customer.userId)).toEqual({ loyalty_point: 150, wallet_balance: '0.000' });
  });

  it('refuses a missing or fractional point count, and guests', async () => {
    const customer = await holding(150);
    for (const payload of [{}, { point: 'ten' }, { point: 120.5 }, { point: -100 }]) {
      const answer = await customer.call('POST', LOYALTY.transfer, { payload });
      expect(answer.status).toBe(422);
      expect(answer.body.errors[0].message).toBe('Please enter the points to convert.');
    }
    const guest = await lab.guest();
    expect((await guest.call('POST', LOYALTY.transfer, { payload: { point: 100 } })).status).toBe(401);
    expect(await balances(customer.userId)).toEqual({ loyalty_point: 150, wallet_balance: '0.000' });
  });

  it('converts the same points once when asked twice at the same moment', async () => {
    const customer = await holding(100);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => customer.call('POST', LOYALTY.transfer, { payload: { point: 100 } })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 403, 403, 403, 403]);
    expect(await balances(customer.userId)).toEqual({ loyalty_point: 0, wallet_balance: '10.000' });
  });

  it('is not available while loyalty points or the wallet are switched off, and says so in Arabic', async () => {
    const customer = await holding(200);
    await lab.setting('loyalty_point_status', 0);
    try {
      const off = await customer.call('POST', LOYALTY.transfer, { payload: { point: 100 } });
      expect(off.body.errors).toEqual([{ code: 'loyalty_disabled', message: 'Loyalty points are not available.' }]);
      expect((await customer.call('GET', LOYALTY.list)).status).toBe(403);
    } finally {
      await lab.setting('loyalty_point_status', 1);
    }
    await lab.setting('customer_wallet_status', 0);
    try {
      const off = await customer.call('POST', LOYALTY.transfer, {
        payload: { point: 100 },
        headers: { 'x-localization': 'ar' },
      });
      expect(off.status).toBe(403);
      expect(off.body.errors[0]).toEqual({ code: 'wallet_disabled', message: 'المحفظة غير متاحة.' });
    } finally {
      await lab.setting('customer_wallet_status', 1);
    }
    expect(await balances(customer.userId)).toEqual({ loyalty_point: 200, wallet_balance: '0.000' });
  });
});
