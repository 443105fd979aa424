/**
 * One small interface over the two engines we run on: PGlite (embedded,
 * file-backed) when no DATABASE_URL is given, node-postgres when it is.
 * Both speak the same SQL; value parsing is aligned so rows look identical.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { listenPostgres, type Listener, type NotificationHandlers } from './listen.ts';
import { prepareParameters } from './parameters.ts';
import { pgliteSession } from './pglite.ts';

export type { Listener, NotificationHandlers } from './listen.ts';

export type Row = Record<string, unknown>;

export interface Queryable {
  query<T = Row>(text: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction; a thrown error rolls it back. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * The same database through connections whose commits do not wait for the
   * disk (synchronous_commit = off): for data whose last moments may be lost
   * if the database server crashes — never half-written — such as carts.
   */
  readonly relaxed: Pick<Database, 'query' | 'transaction'>;
  /** Receives the channel's NOTIFY payloads, committed by any connection. */
  listen(channel: string, handlers: NotificationHandlers): Promise<Listener>;
  /** PGlite only: the data folder as a tarball, to start other instances from. */
  snapshot?(): Promise<Blob>;
}

const TYPE = { int8: 20, date: 1082 } as const;

// Counts and bigint ids as numbers; calendar dates as 'YYYY-MM-DD' text so no
// time zone can shift them. numeric stays text: money is parsed by the domain.
const parsers = {
  [TYPE.int8]: (value: string) => Number(value),
  [TYPE.date]: (value: string) => value,
};

export interface OpenOptions {
  /** postgres:// URL; when absent the embedded engine is used. */
  url?: string;
  /** PGlite data folder; when absent (and no url) the database lives in memory. */
  dataDir?: string;
  /** A PGlite data-folder dump to start from (tests start from a seeded snapshot). */
  loadDataDir?: Blob | File;
  poolSize?: number;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10);
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  return openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(dataDir?: string, loadDataDir?: Blob | File): Promise<Database> {
  const engine = await PGlite.create({ dataDir, loadDataDir, parsers });
  // Each statement one call into the engine, parsed once (pglite.ts; issue 17).
  const access: Pick<Database, 'query' | 'transaction'> = pgliteSession(engine);
  return {
    kind: 'pglite',
    ...access,
    // One embedded engine, one process: what a commit waits for is the engine's own affair.
    relaxed: access,
    close: () => engine.close(),
    // One embedded engine in one process: no connection to lose, nothing missed.
    async listen(channel, handlers) {
      const stop = await engine.listen(channel, (payload) => handlers.message(payload));
      return { live: true, close: () => stop() };
    },
    snapshot: () => engine.dumpDataDir('none'),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  let closing = false;
  const newPool = (options?: string) => {
    const pool = new pg.Pool({
      connectionString: url,
      max: poolSize,
      options,
      types: {
        getTypeParser: ((oid: number, format?: string) => {
          const custom = (parsers as Record<number, (v: string) => unknown>)[oid];
          return custom ?? pg.types.getTypeParser(oid, format as 'text');
        }) as typeof pg.types.getTypeParser,
      },
    });
    // A server restart or failover drops idle connections; the pool replaces
    // them on the next query. Unheard, that 'error' event would crash the process.
    pool.on('error', (error) => {
      if (!closing) console.warn(`database: idle connection lost (${error.message})`);
    });
    return pool;
  };
  const pool = newPool();
  // Connections are opened on first use, so the relaxed pool costs nothing until a caller needs it.
  const relaxedPool = newPool('-c synchronous_commit=off');
  // Fail at start, not on the first request, when the server is unreachable.
  await pool.query('select 1');
  const statementName = preparedNames();
  const asQueryable = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(text: string, params?: readonly unknown[]) {
      const values = prepareParameters(params);
      const name = values?.length ? statementName(text) : undefined;
      const result = await target.query(name ? { name, text, values } : { text, values });
      return result.rows as T[];
    },
  });
  const access = (target: pg.Pool): Pick<Database, 'query' | 'transaction'> => ({
    ...asQueryable(target),
    async transaction(fn) {
      const client = await target.connect();
      try {
        await client.query('begin');
        const result = await fn(asQueryable(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
  });
  return {
    kind: 'postgres',
    ...access(pool),
    relaxed: access(relaxedPool),
    listen: (channel, handlers) => listenPostgres(url, channel, handlers),
    close: () => {
      closing = true;
      return Promise.all([pool.end(), relaxedPool.end()]).then(() => {});
    },
  };
}

/** Distinct statements prepared per connection at most; later ones run unprepared. */
const MAX_PREPARED = 1_000;

/**
 * Names for parameterized statements, so each pooled connection parses and
 * plans a statement once instead of on every call (most requests are a few
 * small queries, where parsing and planning are much of PostgreSQL's work).
 * Bounded: SQL built with inlined values would otherwise grow every
 * connection's statement cache without end.
 */
function preparedNames(): (text: string) => string | undefined {
  const names = new Map<string, string>();
  return (text) => {
    const known = names.get(text);
    if (known || names.size >= MAX_PREPARED) return known;
    const name = `souq_${names.size + 1}`;
    names.set(text, name);
    return name;
  };
}

export async function queryOne<T = Row>(
  db: Queryable,
  text: string,
  params?: readonly unknown[],
): Promise<T | undefined> {
  const rows = await db.query<T>(text, params);
  return rows[0];
}
