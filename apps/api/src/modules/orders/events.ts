/**
 * Order status changes, fanned out to whoever follows an order (the
 * Server-Sent Events stream of order/events). In process by default; when
 * REDIS_URL is set every change goes through one Redis pub/sub channel, so a
 * customer connected to one instance hears about a change made on another
 * (the operator endpoint, the simulator, a payment callback).
 *
 * Delivery is at most once, like pub/sub itself: a stream that misses an
 * event still shows the truth on its next connect (it starts with the
 * order's current status), and clients may always poll order/track.
 */
import { createClient } from 'redis';
import type { OrderStatus } from '@souq/domain';

export interface OrderStatusEvent {
  /** The order_status_events row: grows with every change, so a follower can drop stale or repeated events. */
  event_id: number;
  order_id: number;
  order_status: OrderStatus;
  payment_status: string;
  /** When the order entered this status (ISO 8601). */
  changed_at: string;
}

/**
 * Where the order's courier is now (the simulator, or a courier app later):
 * the order page moves the courier on its map without reloading. Not a
 * status change, so it carries no event id and is never replayed.
 */
export interface CourierLocationEvent {
  kind: 'location';
  order_id: number;
  delivery_man_id: number;
  latitude: number;
  longitude: number;
  /** When the courier was there (ISO 8601). */
  at: string;
}

export type OrderEvent = OrderStatusEvent | CourierLocationEvent;

export const isLocationEvent = (event: OrderEvent): event is CourierLocationEvent =>
  'kind' in event && event.kind === 'location';

export type OrderListener = (event: OrderEvent) => void;

export interface OrderEventBus {
  readonly kind: 'memory' | 'redis';
  /** Tells every follower of the order, on every instance. */
  publish(event: OrderEvent): Promise<void>;
  /**
   * Follows one order; resolves, once changes will be heard, to the function
   * that stops following.
   */
  subscribe(orderId: number, listener: OrderListener): Promise<() => void>;
  close(): Promise<void>;
}

/** Followers of orders in this process. */
function createLocalFanOut() {
  const listeners = new Map<number, Set<OrderListener>>();
  return {
    deliver(event: OrderEvent) {
      for (const listener of listeners.get(event.order_id) ?? []) {
        try {
          listener(event);
        } catch {
          // One broken stream must not keep the event from the others.
        }
      }
    },
    subscribe(orderId: number, listener: OrderListener) {
      let set = listeners.get(orderId);
      if (!set) listeners.set(orderId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(orderId) === set) listeners.delete(orderId);
      };
    },
    clear: () => listeners.clear(),
  };
}

export function createMemoryOrderEventBus(): OrderEventBus {
  const local = createLocalFanOut();
  return {
    kind: 'memory',
    async publish(event) {
      local.deliver(event);
    },
    async subscribe(orderId, listener) {
      return local.subscribe(orderId, listener);
    },
    async close() {
      local.clear();
    },
  };
}

export interface RedisOrderEventBusOptions {
  url: string;
  /** The channel name; several apps (or test runs) sharing one Redis use different ones. */
  channel?: string;
  onError?: (error: unknown) => void;
}

/** How long a publish or a new follower waits for Redis to connect before going on without it. */
const FIRST_CONNECT_WAIT_MS = 1000;
const firstWait = (connecting: Promise<void>) =>
  Promise.race([connecting, new Promise<void>((resolve) => setTimeout(resolve, FIRST_CONNECT_WAIT_MS).unref())]);

/**
 * One publishing and one subscribed connection per process, both opened at
 * the first use. While Redis is unreachable, changes still reach the
 * followers connected to this process.
 */

export function createRedisOrderEventBus({
  url,
  channel = 'souq:orders',
  onError,
}: RedisOrderEventBusOptions): OrderEventBus {
  const local = createLocalFanOut();
  const socket = { connectTimeout: 2000, reconnectStrategy: (retries: number) => Math.min(retries * 200, 5000) };
  const publisher = createClient({ url, disableOfflineQueue: true, socket });
  const subscriber = createClient({ url, socket });
  publisher.on('error', (error) => onError?.(error));
  subscriber.on('error', (error) => onError?.(error));
  let publisherReady: Promise<void> | null = null;
  let subscribed: Promise<void> | null = null;
  /** True once the channel subscription is in place: from then on our own changes come back through it. */
  let listening = false;
  let closed = false;
  let publisherWaited = false;
  let subscriberWaited = false;

  const connectPublisher = () =>
    (publisherReady ??= publisher.connect().then(
      () => undefined,
      (error) => onError?.(error),
    ));

  const subscribeOnce = () =>
    (subscribed ??= subscriber
      .connect()
      .then(() =>
        subscriber.subscribe(channel, (message) => {
          try {
            local.deliver(JSON.parse(message) as OrderEvent);
          } catch (error) {
            onError?.(error);
          }
        }),
      )
      .then(
        () => {
          listening = true;
        },
        (error) => {
          // Try again with the next follower.
          subscribed = null;
          onError?.(error);
        },
      ));

  return {
    kind: 'redis',
    async publish(event) {
      if (closed) return;
      if (!publisher.isReady && !publisherWaited) {
        await firstWait(connectPublisher());
        publisherWaited = true;
      }
      if (publisher.isReady) {
        try {
          await publisher.publish(channel, JSON.stringify(event));
          // Our own followers hear it from the channel, like everyone else's.
          if (listening && subscriber.isReady) return;
        } catch (error) {
          onError?.(error);
        }
      }
      local.deliver(event);
    },
    async subscribe(orderId, listener) {
      const stop = local.subscribe(orderId, listener);
      // A follower waits a moment for Redis, never longer: without it, it still hears this instance's changes.
      if (!closed && !listening) {
        const subscribing = subscribeOnce();
        if (!subscriberWaited) {
          await firstWait(subscribing);
          subscriberWaited = true;
        }
      }
      return stop;
    },
    async close() {
      closed = true;
      local.clear();
      for (const client of [publisher, subscriber]) {
        if (client.isReady) await client.close().catch(() => client.destroy());
        else if (client.isOpen) client.destroy();
      }
    },
  };
}

export function createOrderEventBus(options: {
  redisUrl?: string;
  channel?: string;
  onError?: (error: unknown) => void;
}): OrderEventBus {
  return options.redisUrl
    ? createRedisOrderEventBus({ url: options.redisUrl, channel: options.channel, onError: options.onError })
    : createMemoryOrderEventBus();
}
