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
