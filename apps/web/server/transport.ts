/**
 * The two ways the web app reaches the API: in process, or over HTTP.
 * Bodies are JSON, or multipart when the caller passes FormData (profile
 * photos). The visitor's IP travels along so the API's per-IP limits count
 * visitors, not the storefront: as the socket address in process, as
 * X-Forwarded-For over HTTP (the API then needs TRUST_PROXY for our address).
 */
import type { FastifyInstance } from 'fastify';
import type { ApiRequest, ApiStreamTransport, ApiTransport } from '../app/lib/api.server.ts';
import { webStreamOf } from './streams.ts';

export async function encodeBody(
  request: ApiRequest,
): Promise<{ headers: Record<string, string>; payload?: Buffer | string }> {
  if (request.body === undefined) return { headers: request.headers };
  if (request.body instanceof FormData) {
    const encoded = new Response(request.body);
    return {
      headers: { ...request.headers, 'content-type': encoded.headers.get('content-type')! },
      payload: Buffer.from(await encoded.arrayBuffer()),
    };
  }
  return { headers: { ...request.headers, 'content-type': 'application/json' }, payload: JSON.stringify(request.body) };
}

export function inProcessTransport(app: FastifyInstance): ApiTransport {
  return async (request) => {
    const { headers, payload } = await encodeBody(request);
    const response = await app.inject({
      method: request.method,
      url: request.path,
      headers,
      payload,
      remoteAddress: request.clientIp,
    });
    const isJson = String(response.headers['content-type'] ?? '').includes('json');
    return { status: response.statusCode, body: isJson && response.body ? response.json() : response.body };
  };
}

export function httpTransport(apiUrl: string): ApiTransport {
  const base = apiUrl.replace(/\/+$/, '');
  return async (request) => {
    const { headers, payload } = await encodeBody(request);
    const response = await fetch(`${base}${request.path}`, {
      method: request.method,
      headers: request.clientIp ? { ...headers, 'x-forwarded-for': request.clientIp } : headers,
      body: typeof payload === 'string' || payload === undefined ? payload : new Uint8Array(payload),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    const isJson = (response.headers.get('content-type') ?? '').includes('json');
    return { status: response.status, body: isJson && text ? JSON.parse(text) : text };
  };
}

/**
 * A streaming call in process: Fastify's inject hands the payload over as a
 * stream while the route writes it. When the visitor leaves, destroying the
 * injected response closes the route's connection, so the route stops.
 * (The signal is not given to inject: its abort would surface as an error
 * event nobody listens to.)
 */
export function inProcessStreamTransport(app: FastifyInstance): ApiStreamTransport {
  return async (request) => {
    const response = await app.inject({
      method: request.method,
      url: request.path,
      headers: request.headers,
      remoteAddress: request.clientIp,
      payloadAsStream: true,
    });
    const stream = response.stream();
    const end = () => {
      response.raw.res.destroy();
      stream.destroy();
    };
    if (request.signal.aborted) end();
    else request.signal.addEventListener('abort', end, { once: true });
    stream.once('close', () => request.signal.removeEventListener('abort', end));
    const body = response.statusCode === 204 ? null : webStreamOf(stream, { stop: end, onFailure: 'end' });
    return new Response(body, {
      status: response.statusCode,
      headers: answerHeaders(Object.entries(response.headers)),
    });
  };
}

export function httpStreamTransport(apiUrl: string): ApiStreamTransport {
  const base = apiUrl.replace(/\/+$/, '');
  return async (request) => {
    const controller = new AbortController();
    const end = () => controller.abort();
    if (request.signal.aborted) end();
    else request.signal.addEventListener('abort', end, { once: true });
    const response = await fetch(`${base}${request.path}`, {
      method: request.method,
      headers: request.clientIp ? { ...request.headers, 'x-forwarded-for': request.clientIp } : request.headers,
      signal: controller.signal,
    });
    return new Response(response.body && webStreamOf(response.body, { stop: end, onFailure: 'end' }), {
      status: response.status,
      headers: answerHeaders([...response.headers]),
    });
  };
}

function answerHeaders(entries: [string, string | string[] | number | undefined][]): Headers {
  const headers = new Headers();
  for (const [name, value] of entries) {
    if (value === undefined || HOP_BY_HOP.has(name.toLowerCase())) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, String(v));
  }
  return headers;
}

/** Headers about the API's own connection, not the answer. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding']);
