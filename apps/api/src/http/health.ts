/**
 * Health endpoints for operators and load balancers (issue 13):
 *   GET /healthz  the process answers (liveness): always 200 while it does.
 *   GET /readyz   the database answers within 2 s and every migration is
 *                 applied (readiness): 200, else 503 with the envelope and
 *                 what is missing, so traffic waits for an instance that can
 *                 serve it. While the app closes Fastify answers 503 itself.
 * Both pass the overload guard (overload.ts) and are not in the API document.
 */
import type { FastifyInstance } from 'fastify';
import { pendingMigrations, type Database } from '@souq/db';
import { AppError } from './errors.ts';
import { addArabicMessages } from './messages.ts';

const DB_TIMEOUT_MS = 2000;
const UNREACHABLE = 'The database is not reachable.';
const PENDING = 'Database migrations are not all applied.';
addArabicMessages({
  [UNREACHABLE]: 'تعذّر الوصول إلى قاعدة البيانات.',
  [PENDING]: 'لم تُطبَّق كل ترحيلات قاعدة البيانات بعد.',
});

export function registerHealthRoutes(app: FastifyInstance, db: Database): void {
  // Migrations never un-apply: once all are seen applied, later checks only ask the database to answer.
  let migrated = false;
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async () => {
    const check = async () => {
      if (migrated) return db.query('select 1').then(() => []);
      const pending = await pendingMigrations(db);
      migrated = pending.length === 0;
      return pending;
    };
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), DB_TIMEOUT_MS);
    });
    let pending: string[];
    try {
      pending = await Promise.race([check(), timeout]);
    } catch {
      throw new AppError(503, 'database_unreachable', UNREACHABLE);
    } finally {
      clearTimeout(timer);
    }
    if (pending.length)
      throw new AppError(
        503,
        'migrations_pending',
        PENDING,
        undefined,
        pending.map((name) => ({ code: 'migration', message: name })),
      );
    return { status: 'ready' };
  });
}
