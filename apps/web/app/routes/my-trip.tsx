/**
 * `/my-trips/:id`: one trip — status (followed live), vehicle, provider,
 * pickup and schedule, amounts, payment; cancel with a reason while pending,
 * and after completion a review of each vehicle. Another owner's trip is not found.
 */
import { Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/my-trip';
import { Button } from '../components/ui/button.tsx';
import { BackLink } from '../components/ui/back-link.tsx';
import { useT } from '../i18n/t.ts';
import { pageWords } from '../i18n/messages.server.ts';
import { readForm } from '../lib/actions.server.ts';
import { ApiError } from '../lib/api.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { readPrefs } from '../lib/prefs.server.ts';
import { catalogApi } from '../features/catalog/catalog.server.ts';
import { useFormat } from '../features/catalog/format.ts';
import { ORDER_EVENTS } from '../features/orders/use-live-order.ts';
import { useLiveStream } from '../lib/use-live-stream.ts';
import type { WireTripDetails } from '@souq/api/answers';
import { businessTime, ownerQuery } from '../features/rental/rental.server.ts';
import { toMinor, TRIP_RELEASED_STATUSES, type TripStatus } from '@souq/domain';

export function meta({ matches, data }: Route.MetaArgs) {
  return pageMeta(
    matches,
    (t) => t('rental.tripNumber', { id: String(data?.trip.id ?? '') }),
    (t) => t('rental.myTripsSubtitle'),
  );
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const prefs = readPrefs(request);
  if (!prefs.token && !prefs.guestId) throw redirect('/home');
  const { api, decimals } = await catalogApi(context, prefs);
  let trip: WireTripDetails;
  try {
    trip = await api.get('/rental/user/trip/get-trip-details', {
      ...ownerQuery(prefs),
      trip_id: Number(params.id) || 0,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) throw new Response('Not found', { status: 404 });
    throw error;
  }
  const config = await api.get('/config');
  const m = (v: number) => toMinor(v, decimals);
  return {
    trip: {
      id: trip.id,
      status: trip.trip_status as TripStatus,
      paid: trip.payment_status === 'paid',
      method: trip.payment_method,
      type: trip.trip_type,
      hours: trip.estimated_hours,
      distance: trip.distance,
      pickup: trip.pickup_location?.location_name ?? '',
      destination: trip.destination_location?.location_name ?? null,
      at: businessTime(trip.schedule_at, config.timezone),
      ends: businessTime(trip.estimated_trip_end_time, config.timezone),
      provider: trip.provider?.name ?? '',
      vehicles: (trip.trip_details ?? []).map((d) => ({
        id: d.vehicle_id,
        name: d.vehicle?.name ?? '',
        image: d.vehicle?.thumbnail_full_url ?? null,
        quantity: d.quantity,
        reviewed: (trip.reviewed_vehicle_ids ?? []).includes(d.vehicle_id),
      })),
      price: m(trip.price),
      discount: m(trip.discount_on_trip + trip.coupon_discount_amount + trip.ref_bonus_amount),
      tax: m(trip.tax_amount),
      taxIncluded: trip.tax_status === 'included',
      additional: m(trip.additional_charge),
      total: m(trip.trip_amount),
    },
    messages: pageWords(prefs.locale, 'rental'),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const prefs = readPrefs(request);
  const form = await readForm(request);
  const { api } = await catalogApi(context, prefs);
  const tripId = Number(params.id) || 0;
  try {
    if (form.get('intent') === 'cancel') {
      await api.put('/rental/user/trip/cancel-trip', {
        ...ownerQuery(prefs),
        trip_id: tripId,
        reason: String(form.get('reason') ?? ''),
      });
    } else if (form.get('intent') === 'review') {
      await api.post('/rental/user/review/add', {
        ...ownerQuery(prefs),
        trip_id: tripId,
        vehicle_id: Number(form.get('vehicle_id')) || 0,
        rating: Number(form.get('rating')) || 0,
        comment: String(form.get('comment') ?? ''),
      });
    }
    return { error: null };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return Response.json({ error: error.errors[0]?.message ?? null }, { status: error.status });
  }
}

const field = 'h-11 rounded-xl border border-slate-300 bg-transparent px-3 dark:border-slate-700';

export default function MyTrip({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const format = useFormat();
  const navigation = useNavigation();
  const { trip } = loaderData;
  const error = (actionData as { error?: string | null } | undefined)?.error;
  // Spec §2: a trip's status is followed live over its event stream, as an order's is.
  useLiveStream(`/resources/trips/${trip.id}/events`, !TRIP_RELEASED_STATUSES.includes(trip.status), ORDER_EVENTS);
  const row = (label: string, value: string, strong = false) => (
    <div
      className={`flex justify-between gap-4 ${strong ? 'border-t border-slate-200 pt-2 font-bold dark:border-slate-800' : ''}`}
    >
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 lg:px-6">
      <BackLink to="/my-trips">{t('rental.myTrips')}</BackLink>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('rental.tripNumber', { id: String(trip.id) })}</h1>
        <span
          data-testid="trip-status"
          className="rounded-full bg-brand-50 px-4 py-1 font-semibold text-brand-700 dark:bg-brand-700/20 dark:text-brand-100"
        >
          {t(`rental.status.${trip.status}`)}
        </span>
      </header>
      <section className="rounded-2xl p-5 ring-1 ring-slate-200 dark:ring-slate-800">
        <ul className="flex flex-col gap-3">
          {trip.vehicles.map((v) => (
            <li key={v.id} className="flex flex-col gap-2">
              <div className="flex items-center gap-3">
                {v.image && (
                  <img src={v.image} alt="" width={80} height={60} className="h-15 w-20 rounded-lg object-cover" />
                )}
                <span className="flex-1 font-semibold">{v.name}</span>
                <span>×{format.number(v.quantity)}</span>
              </div>
              {trip.status === 'completed' && !v.reviewed && (
                <Form method="post" className="flex flex-wrap items-end gap-2">
                  <input type="hidden" name="intent" value="review" />
                  <input type="hidden" name="vehicle_id" value={v.id} />
                  <label className="flex flex-col gap-1 text-sm">
                    {t('rental.review')}
                    <select name="rating" defaultValue="5" className={field}>
                      {[5, 4, 3, 2, 1].map((n) => (
                        <option key={n} value={n}>
                          {'★'.repeat(n)}
                        </option>
                      ))}
                    </select>
                  </label>
                  <input name="comment" aria-label={t('rental.review')} className={`${field} flex-1`} />
                  <Button type="submit" size="sm">
                    {t('rental.submit')}
                  </Button>
                </Form>
              )}
              {v.reviewed && <p className="text-sm text-brand-700">{t('rental.reviewed')}</p>}
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm">
          {t('rental.provider')}: <strong>{trip.provider}</strong>
        </p>
      </section>
      <section className="rounded-2xl p-5 ring-1 ring-slate-200 dark:ring-slate-800">
        <dl className="grid gap-2 text-sm">
          {row(t('rental.pickup'), trip.pickup)}
          {trip.destination && row(t('rental.destination'), trip.destination)}
          {row(t('rental.pickupTime'), format.dateTime(trip.at.date, trip.at.time))}
          {row(t('rental.rentalType'), trip.type === 'hourly' ? t('rental.hourly') : t('rental.distanceWise'))}
          {row(
            t('rental.payment'),
            `${t(trip.method === 'wallet' ? 'rental.wallet' : trip.method === 'digital_payment' ? 'rental.digital' : 'rental.cash')} · ${t(trip.paid ? 'rental.paid' : 'rental.unpaid')}`,
          )}
        </dl>
      </section>
      <section className="rounded-2xl p-5 ring-1 ring-slate-200 dark:ring-slate-800">
        <dl className="grid gap-2 text-sm">
          {row(t('rental.price'), format.money(trip.price))}
          {trip.discount > 0 && row(t('rental.discount'), `−${format.money(trip.discount)}`)}
          {row(t(trip.taxIncluded ? 'rental.taxIncluded' : 'rental.tax'), format.money(trip.tax))}
          {trip.additional > 0 && row(t('rental.additional'), format.money(trip.additional))}
          {row(t('rental.total'), format.money(trip.total), true)}
        </dl>
      </section>
      {error && (
        <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      {trip.status === 'pending' && (
        <Form
          method="post"
          className="flex flex-wrap items-end gap-2 rounded-2xl p-5 ring-1 ring-red-200 dark:ring-red-900"
        >
          <input type="hidden" name="intent" value="cancel" />
          <label className="flex flex-1 flex-col gap-1 text-sm">
            {t('rental.cancelReason')}
            <input name="reason" required className={field} />
          </label>
          <Button type="submit" variant="danger-outline" busy={navigation.state === 'submitting'}>
            {t('rental.cancelTrip')}
          </Button>
        </Form>
      )}
    </div>
  );
}
