/** The process behind startBenchServer: API + bare baseline on ephemeral ports. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type InjectOptions } from 'fastify';
import { buildApp, parseEnv, startDatabase } from '@souq/api';
import type { StartOptions } from './server.ts';
import { seedScenario } from './scenarios.ts';

const options = JSON.parse(process.env.BENCH_OPTIONS ?? '{}') as StartOptions;
const env = parseEnv({
  ...process.env,
  ...options.env,
  PORT: '0',
  HOST: '127.0.0.1',
  DATABASE_URL: options.databaseUrl,
  DATA_DIR: mkdtempSync(join(tmpdir(), 'souq-bench-')),
});
const db = await startDatabase(env, () => {});
await seedScenario(db, options.scenario ?? 'demo');
// Measure the database as it runs day to day: statistics gathered and the first vacuum of the
// freshly seeded tables done now, not by autovacuum in the middle of a measurement.
if (db.kind === 'postgres') await db.query('vacuum analyze');
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
// Baselines for answers that only exist after a suite's setup (a guest's cart):
// POST /mirror with an inject request registers its answer's bytes under
// /mirror/<n>, served to GET or POST (a POST's body is parsed, as the API parses it).
const mirrored: { type: string; body: Buffer }[] = [];
bare.route({
  method: ['GET', 'POST'],
  url: '/mirror/:n',
  handler: (request, reply) => {
    const entry = mirrored[Number((request.params as { n: string }).n)];
    return entry ? reply.type(entry.type).send(entry.body) : reply.status(404).send();
  },
});
bare.post('/mirror', async (request) => {
  const response = await app.inject(request.body as InjectOptions);
  mirrored.push({ type: String(response.headers['content-type'] ?? 'application/json'), body: response.rawPayload });
  return { path: `/mirror/${mirrored.length - 1}`, status: response.statusCode };
});
await bare.listen({ port: 0, host: '127.0.0.1' });

const port = (server: { server: { address(): unknown } }) => (server.server.address() as { port: number }).port;
console.log(`READY ${JSON.stringify({ apiPort: port(app), barePort: port(bare), bare: barePaths })}`);

process.once('SIGTERM', async () => {
  await app.close();
  await bare.close();
  await db.close();
  process.exit(0);
});
