/** The API alone, for deployments that run the web app elsewhere. */
import { buildApp } from './app.ts';
import { startDatabase } from './database.ts';
import { EnvError, parseEnv } from './env.ts';
import { closeOnSignals } from './lib/shutdown.ts';

try {
  const env = parseEnv();
  const db = await startDatabase(env);
  const app = await buildApp({ db, env });
  closeOnSignals(app, db);
  await app.listen({ port: env.PORT, host: env.HOST });
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
}
