/**
 * What catalog loaders share: the API with the visitor's cookies, the
 * decimals money is kept in, and the headers a shared link supplies.
 */
import { currencyDecimals } from '@souq/domain';
import type { AppLoadContext } from 'react-router';
import { ApiError, createApi, type Api } from '../../lib/api.server.ts';
import { loadShopConfig } from '../../lib/config.server.ts';
import type { Prefs } from '../../lib/prefs.server.ts';

export interface CatalogApi {
  api: Api;
  /** digit_after_decimal_point: money is computed in minor units of this many decimals. */
  decimals: number;
}

export async function catalogApi(context: AppLoadContext, prefs: Prefs): Promise<CatalogApi> {
  const api = createApi(context, prefs);
  const config = await loadShopConfig(api);
  return { api, decimals: currencyDecimals(config.digit_after_decimal_point) };
}

const positiveInt = (value: string | null) =>
  value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;

/**
 * Spec §2: store, product and category links carry module_id (and a store
 * link store_zone_id, lat, lng), so one opened cold — without a saved
 * location or in another module — still asks the API in the right module and
 * zone. The link's module wins for this page's calls; a zone and a location
 * are used only when the visitor has none. Nothing is saved: choosing a
 * location and module stays the visitor's act.
 */
export function linkPrefs(prefs: Prefs, query: URLSearchParams): Prefs {
  const moduleId = positiveInt(query.get('module_id')) ?? prefs.moduleId;
  const zoneId = positiveInt(query.get('store_zone_id'));
  const zoneIds = prefs.zoneIds ?? (zoneId ? [zoneId] : null);
  const lat = Number(query.get('lat'));
  const lng = Number(query.get('lng'));
  const linkLocation =
    query.get('lat') &&
    query.get('lng') &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180;
  const location = prefs.location ?? (linkLocation ? { address: '', lat, lng } : null);
  return { ...prefs, moduleId, zoneIds, location };
}

/** A page number from the query (1-based, in `name`), at most `max`. */
export function pageParam(query: URLSearchParams, max = 500, name = 'page'): number {
  return Math.min(max, positiveInt(query.get(name)) ?? 1);
}

/** Reads one section; a refusal of the API (no zone yet, an inactive module) leaves it out instead of failing the page. */
export async function optional<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

/** A 404 the shell's error boundary renders as "Page not found" when the API does not know the thing. */
export async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422))
      throw new Response('Not found', { status: 404 });
    throw error;
  }
}
