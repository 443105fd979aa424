/**
 * The operator's side of the API (the store's or back office's: a kitchen
 * screen, a script, the browser journeys): one shared token, env
 * OPERATOR_TOKEN, sent as a bearer token or in X-Operator-Token. Without the
 * variable the operator routes are not registered at all.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';
import { addArabicMessages } from './messages.ts';

export const OPERATOR_TOKEN_MESSAGE = 'A valid operator token is required.';
addArabicMessages({ [OPERATOR_TOKEN_MESSAGE]: 'يلزم رمز مشغّل صالح.' });

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Rule: every call to the plugin's routes carries the operator token (compared in constant time). */
export function requireOperatorToken(app: FastifyInstance, token: string): void {
  const expected = digest(token);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ')
      ? header.slice(7).trim()
      : String(request.headers['x-operator-token'] ?? '');
    if (!given || !timingSafeEqual(digest(given), expected))
      throw new AppError(401, 'operator_token', OPERATOR_TOKEN_MESSAGE);
  });
}
