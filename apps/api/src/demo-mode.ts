/**
 * The demo setting (business setting `demo`, seeded on) puts every one-time
 * code in the API's answer and moves orders along by themselves: right on a
 * laptop, a takeover of every account on a store the public can reach
 * (issue 13, item 12; decision 21). So the setting only counts where the
 * demo is allowed; everywhere else the server runs as if it were off and
 * says so loudly at every start.
 */
import type { Database } from '@souq/db';
import type { Env } from './env.ts';
import { flag } from './modules/settings/index.ts';

type DemoEnv = Pick<Env, 'NODE_ENV' | 'PUBLIC_URL' | 'ALLOW_DEMO_IN_PRODUCTION'>;

/** A store only this machine or its local network's names reach. */
export function isLocalUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || /^127\./.test(host) || host === '::1';
}

/** Whether the demo setting may take effect: not in production on a public address, unless allowed. */
export function demoAllowed(env: DemoEnv): boolean {
  return env.NODE_ENV !== 'production' || isLocalUrl(env.PUBLIC_URL) || env.ALLOW_DEMO_IN_PRODUCTION;
}

/** What to print at start about the demo, or null when it is off. */
export function demoNotice(env: DemoEnv, demoSetting: boolean): string | null {
  if (!demoSetting) return null;
  const off = 'PUT /api/v1/operator/settings/demo {"value":0}, or set business_settings.demo to 0';
  if (!demoAllowed(env))
    return [
      '*** DEMO MODE IS SWITCHED OFF FOR THIS SERVER ***',
      `The database has the demo setting on, but NODE_ENV=production and PUBLIC_URL=${env.PUBLIC_URL} is not a local address.`,
      'One-time codes are only delivered (SMS, mail, outbox), never shown, and orders do not move by themselves.',
      `Turn the setting off to silence this (${off}), or set ALLOW_DEMO_IN_PRODUCTION=true to run the demo here.`,
    ].join('\n');
  return [
    '*** DEMO MODE IS ON ***',
    'Every one-time code comes back in the API answer: anyone can sign in to any account by phone.',
    `Never let real customers use this store while it is on (${off}).`,
  ].join('\n');
}

/** Prints the demo notice at start (console.warn: it must be seen whatever LOG_LEVEL says). */
export async function announceDemo(db: Database, env: DemoEnv, warn: (message: string) => void = console.warn) {
  const [row] = await db.query<{ value: unknown }>(`select value from business_settings where key = 'demo'`);
  const notice = demoNotice(env, flag(row?.value));
  if (notice) warn(notice);
}
