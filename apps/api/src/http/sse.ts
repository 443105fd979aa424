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
