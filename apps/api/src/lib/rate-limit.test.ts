import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { REDIS_URL, redisUp } from '../../test/redis.ts';
import { createMemoryRateLimiter, createRedisRateLimiter } from './rate-limit.ts';

describe('in-process rate limiter', () => {
  it('allows `limit` hits per window, then refuses with the seconds left, then opens a new window', async () => {
    let now = 1_000_000;
    const limiter = createMemoryRateLimiter(() => now);
    for (let i = 1; i <= 3; i++) expect((await limiter.hit('k', 3, 60)).allowed).toBe(true);
    now += 20_000;
    expect(await limiter.hit('k', 3, 60)).toEqual({ allowed: false, count: 4, retryAfterSeconds: 40 });
    expect((await limiter.hit('other', 3, 60)).allowed).toBe(true);
    now += 40_000;
    expect(await limiter.hit('k', 3, 60)).toEqual({ allowed: true, count: 1, retryAfterSeconds: 60 });
  });

  it('takes back a hit (a failure limit whose attempt succeeded), never below zero', async () => {
    const limiter = createMemoryRateLimiter();
    await limiter.hit('k', 2, 60);
    await limiter.hit('k', 2, 60);
    await limiter.release('k');
    expect(await limiter.hit('k', 2, 60)).toMatchObject({ allowed: true, count: 2 });
    await limiter.release('k');
    await limiter.release('k');
    await limiter.release('k');
    expect(await limiter.hit('k', 2, 60)).toMatchObject({ count: 1 });
    await limiter.release('never-hit');
  });
});

describe.skipIf(!redisUp)('Redis rate limiter (REDIS_URL)', () => {
  const prefix = `souq-test:${randomUUID()}:`;
  const a = createRedisRateLimiter({ url: REDIS_URL, prefix });
  const b = createRedisRateLimiter({ url: REDIS_URL, prefix });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('shares one count between instances, with the window as the key expiry', async () => {
    expect((await a.hit('login:+966500000001', 3, 120)).allowed).toBe(true);
    expect((await b.hit('login:+966500000001', 3, 120)).allowed).toBe(true);
    expect((await a.hit('login:+966500000001', 3, 120)).count).toBe(3);
    const refused = await b.hit('login:+966500000001', 3, 120);
    expect(refused.allowed).toBe(false);
    expect(refused.count).toBe(4);
    expect(refused.retryAfterSeconds).toBeGreaterThan(115);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(120);
  });

  it('takes back a hit within the window, never below zero, and makes no key without expiry', async () => {
    await a.hit('fail:k', 2, 60);
    await b.hit('fail:k', 2, 60);
    await a.release('fail:k');
    expect(await b.hit('fail:k', 2, 60)).toMatchObject({ allowed: true, count: 2 });
    for (let i = 0; i < 3; i++) await a.release('fail:k');
    expect(await a.hit('fail:k', 2, 60)).toMatchObject({ count: 1 });
    await a.release('fail:never');
    expect(await a.hit('fail:never', 1, 60)).toMatchObject({ count: 1, retryAfterSeconds: 60 });
  });

  it('keeps the counts of deployments with another prefix (RATE_LIMIT_PREFIX) apart', async () => {
    const other = createRedisRateLimiter({ url: REDIS_URL, prefix: `${prefix}other:` });
    try {
      expect((await a.hit('otp:+966500000002', 1, 60)).allowed).toBe(true);
      expect((await a.hit('otp:+966500000002', 1, 60)).allowed).toBe(false);
      expect(await other.hit('otp:+966500000002', 1, 60)).toMatchObject({ allowed: true, count: 1 });
    } finally {
      await other.close();
    }
  });

  it('keeps limiting in process when Redis cannot be reached', async () => {
    const errors: unknown[] = [];
    const offline = createRedisRateLimiter({
      url: 'redis://127.0.0.1:1',
      prefix,
      onError: (error) => errors.push(error),
    });
    expect((await offline.hit('k', 1, 60)).allowed).toBe(true);
    const started = Date.now();
    expect((await offline.hit('k', 1, 60)).allowed).toBe(false);
    // Only the first hit waits for the connection; later ones do not hang on a Redis that is down.
    expect(Date.now() - started).toBeLessThan(500);
    expect(errors.length).toBeGreaterThan(0);
    await offline.close();
  });
});
