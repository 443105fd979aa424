/**
 * A second instance of the API over the same test database, for what must
 * hold across instances (state kept in memory, announced changes): its own
 * pools on PostgreSQL, the same embedded engine on PGlite.
 */
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database } from '@souq/db';
import type { InjectOptions } from 'fastify';
import { buildApp, testEnv } from '../src/index.ts';
import type { ApiHarness, TestApp } from './helper.ts';

export interface SecondInstance extends ApiHarness {
  app: TestApp;
}

export function useSecondInstance(first: ApiHarness): SecondInstance {
  const second = {} as SecondInstance;
  let db: Database | undefined;
  beforeAll(async () => {
    db = first.database.url ? await openDatabase({ url: first.database.url, poolSize: 5 }) : first.database.db;
    second.database = first.database;
    second.app = await buildApp({ db, env: testEnv() });
    await second.app.ready();
    second.request = async (options: InjectOptions | string) => {
      const response = await second.app.inject(typeof options === 'string' ? { url: options } : options);
      const isJson = String(response.headers['content-type'] ?? '').includes('json');
      return {
        status: response.statusCode,
        body: (isJson ? response.json() : response.body) as never,
        headers: response.headers,
      };
    };
  });
  afterAll(async () => {
    await second.app?.close();
    if (db && db !== first.database.db) await db.close();
  });
  return second;
}

/** Retries `check` until it passes (announcements arrive within milliseconds), then runs it once more to report. */
export async function eventually(check: () => Promise<void>, timeoutMs = 3_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((r) => setTimeout(r, 20))) {
    try {
      await check();
      return;
    } catch {
      // not yet
    }
  }
  await check();
}
