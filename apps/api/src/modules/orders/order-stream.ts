/**
 * Server-Sent Events for one order: the stream opens with the order's
 * status now, then carries every change (event "status", data = the
 * OrderStatusEvent JSON, id = its event id, so a reconnecting EventSource
 * says where it was). Events older than what was already sent are dropped.
 * While a courier carries the order, "location" events (no id) say where
 * the courier is; they are never queued or replayed, only the latest matters.
 * A stream ends by itself once the order can no longer change; all streams
 * end when the server closes (registered as a preClose hook), so a shutdown
 * never waits on a customer's open tab.
 */
import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FINAL_STATUSES } from '@souq/domain';
import { tooManyRequests } from '../../http/errors.ts';
import { isLocationEvent, type OrderEvent, type OrderEventBus, type OrderStatusEvent } from './events.ts';

/** A comment line every so often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/** How long an EventSource waits before reconnecting after the stream drops. */
const RETRY_MS = 5_000;
/** Open streams per order and per process: a few tabs and devices, not a flood of connections. */
export const MAX_STREAMS_PER_ORDER = 20;
export const MAX_STREAMS = 5_000;

export function createOrderStreams(bus: OrderEventBus) {
  /** Each open stream and the function that ends it. */
  const open = new Map<ServerResponse, () => void>();
  const perOrder = new Map<number, number>();

  return {
    /** How many streams are open (for tests and logs). */
    get size() {
      return open.size;
    },

    /**
     * Hands the reply over to the stream. `current` reads the order's status
     * now; it runs after the subscription, so no change falls in between.
     */
    async stream(
      request: FastifyRequest,
      reply: FastifyReply,
      orderId: number,
      current: () => Promise<OrderStatusEvent>,
    ): Promise<void> {
      if (open.size >= MAX_STREAMS || (perOrder.get(orderId) ?? 0) >= MAX_STREAMS_PER_ORDER) {
        throw tooManyRequests('too_many_streams', 'Too many requests. Please try again later.', RETRY_MS / 1000);
      }
      perOrder.set(orderId, (perOrder.get(orderId) ?? 0) + 1);
      let counted = true;
      const uncount = () => {
        if (!counted) return;
        counted = false;
        const left = (perOrder.get(orderId) ?? 1) - 1;
        if (left > 0) perOrder.set(orderId, left);
        else perOrder.delete(orderId);
      };
      const queued: OrderStatusEvent[] = [];
      let started = false;
      let lastId = -1;
      const raw = reply.raw;
      let heartbeat: NodeJS.Timeout | null = null;
      let stop: (() => void) | null = null;

      const end = () => {
        if (heartbeat) clearInterval(heartbeat);
        heartbeat = null;
        stop?.();
        stop = null;
        open.delete(raw);
        uncount();
        if (!raw.writableEnded) raw.end();
      };
      const send = (event: OrderEvent) => {
        if (raw.writableEnded) return;
        if (isLocationEvent(event)) {
          raw.write(`event: location\ndata: ${JSON.stringify(event)}\n\n`);
          return;
        }
        if (event.event_id <= lastId) return;
        lastId = event.event_id;
        raw.write(`id: ${event.event_id}\nevent: status\ndata: ${JSON.stringify(event)}\n\n`);
        if (FINAL_STATUSES.includes(event.order_status)) end();
      };

      let first: OrderStatusEvent;
      try {
        stop = await bus.subscribe(orderId, (event) =>
          started ? send(event) : isLocationEvent(event) ? undefined : queued.push(event),
        );
        first = await current();
      } catch (error) {
        stop?.();
        uncount();
        throw error;
      }

      reply.hijack();
      // CORS and other headers set by hooks so far go out with the stream.
      const headers = { ...(reply.getHeaders() as Record<string, string>) };
      delete headers['content-length'];
      raw.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      open.set(raw, end);
      raw.write(`retry: ${RETRY_MS}\n\n`);
      request.raw.on('close', end);
      raw.on('close', end);
      if (request.raw.destroyed || raw.destroyed) return end();
      heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
      heartbeat.unref();

      // With event_id 0 (no recorded change yet) the current status still goes out first.
      lastId = first.event_id - 1;
      send(first);
      started = true;
      for (const event of queued.splice(0)) send(event);
    },

    /** Ends every open stream (server shutdown). */
    closeAll() {
      for (const end of [...open.values()]) end();
    },
  };
}

export type OrderStreams = ReturnType<typeof createOrderStreams>;
