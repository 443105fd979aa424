/**
 * Ctrl-C and SIGTERM: stop accepting connections, let in-flight requests
 * finish, then close the database (PGlite flushes its files on close).
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '@souq/db';

export function closeOnSignals(app: FastifyInstance, db: Database, onClose?: () => Promise<void>): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    try {
      await app.close();
      await onClose?.();
      await db.close();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  // `on`, not `once`: Ctrl-C reaches us from the terminal and again from the
  // launcher; a second signal must not kill the process before the database closes.
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/**
 * While the app closes, requests in flight finish and their answers say
 * `Connection: close`, so a client keeping its connection alive (a browser,
 * a proxy) lets go right after: without it the server waited for those idle
 * connections' keep-alive to run out (72 s) before the database could close.
 */
export function closeConnectionsWhenClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
