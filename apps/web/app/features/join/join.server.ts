/**
 * What the registration forms offer, read for anyone (no visitor's zone or
 * module narrows it): the active zones with their outlines, the modules a
 * store may join (not parcel or rental) and the zones each serves, and the
 * subscription packages. Also the hand-off of a submitted form to the API.
 */
import type { AppLoadContext } from 'react-router';
import { REGISTRATION_FILE_FIELDS, REGISTRATION_TEXT_FIELDS, type LanguageCode } from '@souq/domain';
import type { JoinOptions, JoinResult } from './types.ts';
import { ApiError, createApi } from '../../lib/api.server.ts';
import { anonymousPrefs } from '../../lib/prefs.server.ts';

const STORE_MODULE_TYPES = ['grocery', 'pharmacy', 'ecommerce', 'food'];

export async function loadJoinOptions(
  context: AppLoadContext,
  locale: LanguageCode,
  kind: 'store' | 'courier',
): Promise<JoinOptions> {
  const api = createApi(context, anonymousPrefs(locale));
  const [zones, modules, packages] = await Promise.all([
    api.get('/zone/list'),
    kind === 'store' ? api.get('/module') : Promise.resolve([]),
    kind === 'store' ? api.get('/vendor/package-view') : Promise.resolve({ packages: [] }),
  ]);
  return {
    zones: zones.map((z) => ({ id: z.id, name: z.name, outer: z.formated_coordinates, holes: z.holes ?? [] })),
    modules: modules
      .filter((m) => STORE_MODULE_TYPES.includes(m.module_type))
      .map((m) => ({ id: m.id, name: m.module_name, zoneIds: (m.zones ?? []).map((z) => z.id) })),
    packages: packages.packages.map((p) => ({
      id: p.id,
      name: p.package_name,
      price: p.price,
      validity: p.validity,
      maxOrder: p.max_order,
      maxProduct: p.max_product,
    })),
  };
}

/** Sends a registration form to the API (auth/vendor/register or auth/delivery-man/store). */
export async function submitApplication(
  context: AppLoadContext,
  locale: LanguageCode,
  kind: 'store' | 'courier',
  form: FormData,
): Promise<{ status: number; result: JoinResult }> {
  const body = new FormData();
  for (const name of REGISTRATION_TEXT_FIELDS[kind]) {
    const value = form.get(name);
    if (typeof value === 'string') body.set(name, value);
  }
  for (const name of REGISTRATION_FILE_FIELDS[kind])
    for (const file of form.getAll(name)) if (file instanceof File && file.size > 0) body.append(name, file, file.name);
  const api = createApi(context, anonymousPrefs(locale));
  try {
    const answer = await api.post(kind === 'store' ? '/auth/vendor/register' : '/auth/delivery-man/store', body);
    return { status: 200, result: { ok: true, message: answer.message } };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.status, result: { ok: false, error: error.message, errors: error.errors } };
  }
}
