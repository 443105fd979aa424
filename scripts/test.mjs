#!/usr/bin/env node
/**
 * npm test: format and lint checks, type checks, unit and API tests (PGlite, plus PostgreSQL when
 * TEST_DATABASE_URL is set), then the browser journeys. Stops at the first
 * failing stage.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (pkg, file) => join(root, 'node_modules', pkg, file);
const stages = [
  ['format (prettier)', [bin('prettier', 'bin/prettier.cjs'), '--check', '--log-level', 'warn', '.']],
  ['lint (eslint)', [bin('eslint', 'bin/eslint.js'), '.']],
  ['types (api, packages)', [bin('typescript', 'bin/tsc'), '-p', 'tsconfig.json']],
  ['route types (web)', [bin('@react-router/dev', 'bin.js'), 'typegen'], 'apps/web'],
  ['types (web)', [bin('typescript', 'bin/tsc'), '-p', 'apps/web/tsconfig.json']],
  ['unit and API tests', [bin('vitest', 'vitest.mjs'), 'run']],
  ['browser tests', [join(root, 'scripts/e2e.mjs')]],
];

for (const [name, [script, ...args], cwd = '.'] of stages) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(process.execPath, [script, ...args], { stdio: 'inherit', cwd: join(root, cwd) });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
