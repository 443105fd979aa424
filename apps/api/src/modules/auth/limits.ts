/**
 * Request limits on the doors attackers knock on: sign-in, sign-up, sending
 * codes and checking codes, per client IP and per account or destination;
 * the payment page opened by order and customer id (payments/routes.ts).
 * Counters live in process, or in Redis when REDIS_URL is set.
 */
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { retryWait, type RetryWait } from '@souq/domain';
import { tooManyRequests } from '../../http/errors.ts';

export interface LimitRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

export const LIMIT_RULES = {
  loginPerIp: { name: 'login-ip', limit: 30, windowSeconds: 10 * 60 },
  // Wrong passwords, counted on the account once found (its email and phone together), else on the
  // contact as given. Per address (a stranger locks out only their own address), and across
  // addresses in two steps of back-off — 5 a minute, 20 an hour — that spare addresses the owner
  // signed in from lately (queries.ts isKnownAddress). Right passwords use up nothing.
  loginFailuresPerAccountAddress: { name: 'login-fail-account-ip', limit: 10, windowSeconds: 15 * 60 },
  loginFailuresPerAccountBurst: { name: 'login-fail-account-1m', limit: 5, windowSeconds: 60 },
  loginFailuresPerAccount: { name: 'login-fail-account-1h', limit: 20, windowSeconds: 60 * 60 },
  signUpPerIp: { name: 'signup-ip', limit: 10, windowSeconds: 60 * 60 },
  otpSendPerIp: { name: 'otp-send-ip', limit: 20, windowSeconds: 60 * 60 },
  otpSendPerDestination: { name: 'otp-send-to', limit: 6, windowSeconds: 60 * 60 },
  otpCheckPerIp: { name: 'otp-check-ip', limit: 60, windowSeconds: 10 * 60 },
  // Guest ids cost nothing to issue; a guest's row (first cart change or order) is what is counted,
  // far above what the shoppers behind one address (an office, a carrier's NAT, a proxy) reach.
  newGuestPerIp: { name: 'new-guest-ip', limit: 1000, windowSeconds: 60 * 60 },
  // A customer's id is a small number: guessing (order, customer) pairs must stay slow.
  paymentPagePerIp: { name: 'payment-page-ip', limit: 60, windowSeconds: 10 * 60 },
  // Wrong customer ids for one order on the unsigned payment page: a handful, then the order's page waits.
  paymentPageWrongPerOrder: { name: 'payment-page-order', limit: 5, windowSeconds: 60 * 60 },
  // A guest's order found by its id and phone (order/track, events, courier location): wrong pairs only.
  // Per address, per order (guessing phones) and per phone (guessing sequential order ids).
  trackByPhonePerIp: { name: 'track-phone-ip', limit: 20, windowSeconds: 10 * 60 },
  trackByPhonePerOrder: { name: 'track-phone-order', limit: 5, windowSeconds: 60 * 60 },
  trackByPhonePerPhone: { name: 'track-phone-number', limit: 10, windowSeconds: 60 * 60 },
} satisfies Record<string, LimitRule>;

/**
 * For limits on failures (a wrong phone for an order): counts the attempt on
 * each (rule, key) pair like enforceLimits — so parallel attempts cannot pass
 * together — and answers `succeeded`, which takes the hits back once the
 * attempt proved right. Only failures use up the limit.
 */
export async function enforceFailureLimits(
  limiter: RateLimiter,
  hits: [LimitRule, string][],
): Promise<{ succeeded: () => Promise<void> }> {
  await enforceLimits(limiter, hits);
  return {
    succeeded: async () => {
      await Promise.all(hits.map(([rule, key]) => limiter.release(`${rule.name}:${key}`)));
    },
  };
}

/** Counts one hit on each (rule, key) pair; the first exhausted one answers 429 with retry-after. */
export async function enforceLimits(limiter: RateLimiter, hits: [LimitRule, string][]): Promise<void> {
  for (const [rule, key] of hits) {
    const result = await limiter.hit(`${rule.name}:${key}`, rule.limit, rule.windowSeconds);
    if (!result.allowed) throw tooManyAttempts(result.retryAfterSeconds);
  }
}

/** The message of each wait, in words a person reads (issue 13, item 5: not "after 3593 seconds"). */
const WAIT_MESSAGES: Record<RetryWait['span'], string> = {
  minute: 'Too many attempts. Please try again in a minute.',
  'few-minutes': 'Too many attempts. Please try again in a few minutes.',
  minutes: 'Too many attempts. Please try again in about {minutes} minutes.',
  hour: 'Too many attempts. Please try again in about an hour.',
  hours: 'Too many attempts. Please try again in a few hours.',
  day: 'Too many attempts. Please try again tomorrow.',
};

/** The 429 of a limit whose window ends in `seconds`: the exact wait in retry-after, a person's words in the message. */
export function tooManyAttempts(seconds: number) {
  const wait = retryWait(seconds);
  return tooManyRequests(
    'too_many_requests',
    WAIT_MESSAGES[wait.span],
    seconds,
    wait.span === 'minutes' ? { minutes: wait.minutes } : undefined,
  );
}
