#!/usr/bin/env node
/**
 * npm start: build the storefront when its sources are newer than the last
 * build, then run the one-process server (API + web) on PORT (3000).
 * --rebuild builds even when nothing changed; --build-only stops after the build.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = join(root, 'apps/web');
const builtEntry = join(web, 'build/server/index.js');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  // A folder's own time changes when a file in it is removed or renamed.
  return Math.max(
    info.mtimeMs,
    ...readdirSync(path).map((name) => (name === 'node_modules' ? 0 : newestMtime(join(path, name)))),
  );
}

// The build's own plugins count too: the Preact plugin decides what runs in the browser.
const sources = [
  'app',
  'public',
  'vite.config.ts',
  'react-router.config.ts',
  'package.json',
  'chunks.ts',
  'domain-imports.ts',
  'preact-browser.ts',
].map((p) => join(web, p));
sources.push(join(root, 'packages/domain/src'));
const stale = !existsSync(builtEntry) || Math.max(...sources.map(newestMtime)) > statSync(builtEntry).mtimeMs;

if (stale || process.argv.includes('--rebuild')) {
  console.log('Building the storefront…');
  const result = spawnSync(process.execPath, [join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], {
    cwd: web,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The browser tests build once before starting their servers.
if (process.argv.includes('--build-only')) process.exit(0);

const server = spawn(process.execPath, ['--import', 'tsx', join(web, 'server.ts')], { stdio: 'inherit', cwd: root });
// Ctrl-C reaches the server too (same process group); it closes the database and exits.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
