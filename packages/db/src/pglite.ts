/**
 * Statements on the embedded engine, each in one call into it.
 *
 * PGlite's own `query` sends a statement as six separate calls into the
 * WebAssembly engine (parse, describe the statement, bind, describe the
 * portal, execute, sync), parses and plans it every time, and its
 * `transaction` adds two more calls each for BEGIN and COMMIT. On a small
 * indexed statement those calls and the planning are most of the work, and
 * the one engine runs one statement at a time, so they bound the whole
 * server's throughput (issue 17: trip booking).
 *
 * Here a statement is one message (bind, describe, execute, sync) sent in
 * one call, as node-postgres pipelines it; a parameterized statement is
 * parsed and planned once under a name, as on PostgreSQL (decision 2), and
 * BEGIN rides along with a transaction's first statement. Parameters are
 * already text (parameters.ts), so no serializer runs; rows are parsed by
 * PGlite's own parsers (with ours for bigint and date).
 *
 * Everything goes through PGlite's transaction lock, as its own query and
 * transaction do, so its listen() and our statements never interleave.
 */
import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import type { Queryable } from './client.ts';
import { prepareParameters } from './parameters.ts';

const { serialize } = protocol;

type Message = Uint8Array;
type BackendMessages = Awaited<ReturnType<PGlite['execProtocolStream']>>;

/** Distinct statements prepared at most; later ones are parsed each time (as on PostgreSQL). */
const MAX_PREPARED = 1_000;

function concat(parts: Message[]): Message {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Thrown when COMMIT answers ROLLBACK: a statement of the transaction failed and was caught. */
export class TransactionAborted extends Error {
  constructor() {
    super('The transaction was rolled back: one of its statements failed.');
  }
}

export interface PgliteSession {
  query: Queryable['query'];
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
}

export function pgliteSession(engine: PGlite): PgliteSession {
  /** Statement text → name, for the statements this engine has parsed and kept. */
  const names = new Map<string, string>();
  let count = 0;
  const BEGIN = serialize.query('BEGIN');

  /**
   * One call into the engine, under its statement lock (a transaction's own statements may be
   * started together): the messages `build` gives at its turn, and what the engine answered. An
   * error answer is thrown after the answer is read whole, so a statement parsed before it failed
   * is still known.
   */
  function send(build: () => Message[], parsed?: (messages: BackendMessages) => void): Promise<BackendMessages> {
    return engine.runExclusive(async () => {
      const messages = await engine.execProtocolStream(concat(build()), { syncToFs: false, throwOnError: false });
      parsed?.(messages);
      const error = messages.find((m) => m.name === 'error');
      if (error) throw error;
      return messages;
    });
  }

  /** The statement's parse (when it must be parsed) and its bind, describe, execute, sync. */
  function statement(text: string, values: (string | null)[] | undefined): { parts: Message[]; naming?: string } {
    const tail = [serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()];
    const known = values?.length ? names.get(text) : undefined;
    if (known) return { parts: [serialize.bind({ statement: known, values }), ...tail] };
    if (values?.length && count < MAX_PREPARED) {
      const name = `souq_${++count}`;
      return {
        parts: [serialize.parse({ name, text }), serialize.bind({ statement: name, values }), ...tail],
        naming: name,
      };
    }
    return { parts: [serialize.parse({ text }), serialize.bind({ values: values ?? [] }), ...tail] };
  }

  async function run<T>(text: string, params: readonly unknown[] | undefined, prefix: () => Message[]): Promise<T[]> {
    // Parameters become text before anything is taken or sent (a refused one sends nothing).
    const values = prepareParameters(params);
    let naming: string | undefined;
    const messages = await send(
      () => {
        const built = statement(text, values);
        naming = built.naming;
        return [...prefix(), ...built.parts];
      },
      // Kept once the engine parsed it, even if binding or running it then failed.
      (answer) => {
        if (naming && answer.some((m) => m.name === 'parseComplete')) names.set(text, naming);
      },
    );
    const results = parse.parseResults(messages, engine.parsers);
    return (results[results.length - 1]?.rows ?? []) as T[];
  }

  const exclusive = <T>(fn: () => Promise<T>) => engine._runExclusiveTransaction(fn);
  const none = (): Message[] => [];

  return {
    query: <T>(text: string, params?: readonly unknown[]) => exclusive(() => run<T>(text, params, none)),

    transaction: <T>(fn: (tx: Queryable) => Promise<T>) =>
      exclusive(async () => {
        // BEGIN goes with the first statement; a transaction that runs none sends it with COMMIT.
        let begun = false;
        let closed = false;
        const begin = (): Message[] => {
          if (begun) return [];
          begun = true;
          return [BEGIN];
        };
        const tx: Queryable = {
          query: <R>(text: string, params?: readonly unknown[]) =>
            closed ? Promise.reject(new Error('The transaction is closed.')) : run<R>(text, params, begin),
        };
        let result: T;
        try {
          result = await fn(tx);
        } catch (error) {
          closed = true;
          if (begun) await send(() => [serialize.query('ROLLBACK')]);
          throw error;
        }
        closed = true;
        const messages = await send(() => [...begin(), serialize.query('COMMIT')]);
        const done = messages.filter((m) => m.name === 'commandComplete').pop() as { text?: string } | undefined;
        if (done?.text === 'ROLLBACK') throw new TransactionAborted();
        return result;
      }),
  };
}
