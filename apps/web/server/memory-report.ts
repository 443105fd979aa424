/**
 * The memory report (MEMORY_REPORT_SECONDS, issue 21's soak): one line of JSON on stdout every few
 * seconds, `{"memory":{"at":…,"rss":…,"heapUsed":…,"heapTotal":…,"external":…,"threads":[…]}}`,
 * bytes. rss is the whole process (the render threads live in it); each heap is one isolate's — the
 * main thread's (the API) and each render thread's, which answers between its pages. A line, not a
 * route: nothing a visitor can reach, and a bench (or an operator) reads it from the server's output.
 */
import type { RenderPool } from './render-pool.ts';

export interface MemorySample {
  /** Milliseconds since the epoch. */
  at: number;
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  threads: { heapUsed: number; heapTotal: number }[];
}

export async function sampleMemory(pool?: RenderPool): Promise<MemorySample> {
  const threads = pool ? await pool.heaps() : [];
  const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
  return { at: Date.now(), rss, heapUsed, heapTotal, external, threads };
}

/** Starts the report; the returned function stops it. */
export function reportMemory(seconds: number, pool?: RenderPool, write = (line: string) => process.stdout.write(line)) {
  const timer = setInterval(() => {
    void sampleMemory(pool).then((memory) => write(`${JSON.stringify({ memory })}\n`));
  }, seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
