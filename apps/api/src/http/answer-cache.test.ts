import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { answerCache } from './answer-cache.ts';

/** A route whose answers count how often the handler really ran. */
function countingApp(state: { version: unknown; ttlMs?: number }) {
  const app = Fastify();
  const cache = answerCache({
    max: 10,
    ttlMs: state.ttlMs ?? 60_000,
    vary: (request) => String(request.headers['x-localization'] ?? ''),
    state: async () => [state.version],
  });
  let made = 0;
  app.get('/list', { ...cache.hooks }, async (request, reply) => {
    made++;
    if ((request.query as { fail?: string }).fail)
      return reply.code(422).send({ errors: [{ code: 'x', message: 'no' }] });
    return { made, language: request.headers['x-localization'] ?? null };
  });
  return { app, made: () => made };
}

let open: ReturnType<typeof Fastify> | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

describe('answerCache (a repeated search is answered from the text already sent)', () => {
  it('answers the same URL and headers from the kept text without running the handler', async () => {
    const { app, made } = countingApp({ version: 1 });
    open = app;
    const first = await app.inject('/list?q=a');
    const again = await app.inject('/list?q=a');
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(made()).toBe(1);
  });

  it('keeps answers apart by URL and by the headers it varies on', async () => {
    const { app, made } = countingApp({ version: 1 });
    open = app;
    await app.inject('/list?q=a');
    await app.inject('/list?q=b');
    const arabic = await app.inject({ url: '/list?q=a', headers: { 'x-localization': 'ar' } });
    expect(arabic.json()).toMatchObject({ language: 'ar' });
    expect(made()).toBe(3);
  });

  it('makes the answer again once the state it was made from has changed', async () => {
    const state = { version: 1 as unknown };
    const { app, made } = countingApp(state);
    open = app;
    await app.inject('/list');
    state.version = 2;
    expect((await app.inject('/list')).json()).toMatchObject({ made: 2 });
    expect(made()).toBe(2);
  });

  it('never keeps an error, and forgets answers after their time', async () => {
    const { app, made } = countingApp({ version: 1, ttlMs: 1 });
    open = app;
    await app.inject('/list?fail=1');
    expect((await app.inject('/list?fail=1')).statusCode).toBe(422);
    expect(made()).toBe(2);
    await app.inject('/list');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await app.inject('/list');
    expect(made()).toBe(4);
  });
});
