/**
 * A running API (in process, no socket) over a fresh seeded database for
 * one test file. Requests go through app.inject: real routing, validation,
 * serialization and SQL, without the network.
 */
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '@souq/db';
import { createTestDatabase, type TestDatabase } from '@souq/db/testing';
import type { InjectOptions } from 'fastify';
import { buildApp, testEnv, type Env } from '../src/index.ts';

export type TestApp = Awaited<ReturnType<typeof buildApp>>;

export interface ApiHarness {
  app: TestApp;
  database: TestDatabase;
  /** JSON request helper: returns status, parsed body and headers. */
  request<T = any>(
    options: InjectOptions | string,
  ): Promise<{ status: number; body: T; headers: Record<string, unknown> }>;
}

export interface ApiOptions {
  /**
   * What the app sees of the database, given the real one: a test that must order two requests'
   * statements exactly (a race made certain) passes a view that holds one statement back. The
   * harness's `database.db` stays the real one.
   */
  database?: (db: Database) => Database;
}

export function useApi(envOverrides: Partial<Record<keyof Env, string>> = {}, options: ApiOptions = {}): ApiHarness {
  const harness = {} as ApiHarness;
  beforeAll(async () => {
    harness.database = await createTestDatabase();
    const db = options.database ? options.database(harness.database.db) : harness.database.db;
    harness.app = await buildApp({ db, env: testEnv(envOverrides) });
    harness.request = async (options) => {
      const response = await harness.app.inject(typeof options === 'string' ? { url: options } : options);
      const isJson = String(response.headers['content-type'] ?? '').includes('json');
      return {
        status: response.statusCode,
        body: (isJson ? response.json() : response.body) as never,
        headers: response.headers,
      };
    };
  });
  afterAll(async () => {
    await harness.app?.close();
    await harness.database?.dispose();
  });
  return harness;
}

/**
 * A signed token with its signature changed — always to something else. The signature's first
 * character is flipped: the last characters of base64url carry padding bits a decoder may ignore,
 * and a fixed replacement ("…AA") is sometimes what the token already ended with (1 run in 256).
 */
export function withChangedSignature(token: string): string {
  const at = token.lastIndexOf('.') + 1;
  return token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);
}
