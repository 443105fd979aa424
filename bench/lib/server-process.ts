/** The process behind startBenchServer: API + bare baseline on ephemeral ports. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { buildApp, parseEnv, startDatabase } from '@souq/api';
import type { StartOptions } from './server.ts';
import { seedScenario } from './scenarios.ts';

const options = JSON.parse(process.env.BENCH_OPTIONS ?? '{}') as StartOptions;
const env = parseEnv({
  ...process.env,
  PORT: '0',
  HOST: '127.0.0.1',
  DATABASE_URL: options.databaseUrl,
  DATA_DIR: mkdtempSync(join(tmpdir(), 'souq-bench-')),
});
const db = await startDatabase(env, () => {});
await seedScenario(db, options.scenario ?? 'demo');
const app = await buildApp({ db, env });
await app.listen({ port: 0, host: '127.0.0.1' });

// The baseline: a Fastify route with no hooks, no validation, no database, same bytes.
const bare = Fastify({ logger: false });
const barePaths: Record<string, string> = {};
for (const [index, target] of options.targets.entries()) {
  const response = await app.inject({ url: target.path, headers: target.headers });
  const body = response.rawPayload;
  const type = String(response.headers['content-type'] ?? 'application/json');
  const path = `/bare/${index}`;
  bare.get(path, (_request, reply) => reply.type(type).send(body));
  barePaths[target.path] = path;
}
await bare.listen({ port: 0, host: '127.0.0.1' });

const port = (server: { server: { address(): unknown } }) => (server.server.address() as { port: number }).port;
console.log(`READY ${JSON.stringify({ apiPort: port(app), barePort: port(bare), bare: barePaths })}`);

process.once('SIGTERM', async () => {
  await app.close();
  await bare.close();
  await db.close();
  process.exit(0);
});
