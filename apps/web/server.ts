/**
 * `npm start`: one process, one port. The API (with the embedded or the
 * configured database) and the server-rendered storefront, which reaches
 * the API in process. With API_URL set, only the storefront runs here.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import type { ServerBuild } from 'react-router';
import { buildApp, EnvError, parseEnv, registerSecurityHeaders, startDatabase } from '@souq/api';
import { closeOnSignals } from '@souq/api/shutdown';
import {
  httpStreamTransport,
  httpTransport,
  inProcessStreamTransport,
  inProcessTransport,
} from './server/transport.ts';
import { createRenderPool } from './server/render-pool.ts';
import { watchCatalog } from './server/catalog-version.ts';
import { reportMemory } from './server/memory-report.ts';
import { registerWebApp } from './server/web-handler.ts';

const BUILD_DIR = fileURLToPath(new URL('./build/', import.meta.url));

async function main() {
  const env = parseEnv();
  const serverEntry = `${BUILD_DIR}server/index.js`;
  if (!existsSync(serverEntry))
    throw new Error('The storefront is not built yet: run `npm run build` (npm start does it for you).');
  const build = (await import(serverEntry)) as ServerBuild;

  const db = env.API_URL ? null : await startDatabase(env);
  const app = db ? await buildApp({ db, env }) : Fastify({ logger: { level: env.LOG_LEVEL } });
  // Last line of defence (issue 13, item 1): every mechanism refuses what a client sends without
  // throwing, but a promise some later code forgets to await must cost one request, not the store.
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled promise rejection'));
  // buildApp adds the security headers to every answer; the storefront alone needs them too.
  if (!db) registerSecurityHeaders(app, { publicUrl: env.PUBLIC_URL });
  const mode = env.NODE_ENV === 'development' ? 'development' : 'production';
  const publicEnv = {
    publicUrl: env.PUBLIC_URL,
    tileUrl: env.TILE_URL,
    routeUrl: env.ROUTE_URL,
    socialClientIds: { google: firstOf(env.GOOGLE_CLIENT_ID), apple: firstOf(env.APPLE_CLIENT_ID) },
  };
  const secureCookies = env.PUBLIC_URL.startsWith('https:');
  // Pages render on threads of their own while the API is in this process (decision 22).
  const pool =
    db && env.RENDER_THREADS > 0
      ? createRenderPool(app, env.RENDER_THREADS, { serverEntry, mode, publicEnv, secureCookies })
      : undefined;
  if (pool) app.addHook('onClose', () => pool.close());
  if (env.MEMORY_REPORT_SECONDS > 0) {
    const stop = reportMemory(env.MEMORY_REPORT_SECONDS, pool);
    app.addHook('onClose', async () => stop());
  }
  // What the API's catalog answers alike to every visitor is kept between pages until it changes.
  const catalogVersion = db ? watchCatalog(app.souq, () => pool?.catalogChanged()) : undefined;
  await registerWebApp(app, {
    build,
    clientDir: `${BUILD_DIR}client`,
    publicUrl: env.PUBLIC_URL,
    mode,
    pool,
    loadContext: {
      api: env.API_URL ? httpTransport(env.API_URL) : inProcessTransport(app),
      apiStream: env.API_URL ? httpStreamTransport(env.API_URL) : inProcessStreamTransport(app),
      publicEnv,
      secureCookies,
      catalogVersion,
    },
  });
  if (db) closeOnSignals(app, db);
  await app.listen({ port: env.PORT, host: env.HOST });
  console.log(
    `Souq is ready on ${env.PUBLIC_URL}${db ? ` (database: ${db.kind === 'pglite' ? `embedded, ${env.DATA_DIR}` : 'PostgreSQL'})` : ''}`,
  );
}

/** The first of a comma-separated list of client ids: the one the browser's sign-in SDK uses. */
function firstOf(list: string | undefined): string | undefined {
  return list
    ?.split(',')
    .map((id) => id.trim())
    .find(Boolean);
}

main().catch((error) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
