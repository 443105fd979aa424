/**
 * The operator's side of the API (the store's or back office's: a kitchen
 * screen, a script, the browser journeys): one shared token, env
 * OPERATOR_TOKEN, sent as a bearer token or in X-Operator-Token. Without the
 * variable the operator routes are not registered at all. Wrong tokens are
 * limited per address (issue 13, item 20), and the routes are tagged
 * `operator`, which keeps them out of the public API document: they have
 * their own, behind the token (app.ts, /api/docs/operator.json).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { enforceFailureLimits, type LimitRule } from '../modules/auth/index.ts';
import { AppError } from './errors.ts';
import { addArabicMessages } from './messages.ts';

export const OPERATOR_TOKEN_MESSAGE = 'A valid operator token is required.';
addArabicMessages({ [OPERATOR_TOKEN_MESSAGE]: 'يلزم رمز مشغّل صالح.' });

const digest = (value: string) => createHash('sha256').update(value).digest();

export const OPERATOR_TAG = 'operator';

/** Wrong operator tokens from one address: guessing the token must stay slow. Right ones use up nothing. */
export const OPERATOR_TOKEN_LIMIT: LimitRule = { name: 'operator-token-ip', limit: 20, windowSeconds: 15 * 60 };

/**
 * Rule: every call to the plugin's routes carries the operator token
 * (compared in constant time); past 20 wrong ones from an address in 15
 * minutes, that address gets 429 until the window ends, right token or not.
 */
export function requireOperatorToken(app: FastifyInstance, token: string): void {
  const expected = digest(token);
  app.addHook('onRoute', (route) => {
    const schema = (route.schema ??= {}) as { tags?: string[] };
    if (!schema.tags?.includes(OPERATOR_TAG)) schema.tags = [...(schema.tags ?? []), OPERATOR_TAG];
  });
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ')
      ? header.slice(7).trim()
      : String(request.headers['x-operator-token'] ?? '');
    const attempt = await enforceFailureLimits(request.server.souq.rateLimiter, [[OPERATOR_TOKEN_LIMIT, request.ip]]);
    if (!given || !timingSafeEqual(digest(given), expected))
      throw new AppError(401, 'operator_token', OPERATOR_TOKEN_MESSAGE);
    await attempt.succeeded();
  });
}

/** The operator routes' paths of an OpenAPI document, and the rest. */
export function splitOperatorPaths<P extends Record<string, Record<string, { tags?: string[] }>>>(paths: P) {
  const operator: Record<string, Record<string, unknown>> = {};
  const customer: Record<string, Record<string, unknown>> = {};
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const side = op?.tags?.includes(OPERATOR_TAG) ? operator : customer;
      (side[path] ??= {})[method] = op;
    }
  }
  return { operator, customer };
}
