/**
 * The web app reads and writes through the customer API, exactly like any
 * other client. In the one-process server the transport is in-process
 * (Fastify inject: no socket); a separately deployed web app uses HTTP.
 * Headers come from the visitor's cookies: zone, module, language, location, token.
 */
import type { AnswerPath, AnswerPaths, WriteAnswerPaths, WritePath } from '@souq/api/answers';
import type { AppLoadContext } from 'react-router';
import { catalogCached } from './catalog-cache.server.ts';
import type { Prefs } from './prefs.server.ts';

export interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers: Record<string, string>;
  /** JSON, or FormData for multipart (file uploads). */
  body?: unknown;
  /** The visitor's address, so the API's per-IP limits count visitors. */
  clientIp?: string;
}

export interface ApiResponse {
  status: number;
  body: unknown;
}

export type ApiTransport = (request: ApiRequest) => Promise<ApiResponse>;

/**
 * For answers that never end by themselves (Server-Sent Events): the API's
 * response as a Web Response whose body streams as the API writes it.
 * Aborting `signal` (the visitor left) ends the call on the API's side too.
 */
export type ApiStreamTransport = (request: Omit<ApiRequest, 'body'> & { signal: AbortSignal }) => Promise<Response>;

export interface ApiErrorItem {
  code: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: ApiErrorItem[],
  ) {
    super(errors[0]?.message ?? `API answered ${status}`);
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

export function apiHeaders(prefs: Prefs): Record<string, string> {
  const headers: Record<string, string> = { 'x-localization': prefs.locale, accept: 'application/json' };
  if (prefs.zoneIds) headers.zoneid = JSON.stringify(prefs.zoneIds);
  if (prefs.moduleId) headers.moduleid = String(prefs.moduleId);
  if (prefs.location) {
    headers.latitude = String(prefs.location.lat);
    headers.longitude = String(prefs.location.lng);
  }
  if (prefs.token) headers.authorization = `Bearer ${prefs.token}`;
  return headers;
}

/**
 * GET /config and GET /module answer once per request and headers (issue 14: a page's loaders read
 * them once, however many ask — the root, the shell and the page all want the settings and the
 * modules): the request's load context is the key, so nothing outlives the request. A write through
 * the API (an action) forgets them, so what runs after it reads them as they are now.
 */
const SHARED_READS = new Set(['/config', '/module']);
const sharedReads = new WeakMap<AppLoadContext, Map<string, Promise<unknown>>>();

/**
 * What every page's shell reads — the settings, the footer's landing texts, the modules serving
 * the visitor's zones — answers the same to every visitor of a language (and zone list), so it is
 * kept between pages as the catalog's answers are (catalog-cache.server.ts: until the catalog or
 * the settings change, at most 10 s): a warm page then asks the API nothing for its shell (issue
 * 21; it asked these three each time, a round trip to the API's thread each). The key is all the
 * answer depends on; a read with headers of its own is not kept.
 */
const KEPT_READS: Partial<Record<string, (prefs: Prefs) => string>> = {
  '/config': (prefs) => prefs.locale,
  '/react-landing-page': (prefs) => prefs.locale,
  '/module': (prefs) => `${prefs.locale} ${JSON.stringify(prefs.zoneIds)}`,
};

export function createApi(context: AppLoadContext, prefs: Prefs, extraHeaders: Record<string, string> = {}) {
  const shared = <T>(path: string): Promise<T> => {
    const reads = sharedReads.get(context) ?? new Map<string, Promise<unknown>>();
    sharedReads.set(context, reads);
    const key = `${path} ${JSON.stringify({ ...apiHeaders(prefs), ...extraHeaders })}`;
    let read = reads.get(key);
    if (!read) {
      read = send<T>('GET', path);
      reads.set(key, read);
      // A failed read is not kept: the next asker tries again.
      read.catch(() => reads.delete(key));
    }
    return read as Promise<T>;
  };
  const send = async <T>(method: ApiRequest['method'], path: string, query?: Query, body?: unknown): Promise<T> => {
    if (method !== 'GET') sharedReads.delete(context);
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {}))
      if (value !== undefined && value !== null) search.set(key, String(value));
    const url = `/api/v1${path}${search.size ? `?${search}` : ''}`;
    const response = await context.api({
      method,
      path: url,
      headers: { ...apiHeaders(prefs), ...extraHeaders },
      body,
      clientIp: context.clientIp,
    });
    if (response.status >= 400) {
      const errors = (response.body as { errors?: ApiErrorItem[] })?.errors ?? [
        { code: 'error', message: `API answered ${response.status}` },
      ];
      throw new ApiError(response.status, errors);
    }
    return response.body as T;
  };
  const read = <T>(path: string, query?: Query) =>
    SHARED_READS.has(path) && !query ? shared<T>(path) : send<T>('GET', path, query);
  const get = <T>(path: string, query?: Query) => {
    const kept = !query && Object.keys(extraHeaders).length === 0 ? KEPT_READS[path] : undefined;
    return kept ? catalogCached(context, `api ${path} ${kept(prefs)}`, () => read<T>(path)) : read<T>(path, query);
  };
  return {
    /** A GET whose answer type follows its path (`AnswerPaths`, decision 29): no type to name, none to get wrong. */
    get: <const P extends AnswerPath>(path: P, query?: Query) => get<AnswerPaths[P]>(path, query),
    /** Writes: the answer's type follows the method and the path (`WriteAnswerPaths`, decision 29), as for a GET. */
    post: <const P extends WritePath<'POST'>>(path: P, body?: unknown, query?: Query) =>
      send<WriteAnswerPaths['POST'][P]>('POST', path, query, body),
    put: <const P extends WritePath<'PUT'>>(path: P, body?: unknown, query?: Query) =>
      send<WriteAnswerPaths['PUT'][P]>('PUT', path, query, body),
    delete: <const P extends WritePath<'DELETE'>>(path: P, query?: Query) =>
      send<WriteAnswerPaths['DELETE'][P]>('DELETE', path, query),
  };
}

export type Api = ReturnType<typeof createApi>;
