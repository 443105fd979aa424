/**
 * Sessions held in memory (session-cache.ts, migration 0009): a signed-in
 * request needs no token lookup, yet a session ends on every instance as
 * soon as the change that ends it is announced — whoever makes it: sign-out
 * here or elsewhere, a block or a removal, a revocation in the database.
 */
import { describe, expect, it } from 'vitest';
import { accountsClient, type TestCustomer } from '../../../test/accounts.ts';
import { useApi, type ApiHarness } from '../../../test/helper.ts';
import { eventually, useSecondInstance } from '../../../test/second-instance.ts';

const api = useApi();
const second = useSecondInstance(api);
const sql = (text: string, params: unknown[] = []) => api.database.db.query(text, params);

const info = (on: ApiHarness, customer: TestCustomer) =>
  accountsClient(on).call('GET', '/api/v1/customer/info', undefined, { authorization: `Bearer ${customer.token}` });

/** A customer whose session both instances have looked up (and so hold). */
async function heldOnBoth(): Promise<TestCustomer> {
  const customer = await accountsClient(api).signUp();
  expect((await info(api, customer)).status).toBe(200);
  expect((await info(second, customer)).status).toBe(200);
  return customer;
}

const ended = (on: ApiHarness, customer: TestCustomer) =>
  eventually(async () => expect((await info(on, customer)).status).toBe(401));

/** A change made in the database ($1: the user's id) ends a session both instances hold. */
async function endsEverywhere(change: string): Promise<TestCustomer> {
  const customer = await heldOnBoth();
  await sql(change, [customer.id]);
  await ended(api, customer);
  await ended(second, customer);
  return customer;
}

describe('sessions held in memory', () => {
  it('sign-out ends the session on this instance at once and on the other when announced', async () => {
    const customer = await heldOnBoth();
    const out = await accountsClient(api).post('/api/v1/auth/logout', undefined, {
      authorization: `Bearer ${customer.token}`,
    });
    expect(out.status).toBe(200);
    expect((await info(api, customer)).status).toBe(401);
    await ended(second, customer);
  });

  it('a token revoked or expired in the database stops working everywhere', async () => {
    await endsEverywhere('update auth_tokens set revoked_at = now() where user_id = $1');
    await endsEverywhere(`update auth_tokens set expires_at = now() - interval '1 second' where user_id = $1`);
  });

  it('blocking an account ends its sessions everywhere; unblocking lets the token work again', async () => {
    const customer = await endsEverywhere('update users set status = false where id = $1');
    await sql('update users set status = true where id = $1', [customer.id]);
    expect((await info(second, customer)).status).toBe(200);
  });

  it("a new password ends the other devices' sessions on every instance, not the one that changed it", async () => {
    const customer = await heldOnBoth();
    const other = await accountsClient(api).post('/api/v1/auth/login', {
      email_or_phone: customer.email,
      password: customer.password,
    });
    const otherDevice = { ...customer, token: other.body.token };
    expect((await info(second, otherDevice)).status).toBe(200);
    const changed = await accountsClient(api).call(
      'POST',
      '/api/v1/customer/update-profile',
      {
        name: customer.name,
        email: customer.email,
        password: 'N3w-passw0rd!',
        confirm_password: 'N3w-passw0rd!',
        current_password: customer.password,
      },
      {
        authorization: `Bearer ${customer.token}`,
      },
    );
    expect(changed.status).toBe(200);
    expect((await info(api, otherDevice)).status).toBe(401);
    await ended(second, otherDevice);
    expect((await info(second, customer)).status).toBe(200);
  });
});
