/**
 * A Server-Sent Events stream on a Fastify reply: the headers, a retry hint,
 * a heartbeat comment so proxies keep a quiet stream open, and one `end`
 * that runs once whoever closes it (the client, the server, the caller).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests } from './errors.ts';

const HEARTBEAT_MS = 25_000;
const RETRY_MS = 5_000;

export interface EventStream {
  send(event: string, data: unknown, id?: number | string): void;
  end(): void;
  readonly ended: boolean;
}

export function openEventStream(request: FastifyRequest, reply: FastifyReply, onEnd: () => void): EventStream {
  reply.hijack();
  const raw = reply.raw;
  const headers = { ...(reply.getHeaders() as Record<string, string>) };
  delete headers['content-length'];
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write(`retry: ${RETRY_MS}\n\n`);
  let ended = false;
  const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    onEnd();
    if (!raw.writableEnded) raw.end();
  };
  request.raw.on('close', end);
  raw.on('close', end);
  if (request.raw.destroyed || raw.destroyed) end();
  return {
    send(event, data, id) {
      if (ended || raw.writableEnded) return;
      raw.write(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end,
    get ended() {
      return ended;
    },
  };
}

/**
 * A trigger that reads a value and sends it when it changed since the last send.
 * Reads never overlap: a trigger during a read runs one more read after it, so
 * an older answer can never arrive after a newer one, and a wake-up that brings
 * nothing new (a late database notification, say) sends nothing.
 */
export function sendWhenChanged<T>(read: () => Promise<T>, send: (value: T) => void, fail: () => void): () => void {
  let reading = false;
  let again = false;
  let sent: { value: T } | null = null;
  const run = async () => {
    reading = true;
    try {
      do {
        again = false;
        const value = await read();
        if (sent === null || sent.value !== value) {
          sent = { value };
          send(value);
        }
      } while (again);
    } catch {
      fail();
    } finally {
      reading = false;
    }
  };
  return () => {
    if (reading) again = true;
    else void run();
  };
}

/**
 * Who follows which key (a customer's id) on open streams, and those who
 * follow every key (key null: the operator's console). Opening one more
 * stream than `total` in all or `perKey` for one key answers 429, so a few
 * tabs each fit and a flood does not. Each stream's `end` is kept, so a
 * shutdown ends them all instead of waiting on open tabs.
 */
export function createFollowers<F>(limits: { total: number; perKey: number }) {
  const byKey = new Map<number, Set<F>>();
  const everyone = new Set<F>();
  const enders = new Set<() => void>();
  let size = 0;
  return {
    /** The followers of `key`, then those of every key. */
    of: (key: number): F[] => [...(byKey.get(key) ?? []), ...everyone],
    /** Every follower. */
    all: (): F[] => [...[...byKey.values()].flatMap((own) => [...own]), ...everyone],
    /** Adds a follower; answers the function that stops it (once, however often it is called). */
    follow(key: number | null, follower: F, end: () => void): () => void {
      const own = key === null ? everyone : (byKey.get(key) ?? new Set<F>());
      if (size >= limits.total || (key !== null && own.size >= limits.perKey))
        throw tooManyRequests('too_many_streams', 'Too many requests. Please try again later.', RETRY_MS / 1000);
      if (key !== null) byKey.set(key, own);
      own.add(follower);
      enders.add(end);
      size++;
      let stopped = false;
      return () => {
        if (stopped) return;
        stopped = true;
        size--;
        enders.delete(end);
        own.delete(follower);
        if (key !== null && own.size === 0 && byKey.get(key) === own) byKey.delete(key);
      };
    },
    clear() {
      byKey.clear();
      everyone.clear();
    },
    /** Ends every open stream (server shutdown). */
    endAll() {
      for (const end of [...enders]) end();
    },
  };
}
