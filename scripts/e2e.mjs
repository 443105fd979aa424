#!/usr/bin/env node
/**
 * Browser tests need the system Chromium (browser downloads are blocked on
 * our machines). Without it they are skipped loudly, or fail when
 * REQUIRE_E2E=1 (CI sets it). Each run starts on a fresh embedded database.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
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

const dataDir = mkdtempSync(join(tmpdir(), 'souq-e2e-'));
// The journeys' database, seeded with the stores they order from open at any hour (see the script).
const prepared = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'e2e/prepare-database.ts')], {
  stdio: 'inherit',
  cwd: root,
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
});
if (prepared.status !== 0) process.exit(prepared.status ?? 1);
const result = spawnSync(
  process.execPath,
  [
    join(root, 'node_modules/@playwright/test/cli.js'),
    'test',
    '-c',
    join(root, 'e2e/playwright.config.ts'),
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', cwd: root, env: { ...process.env, E2E_DATA_DIR: dataDir } },
);
rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
