/**
 * Starts the API under test in a child process (so the load generator does
 * not share its event loop) plus, in the same process, a bare Fastify
 * instance that answers the exact bytes of each target: the baseline.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface BenchServer {
  apiOrigin: string;
  bareOrigin: string;
  /** Path on the bare server that returns the same bytes as `target` on the API. */
  barePath(target: string): string;
  /** Asks the API once (as app.inject) and returns a bare path answering the same bytes: a baseline for answers set up at run time. */
  mirror(request: {
    method?: string;
    url: string;
    headers?: Record<string, string>;
    payload?: unknown;
  }): Promise<string>;
  stop(): Promise<void>;
  /**
   * CPU time the API process has used so far (user + system, ms; Linux /proc), or null elsewhere:
   * divided by the requests served between two readings, the work per request, which other
   * processes on a shared machine change far less than latencies.
   */
  cpuMs(): number | null;
}

export interface StartOptions {
  targets: { path: string; headers?: Record<string, string> }[];
  databaseUrl?: string;
  /** Seed scenario: 'demo' (default) or 'scale' (the 10,000-item catalog). */
  scenario?: 'demo' | 'scale';
  /** Environment of the API process beyond the bench's own (for example TRUST_PROXY). */
  env?: Record<string, string>;
}

/** BENCH_CPU_PROFILE_DIR=<dir>: the API process writes a V8 CPU profile there when it stops. */
function profiling(): string[] {
  const dir = process.env.BENCH_CPU_PROFILE_DIR;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
}

export async function startBenchServer(options: StartOptions): Promise<BenchServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    [...profiling(), '--import', 'tsx', fileURLToPath(new URL('./server-process.ts', import.meta.url))],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, BENCH_OPTIONS: JSON.stringify(options), LOG_LEVEL: 'silent', NODE_ENV: 'production' },
    },
  );
  const ready = await new Promise<{ apiPort: number; barePort: number; bare: Record<string, string> }>(
    (resolve, reject) => {
      let output = '';
      child.stdout!.on('data', (chunk) => {
        output += chunk;
        const line = output.split('\n').find((l) => l.startsWith('READY '));
        if (line) resolve(JSON.parse(line.slice(6)));
      });
      child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
    },
  );
  return {
    apiOrigin: `http://127.0.0.1:${ready.apiPort}`,
    bareOrigin: `http://127.0.0.1:${ready.barePort}`,
    barePath: (target) => ready.bare[target],
    async mirror(request) {
      const response = await fetch(`http://127.0.0.1:${ready.barePort}/mirror`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
      });
      const { path, status } = (await response.json()) as { path: string; status: number };
      if (status >= 400) throw new Error(`mirror of ${request.url} answered ${status}`);
      return path;
    },
    cpuMs: () => processCpuMs(child.pid),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A call to the API under test answering parsed JSON. */
export type JsonCall = (path: string, init?: RequestInit & { headers?: Record<string, string> }) => Promise<any>;

/** JSON calls to origin with base headers (a call's own headers win); an answer outside 2xx throws with its body, so setup fails loudly. */
export function jsonClient(origin: string, base: Record<string, string>): JsonCall {
  return (path, init = {}) =>
    fetch(`${origin}${path}`, { ...init, headers: { ...base, ...init.headers } }).then(async (r) => {
      if (!r.ok) throw new Error(`${path} answered ${r.status}: ${await r.text()}`);
      return r.json();
    });
}

/** utime + stime of a process from /proc/<pid>/stat, in ms (clock ticks are 100 a second on Linux). */
function processCpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}
