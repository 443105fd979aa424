#!/usr/bin/env node
/**
 * Browser tests need the system Chromium (browser downloads are blocked on
 * our machines). Without it they are skipped loudly, or fail when
 * REQUIRE_E2E=1 (CI sets it). Each run starts on a fresh embedded database.
 *
 * The whole suite (no arguments but options) runs in E2E_SHARDS shards at once (default 2),
 * each with its own server, port (E2E_PORT, E2E_PORT + 1, …) and copy of the fresh database:
 * a journey spends much of its time waiting for the browser and the page, so two of them share
 * two cores well, and shards cannot see each other's orders or settings. Named spec files or
 * shards=1 run as one.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromium)) {
  const banner = [
    '',
    '!'.repeat(78),
    `!!  BROWSER TESTS SKIPPED: no Chromium at ${chromium}`,
    '!!  Install it with:  apt-get install -y chromium   (or set CHROMIUM_PATH)',
    '!'.repeat(78),
    '',
  ].join('\n');
  if (process.env.REQUIRE_E2E === '1') {
    console.error(banner.replace('SKIPPED', 'CANNOT RUN (REQUIRE_E2E=1)'));
    process.exit(1);
  }
  console.warn(banner);
  process.exit(0);
}

const args = process.argv.slice(2);
// Options that take a value, so the value is not read as a spec file.
const VALUED = new Set([
  '-g',
  '--grep',
  '--grep-invert',
  '--output',
  '--project',
  '--repeat-each',
  '--retries',
  '-j',
  '--workers',
  '--shard',
  '--timeout',
  '--max-failures',
  '--reporter',
]);
const named = args.some((arg, i) => !arg.startsWith('-') && !VALUED.has(args[i - 1]));
const shards = named ? 1 : Math.max(1, Number(process.env.E2E_SHARDS ?? 2) || 1);
const basePort = Number(process.env.E2E_PORT ?? 3100);

const dataDir = mkdtempSync(join(tmpdir(), 'souq-e2e-'));
const cleanups = [() => rmSync(dataDir, { recursive: true, force: true })];
const cleanUp = () => cleanups.forEach((clean) => clean());
const prepared = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'e2e/prepare-database.ts')], {
  stdio: 'inherit',
  cwd: root,
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
});
if (prepared.status !== 0) {
  cleanUp();
  process.exit(prepared.status ?? 1);
}
// Built once here: shards starting together would each build into the same folder.
const built = spawnSync(process.execPath, [join(root, 'scripts/start.mjs'), '--build-only'], {
  stdio: 'inherit',
  cwd: root,
});
if (built.status !== 0) {
  cleanUp();
  process.exit(built.status ?? 1);
}

const playwright = [
  join(root, 'node_modules/@playwright/test/cli.js'),
  'test',
  '-c',
  join(root, 'e2e/playwright.config.ts'),
];

function runShard(index) {
  const shardDir = index === 0 ? dataDir : `${dataDir}-${index}`;
  if (index > 0) {
    cpSync(dataDir, shardDir, { recursive: true });
    cleanups.push(() => rmSync(shardDir, { recursive: true, force: true }));
  }
  const extra = [`--shard=${index + 1}/${shards}`];
  if (!args.includes('--output')) extra.push('--output', join(root, 'test-results', `shard-${index + 1}`));
  const child = spawn(process.execPath, [...playwright, ...args, ...extra], {
    cwd: root,
    env: { ...process.env, E2E_DATA_DIR: shardDir, E2E_PORT: String(basePort + index) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Each shard's lines, whole and marked, so two reports read apart.
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) out.write(`[${index + 1}/${shards}] ${line}\n`);
    });
    stream.on('end', () => rest && out.write(`[${index + 1}/${shards}] ${rest}\n`));
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

let status;
if (shards === 1) {
  status =
    spawnSync(process.execPath, [...playwright, ...args], {
      stdio: 'inherit',
      cwd: root,
      env: { ...process.env, E2E_DATA_DIR: dataDir },
    }).status ?? 1;
} else {
  const codes = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i)));
  codes.forEach((code, i) => console.log(`shard ${i + 1}/${shards}: ${code === 0 ? 'passed' : `failed (${code})`}`));
  status = codes.find((code) => code !== 0) ?? 0;
}
cleanUp();
process.exit(status);
