/**
 * The rules every request meets before any route sees it (issue 13, items
 * 17 and 18), so no field, header or malformed request can reach the
 * database or Node's own error pages unanswered:
 * - text: no string anywhere in the path, query or body may hold a NUL
 *   (PostgreSQL cannot store it) or a lone UTF-16 surrogate (no encoding can
 *   carry it): a 422 naming the field, whatever the route.
 * - answers Fastify and Node give before routing (a bad percent-encoding, a
 *   URL or headers too long, a request that is not HTTP) carry the same
 *   {errors:[{code,message}]} envelope as every other API error.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isStorableText } from '@souq/domain';
import { AppError } from './errors.ts';
import { addArabicMessages, translate } from './messages.ts';

const TEXT_REFUSED = 'The {field} field contains characters that are not allowed.';

addArabicMessages({
  [TEXT_REFUSED]: 'يحتوي الحقل {field} على أحرف غير مسموح بها.',
  'The address of this request is not valid.': 'عنوان هذا الطلب غير صالح.',
  'The address or headers of this request are too long.': 'عنوان هذا الطلب أو ترويساته طويلة جداً.',
});

/** The path (a.b.0.c) of the first string in `value` that is not storable, or null. Depth-bounded. */
export function firstUnstorable(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path;
  if (value === null || typeof value !== 'object' || depth > 32 || Buffer.isBuffer(value)) return null;
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, inner] of entries) {
    if (typeof key === 'string' && !isStorableText(key)) return path;
    const found = firstUnstorable(inner, path ? `${path}.${key}` : String(key), depth + 1);
    if (found !== null) return found;
  }
  return null;
}

export function registerInputRules(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const field =
      firstUnstorable(request.params, '') ?? firstUnstorable(request.query, '') ?? firstUnstorable(request.body, '');
    if (field !== null) {
      const name = field || 'input';
      throw new AppError(422, name, TEXT_REFUSED, { field: name });
    }
  });
}

function envelope(status: number, code: string, message: string, locale = 'en'): string {
  return JSON.stringify({ errors: [{ code, message: translate(locale, message) }] });
}

/** Fastify's own answers before routing (FST_ERR_BAD_URL: a percent-encoding that decodes to nothing). */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const code = error.code === 'FST_ERR_BAD_URL' ? 'bad_url' : 'bad_request';
  reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send(envelope(status, code, 'The address of this request is not valid.'));
}

/**
 * Node's answer to a request it could not parse (HPE_* errors: headers or
 * URL too long, not HTTP at all), written on the socket as Node would, with
 * the envelope. A socket already gone is just closed.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body =
    status === 431
      ? envelope(status, 'request_header_fields_too_large', 'The address or headers of this request are too long.')
      : status === 408
        ? envelope(status, 'request_timeout', 'The request could not be understood.')
        : envelope(status, 'bad_request', 'The request could not be understood.');
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
