/**
 * Relays a private picture of the API (a conversation's image, which needs
 * the customer's or the operator's token that only the server holds) to the
 * browser: the picture as it comes, or the API's refusal as its status
 * (another customer's conversation is a 404); an upstream without a body is a 502.
 */
import type { AppLoadContext } from 'react-router';

/** A conversation's picture as the route's URL names it: the id and a plain file name, or null. */
export function conversationFile(params: {
  conversation?: string;
  name?: string;
}): { conversation: string; name: string } | null {
  const { conversation = '', name = '' } = params;
  return /^\d{1,12}$/.test(conversation) && /^[\w.-]{1,100}$/.test(name) ? { conversation, name } : null;
}

export async function relayImage(
  request: Request,
  context: AppLoadContext,
  path: string,
  headers: Record<string, string>,
): Promise<Response> {
  if (!context.apiStream) return new Response(null, { status: 404 });
  const upstream = await context.apiStream({
    method: 'GET',
    path,
    headers: { ...headers, accept: 'image/*' },
    clientIp: context.clientIp,
    signal: request.signal,
  });
  if (!upstream.ok || !upstream.body) {
    await upstream.body?.cancel();
    return new Response(null, { status: upstream.ok ? 502 : upstream.status });
  }
  return new Response(upstream.body, {
    headers: {
      'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
      'cache-control': 'private, max-age=86400',
      'x-content-type-options': 'nosniff',
    },
  });
}
