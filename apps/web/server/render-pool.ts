/**
 * Render threads (issue 21, decision 22): pages are rendered off the event
 * loop that answers the API. A render of /home took 100+ ms of that loop, and
 * every API call arriving meanwhile waited for it. Each thread
 * (render-worker.ts) runs the built storefront; its loaders' API calls come
 * back here and are answered in process (`app.inject`), so every piece of
 * state — the database, carts and sessions held in memory, limits, event
 * streams — stays in this one process and `npm start` stays one command on
 * either database.
 *
 * A page goes to the thread with the fewest pages in progress. A thread
 * that ends is replaced, and its pages in progress fail (their loaders'
 * writes, if any, have been applied or not, as with a dropped connection);
 * if threads cannot start at all, pages render on the server's thread.
 */
import { PassThrough, type Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import type { FromWorker, RenderWorkerData, ToWorker } from './render-protocol.ts';

/** A page to render: the request as the worker gets it, and the signal that abandons it. */
export type RenderJob = Omit<Extract<ToWorker, { type: 'render' }>, 'type' | 'id'> & { signal: AbortSignal };

export interface RenderedPage {
  status: number;
  headers: [string, string][];
  encoding: 'br' | 'gzip' | null;
  body: Readable;
}

export interface RenderPool {
  /** Whether a thread is there to render (none when they could not start). */
  ready(): boolean;
  /** Whether every thread has as many pages in progress as it may (the next page is refused). */
  full(): boolean;
  render(job: RenderJob): Promise<RenderedPage>;
  /** Tells every thread the API's catalog changed (before any page asked for after the change). */
  catalogChanged(): void;
  /** Each thread's own heap (bytes), as it answers between its pages (the memory report). */
  heaps(): Promise<ThreadHeap[]>;
  close(): Promise<void>;
}

/**
 * When a render thread is full and the next page is refused (503, Retry-After): a render thread's
 * queue is where pages wait past capacity, and a page that waits seconds is worth less than an
 * honest "busy" (the API's own in-flight limit does not see it: pages wait here, not there).
 * A count alone refused real traffic: at 240 req/s of the mix (36 pages a second, one thread) a
 * burst of 8 pages in progress — each mostly waiting for its API answers, not rendering — was
 * refused with the thread far from busy (decision 22). So a thread is full when it holds
 * PAGES_BUSY pages and the oldest has been in progress PAGE_BACKLOG_MS (pages are backing up, not
 * passing through), or PAGES_MAX whatever their age.
 */
const PAGES_BUSY = 8;
const PAGE_BACKLOG_MS = 250;
const PAGES_MAX = 32;

/** Whether a thread with `pages` in progress, the oldest for `oldestMs`, takes no more. */
export function threadFull(pages: number, oldestMs: number): boolean {
  if (pages >= PAGES_MAX) return true;
  return pages >= PAGES_BUSY && oldestMs >= PAGE_BACKLOG_MS;
}
/** A thread that ends sooner than this after its start is not started again. */
const STARTUP_MS = 10_000;

interface Pending {
  /** When the page was handed to the thread (performance.now()). */
  started: number;
  resolve(page: RenderedPage): void;
  reject(error: Error): void;
  body?: PassThrough;
}

export interface ThreadHeap {
  heapUsed: number;
  heapTotal: number;
}

interface Thread {
  worker: Worker;
  pages: Map<number, Pending>;
  /** Who waits for the thread's next memory answer. */
  heapWaiters: ((heap: ThreadHeap | null) => void)[];
}

export function createRenderPool(app: FastifyInstance, size: number, data: RenderWorkerData): RenderPool {
  let nextId = 0;
  let closing = false;
  const threads: Thread[] = [];

  function start() {
    const worker = new Worker(new URL('./render-thread.mjs', import.meta.url), { workerData: data });
    const thread: Thread = { worker, pages: new Map(), heapWaiters: [] };
    threads.push(thread);
    worker.on('message', (message: FromWorker) => receive(thread, message));
    worker.on('error', (error) => console.error('render thread failed:', error));
    const started = Date.now();
    worker.on('exit', () => {
      for (const page of thread.pages.values()) fail(page, new Error('the render thread ended'));
      thread.pages.clear();
      for (const waiter of thread.heapWaiters.splice(0)) waiter(null);
      threads.splice(threads.indexOf(thread), 1);
      // A thread that could not even start would fail again: then pages render on this thread.
      if (!closing && Date.now() - started > STARTUP_MS) start();
    });
  }

  function receive(thread: Thread, message: FromWorker) {
    if (message.type === 'api') return void answerApi(thread.worker, message);
    if (message.type === 'memory') {
      const { heapUsed, heapTotal } = message;
      for (const waiter of thread.heapWaiters.splice(0)) waiter({ heapUsed, heapTotal });
      return;
    }
    const page = thread.pages.get(message.id);
    if (!page) return;
    if (message.type === 'head') {
      page.body = new PassThrough();
      page.resolve({ status: message.status, headers: message.headers, encoding: message.encoding, body: page.body });
    } else if (message.type === 'chunk') page.body?.write(message.chunk);
    else {
      thread.pages.delete(message.id);
      if (message.type === 'end') page.body?.end();
      else fail(page, new Error(message.message));
    }
  }

  async function answerApi(worker: Worker, call: Extract<FromWorker, { type: 'api' }>) {
    let answer: Extract<ToWorker, { type: 'api-answer' }>;
    try {
      const response = await app.inject({
        method: call.method as 'GET',
        url: call.path,
        headers: call.headers,
        payload: call.payload instanceof Uint8Array ? Buffer.from(call.payload) : call.payload,
        remoteAddress: call.clientIp,
      });
      answer = {
        type: 'api-answer',
        call: call.call,
        status: response.statusCode,
        contentType: String(response.headers['content-type'] ?? ''),
        body: response.body,
      };
    } catch (error) {
      console.error(error);
      answer = { type: 'api-answer', call: call.call, status: 500, contentType: '', body: '' };
    }
    worker.postMessage(answer satisfies ToWorker);
  }

  function fail(page: Pending, error: Error) {
    if (page.body) page.body.destroy(error);
    else page.reject(error);
  }

  for (let index = 0; index < size; index++) start();

  function isFull(thread: Thread): boolean {
    // A Map keeps insertion order: the first page is the oldest in progress.
    const oldest = thread.pages.values().next().value;
    return threadFull(thread.pages.size, oldest ? performance.now() - oldest.started : 0);
  }

  return {
    ready: () => threads.length > 0,
    full: () => threads.every(isFull),
    render(job) {
      const thread = threads.reduce((least, t) => (t.pages.size < least.pages.size ? t : least));
      const id = ++nextId;
      return new Promise<RenderedPage>((resolve, reject) => {
        thread.pages.set(id, { started: performance.now(), resolve, reject });
        const { signal, ...request } = job;
        const abort = () => thread.worker.postMessage({ type: 'abort', id } satisfies ToWorker);
        signal.addEventListener('abort', abort, { once: true });
        const message: ToWorker = { type: 'render', id, ...request };
        thread.worker.postMessage(message);
      });
    },
    catalogChanged() {
      for (const thread of threads) thread.worker.postMessage({ type: 'catalog-changed' } satisfies ToWorker);
    },
    async heaps() {
      const answers = await Promise.all(
        threads.map(
          (thread) =>
            new Promise<ThreadHeap | null>((resolve) => {
              if (thread.heapWaiters.push(resolve) === 1)
                thread.worker.postMessage({ type: 'memory' } satisfies ToWorker);
            }),
        ),
      );
      // A thread that ended meanwhile has no heap to report.
      return answers.filter((heap): heap is ThreadHeap => heap !== null);
    },
    async close() {
      closing = true;
      await Promise.all(threads.map((thread) => thread.worker.terminate()));
    },
  };
}
