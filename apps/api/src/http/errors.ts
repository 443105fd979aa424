/**
 * One error type for the whole API. Every failure leaves as
 * {errors:[{code, message}]} with a 4xx status; messages are translated
 * for the caller's X-localization; a 500 never carries internals.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { translate } from './messages.ts';

export interface ErrorItem {
  code: string;
  message: string;
}

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Values for {placeholders} in the message, filled after translation. */
    readonly vars: Record<string, string | number> = {},
    readonly extra: ErrorItem[] = [],
    /** Response headers that belong with the error (retry-after on a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (code: string, message: string, vars?: Record<string, string | number>) =>
  new AppError(400, code, message, vars);
export const unauthorized = (message = 'You are not logged in') => new AppError(401, 'auth-001', message);
export const forbidden = (code: string, message: string, vars?: Record<string, string | number>) =>
  new AppError(403, code, message, vars);
export const notFound = (code: string, message: string, vars?: Record<string, string | number>) =>
  new AppError(404, code, message, vars);
export const conflict = (code: string, message: string, vars?: Record<string, string | number>) =>
  new AppError(409, code, message, vars);
export const unprocessable = (code: string, message: string, vars?: Record<string, string | number>) =>
  new AppError(422, code, message, vars);
export const tooManyRequests = (
  code: string,
  message: string,
  retryAfterSeconds: number,
  vars?: Record<string, string | number>,
) => new AppError(429, code, message, vars, [], { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

interface ValidationIssue {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const locale = request.ctx?.locale ?? 'en';
    if (error instanceof AppError) {
      const main = { code: error.code, message: translate(locale, error.message, error.vars) };
      reply.headers(error.headers);
      return send(reply, error.status, [
        main,
        ...error.extra.map((e) => ({ ...e, message: translate(locale, e.message) })),
      ]);
    }
    const fastifyError = error as FastifyError & { validation?: ValidationIssue[]; validationContext?: string };
    if (fastifyError.validation) {
      return send(
        reply,
        422,
        fastifyError.validation.map((issue) => validationItem(issue, fastifyError.validationContext, locale)),
      );
    }
    // Malformed multipart bodies surface from the parser as plain errors: the client's fault, not ours.
    if (!fastifyError.statusCode && /multipart/i.test(fastifyError.message ?? '')) {
      return send(reply, 400, [
        { code: 'invalid_multipart', message: translate(locale, 'The request body is not valid multipart form data.') },
      ]);
    }
    const status = fastifyError.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return send(reply, status, [
        { code: clientErrorCode(fastifyError), message: translate(locale, clientErrorMessage(fastifyError)) },
      ]);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, [
      { code: 'internal_error', message: translate(locale, 'Something went wrong. Please try again.') },
    ]);
  });
}

/** 404 answer for unknown /api routes. */
export function routeNotFound(request: FastifyRequest, reply: FastifyReply) {
  const locale = request.ctx?.locale ?? 'en';
  return send(reply, 404, [
    { code: 'route_not_found', message: translate(locale, 'The requested route does not exist.') },
  ]);
}

function send(reply: FastifyReply, status: number, errors: ErrorItem[]) {
  return reply.status(status).type('application/json; charset=utf-8').send({ errors });
}

function validationItem(issue: ValidationIssue, context: string | undefined, locale: string): ErrorItem {
  const field =
    (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') ||
    String(issue.params?.missingProperty ?? context ?? 'input');
  const received = issue.params?.input;
  const missing =
    issue.keyword === 'invalid_type' &&
    (received === undefined || received === null || /received undefined/.test(issue.message ?? ''));
  // Schemas carry the spec's own wording; zod's generic wording is replaced by ours.
  const custom =
    issue.message && !/^(Invalid|Too |Expected|Unrecognized)/.test(issue.message) ? issue.message : undefined;
  const message = custom ?? (missing ? 'The {field} field is required.' : 'The {field} field is invalid.');
  return { code: field, message: translate(locale, message, { field }) };
}

function clientErrorCode(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'invalid_json';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'unsupported_media_type';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'payload_too_large';
    default:
      return error.code?.toLowerCase().replace(/^fst_err_/, '') || 'bad_request';
  }
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not supported.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request is too large.';
    default:
      return 'The request could not be understood.';
  }
}
