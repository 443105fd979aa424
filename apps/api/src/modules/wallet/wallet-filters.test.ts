/**
 * Rule (issue 13, item 2): lookups never index plain objects with client
 * strings, and one caller's bad query never breaks another's. The wallet's
 * list filter (`type=`) once read `FILTERS[type]`: `constructor` found a
 * function, which reached the database driver and, on PGlite, left the
 * shared protocol writer half-written for the next caller.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useApi } from '../../../test/helper.ts';
import { ORDER, setUpLab, type Lab } from '../../../test/orders.ts';

const api = useApi();
let lab: Lab;
let customer: Awaited<ReturnType<typeof customerWithLedger>>;
const INHERITED = ['constructor', 'toString', 'hasOwnProperty', '__proto__', 'valueOf'];

beforeAll(async () => {
  lab = await setUpLab(api);
  await lab.setting('customer_wallet_status', 1);
  customer = await customerWithLedger();
});

async function customerWithLedger() {
  const customer = await lab.customer();
  await lab.sql(
    `insert into wallet_transactions (user_id, transaction_id, credit, balance, transaction_type, reference)
     values ($1, gen_random_uuid(), 30, 30, 'add_fund', null), ($1, gen_random_uuid(), 5, 35, 'loyalty_point', null)`,
    [customer.userId],
  );
  await lab.sql('update users set wallet_balance = 35 where id = $1', [customer.userId]);
  return customer;
}

describe('wallet transactions filter', () => {
  it.each(INHERITED)('type=%s is an unknown type: an empty list, not a 500', async (type) => {
    const answer = await customer.call('GET', ORDER.walletTransactions, { query: { type } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ total_size: 0, data: [] });
  });

  it("bad filters sent alongside another customer's requests leave every good answer right", async () => {
    const attacker = customer;
    const shopper = await customerWithLedger();
    const calls = Array.from({ length: 60 }, (_, i) =>
      i % 3 === 0
        ? attacker.call('GET', ORDER.walletTransactions, { query: { type: INHERITED[i % INHERITED.length] } })
        : shopper.call('GET', ORDER.walletTransactions, { query: { type: i % 2 ? 'add_fund' : 'all' } }),
    );
    const answers = await Promise.all(calls);
    answers.forEach((answer, i) => {
      expect(answer.status).toBe(200);
      if (i % 3 === 0) return;
      const types = answer.body.data.map((row: { transaction_type: string }) => row.transaction_type);
      expect(types).toEqual(i % 2 ? ['add_fund'] : ['loyalty_point', 'add_fund']);
    });
  });
});

describe('the database connection after a refused parameter', () => {
  it('bad and good queries interleaved: every good one answers right', async () => {
    // Each bad value once threw midway through PGlite's protocol write, shared by every caller.
    const bad: unknown[] = [Object, 5, { a: 1 }, Symbol('x')];
    const db = api.database.db;
    const runs = Array.from({ length: 24 }, (_, i) =>
      i % 2
        ? db.query('select $1::text[] as list', [bad[(i >> 1) % bad.length]])
        : db.query<{ n: number; s: string }>('select $1::int as n, $2::text as s', [i, `row ${i}`]),
    );
    const results = await Promise.allSettled(runs);
    results.forEach((result, i) => {
      if (i % 2) expect(result.status).toBe('rejected');
      else expect(result).toEqual({ status: 'fulfilled', value: [{ n: i, s: `row ${i}` }] });
    });
  });
});
