/**
 * `/rental/vehicle/:id`: a vehicle (gallery, specs, prices, provider) and the
 * booking form: hourly or distance-wise terms, pickup at the shopper's chosen
 * location (or the rental home's trip search: pickup, destination, time,
 * type and hours, carried in the query) and time, how many. Adding goes to the trip checkout; a refusal
 * (another provider in the cart, no free vehicle then, closed) shows the
 * server's message.
 */
import { Form, Link, redirect, useNavigation } from 'react-router';
import { useState } from 'react';
import type { Route } from './+types/rental-vehicle';
import { Button } from '../components/ui/button.tsx';
import { useT } from '../i18n/t.ts';
import { pageWords } from '../i18n/messages.server.ts';
import { readForm } from '../lib/actions.server.ts';
import { ApiError } from '../lib/api.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { headersWithCookies, readPrefs } from '../lib/prefs.server.ts';
import { ensureGuestId } from '../features/auth/session.server.ts';
import { catalogApi, linkPrefs } from '../features/catalog/catalog.server.ts';
import { useFormat } from '../features/catalog/format.ts';
import type { WireVehicle } from '@souq/api/answers';
import { ownerQuery, toVehicleCard } from '../features/rental/rental.server.ts';
import { OptionalWishlistHeart } from '../features/wishlist/wishlist-heart.tsx';
import { parseTripSearch, straightKm, tripSearchPairs } from '../features/rental/trip-search.ts';

export function meta({ matches, data }: Route.MetaArgs) {
  return pageMeta(
    matches,
    () => data?.vehicle.name ?? '',
    (t) => t('rental.vehicleMeta', { name: data?.vehicle.name ?? '' }),
  );
}

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const prefs = linkPrefs(readPrefs(request), url.searchParams);
  if (!prefs.zoneIds || !prefs.moduleId) throw redirect(prefs.zoneIds ? '/home' : '/');
  const { api, decimals } = await catalogApi(context, prefs);
  let wire: WireVehicle;
  try {
    wire = await api.get(`/rental/vehicle/get-vehicle-details/${Number(params.id) || 0}`);
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) throw new Response('Not found', { status: 404 });
    throw error;
  }
  return {
    vehicle: {
      ...toVehicleCard(wire, decimals),
      description: wire.description,
      images: wire.images_full_url.filter((u): u is string => Boolean(u)),
      providerAddress: wire.provider?.address ?? null,
      providerId: wire.provider_id,
      brand: wire.brand?.name ?? null,
    },
    location: prefs.location,
    trip: parseTripSearch(url.searchParams),
    messages: pageWords(prefs.locale, 'rental'),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const prefs = readPrefs(request);
  const form = await readForm(request);
  const { api } = await catalogApi(context, prefs);
  const guest = prefs.token ? null : await ensureGuestId(api, prefs, context.secureCookies);
  const type = form.get('rental_type') === 'distance_wise' ? 'distance_wise' : 'hourly';
  // The trip search's points come back as hidden fields; without them the pickup is the chosen location.
  const posted = parseTripSearch(new URLSearchParams([...form].map(([k, v]) => [k, String(v)])));
  const pickup = posted.pickup ?? prefs.location;
  try {
    if (!pickup) throw new ApiError(422, [{ code: 'pickup_location', message: '' }]);
    await api.post('/rental/user/cart/add-to-cart', {
      ...ownerQuery(prefs, guest?.guestId ?? null),
      vehicle_id: Number(params.id) || 0,
      rental_type: type,
      estimated_hours: type === 'hourly' ? Number(form.get('hours')) : undefined,
      distance: type === 'distance_wise' ? Number(form.get('distance')) : undefined,
      destination_time: type === 'distance_wise' ? Number(form.get('drive_time')) : undefined,
      quantity: Number(form.get('quantity')) || 1,
      pickup_time: String(form.get('pickup_time') ?? ''),
      pickup_location: { lat: pickup.lat, lng: pickup.lng, location_name: pickup.address },
      ...(posted.destination
        ? {
            destination_location: {
              lat: posted.destination.lat,
              lng: posted.destination.lng,
              location_name: posted.destination.address,
            },
          }
        : {}),
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return Response.json(
      { error: error.errors[0]?.message || null },
      { status: error.status, headers: headersWithCookies(guest?.cookies ?? []) },
    );
  }
  throw redirect('/rental/checkout', { headers: headersWithCookies(guest?.cookies ?? []) });
}

const field = 'h-11 rounded-xl border border-slate-300 bg-transparent px-3 dark:border-slate-700';

export default function RentalVehicle({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const format = useFormat();
  const navigation = useNavigation();
  const { vehicle, location, trip } = loaderData;
  const offered = (kind: 'hourly' | 'distance_wise') => (kind === 'hourly' ? vehicle.hourly : vehicle.perKm) !== null;
  const [type, setType] = useState<'hourly' | 'distance_wise'>(
    trip.type && offered(trip.type) ? trip.type : vehicle.hourly !== null ? 'hourly' : 'distance_wise',
  );
  const pickup = trip.pickup ?? location;
  const points = tripSearchPairs({ ...trip, at: null, type: null, hours: null });
  const error = (actionData as { error?: string | null } | undefined)?.error;
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-2 lg:px-6">
      <section className="flex flex-col gap-3">
        {vehicle.images.map((src, i) => (
          <img
            key={src}
            src={src}
            alt={i === 0 ? vehicle.name : ''}
            width={640}
            height={480}
            className="w-full rounded-2xl bg-slate-100 object-cover dark:bg-slate-800"
          />
        ))}
      </section>
      <section className="flex flex-col gap-5">
        <header>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {[vehicle.brand, vehicle.category].filter(Boolean).join(' · ')}
          </p>
          <div className="flex items-start justify-between gap-3">
            <h1 className="text-2xl font-extrabold sm:text-3xl">{vehicle.name}</h1>
            <OptionalWishlistHeart kind="vehicle" id={vehicle.id} name={vehicle.name} />
          </div>
          <p className="mt-2 text-slate-600 dark:text-slate-300">{vehicle.description}</p>
        </header>
        <ul className="flex flex-wrap gap-2 text-sm">
          {[
            t('rental.seats', { count: vehicle.seats }),
            t(`rental.fuel.${vehicle.fuel}` as 'rental.fuel.petrol'),
            t(vehicle.transmission === 'manual' ? 'rental.manual' : 'rental.automatic'),
            ...(vehicle.airCondition ? [t('rental.ac')] : []),
          ].map((spec) => (
            <li key={spec} className="rounded-full bg-slate-100 px-3 py-1 dark:bg-slate-800">
              {spec}
            </li>
          ))}
        </ul>
        <p className="flex flex-wrap gap-4 text-lg font-bold text-brand-700 dark:text-brand-500">
          {vehicle.hourly !== null && <span>{t('rental.perHour', { price: format.money(vehicle.hourly) })}</span>}
          {vehicle.perKm !== null && <span>{t('rental.perKm', { price: format.money(vehicle.perKm) })}</span>}
        </p>
        {vehicle.provider && (
          <p className="text-sm">
            {t('rental.provider')}:{' '}
            <Link
              to={`/rental/provider-details?id=${vehicle.providerId}`}
              className="font-bold text-brand-700 hover:underline"
            >
              {vehicle.provider}
            </Link>
            {vehicle.providerAddress && (
              <span className="text-slate-600 dark:text-slate-300"> — {vehicle.providerAddress}</span>
            )}
          </p>
        )}
        <Form
          method="post"
          className="flex flex-col gap-4 rounded-2xl p-5 ring-1 ring-slate-200 dark:ring-slate-800"
          aria-label={t('rental.book')}
        >
          <h2 className="text-lg font-bold">{t('rental.book')}</h2>
          <fieldset className="flex gap-4">
            <legend className="sr-only">{t('rental.rentalType')}</legend>
            {vehicle.hourly !== null && (
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  name="rental_type"
                  value="hourly"
                  checked={type === 'hourly'}
                  onChange={() => setType('hourly')}
                />
                {t('rental.hourly')}
              </label>
            )}
            {vehicle.perKm !== null && (
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  name="rental_type"
                  value="distance_wise"
                  checked={type === 'distance_wise'}
                  onChange={() => setType('distance_wise')}
                />
                {t('rental.distanceWise')}
              </label>
            )}
          </fieldset>
          {points.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <p className="text-sm">
            {t('rental.pickupLocation')}:{' '}
            <strong>
              <bdi>{pickup?.address ?? t('rental.pickupNeedsLocation')}</bdi>
            </strong>
          </p>
          {trip.destination && (
            <p className="text-sm">
              {t('rental.destination')}:{' '}
              <strong>
                <bdi>{trip.destination.address}</bdi>
              </strong>
            </p>
          )}
          <label className="flex flex-col gap-1 text-sm">
            {t('rental.pickupTime')}
            <input
              type="datetime-local"
              name="pickup_time"
              required
              defaultValue={trip.at ?? undefined}
              className={field}
            />
          </label>
          {type === 'hourly' ? (
            <label className="flex flex-col gap-1 text-sm">
              {t('rental.hours')}
              <input
                type="number"
                name="hours"
                min={1}
                max={720}
                defaultValue={trip.hours ?? 2}
                required
                className={field}
              />
            </label>
          ) : (
            <div className="grid grid-cols-2 gap-3">
              <label className="flex flex-col gap-1 text-sm">
                {t('rental.distance')}
                <input
                  type="number"
                  name="distance"
                  min={1}
                  max={5000}
                  step="0.1"
                  defaultValue={straightKm(trip) ?? 20}
                  required
                  className={field}
                />
              </label>
              <label className="flex flex-col gap-1 text-sm">
                {t('rental.driveTime')}
                <input
                  type="number"
                  name="drive_time"
                  min={0}
                  max={720}
                  step="0.5"
                  defaultValue={1}
                  required
                  className={field}
                />
              </label>
            </div>
          )}
          <label className="flex flex-col gap-1 text-sm">
            {t('rental.quantity')}
            <input type="number" name="quantity" min={1} max={10} defaultValue={1} className={field} />
          </label>
          {error && (
            <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-400">
              {error}
            </p>
          )}
          <Button type="submit" busy={navigation.state === 'submitting'} disabled={!pickup}>
            {t('rental.addToCart')}
          </Button>
        </Form>
      </section>
    </div>
  );
}
