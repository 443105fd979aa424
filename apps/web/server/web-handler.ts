/**
 * Mounts the React Router app on Fastify: every path the API does not own
 * becomes a Web Request for React Router, and its Response is streamed back,
 * compressed when the browser accepts it.
 */
import { randomBytes } from 'node:crypto';
import { pipeline, Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { refuseBusy } from '@souq/api';
import type { AppLoadContext, ServerBuild } from 'react-router';
import { compressionFor, createPageHandler, isCompressible, oneChunkPerTurn } from './page-handler.ts';
import type { RenderPool } from './render-pool.ts';
import { BodyTooLargeError, bodyLimitFor, isCrossSiteWrite, limitedBody } from './request-guards.ts';
import { loadStaticFiles, pickEncoding } from './static-files.ts';
import { webStreamOf } from './streams.ts';

export interface WebHandlerOptions {
  build: ServerBuild;
  clientDir: string;
  publicUrl: string;
  /** What every request shares; the client IP and the CSP nonce are added per request. */
  loadContext: Omit<AppLoadContext, 'clientIp' | 'cspNonce'>;
  mode: 'production' | 'development';
  /** Render threads (render-pool.ts): pages are rendered there instead of on this event loop. */
  pool?: RenderPool;
}

/**
 * Routes that relay a stream of the API (live order, inbox and notification events, chat
 * files): they render nothing, so they stay on this thread, next to the API streams they relay.
 */
const RELAYS = /^\/resources\/(?:[^?]*\/events|(?:inbox|operator)\/files\/)/;

export async function registerWebApp(app: FastifyInstance, options: WebHandlerOptions): Promise<void> {
  const handle = createPageHandler(options.build, options.mode);
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
        if (options.pool?.ready() && !RELAYS.test(request.url))
          return renderInPool(options.pool, request, reply, publicOrigin);
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
  const controller = abortedWithVisitor(request, reply);
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
  if (isCompressible(response)) reply.header('vary', 'accept-encoding');
  const compress = compressionFor(request.headers['accept-encoding'], response);
  if (compress) reply.header('content-encoding', compress.encoding).removeHeader('content-length');
  // pipeline, not pipe: a render that fails midway destroys every stream instead of
  // raising an 'error' on a source nobody listens to (which would end the process).
  const done = () => {};
  return reply.send(
    compress ? pipeline(body, oneChunkPerTurn(), compress.stream, done) : pipeline(body, oneChunkPerTurn(), done),
  );
}

/** Aborted when the visitor goes: the request cut short, or a streamed answer closed before its end. */
function abortedWithVisitor(request: FastifyRequest, reply: FastifyReply): AbortController {
  const controller = new AbortController();
  request.raw.once('aborted', () => controller.abort());
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller;
}

/**
 * A page rendered by a render thread: the body is read (within its limit) here, the answer
 * comes back compressed already. What the visitor sees is the same as from this thread.
 */
async function renderInPool(pool: RenderPool, request: FastifyRequest, reply: FastifyReply, publicOrigin: string) {
  if (pool.full()) return refuseBusy(request, reply);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const bodyLimit = bodyLimitFor(request.headers['content-type']);
  let body: Uint8Array | 'too-large' | null = null;
  if (hasBody) {
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of limitedBody(request.raw, request.headers, bodyLimit, () => {}))
        chunks.push(chunk as Buffer);
      body = Buffer.concat(chunks);
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) return reply.code(400).send();
      body = 'too-large';
      // The rest of an oversized body is not read: the connection ends with the answer.
      reply.header('connection', 'close');
    }
  }
  const headers: [string, string][] = [];
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.push([name, v]);
  }
  const page = await pool.render({
    method: request.method,
    // The configured public origin, not the Host header, names the site.
    url: new URL(request.url, publicOrigin).href,
    headers,
    body,
    bodyLimit,
    clientIp: request.ip,
    signal: abortedWithVisitor(request, reply).signal,
  });
  reply.status(page.status);
  const cookies: string[] = [];
  for (const [name, value] of page.headers) {
    if (name === 'set-cookie') cookies.push(value);
    else reply.header(name, value);
  }
  if (cookies.length) reply.header('set-cookie', cookies);
  if (page.encoding) reply.header('content-encoding', page.encoding).removeHeader('content-length');
  if (request.method === 'HEAD') {
    page.body.resume();
    return reply.send();
  }
  return reply.send(page.body);
}
