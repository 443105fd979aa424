/**
 * Every environment variable the server reads, parsed once at start.
 * Invalid values stop the process with one message listing all of them.
 */
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';

const optionalUrl = z.url().optional();

// PEM keys may arrive with literal \n in one-line .env files.
const pemKeys = z
  .string()
  .transform((v) => v.replace(/\\n/g, '\n'))
  .optional();

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Defaults to http://localhost:<PORT>. */
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: optionalUrl.refine((v) => !v || /^postgres(ql)?:/.test(v), 'must be a postgres:// URL'),
  DATA_DIR: z.string().min(1).default('.data'),
  REDIS_URL: optionalUrl.refine((v) => !v || /^rediss?:/.test(v), 'must be a redis:// URL'),
  TILE_URL: z.string().trim().default(''),
  /** An OSRM-compatible directions service for the delivery route map; unset → the route over the demo city's roads. */
  ROUTE_URL: z.string().trim().default(''),
  GEOCODER_URL: optionalUrl,
  /** Set only when the web app runs apart from the API: where to reach it. */
  API_URL: optionalUrl,
  /**
   * Whether to believe X-Forwarded-For (client IPs feed the per-IP rate limits):
   * false (default, direct exposure), true, or comma-separated proxy addresses/CIDRs.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v): boolean | string[] =>
      v === 'true'
        ? true
        : v === 'false'
          ? false
          : v
              .split(',')
              .map((a) => a.trim())
              .filter(Boolean),
    ),
  CORS_ORIGINS: z
    .string()
    .default('*')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** OTP delivery: email codes by SMTP, phone codes by an SMS webhook; each unset channel uses the outbox table. */
  SMTP_URL: optionalUrl.refine((v) => !v || /^smtps?:/.test(v), 'must be an smtp:// or smtps:// URL'),
  MAIL_FROM: z.string().trim().default('Souq <no-reply@souq.example>'),
  SMS_WEBHOOK_URL: optionalUrl,
  SMS_WEBHOOK_TOKEN: z.string().optional(),
  /** Social sign-in: a provider is on only with its client id (ID-token audience). Keys from its JWKS URL or PEM keys. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: optionalUrl,
  GOOGLE_PUBLIC_KEYS: pemKeys,
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_JWKS_URL: optionalUrl,
  FACEBOOK_PUBLIC_KEYS: pemKeys,
  APPLE_CLIENT_ID: z.string().optional(),
  APPLE_JWKS_URL: optionalUrl,
  APPLE_PUBLIC_KEYS: pemKeys,
  /** Firebase phone verification (auth/firebase-verify-token): off unless a web API key is set. */
  FIREBASE_WEB_API_KEY: z.string().optional(),
  FIREBASE_AUTH_URL: z.url().default('https://identitytoolkit.googleapis.com/v1'),
  /**
   * The shared secret of the operator endpoints (/api/v1/operator/*, moving orders
   * along); those routes do not exist while it is unset.
   */
  OPERATOR_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  /**
   * The Redis pub/sub channel of order status changes (with REDIS_URL). Deployments
   * sharing one Redis each need their own, since order ids repeat across databases.
   */
  ORDER_EVENTS_CHANNEL: z.string().trim().min(1).default('souq:orders'),
  /** Requests answered at once before new ones get 503 + Retry-After (http/overload.ts); 0: no limit. */
  OVERLOAD_MAX_IN_FLIGHT: z.coerce.number().int().min(0).default(256),
  /**
   * Event-loop lag in ms that, sustained for a second, refuses new requests with 503; 0 (the
   * default): not watched. Only for a machine the server has to itself: on a shared one (CI, a
   * laptop) other programs' load makes the loop late without any queue of ours.
   */
  OVERLOAD_MAX_LAG_MS: z.coerce.number().int().min(0).default(0),
  /**
   * A request not handled this many ms after it arrived (a proxy's X-Request-Start stamp, else
   * when its headers were read; its body's upload not counted) is answered 503 and not applied:
   * its client has most likely given up. 0: no deadline.
   */
  REQUEST_DEADLINE_MS: z.coerce.number().int().min(0).default(20_000),
  /**
   * Threads rendering the storefront's pages off the event loop that answers the API (apps/web
   * server/render-pool.ts); 0 renders on that loop. Default: one less than the cores, at least one.
   */
  RENDER_THREADS: z.coerce
    .number()
    .int()
    .min(0)
    .max(64)
    .default(() => Math.max(1, availableParallelism() - 1)),
  /**
   * Every this many seconds `npm start` writes one line of JSON to stdout with its memory — the
   * process's rss, the main thread's heap and each render thread's heap (apps/web/server/
   * memory-report.ts) — so a soak can tell a leak from a steady state; 0 (default): no report.
   */
  MEMORY_REPORT_SECONDS: z.coerce.number().int().min(0).max(3600).default(0),
  /** The prefix of the rate limiters' Redis keys (with REDIS_URL): deployments sharing one Redis each need their own. */
  RATE_LIMIT_PREFIX: z.string().trim().min(1).default('souq:rl:'),
  /** While the demo setting is on, new orders move one status every this many seconds; 0 turns the simulator off. */
  ORDER_SIMULATOR_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  /**
   * The demo setting shows one-time codes in answers: with NODE_ENV=production and a
   * PUBLIC_URL that is not local it is ignored unless this is true (demo-mode.ts).
   */
  ALLOW_DEMO_IN_PRODUCTION: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
});

export type Env = Omit<z.infer<typeof schema>, 'PUBLIC_URL'> & { PUBLIC_URL: string };

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // Empty strings mean "unset", as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map(
        (i) => `${i.path.join('.')}: ${i.message} (got ${JSON.stringify(cleaned[String(i.path[0])])})`,
      ),
    );
  }
  const publicUrl = (result.data.PUBLIC_URL ?? `http://localhost:${result.data.PORT}`).replace(/\/+$/, '');
  return { ...result.data, PUBLIC_URL: publicUrl, DATA_DIR: resolve(result.data.DATA_DIR) };
}

/** Env for tests and in-process tools: production defaults with overrides. */
export function testEnv(overrides: Partial<Record<keyof Env, string>> = {}): Env {
  // The order simulator stays off unless a test turns it on.
  return parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ORDER_SIMULATOR_SECONDS: '0', ...overrides });
}
