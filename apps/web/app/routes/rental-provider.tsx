/**
 * `/rental/provider-details?id=` (spec §2): a rental provider — logo, cover,
 * address, hours, pickup zones, rating — its vehicles and its reviews.
 */
import { redirect } from 'react-router';
import type { Route } from './+types/rental-provider';
import { Icon } from '../components/ui/icons.tsx';
import { useT } from '../i18n/t.ts';
import { pageWords } from '../i18n/messages.server.ts';
import { ApiError } from '../lib/api.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { readPrefs } from '../lib/prefs.server.ts';
import { catalogApi, linkPrefs } from '../features/catalog/catalog.server.ts';
import { useFormat } from '../features/catalog/format.ts';
import { toVehicleCard } from '../features/rental/rental.server.ts';
import { VehicleCard } from '../features/rental/vehicle-card.tsx';
import { OptionalWishlistHeart } from '../features/wishlist/wishlist-heart.tsx';

export function meta({ matches, data }: Route.MetaArgs) {
  return pageMeta(
    matches,
    () => data?.provider.name ?? '',
    (t) => t('rental.searchSubtitle'),
  );
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const prefs = linkPrefs(readPrefs(request), url.searchParams);
  if (!prefs.zoneIds || !prefs.moduleId) throw redirect(prefs.zoneIds ? '/home' : '/');
  const { api, decimals } = await catalogApi(context, prefs);
  const id = Number(url.searchParams.get('id')) || 0;
  try {
    const [provider, vehicles, reviews, zones] = await Promise.all([
      api.get(`/rental/provider/get-provider-details/${id}`),
      api.get('/rental/vehicle/get-provider-vehicles', { provider_id: id, limit: 50 }),
      api.get(`/rental/provider/get-provider-reviews/${id}`, { limit: 5 }),
      api.get('/zone/list').catch(() => []),
    ]);
    const zoneNames = new Map(zones.map((z) => [z.id, z.display_name ?? z.name]));
    return {
      provider: {
        id: provider.id,
        name: provider.name,
        address: provider.address,
        logo: provider.logo_full_url,
        cover: provider.cover_photo_full_url,
        open: provider.open === 1,
        rating: provider.avg_rating,
        ratingCount: provider.rating_count,
        pickupZones: provider.pickup_zone_ids.map((z) => zoneNames.get(z) ?? String(z)),
        hours: provider.schedules
          .filter((s) => s.day === 0)
          .map((s) => [s.opening_time.slice(0, 5), s.closing_time.slice(0, 5)]),
      },
      vehicles: vehicles.vehicles.map((v) => toVehicleCard(v, decimals)),
      reviews: reviews.reviews,
      messages: pageWords(prefs.locale, 'rental'),
    };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) throw new Response('Not found', { status: 404 });
    throw error;
  }
}

export default function RentalProvider({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const format = useFormat();
  const { provider, vehicles, reviews } = loaderData;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 lg:px-6">
      <header className="flex flex-wrap items-center gap-4">
        {provider.logo && <img src={provider.logo} alt="" width={72} height={72} className="size-18 rounded-2xl" />}
        <div className="flex-1">
          <div className="flex items-center gap-3">
            <h1 className="text-2xl font-extrabold sm:text-3xl">{provider.name}</h1>
            <OptionalWishlistHeart kind="provider" id={provider.id} name={provider.name} />
          </div>
          <p className="text-slate-600 dark:text-slate-300">{provider.address}</p>
          <p className="mt-1 flex flex-wrap items-center gap-3 text-sm">
            <span className={provider.open ? 'font-semibold text-brand-700' : 'font-semibold text-red-700'}>
              {t(provider.open ? 'rental.open' : 'rental.closed')}
            </span>
            {provider.hours.map(([from, to]) => (
              <span key={from}>
                {format.clock(from)} – {format.clock(to)}
              </span>
            ))}
            {provider.ratingCount > 0 && (
              <span className="flex items-center gap-1">
                <Icon name="star" className="size-4 text-amber-500" /> {format.rating(provider.rating)}
              </span>
            )}
          </p>
          <p className="mt-1 text-sm">
            {t('rental.pickupZones')}: {provider.pickupZones.join(' · ')}
          </p>
        </div>
      </header>
      <section aria-labelledby="vehicles-title">
        <h2 id="vehicles-title" className="mb-3 text-xl font-bold">
          {t('rental.vehicles')}
        </h2>
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
          {vehicles.map((v) => (
            <li key={v.id}>
              <VehicleCard vehicle={v} />
            </li>
          ))}
        </ul>
      </section>
      {reviews.length > 0 && (
        <section aria-labelledby="reviews-title">
          <h2 id="reviews-title" className="mb-3 text-xl font-bold">
            {t('rental.reviews')}
          </h2>
          <ul className="flex flex-col gap-3">
            {reviews.map((r) => (
              <li key={r.id} className="rounded-2xl p-4 ring-1 ring-slate-200 dark:ring-slate-800">
                <p className="font-semibold">
                  {r.customer_name} · {'★'.repeat(r.rating)}
                </p>
                <p className="text-sm text-slate-600 dark:text-slate-300">{r.comment}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
