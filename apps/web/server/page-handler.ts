/**
 * What rendering a page takes, wherever it runs (the server's own thread or
 * a render thread, render-pool.ts): React Router's request handler, and the
 * compression of what it answers.
 */
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { Transform } from 'node:stream';
import { createRequestHandler, isRouteErrorResponse, type AppLoadContext, type ServerBuild } from 'react-router';

export type PageHandler = (request: Request, context: AppLoadContext) => Promise<Response>;

export function createPageHandler(build: ServerBuild, mode: 'production' | 'development'): PageHandler {
  const handle = createRequestHandler(logsOwnFailuresOnly(build), mode);
  return (request, context) => handle(request, context);
}

/**
 * React Router logs every refused request (a GET to an action-only route, an
 * unknown path) with a stack trace: anyone could fill the log. Only our own
 * failures are worth a line.
 */
function logsOwnFailuresOnly(build: ServerBuild): ServerBuild {
  const module = build.entry.module;
  return {
    ...build,
    entry: {
      ...build.entry,
      module: {
        ...module,
        handleError(error, args) {
          if (args.request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
          if (module.handleError) module.handleError(error, args);
          else console.error(error);
        },
      },
    },
  };
}

const COMPRESSIBLE_RESPONSE = /^(text\/|application\/json|application\/javascript)/;

/**
 * Pages are compressed per request, so at a fast level: brotli at quality 4
 * costs about what gzip does and is smaller, while the default quality 11
 * took 4–5 times the CPU of the whole render. The slow levels are kept for
 * the static assets, compressed once at start (static-files.ts).
 */
const PAGE_BROTLI = {
  flush: constants.BROTLI_OPERATION_FLUSH,
  params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};
const PAGE_GZIP = { flush: constants.Z_SYNC_FLUSH, level: 6 };

/** Whether the answer varies with Accept-Encoding (it is text we would compress). */
export const isCompressible = (response: Response) =>
  COMPRESSIBLE_RESPONSE.test(response.headers.get('content-type') ?? '') && !response.headers.has('content-encoding');

/**
 * The compression an answer gets: none when the browser accepts none, the
 * answer is not text or is compressed already. Every chunk is flushed, so
 * streamed (deferred) data still reaches the browser as it comes.
 */
export function compressionFor(
  acceptEncoding: string | undefined,
  response: Response,
): { encoding: 'br' | 'gzip'; stream: Transform } | null {
  if (!isCompressible(response)) return null;
  const accept = acceptEncoding ?? '';
  if (/\bbr\b/.test(accept)) return { encoding: 'br', stream: createBrotliCompress(PAGE_BROTLI) };
  if (/\bgzip\b/.test(accept)) return { encoding: 'gzip', stream: createGzip(PAGE_GZIP) };
  return null;
}

/**
 * Joins what a page writes within one turn of the event loop into one chunk. React writes the
 * document in pieces of 2 kB and more; compressed with a flush each and written to the socket
 * each, a /home went out as about 30 chunks — 30 brotli flushes, 30 trips through the zlib thread
 * pool, 30 messages from a render thread and 30 socket writes, which doubled a warm page's time
 * against the same page uncompressed. What React has ready goes out at once; what a Suspense
 * boundary or deferred data sends later is a turn of its own, so streaming is unchanged.
 */
export function oneChunkPerTurn(): Transform {
  let held: Buffer[] = [];
  let turn: NodeJS.Immediate | undefined;
  const release = () => {
    turn = undefined;
    if (!held.length) return;
    const chunk = held.length === 1 ? held[0] : Buffer.concat(held);
    held = [];
    stream.push(chunk);
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      held.push(chunk);
      turn ??= setImmediate(release);
      callback();
    },
    flush(callback) {
      clearImmediate(turn);
      release();
      callback();
    },
    destroy(error, callback) {
      clearImmediate(turn);
      held = [];
      callback(error);
    },
  });
  return stream;
}
