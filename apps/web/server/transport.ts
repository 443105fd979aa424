/** The two ways the web app reaches the API: in process, or over HTTP. */
import type { FastifyInstance } from 'fastify';
import type { ApiTransport } from '../app/lib/api.server.ts';

export function inProcessTransport(app: FastifyInstance): ApiTransport {
  return async ({ method, path, headers, body }) => {
    const response = await app.inject({
      method,
      url: path,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    const isJson = String(response.headers['content-type'] ?? '').includes('json');
    return { status: response.statusCode, body: isJson && response.body ? response.json() : response.body };
  };
}

export function httpTransport(apiUrl: string): ApiTransport {
  const base = apiUrl.replace(/\/+$/, '');
  return async ({ method, path, headers, body }) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    const isJson = (response.headers.get('content-type') ?? '').includes('json');
    return { status: response.status, body: isJson && text ? JSON.parse(text) : text };
  };
}
