/**
 * A Server-Sent Events stream on a Fastify reply: the headers, a retry hint,
 * a heartbeat comment so proxies keep a quiet stream open, and one `end`
 * that runs once whoever closes it (the client, the server, the caller).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

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
