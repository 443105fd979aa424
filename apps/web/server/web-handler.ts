/**
 * Mounts the React Router app on Fastify: every path the API does not own
 * becomes a Web Request for React Router, and its Response is streamed back,
 * compressed when the browser accepts it.
 */
import { randomBytes } from 'node:crypto';
import { pipeline, Readable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, isRouteErrorResponse, type AppLoadContext, type ServerBuild } from 'react-router';
import { bodyLimitFor, isCrossSiteWrite, limitedBody } from './request-guards.ts';
import { loadStaticFiles, pickEncoding } from './static-files.ts';
import { webStreamOf } from './streams.ts';

export interface WebHandlerOptions {
  build: ServerBuild;
  clientDir: string;
  publicUrl: string;
  /** What every request shares; the client IP and the CSP nonce are added per request. */
  loadContext: Omit<AppLoadContext, 'clientIp' | 'cspNonce'>;
  mode: 'production' | 'development';
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

export async function registerWebApp(app: FastifyInstance, options: WebHandlerOptions): Promise<void> {
  const handle = createRequestHandler(logsOwnFailuresOnly(options.build), options.mode);
  const files = loadStaticFiles(options.clientDir);
  const publicOrigin = new URL(options.publicUrl).origin;

  await app.register(async (web) => {
    // React Router reads request bodies itself (forms, multipart): leave the stream untouched.
    web.removeAllContentTypeParsers();
    web.addContentTypeParser('*', (_request, _payload, done) => done(null));

    web.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      schema: { hide: true },
      handler: async (request, reply) => {
        const file =
          request.method === 'GET' || request.method === 'HEAD' ? files.get(request.url.split('?')[0]) : undefined;
        if (file) {
          const { body, encoding } = pickEncoding(file, request.headers['accept-encoding']);
          reply
            .header('content-type', file.type)
            .header(
              'cache-control',
              file.immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
            )
            .header('vary', 'accept-encoding');
          if (encoding) reply.header('content-encoding', encoding);
          return reply.send(body);
        }
        if (isCrossSiteWrite(request.method, request.headers, publicOrigin)) {
          return reply.status(403).type('text/plain').send('Cross-site form submissions are not accepted.');
        }
        let bodyTooLarge = false;
        const response = await handle(
          toWebRequest(request, reply, publicOrigin, () => (bodyTooLarge = true)),
          {
            ...options.loadContext,
            clientIp: request.ip,
            cspNonce: randomBytes(16).toString('base64'),
          } as AppLoadContext,
        );
        // The rest of an oversized body is not read: the connection ends with the answer.
        if (bodyTooLarge) reply.header('connection', 'close');
        return sendWebResponse(request, reply, response);
      },
    });
  });
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

function toWebRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  publicOrigin: string,
  onBodyTooLarge: () => void,
): Request {
  // The configured public origin, not the Host header, names the site.
  const url = new URL(request.url, publicOrigin);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const controller = new AbortController();
  request.raw.once('aborted', () => controller.abort());
  // A visitor who leaves a streamed answer (live order updates) closes the response before it ends.
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    body: hasBody
      ? webStreamOf(
          limitedBody(request.raw, request.headers, bodyLimitFor(request.headers['content-type']), onBodyTooLarge),
          { onFailure: 'error' },
        )
      : undefined,
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

function sendWebResponse(request: FastifyRequest, reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if (!response.body || request.method === 'HEAD') return reply.send();

  const body = Readable.fromWeb(response.body as never);
  const accept = request.headers['accept-encoding'] ?? '';
  if (
    COMPRESSIBLE_RESPONSE.test(response.headers.get('content-type') ?? '') &&
    !response.headers.has('content-encoding')
  ) {
    reply.header('vary', 'accept-encoding');
    // Flush every chunk so streamed (deferred) data still reaches the browser as it comes.
    const compress = /\bbr\b/.test(accept)
      ? { encoding: 'br', stream: createBrotliCompress(PAGE_BROTLI) }
      : /\bgzip\b/.test(accept)
        ? { encoding: 'gzip', stream: createGzip(PAGE_GZIP) }
        : null;
    if (compress) {
      reply.header('content-encoding', compress.encoding).removeHeader('content-length');
      // pipeline, not pipe: a render that fails midway destroys both streams instead of
      // raising an 'error' on a source nobody listens to (which would end the process).
      return reply.send(pipeline(body, compress.stream, () => {}));
    }
  }
  return reply.send(body);
}
