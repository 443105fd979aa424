/** 429 answers on the doors attackers knock on, per IP and per account, in process and through Redis. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsClient, newPhone, randomIp } from '../../../test/accounts.ts';
import { useApi } from '../../../test/helper.ts';
import { buildApp, testEnv } from '../../index.ts';
import { REDIS_URL, redisUp } from '../../../test/redis.ts';

const api = useApi();

describe('rate limits (in process)', () => {
  it('refuse the 11th sign-in to one account within 10 minutes, right password or not, with retry-after', async () => {
    const client = accountsClient(api);
    const customer = await client.signUp();
    for (let attempt = 1; attempt <= 10; attempt++) {
      // Each attempt from another address: the per-account limit is what answers.
      const { status } = await accountsClient(api).post('/api/v1/auth/login', {
        email_or_phone: customer.phone,
        password: 'wrong-one',
      });
      expect(status, `attempt ${attempt}`).toBe(401);
    }
    const { status, body, headers } = await client.post('/api/v1/auth/login', {
      email_or_phone: customer.phone,
      password: customer.password,
    });
    expect(status).toBe(429);
    expect(body.errors[0].code).toBe('too_many_requests');
    expect(body.errors[0].message).toMatch(/^Too many attempts\. Please try again after \d+ seconds\.$/);
    expect(Number(headers['retry-after'])).toBeGreaterThan(500);
    // Other accounts are not affected.
    expect((await client.signUp()).token).toBeTruthy();
  });

  it('refuse the 31st sign-in from one IP within 10 minutes', async () => {
    const client = accountsClient(api, randomIp());
    for (let attempt = 1; attempt <= 30; attempt++) {
      const { status } = await client.post('/api/v1/auth/login', {
        email_or_phone: newPhone(),
        password: 'whatever-1',
      });
      expect(status, `attempt ${attempt}`).toBe(401);
    }
    const { status, body } = await client.post('/api/v1/auth/login', {
      email_or_phone: newPhone(),
      password: 'whatever-1',
    });
    expect(status).toBe(429);
    expect(body.errors[0].code).toBe('too_many_requests');
  });

  it('ignore X-Forwarded-For unless TRUST_PROXY says a proxy is in front', async () => {
    // Direct exposure (the default): a forged header must not dodge the per-IP limit.
    const address = randomIp();
    for (let attempt = 1; attempt <= 30; attempt++) {
      await api.request({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress: address,
        headers: { 'x-forwarded-for': randomIp() },
        payload: { email_or_phone: newPhone(), password: 'whatever-1' },
      });
    }
    const { status } = await api.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: address,
      headers: { 'x-forwarded-for': randomIp() },
      payload: { email_or_phone: newPhone(), password: 'whatever-1' },
    });
    expect(status).toBe(429);
  });

  it('refuse a 7th code to one phone within an hour, even past the resend wait', async () => {
    const phone = newPhone();
    for (let n = 1; n <= 6; n++) {
      const { status } = await accountsClient(api).post('/api/v1/auth/login', { login_type: 'otp', phone });
      expect(status, `code ${n}`).toBe(200);
      await api.database.db.query(
        `update otp_codes set sent_at = now() - interval '61 seconds' where destination = $1`,
        [phone],
      );
    }
    const { status, body } = await accountsClient(api).post('/api/v1/auth/login', { login_type: 'otp', phone });
    expect(status).toBe(429);
    expect(body.errors[0].code).toBe('too_many_requests');
  });

  it('answer in Arabic too', async () => {
    const client = accountsClient(api);
    const phone = newPhone();
    for (let n = 0; n < 10; n++)
      await accountsClient(api).post('/api/v1/auth/login', { email_or_phone: phone, password: 'wrong-one' });
    const { body } = await client.post(
      '/api/v1/auth/login',
      { email_or_phone: phone, password: 'wrong-one' },
      { 'x-localization': 'ar' },
    );
    expect(body.errors[0].message).toMatch(/^محاولات كثيرة جداً\. يرجى المحاولة بعد [٠-٩]+ ثانية\.$/);
  });
});

describe.skipIf(!redisUp)('rate limits shared through Redis (REDIS_URL)', () => {
  let first: Awaited<ReturnType<typeof buildApp>>;
  let second: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    const env = testEnv({ REDIS_URL });
    first = await buildApp({ db: api.database.db, env });
    second = await buildApp({ db: api.database.db, env });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('count sign-ins on every instance: the 11th, on another instance, is refused', async () => {
    expect(first.souq.rateLimiter.kind).toBe('redis');
    const phone = newPhone();
    const login = (app: typeof first) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress: randomIp(),
        payload: { email_or_phone: phone, password: 'wrong-one' },
      });
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await login(attempt % 2 ? first : second)).statusCode, `attempt ${attempt}`).toBe(401);
    }
    const refused = await login(second);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
  });
});
