/**
 * Headers every answer of this server carries (issue 13, item 14; decision
 * 21): pages, API answers, stored files and built assets alike.
 *
 * - X-Content-Type-Options: nosniff — a stored file is only ever what its type says.
 * - Referrer-Policy: strict-origin-when-cross-origin — order and payment URLs carry
 *   ids (and signatures) that other sites must not read from the Referer.
 * - X-Frame-Options: SAMEORIGIN and CSP frame-ancestors 'self' — no other site
 *   may frame the store (clickjacking the sign-in or the payment page).
 * - Strict-Transport-Security when PUBLIC_URL is https.
 * - A Content-Security-Policy where the route set none: non-HTML answers (JSON,
 *   images, stored files) get `default-src 'none'; sandbox`, so a file opened
 *   directly (an SVG) runs nothing; HTML without its own policy (the API docs)
 *   gets at least frame-ancestors. Storefront pages set their own, with a
 *   per-request nonce (apps/web/app/lib/csp.ts).
 */
import type { FastifyInstance } from 'fastify';

export const FRAME_ANCESTORS = "frame-ancestors 'self'";
const HSTS = 'max-age=31536000; includeSubDomains';

export function registerSecurityHeaders(app: FastifyInstance, options: { publicUrl: string }): void {
  const https = options.publicUrl.startsWith('https:');
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
    if (https) reply.header('strict-transport-security', HSTS);
    if (!reply.hasHeader('content-security-policy')) {
      const html = /^text\/html\b/i.test(String(reply.getHeader('content-type') ?? ''));
      reply.header(
        'content-security-policy',
        html ? FRAME_ANCESTORS : `default-src 'none'; ${FRAME_ANCESTORS}; sandbox`,
      );
    }
    return payload;
  });
}
