/**
 * An open-loop load generator: requests leave at a fixed rate whatever the
 * server does (a closed loop slows down with the server and hides its queue),
 * each drawn from a weighted mix of request kinds. Latencies are kept in full
 * per kind, so percentiles are exact. A request not answered within
 * `timeoutMs`, or answered 4xx/5xx, is an error of its kind.
 */
import { Agent } from 'undici';

export interface MixRequest {
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface MixKind {
  name: string;
  /** Share of all requests (the weights need not add up to 1). */
  weight: number;
  next(): MixRequest;
}

export interface KindResult {
  name: string;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
  /** Answers 503 (refused past capacity), counted among the errors. */
  refused: number;
  /** p50 of the refused answers' latency. */
  refusedP50: number;
}

export interface MixResult {
  rate: number;
  /** Requests answered per second (all kinds). */
  answered: number;
  all: KindResult;
  kinds: KindResult[];
  /** With `windowMs`: the same, per window of that length (by when each request was sent), in order. */
  windows: WindowResult[];
  /** The errors by kind and status ('timeout' or 'network' when none came): what failed, at a glance. */
  errorsBy: Record<string, number>;
}

export interface WindowResult {
  /** Seconds after the warm-up at which the window starts. */
  from: number;
  all: KindResult;
  kinds: KindResult[];
}

export interface OpenLoopOptions {
  rate: number;
  durationMs: number;
  warmupMs?: number;
  timeoutMs?: number;
  /** Seed of the kind drawn per request, so two runs send the same sequence. */
  seed?: number;
  /** Also summarize each window of this many ms (a soak's drift: first against last minute). */
  windowMs?: number;
}

interface Sample {
  ok: number[];
  refused: number[];
  errors: number;
}

const emptySample = (): Sample => ({ ok: [], refused: [], errors: 0 });

const TICK_MS = 5;

export async function runOpenLoop(origin: string, kinds: MixKind[], options: OpenLoopOptions): Promise<MixResult> {
  const { rate, durationMs, warmupMs = 2000, timeoutMs = 10_000, windowMs } = options;
  const agent = new Agent({ connections: 4096, pipelining: 1, headersTimeout: timeoutMs, bodyTimeout: timeoutMs });
  const total = kinds.reduce((sum, kind) => sum + kind.weight, 0);
  let seed = options.seed ?? 21;
  const draw = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    let point = (seed / 2 ** 31) * total;
    for (const kind of kinds) if ((point -= kind.weight) < 0) return kind;
    return kinds[kinds.length - 1];
  };
  const samples = new Map(kinds.map((kind) => [kind.name, emptySample()]));
  const windowCount = windowMs ? Math.ceil(durationMs / windowMs) : 0;
  const windows = Array.from({ length: windowCount }, () => new Map(kinds.map((kind) => [kind.name, emptySample()])));
  const inFlight = new Set<Promise<void>>();
  const errorsBy: Record<string, number> = {};
  const countError = (kind: string, what: string | number) => {
    errorsBy[`${kind} ${what}`] = (errorsBy[`${kind} ${what}`] ?? 0) + 1;
  };
  const started = performance.now();
  const end = started + warmupMs + durationMs;
  let sent = 0;

  const send = (kind: MixKind) => {
    const request = kind.next();
    const at = performance.now();
    const recording = at - started >= warmupMs;
    const sample = samples.get(kind.name)!;
    const window = windowMs
      ? windows[Math.min(windowCount - 1, Math.floor((at - started - warmupMs) / windowMs))]
      : undefined;
    const inWindow = recording ? window?.get(kind.name) : undefined;
    const done = agent
      .request({
        origin,
        path: request.path,
        method: request.method ?? 'GET',
        headers: request.headers,
        body: request.body,
        signal: AbortSignal.timeout(timeoutMs),
      })
      .then(async (response) => {
        await response.body.arrayBuffer();
        if (!recording) return;
        const latency = performance.now() - at;
        if (response.statusCode >= 400) countError(kind.name, response.statusCode);
        for (const into of inWindow ? [sample, inWindow] : [sample]) {
          if (response.statusCode === 503) into.refused.push(latency);
          if (response.statusCode >= 400) into.errors++;
          else into.ok.push(latency);
        }
      })
      .catch((error: unknown) => {
        if (!recording) return;
        countError(kind.name, error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network');
        sample.errors++;
        if (inWindow) inWindow.errors++;
      })
      .finally(() => inFlight.delete(done));
    inFlight.add(done);
  };

  // Every tick sends what the rate owes since the start: a late tick catches up, as clients would.
  while (performance.now() < end) {
    const owed = Math.floor(((performance.now() - started) / 1000) * rate);
    while (sent < owed) {
      send(draw());
      sent++;
    }
    await new Promise((resolve) => setTimeout(resolve, TICK_MS));
  }
  await Promise.all(inFlight);
  await agent.close();

  const { all, kinds: results } = summarizeAll(kinds, samples);
  return {
    rate,
    answered: all.requests / (durationMs / 1000),
    all,
    kinds: results,
    errorsBy,
    windows: windows.map((window, index) => ({ from: (index * windowMs!) / 1000, ...summarizeAll(kinds, window) })),
  };
}

function summarizeAll(kinds: MixKind[], samples: Map<string, Sample>) {
  const merged = emptySample();
  for (const sample of samples.values()) {
    merged.ok.push(...sample.ok);
    merged.refused.push(...sample.refused);
    merged.errors += sample.errors;
  }
  return { all: summarize('all', merged), kinds: kinds.map((kind) => summarize(kind.name, samples.get(kind.name)!)) };
}

function summarize(name: string, sample: Sample): KindResult {
  const ok = [...sample.ok].sort((a, b) => a - b);
  const refused = [...sample.refused].sort((a, b) => a - b);
  const at = (list: number[], q: number) => list[Math.min(list.length - 1, Math.floor(q * list.length))] ?? NaN;
  return {
    name,
    requests: ok.length,
    p50: at(ok, 0.5),
    p95: at(ok, 0.95),
    p99: at(ok, 0.99),
    max: ok[ok.length - 1] ?? NaN,
    errors: sample.errors,
    refused: refused.length,
    refusedP50: at(refused, 0.5),
  };
}
