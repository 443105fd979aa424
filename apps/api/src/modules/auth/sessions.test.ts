import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsClient } from '../../../test/accounts.ts';
import { useApi } from '../../../test/helper.ts';
import { buildApp, testEnv } from '../../index.ts';
import { optionalCustomer, requireOwner } from '../../http/auth.ts';

const api = useApi();

describe('guest ids (issue 4, spec §4 "Guest id")', () => {
  it('are distinct UUIDs, written nowhere until used (issue 13: guest-ids.test.ts)', async () => {
    const client = accountsClient(api);
    const a = await client.post('/api/v1/auth/guest/request');
    const b = await client.post('/api/v1/auth/guest/request');
    expect(a.status).toBe(200);
    expect(a.body).toEqual({
      message: 'Guest verified',
      guest_id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
    });
    expect(b.status).toBe(200);
    expect(b.body.guest_id).not.toBe(a.body.guest_id);
  });
});

describe('requireOwner: token or a known guest id (for cart and orders)', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    app = await buildApp({ db: api.database.db, env: testEnv() });
    app.get('/test/owner', async (request) => requireOwner(request));
    app.get('/test/optional', async (request) => ({ session: await optionalCustomer(request) }));
    await app.ready();
  });
  afterAll(() => app.close());
  const ask = async (url: string, headers: Record<string, string> = {}) => {
    const response = await app.inject({ url, headers });
    return { status: response.statusCode, body: response.json() };
  };

  it('accepts a guest id the server issued, from the query or the guest-id header', async () => {
    const { body: guest } = await accountsClient(api).post('/api/v1/auth/guest/request');

    expect(await ask(`/test/owner?guest_id=${guest.guest_id}`)).toEqual({
      status: 200,
      body: { kind: 'guest', guestId: guest.guest_id },
    });
    expect((await ask('/test/owner', { 'guest-id': guest.guest_id })).body.kind).toBe('guest');
  });

  it('rejects guest ids it never issued, and no id at all', async () => {
    for (const id of ['7c0c3c8e-2f4b-4f39-9d59-0a6f5c1b9e21', '1', "1' or '1'='1"]) {
      const { status, body } = await ask(`/test/owner?guest_id=${encodeURIComponent(id)}`);
      expect(status, id).toBe(401);
      expect(body.errors[0]).toEqual({
        code: 'guest_id',
        message: 'This guest id is not recognised. Please request a new one.',
      });
    }
    expect(await ask('/test/owner')).toEqual({
      status: 401,
      body: { errors: [{ code: 'auth-001', message: 'You are not logged in' }] },
    });
  });

  it('prefers the customer when a token comes with a guest id, and treats "Bearer null" as no token', async () => {
    const client = accountsClient(api);
    const customer = await client.signUp();
    const { body: guest } = await client.post('/api/v1/auth/guest/request');
    const owner = await ask(`/test/owner?guest_id=${guest.guest_id}`, { authorization: `Bearer ${customer.token}` });
    expect(owner.body).toEqual({ kind: 'customer', userId: customer.id });
    expect((await ask(`/test/owner?guest_id=${guest.guest_id}`, { authorization: 'Bearer null' })).body.kind).toBe(
      'guest',
    );
    expect(await ask('/test/optional', { authorization: 'Bearer null' })).toEqual({
      status: 200,
      body: { session: null },
    });
  });

  it('answers 401 for a token that no longer works, even where signing in is optional', async () => {
    const { status, body } = await ask('/test/optional', { authorization: 'Bearer not-a-real-token' });
    expect(status).toBe(401);
    expect(body.errors[0].message).toBe('Your account is inactive or Your token has been expired');
  });
});

describe('tokens', () => {
  it('are stored only as sha256 and expire after 30 days', async () => {
    const client = accountsClient(api);
    const customer = await client.signUp();
    const [row] = await api.database.db.query<{ token_hash: string; days: number }>(
      'select token_hash, round(extract(epoch from expires_at - created_at) / 86400)::int as days from auth_tokens where user_id = $1',
      [customer.id],
    );
    expect(row.days).toBe(30);
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.token_hash).not.toContain(customer.token);

    await api.database.db.query(`update auth_tokens set expires_at = now() - interval '1 second' where user_id = $1`, [
      customer.id,
    ]);
    const expired = await client.call('GET', '/api/v1/customer/info', undefined, client.authed(customer.token));
    expect(expired.status).toBe(401);
    expect(expired.body.errors[0].message).toBe('Your account is inactive or Your token has been expired');
  });

  it('are revoked by logout (POST auth/logout), and only the one used', async () => {
    const client = accountsClient(api);
    const customer = await client.signUp();
    const second = await client.post('/api/v1/auth/login', {
      email_or_phone: customer.email,
      password: customer.password,
    });
    const out = await client.post('/api/v1/auth/logout', undefined, client.authed(customer.token));
    expect(out).toMatchObject({ status: 200, body: { message: 'Logout successful.' } });
    expect((await client.call('GET', '/api/v1/customer/info', undefined, client.authed(customer.token))).status).toBe(
      401,
    );
    expect(
      (await client.call('GET', '/api/v1/customer/info', undefined, client.authed(second.body.token))).status,
    ).toBe(200);
    expect((await client.post('/api/v1/auth/logout')).body.errors[0].message).toBe('You are not logged in');
  });

  it('all die when the account is removed, which erases it and frees its phone and email', async () => {
    const client = accountsClient(api);
    const customer = await client.signUp();
    const other = await client.post('/api/v1/auth/login', {
      email_or_phone: customer.phone,
      password: customer.password,
    });
    await client.post(
      '/api/v1/customer/address/add',
      {
        address: 'Olaya St',
        contact_person_name: 'Sara',
        contact_person_number: customer.phone,
        latitude: 24.7114,
        longitude: 46.6744,
        address_type: 'home',
      },
      client.authed(customer.token),
    );
    const removed = await client.call(
      'DELETE',
      '/api/v1/customer/remove-account',
      undefined,
      client.authed(customer.token),
    );
    expect(removed).toMatchObject({ status: 200, body: { message: 'Account has been deleted' } });
    for (const token of [customer.token, other.body.token]) {
      expect((await client.call('GET', '/api/v1/customer/info', undefined, client.authed(token))).status).toBe(401);
    }
    const [row] = await api.database.db.query<Record<string, unknown>>(
      'select f_name, phone, email, password, deleted_at from users where id = $1',
      [customer.id],
    );
    expect(row).toMatchObject({ f_name: null, phone: null, email: null, password: null, deleted_at: expect.any(Date) });
    expect(await api.database.db.query('select id from customer_addresses where user_id = $1', [customer.id])).toEqual(
      [],
    );
    expect(
      (await client.post('/api/v1/auth/login', { email_or_phone: customer.email, password: customer.password })).status,
    ).toBe(401);
    // The phone and email can make a new account.
    expect(
      (
        await accountsClient(api).post('/api/v1/auth/sign-up', {
          name: 'Again',
          email: customer.email,
          phone: customer.phone,
          password: 'secret-123',
          confirm_password: 'secret-123',
        })
      ).status,
    ).toBe(200);
  });

  it('can be refused by a removal hook (e.g. running orders), changing nothing', async () => {
    const client = accountsClient(api);
    const customer = await client.signUp();
    const { AppError } = await import('../../http/errors.ts');
    api.app.souq.accounts.onAccountRemoval(async (tx, userId) => {
      const [row] = await tx.query<{ f_name: string }>('select f_name from users where id = $1', [userId]);
      if (row.f_name === 'Busy') throw new AppError(409, 'running_orders', 'You have orders on the way.');
    });
    await api.database.db.query(`update users set f_name = 'Busy' where id = $1`, [customer.id]);
    const refused = await client.call(
      'DELETE',
      '/api/v1/customer/remove-account',
      undefined,
      client.authed(customer.token),
    );
    expect(refused.status).toBe(409);
    expect((await client.call('GET', '/api/v1/customer/info', undefined, client.authed(customer.token))).status).toBe(
      200,
    );
  });
});
