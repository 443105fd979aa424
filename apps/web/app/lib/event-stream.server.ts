/**
 * Relays one of the API's Server-Sent Event streams to the browser, which never
 * calls /api/v1 and never sees the token: the /resources/…/events routes build
 * the API path and headers, this passes the events through as they come. When
 * the API refuses, the answer is its status without a stream (the pages fall
 * back to polling); an upstream that is not a stream is a 502.
 */
import type { AppLoadContext } from 'react-router';

export async function relayEventStream(
  request: Request,
  context: AppLoadContext,
  path: string,
  headers: Record<string, string>,
): Promise<Response> {
  if (!context.apiStream) return new Response(null, { status: 503 });
  const upstream = await context.apiStream({
    method: 'GET',
    path,
    headers: { ...headers, accept: 'text/event-stream' },
    clientIp: context.clientIp,
    signal: request.signal,
  });
  if (!upstream.ok || !upstream.body || !(upstream.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    await upstream.body?.cancel();
    return new Response(null, {
      status: upstream.ok ? 502 : upstream.status,
      headers: { 'cache-control': 'no-store' },
    });
  }
  return new Response(upstream.body, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // Proxies in front of us must pass each event on at once.
      'x-accel-buffering': 'no',
    },
  });
}
