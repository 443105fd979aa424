/**
 * Rule (issue 13, item 1): no request can end the server. The storefront's
 * event relay drops the API's answer when the API refuses (not this
 * visitor's order); that drop must never throw where nothing can catch it.
 */
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { inProcessStreamTransport } from './transport.ts';

const api = Fastify();
api.get('/refused', (_request, reply) =>
  reply.code(401).send({ errors: [{ code: 'auth-001', message: 'You are not logged in' }] }),
);
let routeClosed = false;
api.get('/events', (_request, reply) => {
  reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
  reply.raw.write('data: one\n\n');
  const timer = setInterval(() => reply.raw.write('data: more\n\n'), 5);
  reply.raw.once('close', () => {
    clearInterval(timer);
    routeClosed = true;
  });
  return reply;
});
afterAll(() => api.close());

const stream = inProcessStreamTransport(api);
const call = (path: string, signal = new AbortController().signal) =>
  stream({ method: 'GET', path, headers: {}, clientIp: '127.0.0.1', signal });

/** Lets every pending stream event run, collecting what would have ended the process. */
async function uncaughtWhile(work: () => Promise<void>): Promise<unknown[]> {
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);
  process.on('uncaughtException', onUncaught);
  try {
    await work();
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
  } finally {
    process.off('uncaughtException', onUncaught);
  }
  return uncaught;
}

describe('in-process stream transport', () => {
  it('cancelling a refused answer throws nowhere', async () => {
    const uncaught = await uncaughtWhile(async () => {
      for (let i = 0; i < 20; i++) {
        const response = await call('/refused');
        expect(response.status).toBe(401);
        await response.body?.cancel();
      }
    });
    expect(uncaught).toEqual([]);
  });

  it('relays a live stream and closes the route when the visitor leaves', async () => {
    const visitor = new AbortController();
    const uncaught = await uncaughtWhile(async () => {
      const response = await call('/events', visitor.signal);
      const reader = response.body!.getReader();
      expect(new TextDecoder().decode((await reader.read()).value)).toContain('data: one');
      visitor.abort();
      await reader.cancel();
      await expect.poll(() => routeClosed).toBe(true);
    });
    expect(uncaught).toEqual([]);
  });
});
