/**
 * GET /resources/parcel-quote?from_lat=&from_lng=&to_lat=&to_lng=: what the
 * parcel form's charge depends on for the two points (features/parcel/quote.server.ts).
 */
import { currencyDecimals } from '@souq/domain';
import type { Route } from './+types/parcel-quote';
import { createApi } from '../../lib/api.server.ts';
import { loadShopConfig } from '../../lib/config.server.ts';
import { readPrefs } from '../../lib/prefs.server.ts';
import { jsonAnswer } from '../../lib/resource.server.ts';
import { parcelModuleId } from '../../features/parcel/parcel-checkout.server.ts';
import { quoteParcel, readPoint } from '../../features/parcel/quote.server.ts';

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const from = readPoint(url.searchParams, 'from');
  const to = readPoint(url.searchParams, 'to');
  if (!from || !to) return Response.json({ error: 'Both points are needed.' }, { status: 422 });
  const api = createApi(context, readPrefs(request));
  const [moduleId, config] = await Promise.all([parcelModuleId(api), loadShopConfig(api)]);
  if (!moduleId) return Response.json({ error: 'Parcel delivery is not offered here.' }, { status: 404 });
  return jsonAnswer(() => quoteParcel(api, from, to, moduleId, currencyDecimals(config.digit_after_decimal_point)));
}
