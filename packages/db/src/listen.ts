/**
 * LISTEN on PostgreSQL for caches that must forget what another writer (or
 * another instance of the API) changed. One dedicated connection per
 * channel, outside the pool (a pooled connection would be handed to other
 * queries and lose its LISTEN). When that connection is lost, notifications
 * may have been missed: the subscriber is told to forget everything
 * (`reset`), the listener is not `live` until it listens again, and it
 * reconnects with a growing delay. A heartbeat finds connections that died
 * without a word (a dropped network path sends no error).
 */
import pg from 'pg';

export interface NotificationHandlers {
  /** A NOTIFY payload sent on the channel (by any connection, this process's included). */
  message(payload: string): void;
  /** Notifications may have been missed: forget everything derived from them. */
  reset(): void;
}

export interface Listener {
  /** True while notifications are being received; while false nothing derived from them should be kept. */
  readonly live: boolean;
  close(): Promise<void>;
}

const HEARTBEAT_MS = 10_000;
const HEARTBEAT_TIMEOUT_MS = 5_000;
const RETRY_MS = { first: 250, max: 10_000 };

export async function listenPostgres(url: string, channel: string, handlers: NotificationHandlers): Promise<Listener> {
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let retryMs = RETRY_MS.first;
  let retryTimer: NodeJS.Timeout | undefined;

  const lost = (current: pg.Client) => {
    if (client !== current) return;
    client = null;
    live = false;
    handlers.reset();
    current.removeAllListeners('notification');
    current.end().catch(() => {});
    if (!closed) retryTimer = setTimeout(() => void connect().catch(() => {}), retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MS.max);
  };

  async function connect(): Promise<void> {
    const current = new pg.Client({ connectionString: url, keepAlive: true });
    current.on('error', () => lost(current));
    current.on('end', () => lost(current));
    current.on('notification', (note) => {
      if (note.channel === channel && note.payload !== undefined) handlers.message(note.payload);
    });
    client = current;
    try {
      await current.connect();
      await current.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      lost(current);
      throw error;
    }
    if (client !== current || closed) return;
    live = true;
    retryMs = RETRY_MS.first;
  }

  const heartbeat = setInterval(() => {
    const current = client;
    if (!current || !live) return;
    const timeout = setTimeout(() => lost(current), HEARTBEAT_TIMEOUT_MS);
    current.query('select 1').then(
      () => clearTimeout(timeout),
      () => {
        clearTimeout(timeout);
        lost(current);
      },
    );
  }, HEARTBEAT_MS);
  heartbeat.unref();

  // A first failure is retried like a lost connection; the listener is simply not live until then.
  await connect().catch(() => {});
  return {
    get live() {
      return live;
    },
    async close() {
      closed = true;
      live = false;
      clearInterval(heartbeat);
      clearTimeout(retryTimer);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
