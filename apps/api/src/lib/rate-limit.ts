/**
 * Fixed-window request counters. In process by default; in Redis when
 * REDIS_URL is set, so every instance of the API shares the same counts.
 * If Redis stops answering, counting falls back to this process rather
 * than refusing every sign-in (each instance still limits on its own).
 */
import { createClient } from 'redis';

export interface RateLimitResult {
  allowed: boolean;
  /** Hits in the current window, this one included. */
  count: number;
  /** Seconds until the window resets. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  readonly kind: 'memory' | 'redis';
  /** Counts one hit on key; allowed while the window holds at most `limit` hits. */
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  /**
   * Takes back one hit on key (never below zero): limits that count only failures hit
   * before the attempt, so parallel attempts cannot pass together, and release on success.
   */
  release(key: string): Promise<void>;
  close(): Promise<void>;
}

interface Window {
  count: number;
  resetAt: number;
}

/** Sweep expired windows once the map grows past this many keys. */
const SWEEP_THRESHOLD = 10_000;

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, Window>();
  const sweep = (at: number) => {
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
  };
  return {
    kind: 'memory',
    async hit(key, limit, windowSeconds) {
      const at = now();
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        if (windows.size >= SWEEP_THRESHOLD) sweep(at);
        window = { count: 0, resetAt: at + windowSeconds * 1000 };
        windows.set(key, window);
      }
      window.count += 1;
      return {
        allowed: window.count <= limit,
        count: window.count,
        retryAfterSeconds: Math.ceil((window.resetAt - at) / 1000),
      };
    },
    async release(key) {
      const window = windows.get(key);
      if (window && window.count > 0) window.count -= 1;
    },
    async close() {
      windows.clear();
    },
  };
}

export interface RedisRateLimiterOptions {
  url: string;
  /** Prefix of every key, so several apps (or test runs) can share one Redis. */
  prefix?: string;
  onError?: (error: unknown) => void;
}

/** How long the first hit waits for Redis to connect before counting in process. */
const FIRST_CONNECT_WAIT_MS = 1000;

export function createRedisRateLimiter({ url, prefix = 'souq:rl:', onError }: RedisRateLimiterOptions): RateLimiter {
  const fallback = createMemoryRateLimiter();
  const client = createClient({
    url,
    // Fail commands at once while disconnected instead of queueing them: a sign-in must not hang on Redis.
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(retries * 200, 5000) },
  });
  client.on('error', (error) => onError?.(error));
  let connecting: Promise<void> | null = null;
  let waited = false;

  return {
    kind: 'redis',
    async hit(key, limit, windowSeconds) {
      if (!client.isReady && !waited) {
        connecting ??= client.connect().then(
          () => undefined,
          (error) => onError?.(error),
        );
        await Promise.race([connecting, new Promise((resolve) => setTimeout(resolve, FIRST_CONNECT_WAIT_MS).unref())]);
        waited = true;
      }
      if (!client.isReady) return fallback.hit(key, limit, windowSeconds);
      try {
        const redisKey = `${prefix}${key}`;
        // INCR, then an expiry only when the window starts (NX), in one round trip.
        const [count, , ttl] = (await client
          .multi()
          .incr(redisKey)
          .expire(redisKey, windowSeconds, 'NX')
          .ttl(redisKey)
          .exec()) as unknown as [number, number, number];
        return { allowed: count <= limit, count, retryAfterSeconds: ttl > 0 ? ttl : windowSeconds };
      } catch (error) {
        onError?.(error);
        return fallback.hit(key, limit, windowSeconds);
      }
    },
    async release(key) {
      if (!client.isReady) return fallback.release(key);
      try {
        // Only while the window lasts (DECR of a missing key would make one without expiry), and never below 0.
        await client.eval(
          "if redis.call('exists', KEYS[1]) == 1 and tonumber(redis.call('get', KEYS[1])) > 0 then return redis.call('decr', KEYS[1]) end return 0",
          { keys: [`${prefix}${key}`] },
        );
      } catch (error) {
        onError?.(error);
        await fallback.release(key);
      }
    },
    async close() {
      if (client.isReady) await client.close();
      else if (client.isOpen) client.destroy();
      await fallback.close();
    },
  };
}

export function createRateLimiter(options: {
  redisUrl?: string;
  prefix?: string;
  onError?: (error: unknown) => void;
}): RateLimiter {
  return options.redisUrl
    ? createRedisRateLimiter({ url: options.redisUrl, prefix: options.prefix, onError: options.onError })
    : createMemoryRateLimiter();
}
