/** `/my-trips` (spec §2): the shopper's running and past trips; `/profile?page=my-trips` leads here. */
import { Link, redirect } from 'react-router';
import type { Route } from './+types/my-trips';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { useT } from '../i18n/t.ts';
import { pageWords } from '../i18n/messages.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { readPrefs } from '../lib/prefs.server.ts';
import { catalogApi } from '../features/catalog/catalog.server.ts';
import { useFormat } from '../features/catalog/format.ts';
import { businessTime, ownerQuery } from '../features/rental/rental.server.ts';
import { toMinor } from '@souq/domain';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    matches,
    (t) => t('rental.myTrips'),
    (t) => t('rental.myTripsSubtitle'),
  );
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const prefs = readPrefs(request);
  if (!prefs.token && !prefs.guestId) throw redirect('/home');
  const { api, decimals } = await catalogApi(context, prefs);
  const tab = url.searchParams.get('tab') === 'past' ? 'past' : 'running';
  const [list, config] = await Promise.all([
    api.get(`/rental/user/trip/get-trip-list/${tab}`, {
      ...ownerQuery(prefs),
      limit: 50,
      offset: 1,
    }),
    api.get('/config'),
  ]);
  return {
    tab,
    guest: !prefs.token,
    trips: list.trips.map((trip) => ({
      id: trip.id,
      status: trip.trip_status,
      vehicle: trip.vehicle?.name ?? '',
      image: trip.vehicle?.thumbnail_full_url ?? null,
      provider: trip.provider?.name ?? '',
      amount: toMinor(trip.trip_amount, decimals),
      at: businessTime(trip.schedule_at, config.timezone),
    })),
    messages: pageWords(prefs.locale, 'rental'),
  };
}

export default function MyTrips({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const format = useFormat();
  const { tab, trips, guest } = loaderData;
  const tabClass = (active: boolean) =>
    `rounded-full px-4 py-1.5 text-sm font-semibold ${active ? 'bg-brand-600 text-white' : 'ring-1 ring-slate-300 dark:ring-slate-700'}`;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 lg:px-6">
      <header>
        <h1 className="text-2xl font-bold">{t('rental.myTrips')}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-300">
          {guest ? t('rental.guestTrips') : t('rental.myTripsSubtitle')}
        </p>
      </header>
      <nav className="flex gap-2" aria-label={t('rental.myTrips')}>
        <Link
          to="?tab=running"
          className={tabClass(tab === 'running')}
          aria-current={tab === 'running' ? 'page' : undefined}
        >
          {t('rental.running')}
        </Link>
        <Link to="?tab=past" className={tabClass(tab === 'past')} aria-current={tab === 'past' ? 'page' : undefined}>
          {t('rental.past')}
        </Link>
      </nav>
      {trips.length === 0 ? (
        <EmptyState icon="car" title={t('rental.noTrips')} body={t('rental.myTripsSubtitle')} />
      ) : (
        <ul className="flex flex-col gap-3">
          {trips.map((trip) => (
            <li key={trip.id}>
              <Link
                to={`/my-trips/${trip.id}`}
                className="flex items-center gap-4 rounded-2xl p-4 ring-1 ring-slate-200 hover:shadow-md dark:ring-slate-800"
              >
                {trip.image && (
                  <img src={trip.image} alt="" width={80} height={60} className="h-15 w-20 rounded-lg object-cover" />
                )}
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="font-bold">{t('rental.tripNumber', { id: String(trip.id) })}</span>
                  <span className="text-sm text-slate-600 dark:text-slate-300">
                    {trip.vehicle} · {trip.provider}
                  </span>
                  <span className="text-xs text-slate-600 dark:text-slate-300">
                    {format.dateTime(trip.at.date, trip.at.time)}
                  </span>
                </span>
                <span className="flex flex-col items-end gap-1">
                  <span className="rounded-full bg-slate-100 px-3 py-0.5 text-xs font-semibold dark:bg-slate-800">
                    {t(`rental.status.${trip.status}` as 'rental.status.pending')}
                  </span>
                  <span className="font-semibold">{format.money(trip.amount)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
