/**
 * A render thread (render-pool.ts): renders the pages the server's thread
 * hands it with React Router, its loaders calling the API through the
 * server's thread, and sends back the answer compressed. Rendering and
 * compressing are the CPU a page costs; here they no longer hold up the
 * event loop that answers the API (issue 21).
 */
import { randomBytes } from 'node:crypto';
import { pipeline, Readable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import type { AppLoadContext, ServerBuild } from 'react-router';
import type { ApiTransport } from '../app/lib/api.server.ts';
import { compressionFor, createPageHandler, isCompressible, oneChunkPerTurn } from './page-handler.ts';
import type { FromWorker, RenderWorkerData, ToWorker } from './render-protocol.ts';
import { BodyTooLargeError } from './request-guards.ts';
import { encodeBody } from './transport.ts';

const port = parentPort!;
const data = workerData as RenderWorkerData;
const build = (await import(data.serverEntry)) as ServerBuild;
const handle = createPageHandler(build, data.mode);
const post = (message: FromWorker, transfer?: ArrayBuffer[]) => port.postMessage(message, transfer);

/** API calls waiting for the server's thread to answer. */
const calls = new Map<number, (answer: Extract<ToWorker, { type: 'api-answer' }>) => void>();
let nextCall = 0;
const renders = new Map<number, AbortController>();
/** Counts the API's catalog changes the server's thread told of: messages keep their order, so a page asked for after a change sees it. */
let catalogVersion = 0;

const api: ApiTransport = async (request) => {
  const { headers, payload } = await encodeBody(request);
  const call = ++nextCall;
  const answer = await new Promise<Extract<ToWorker, { type: 'api-answer' }>>((resolve) => {
    calls.set(call, resolve);
    post({
      type: 'api',
      call,
      method: request.method,
      path: request.path,
      headers,
      payload: typeof payload === 'string' || payload === undefined ? payload : new Uint8Array(payload),
      clientIp: request.clientIp,
    });
  });
  const isJson = answer.contentType.includes('json');
  return { status: answer.status, body: isJson && answer.body ? JSON.parse(answer.body) : answer.body };
};

port.on('message', (message: ToWorker) => {
  if (message.type === 'api-answer') {
    calls.get(message.call)?.(message);
    calls.delete(message.call);
  } else if (message.type === 'catalog-changed') catalogVersion++;
  else if (message.type === 'memory') {
    // A worker's heap figures are its own isolate's (its rss is the whole process's).
    const { heapUsed, heapTotal } = process.memoryUsage();
    post({ type: 'memory', heapUsed, heapTotal });
  } else if (message.type === 'abort') renders.get(message.id)?.abort();
  else void render(message);
});

async function render(job: Extract<ToWorker, { type: 'render' }>) {
  const controller = new AbortController();
  renders.set(job.id, controller);
  try {
    const hasBody = job.method !== 'GET' && job.method !== 'HEAD';
    const request = new Request(job.url, {
      method: job.method,
      headers: job.headers,
      signal: controller.signal,
      body: hasBody ? bodyStream(job.body, job.bodyLimit) : undefined,
      ...(hasBody ? { duplex: 'half' } : {}),
    } as RequestInit);
    const response = await handle(request, {
      api,
      publicEnv: data.publicEnv,
      secureCookies: data.secureCookies,
      clientIp: job.clientIp,
      cspNonce: randomBytes(16).toString('base64'),
      catalogVersion: () => catalogVersion,
    } as AppLoadContext);
    const accept = job.headers.find(([name]) => name === 'accept-encoding')?.[1];
    const compress = response.body && job.method !== 'HEAD' ? compressionFor(accept, response) : null;
    const headers: [string, string][] = [...response.headers];
    if (isCompressible(response)) headers.push(['vary', 'accept-encoding']);
    post({ type: 'head', id: job.id, status: response.status, headers, encoding: compress?.encoding ?? null });
    if (!response.body || job.method === 'HEAD') return post({ type: 'end', id: job.id });
    // A failing render destroys every stage, and the loop below throws.
    const source = Readable.fromWeb(response.body as never);
    const done = () => {};
    const chunks = compress
      ? pipeline(source, oneChunkPerTurn(), compress.stream, done)
      : pipeline(source, oneChunkPerTurn(), done);
    for await (const chunk of chunks as AsyncIterable<Buffer>) {
      if (controller.signal.aborted) break;
      // A copy of its own, so the chunk's memory moves to the server's thread instead of being copied again.
      const bytes = new Uint8Array(chunk);
      post({ type: 'chunk', id: job.id, chunk: bytes }, [bytes.buffer]);
    }
    post({ type: 'end', id: job.id });
  } catch (error) {
    post({ type: 'fail', id: job.id, message: error instanceof Error ? error.message : String(error) });
  } finally {
    renders.delete(job.id);
  }
}

/** The body as the app reads it: the bytes, or a stream that fails as an oversized body does in one thread. */
function bodyStream(body: Uint8Array | 'too-large' | null, limit: number): ReadableStream<Uint8Array> | undefined {
  if (body === 'too-large')
    return new ReadableStream({
      start: (controller) => controller.error(new BodyTooLargeError(limit)),
    });
  if (!body) return undefined;
  return new ReadableStream({
    start(controller) {
      controller.enqueue(body);
      controller.close();
    },
  });
}
