/**
 * A closed-loop load generator: `connections` clients each send a request,
 * read the whole answer and send the next, for `durationMs`. Latencies are
 * kept in full so p95 is exact, not estimated.
 */
import { readFileSync } from 'node:fs';
import { Pool } from 'undici';

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /**
   * Share of the machine's CPU time the hypervisor gave to other machines during the run
   * (Linux "steal"), or null where it cannot be read: a virtual machine's numbers are only
   * comparable between runs with similar steal.
   */
  stolen: number | null;
}

export interface LoadOptions {
  connections?: number;
  durationMs?: number;
  warmupMs?: number;
  method?: 'GET' | 'POST';
  /** Fixed headers, or fresh ones per request (for example another customer's token). */
  headers?: Record<string, string> | (() => Record<string, string>);
  /** A fresh body per request (for example a new idempotency key). */
  body?: () => string;
  /**
   * Stop after this many requests (warm-up included), before `durationMs` if they run out: for
   * requests that use up something prepared, such as a filled cart per booking.
   */
  maxRequests?: number;
}

/** `path` may be a function, called per request (for example to defeat a cache with unique queries). */
export async function runLoad(
  origin: string,
  path: string | (() => string),
  options: LoadOptions = {},
): Promise<LoadResult> {
  const { connections = 50, durationMs = 5000, warmupMs = 1000, method = 'GET', headers = {} } = options;
  const pool = new Pool(origin, { connections, pipelining: 1 });
  const latencies: number[] = [];
  let errors = 0;
  let recording = false;
  const deadline = Date.now() + warmupMs + durationMs;
  const cpuBefore = cpuTimes();
  let recordingSince = Number.NaN;
  const warmup = setTimeout(() => {
    recording = true;
    recordingSince = Date.now();
  }, warmupMs);
  let issued = 0;
  const maxRequests = options.maxRequests ?? Number.POSITIVE_INFINITY;

  const client = async () => {
    while (Date.now() < deadline && issued++ < maxRequests) {
      const started = process.hrtime.bigint();
      try {
        const response = await pool.request({
          path: typeof path === 'string' ? path : path(),
          method,
          headers: typeof headers === 'function' ? headers() : headers,
          body: options.body?.(),
        });
        await response.body.arrayBuffer();
        if (response.statusCode >= 400) errors++;
      } catch {
        errors++;
      }
      if (recording) latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  clearTimeout(warmup);
  // Requests that ran out early were measured over less than durationMs.
  const measuredMs = recording ? Math.min(durationMs, Date.now() - recordingSince) : durationMs;
  const cpuAfter = cpuTimes();
  await pool.close();

  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return {
    requests: latencies.length,
    rps: latencies.length / (measuredMs / 1000),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    errors,
    stolen: stolenShare(cpuBefore, cpuAfter),
  };
}

/** The machine's CPU counters (/proc/stat, all cores): total ticks and stolen ticks. */
function cpuTimes(): { total: number; steal: number } | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal (guest time is already counted in user)
    const total = fields.slice(0, 8).reduce((sum, n) => sum + n, 0);
    return { total, steal: fields[7] ?? 0 };
  } catch {
    return null;
  }
}

function stolenShare(before: ReturnType<typeof cpuTimes>, after: ReturnType<typeof cpuTimes>): number | null {
  if (!before || !after || after.total === before.total) return null;
  return (after.steal - before.steal) / (after.total - before.total);
}
