/**
 * Benchmarks run on PGlite by default, or on a fresh PostgreSQL database
 * with --pg (server from BENCH_DATABASE_URL, default the local one; the
 * database is named after the one in that URL, see scratchPrefix).
 */
import pg from 'pg';
import { scratchPrefix } from '@souq/db/testing';

export interface BenchDatabase {
  url?: string;
  label: string;
  drop(): Promise<void>;
}

export async function benchDatabase(usePostgres: boolean): Promise<BenchDatabase> {
  if (!usePostgres) return { label: 'PGlite (embedded)', drop: async () => {} };
  const admin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `${scratchPrefix(admin)}_bench_${Date.now()}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await run(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    label: `PostgreSQL (${url.host})`,
    drop: () => run(`drop database if exists ${name} with (force)`),
  };
}
