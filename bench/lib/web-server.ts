/**
 * `npm start` as a visitor meets it, for the page suites (page weight,
 * Lighthouse, mixed load): the built storefront and the API in one process
 * on a fresh database, plus the cookies a visitor has once a location and a
 * module are chosen.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { MemorySample } from '../../apps/web/server/memory-report.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Kingdom Centre, served by zones 2 and 1, with the food module chosen. */
export const VISITOR_COOKIES: Record<string, string> = {
  souq_location: JSON.stringify({ address: 'Kingdom Centre, Al Olaya, Riyadh', lat: 24.7114, lng: 46.6744 }),
  souq_zones: '[2,1]',
  souq_module: '1',
};

/** The cookies as a Cookie header. */
export function cookieHeader(cookies: Record<string, string>): string {
  return Object.entries(cookies)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');
}

export interface WebServer {
  origin: string;
  child: ChildProcess;
  /** The server's memory reports so far (with `memoryReportSeconds`), oldest first. */
  memory: MemorySample[];
  stop(): Promise<void>;
}

export interface WebServerOptions {
  port: number;
  databaseUrl?: string;
  /** Open the demo stores the order journeys buy from round the clock (e2e/prepare-database.ts). */
  openStores?: boolean;
  env?: Record<string, string>;
  /** Have the server report its memory this often (MEMORY_REPORT_SECONDS). */
  memoryReportSeconds?: number;
}

export async function startWebServer({
  port,
  databaseUrl,
  openStores,
  env = {},
  memoryReportSeconds = 0,
}: WebServerOptions): Promise<WebServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'souq-web-bench-'));
  if (openStores) {
    const prepared = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'e2e/prepare-database.ts')], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, DATA_DIR: dataDir, PREPARE_DATABASE_URL: databaseUrl ?? '' },
    });
    if (prepared.status !== 0) throw new Error('prepare-database failed');
  }
  const child = spawn(process.execPath, [join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl ?? '',
      NODE_ENV: 'production',
      MEMORY_REPORT_SECONDS: String(memoryReportSeconds),
      ...env,
    },
  });
  const memory: MemorySample[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (line.startsWith('{"memory":')) memory.push((JSON.parse(line) as { memory: MemorySample }).memory);
  });
  const origin = `http://localhost:${port}`;
  await waitForServer(`${origin}/api/v1/config`, child);
  return {
    origin,
    child,
    memory,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGINT');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitForServer(url: string, child: ChildProcess) {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not start: ${url}`);
}
