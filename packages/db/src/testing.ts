/**
 * Fresh, seeded databases for tests, one per test file.
 * - PGlite: migrate and seed once, dump the data folder, and start every file
 *   from that dump (a copy in memory; nothing touches the disk).
 * - PostgreSQL (TEST_DATABASE_URL): migrate and seed a template database once,
 *   then CREATE DATABASE ... TEMPLATE for each file and drop it afterwards.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from './client.ts';
import { migrate } from './migrate.ts';
import { seedDemo } from './seed/index.ts';

export type TestEngine = 'pglite' | 'postgres';

export function testEngine(): TestEngine {
  return process.env.SOUQ_TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';
}

const SNAPSHOT_ENV = 'SOUQ_TEST_SNAPSHOT';
const TEMPLATE_ENV = 'SOUQ_TEST_TEMPLATE_URL';

/** Called once per test run (vitest globalSetup). Returns a teardown. */
export async function prepareTestDatabases(engine: TestEngine): Promise<() => Promise<void>> {
  if (engine === 'pglite') {
    const db = await openDatabase({});
    await migrate(db);
    await seedDemo(db);
    const dump = await db.snapshot?.();
    await db.close();
    if (!dump) throw new Error('PGlite dump unavailable');
    const file = join(tmpdir(), `souq-test-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    process.env[SNAPSHOT_ENV] = file;
    return async () => {};
  }
  const base = requireTestUrl();
  const templateName = `${scratchPrefix(base)}_tpl_${process.pid}_${randomBytes(3).toString('hex')}`;
  await adminQuery(base, `create database ${templateName}`);
  await adminQuery(base, `alter database ${templateName} set synchronous_commit = off`);
  const templateUrl = withDatabase(base, templateName);
  const db = await openDatabase({ url: templateUrl, poolSize: 2 });
  await migrate(db);
  await seedDemo(db);
  await db.close();
  process.env[TEMPLATE_ENV] = templateUrl;
  return async () => {
    await adminQuery(base, `drop database if exists ${templateName} with (force)`);
  };
}

export interface TestDatabase {
  db: Database;
  /** postgres:// URL of this file's database, when on PostgreSQL. */
  url?: string;
  dispose(): Promise<void>;
}

/** A fresh seeded database for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testEngine() === 'pglite') {
    const file = process.env[SNAPSHOT_ENV];
    if (!file) throw new Error(`${SNAPSHOT_ENV} is not set: is the vitest globalSetup configured?`);
    const db = await openDatabase({ loadDataDir: new Blob([readFileSync(file)]) });
    return { db, dispose: () => db.close() };
  }
  const templateUrl = process.env[TEMPLATE_ENV];
  if (!templateUrl) throw new Error(`${TEMPLATE_ENV} is not set: is the vitest globalSetup configured?`);
  const base = requireTestUrl();
  const name = `${scratchPrefix(base)}_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(base, `create database ${name} template ${new URL(templateUrl).pathname.slice(1)}`);
  // A test database need not survive a power cut: commits stop waiting for the disk flush, which
  // is most of a PostgreSQL test's time on a small machine. Atomicity and locking are unchanged.
  await adminQuery(base, `alter database ${name} set synchronous_commit = off`);
  const url = withDatabase(base, name);
  const db = await openDatabase({ url, poolSize: 20 });
  return {
    db,
    url,
    async dispose() {
      await db.close();
      await adminQuery(base, `drop database if exists ${name} with (force)`);
    },
  };
}

function requireTestUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for PostgreSQL tests');
  return url;
}

/**
 * Scratch databases are named after TEST_DATABASE_URL's database, so runs
 * sharing one server (several worktrees, CI) stay apart and are easy to tell.
 */
export function scratchPrefix(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.slice(1))
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_')
    .slice(0, 30);
  return name || 'souq';
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
