/**
 * The headers every 6amMart client sends, read once per request:
 * zoneId (JSON array string), moduleId, X-localization, latitude, longitude,
 * and the bearer token. Malformed values are kept as errors and only raised
 * by the routes that need the value, so a bad zoneId never breaks /config.
 */
import type { FastifyRequest } from 'fastify';
import { isRecordId, isValidLatLng, MAX_ID, normalizeLanguage, type LanguageCode, type LatLng } from '@souq/domain';
import { badRequest } from './errors.ts';

export interface RequestContext {
  locale: LanguageCode;
  zoneIds: number[] | null;
  zoneIdsInvalid: boolean;
  moduleId: number | null;
  moduleIdInvalid: boolean;
  location: LatLng | null;
  token: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

export function readContext(request: FastifyRequest): RequestContext {
  const h = request.headers;
  const zone = parseZoneIds(header(h['zoneid']));
  const moduleRaw = header(h['moduleid']);
  // An id past int4 is a malformed header, not a lookup (issue 13, item 17).
  const moduleId =
    moduleRaw && /^\d+$/.test(moduleRaw.trim()) && Number(moduleRaw) <= MAX_ID ? Number(moduleRaw) : null;
  const lat = Number(header(h['latitude']));
  const lng = Number(header(h['longitude']));
  const auth = header(h['authorization']);
  const token = auth?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  return {
    locale: normalizeLanguage(header(h['x-localization'])),
    zoneIds: zone.ids,
    zoneIdsInvalid: zone.invalid,
    moduleId,
    moduleIdInvalid: Boolean(moduleRaw && moduleRaw !== 'undefined' && moduleRaw !== 'null' && moduleId === null),
    location: header(h['latitude']) && header(h['longitude']) && isValidLatLng(lat, lng) ? { lat, lng } : null,
    // Old clients send "Bearer null" when signed out.
    token: token && token !== 'null' && token !== 'undefined' ? token : null,
  };
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** "[1,3]" as stored by clients; "1" and "1,3" are tolerated. */
export function parseZoneIds(raw: string | undefined): { ids: number[] | null; invalid: boolean } {
  if (raw === undefined || raw === '' || raw === 'undefined' || raw === 'null') return { ids: null, invalid: false };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    value = raw.split(',').map((part) => part.trim());
  }
  const list = Array.isArray(value) ? value : [value];
  const ids = list.map((v) => (typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : NaN));
  if (ids.length === 0 || !ids.every(isRecordId)) return { ids: null, invalid: true };
  return { ids: [...new Set(ids)], invalid: false };
}

/** Zone ids for routes that filter by zone when given; a malformed header is a 400. */
export function optionalZoneIds(ctx: RequestContext): number[] | null {
  if (ctx.zoneIdsInvalid)
    throw badRequest('zoneId', 'The zoneId header must be a JSON array of zone ids, such as [1,2].');
  return ctx.zoneIds;
}

/** Zone ids for catalog routes, which need them. */
export function requireZoneIds(ctx: RequestContext): number[] {
  const ids = optionalZoneIds(ctx);
  if (!ids) throw badRequest('zoneId', 'The zoneId header is required.');
  return ids;
}

export function requireModuleId(ctx: RequestContext): number {
  if (ctx.moduleIdInvalid) throw badRequest('moduleId', 'The moduleId header must be a module id.');
  if (ctx.moduleId === null) throw badRequest('moduleId', 'The moduleId header is required.');
  return ctx.moduleId;
}
