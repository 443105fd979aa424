/**
 * Rules (issue 13): /healthz answers while the process does; /readyz only
 * when the database answers and every migration is applied (503 with the
 * envelope otherwise); closing the app finishes the requests in flight.
 */
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '@souq/db/testing';
import { buildApp, testEnv } from '../index.ts';
import { useApi } from '../../test/helper.ts';
import { registerErrorHandling } from './errors.ts';
import { registerHealthRoutes } from './health.ts';

const api = useApi();

describe('/readyz and /healthz', () => {
  it('/readyz is a 503 naming the migrations not applied, then 200 once they are', async () => {
    const name = '0020_server_secrets.sql';
    await api.database.db.query('delete from schema_migrations where name = $1', [name]);
    const pending = await api.request('/readyz');
    expect(pending.status).toBe(503);
    expect(pending.body.errors).toEqual([
      { code: 'migrations_pending', message: 'Database migrations are not all applied.' },
      { code: 'migration', message: name },
    ]);
    await api.database.db.query('insert into schema_migrations (name) values ($1)', [name]);
    expect(await api.request('/readyz')).toMatchObject({ status: 200, body: { status: 'ready' } });
  });

  it('/healthz answers 200 while the process runs', async () => {
    expect(await api.request('/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('/readyz is a 503 when the database does not answer', async () => {
    const { db } = await createTestDatabase();
    await db.close();
    const app = Fastify();
    registerErrorHandling(app);
    registerHealthRoutes(app, db);
    const answer = await app.inject('/readyz');
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({
      errors: [{ code: 'database_unreachable', message: 'The database is not reachable.' }],
    });
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    await app.close();
  });
});

describe('a clean shutdown', () => {
  it('finishes the request in flight (its keep-alive connection let go at once) before closing, and takes no new one', async () => {
    const app = await buildApp({ db: api.database.db, env: testEnv() });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const inFlight = new Promise<void>((resolve) => (started = resolve));
    app.get('/test/slow', async () => {
      started();
      await released;
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const slow = fetch(`${url}/test/slow`).then(async (r) => ({ status: r.status, body: await r.json() }));
    await inFlight;
    let closed = false;
    const closing = app.close().then(() => (closed = true));
    // Closing waits for the request; a new connection is refused meanwhile.
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    expect(closed).toBe(false);
    release();
    expect(await slow).toEqual({ status: 200, body: { done: true } });
    await closing;
    expect(closed).toBe(true);
  });
});
