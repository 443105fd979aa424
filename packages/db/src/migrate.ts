/**
 * Applies the SQL files in migrations/ in name order, each once, and records
 * them in schema_migrations — all pending files in one transaction: a file
 * that fails undoes the whole run (the files before it too), so a database is
 * never left between two migrations. An advisory lock, held by that
 * transaction, keeps two instances starting together from applying the same
 * file twice.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './client.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations/', import.meta.url));
const LOCK_KEY = 7_243_001;

export async function migrate(db: Database): Promise<string[]> {
  await db.query(
    'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
  );
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    // Transaction-scoped lock: released by commit, so no connection keeps it.
    await tx.query('select pg_advisory_xact_lock($1)', [LOCK_KEY]);
    const done = new Set((await tx.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name));
    for (const file of files) {
      if (done.has(file)) continue;
      await execScript(tx, readFileSync(MIGRATIONS_DIR + file, 'utf8'));
      await tx.query('insert into schema_migrations (name) values ($1)', [file]);
      applied.push(file);
    }
  });
  return applied;
}

/**
 * The migration files not yet recorded as applied (all of them before the
 * first migrate): what a readiness check waits for.
 */
export async function pendingMigrations(db: Pick<Database, 'query'>): Promise<string[]> {
  const [table] = await db.query<{ name: string | null }>("select to_regclass('schema_migrations')::text as name");
  const done = table?.name
    ? new Set((await db.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name))
    : new Set<string>();
  return readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql') && !done.has(f))
    .sort();
}

/** Runs a multi-statement script; statements are split on lines ending in ';'. */
async function execScript(tx: { query: Database['query'] }, script: string) {
  for (const statement of splitStatements(script)) await tx.query(statement);
}

export function splitStatements(script: string): string[] {
  const statements: string[] = [];
  let current: string[] = [];
  let inDollarBlock = false;
  for (const line of script.split('\n')) {
    if (/^\s*--/.test(line) && !inDollarBlock) continue;
    current.push(line);
    // $$-quoted function bodies contain semicolons that do not end the statement.
    if ((line.match(/\$\$/g) ?? []).length % 2 === 1) inDollarBlock = !inDollarBlock;
    if (!inDollarBlock && /;\s*$/.test(line)) {
      statements.push(current.join('\n').trim());
      current = [];
    }
  }
  const rest = current.join('\n').trim();
  if (rest) statements.push(rest);
  return statements.filter(Boolean);
}
