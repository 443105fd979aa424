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
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FINAL_STATUSES } from '@souq/domain';
import { tooManyRequests } from '../../http/errors.ts';
import { openEventStream, type EventStream } from '../../http/sse.ts';
import { isLocationEvent, type OrderEvent, type OrderEventBus, type OrderStatusEvent } from './events.ts';

/** How long a refused EventSource waits before it tries again. */
const RETRY_MS = 5_000;
/** Open streams per order and per process: a few tabs and devices, not a flood of connections. */
export const MAX_STREAMS_PER_ORDER = 20;
export const MAX_STREAMS = 5_000;

export function createOrderStreams(bus: OrderEventBus) {
  const open = new Set<EventStream>();
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
      let stream: EventStream | null = null;
      let stop: (() => void) | null = null;

      const send = (event: OrderEvent) => {
        if (!stream) return;
        if (isLocationEvent(event)) return stream.send('location', event);
        if (event.event_id <= lastId) return;
        lastId = event.event_id;
        stream.send('status', event, event.event_id);
        if (FINAL_STATUSES.includes(event.order_status)) stream.end();
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

      // The stream opens only now, so a failed read above still answers as an error.
      const opened = openEventStream(request, reply, () => {
        stop?.();
        stop = null;
        if (stream) open.delete(stream);
        uncount();
      });
      if (opened.ended) return;
      stream = opened;
      open.add(opened);

      // With event_id 0 (no recorded change yet) the current status still goes out first.
      lastId = first.event_id - 1;
      send(first);
      started = true;
      for (const event of queued.splice(0)) send(event);
    },

    /** Ends every open stream (server shutdown). */
    closeAll() {
      for (const stream of [...open]) stream.end();
    },
  };
}

export type OrderStreams = ReturnType<typeof createOrderStreams>;
