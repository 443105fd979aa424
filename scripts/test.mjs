#!/usr/bin/env node
/**
 * npm test: format and lint checks, type checks, unit and API tests (PGlite, plus PostgreSQL when
 * TEST_DATABASE_URL is set), then the browser journeys. Stops at the first failing stage.
 * The static checks are single-threaded and independent: they run two lanes at once (format then
 * lint, next to the type checks), each check's output printed whole when it ends.
 */
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (pkg, file) => join(root, 'node_modules', pkg, file);
const seconds = (started) => `${((Date.now() - started) / 1000).toFixed(1)} s`;

/** [name, [script, ...args], cwd] */
const staticLanes = [
  [
    ['format (prettier)', [bin('prettier', 'bin/prettier.cjs'), '--check', '--log-level', 'warn', '.']],
    ['lint (eslint)', [bin('eslint', 'bin/eslint.js'), '.']],
  ],
  [
    ['types (api, packages)', [bin('typescript', 'bin/tsc'), '-p', 'tsconfig.json']],
    ['route types (web)', [bin('@react-router/dev', 'bin.js'), 'typegen'], 'apps/web'],
    ['types (web)', [bin('typescript', 'bin/tsc'), '-p', 'apps/web/tsconfig.json']],
  ],
];
const stages = [
  ['unit and API tests', [bin('vitest', 'vitest.mjs'), 'run']],
  ['browser tests', [join(root, 'scripts/e2e.mjs')]],
];

function fail(name, status) {
  console.error(`\n✖ ${name} failed`);
  process.exit(status ?? 1);
}

/** Runs a check with its output held, then prints it whole. */
function runHeld([name, [script, ...args], cwd = '.']) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: join(root, cwd),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      console.log(`\n▶ ${name}`);
      if (output) process.stdout.write(output);
      if (status === 0) console.log(`✔ ${name} (${seconds(started)})`);
      resolve({ name, status });
    });
  });
}

const lanes = await Promise.all(
  staticLanes.map(async (lane) => {
    for (const check of lane) {
      const result = await runHeld(check);
      if (result.status !== 0) return result;
    }
    return null;
  }),
);
const failed = lanes.find(Boolean);
if (failed) fail(failed.name, failed.status);

for (const [name, [script, ...args], cwd = '.'] of stages) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(process.execPath, [script, ...args], { stdio: 'inherit', cwd: join(root, cwd) });
  if (result.status !== 0) fail(name, result.status);
  console.log(`✔ ${name} (${seconds(started)})`);
}
