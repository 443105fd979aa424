/**
 * `/rental/vehicle-search` (spec §2): vehicles of the rental module with a
 * category (`categoryId`, or `all_category=1` for every one), rental type and
 * sorting, in pages of 12. From the rental home's trip search it also carries
 * the pickup point and time (only vehicles free then) and hands them on to
 * each vehicle's booking form.
 */
import { Form, Link, redirect } from 'react-router';
import type { Route } from './+types/rental-search';
import { Button } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { useT } from '../i18n/t.ts';
import { pageWords } from '../i18n/messages.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { readPrefs } from '../lib/prefs.server.ts';
import { catalogApi, linkPrefs, pageParam } from '../features/catalog/catalog.server.ts';
import { Pagination } from '../features/catalog/pagination.tsx';
import { toVehicleCard } from '../features/rental/rental.server.ts';
import { VehicleCard } from '../features/rental/vehicle-card.tsx';
import {
  hasTripSearch,
  parseTripSearch,
  tripSearchPairs,
  vehicleSearchFilter,
} from '../features/rental/trip-search.ts';
import { useFormat } from '../features/catalog/format.ts';

const PAGE_SIZE = 12;
const SORTS = ['default', 'price_low_high', 'price_high_low', 'top_rated', 'popular'] as const;
const SORT_LABEL = {
  default: 'rental.sortDefault',
  price_low_high: 'rental.sortPriceLow',
  price_high_low: 'rental.sortPriceHigh',
  top_rated: 'rental.sortTopRated',
  popular: 'rental.sortPopular',
} as const;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    matches,
    (t) => t('rental.searchTitle'),
    (t) => t('rental.searchSubtitle'),
  );
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const prefs = linkPrefs(readPrefs(request), url.searchParams);
  if (!prefs.zoneIds || !prefs.moduleId) throw redirect(prefs.zoneIds ? '/home' : '/');
  const { api, decimals } = await catalogApi(context, prefs);
  const q = url.searchParams;
  const categoryId = q.get('all_category') === '1' ? null : Number(q.get('categoryId')) || null;
  const type = q.get('type') === 'hourly' || q.get('type') === 'distance_wise' ? q.get('type')! : null;
  const sort = SORTS.find((s) => s === q.get('sort_by')) ?? 'default';
  const page = pageParam(q);
  const trip = parseTripSearch(q);
  try {
    const [categories, found] = await Promise.all([
      api.get('/rental/vehicle/category-list'),
      api.get('/rental/vehicle/search', {
        ...(categoryId ? { categoryId } : { all_category: 1 }),
        ...(type ? { type } : {}),
        ...vehicleSearchFilter(trip),
        sort_by: sort,
        limit: PAGE_SIZE,
        offset: page,
      }),
    ]);
    return {
      rental: true,
      categories: categories.categories,
      categoryId,
      type,
      sort,
      page,
      total: found.total_size,
      vehicles: found.vehicles.map((v) => toVehicleCard(v, decimals)),
      trip: hasTripSearch(trip) ? trip : null,
      messages: pageWords(prefs.locale, 'rental'),
    };
  } catch {
    // Not a rental module: the search belongs to rental.
    throw redirect('/home');
  }
}

export default function RentalSearch({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const format = useFormat();
  const { categories, categoryId, type, sort, page, total, vehicles, trip } = loaderData;
  // The trip search travels with the category links, the filters and on to each vehicle.
  const tripPairs = trip ? tripSearchPairs({ ...trip, type: null }) : [];
  const withTrip = (query: string) => {
    const params = new URLSearchParams(query);
    for (const [name, value] of tripPairs) params.set(name, value);
    if (trip?.type && !params.has('type')) params.set('type', trip.type);
    return `?${params}`;
  };
  const vehicleQuery = trip ? new URLSearchParams(tripSearchPairs(trip)).toString() : '';
  const chip = (active: boolean) =>
    `rounded-full px-4 py-1.5 text-sm font-semibold ring-1 ${active ? 'bg-brand-600 text-white ring-brand-600' : 'ring-slate-300 dark:ring-slate-700'}`;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 lg:px-6">
      <header>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('rental.searchTitle')}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-300">{t('rental.searchSubtitle')}</p>
        {trip && (
          <p
            data-testid="trip-search"
            className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 rounded-2xl bg-brand-50 px-4 py-3 text-sm text-brand-900 dark:bg-slate-900 dark:text-brand-100"
          >
            {trip.pickup && (
              <span>
                {t('rental.pickupLocation')}: <bdi className="font-semibold">{trip.pickup.address}</bdi>
              </span>
            )}
            {trip.destination && (
              <span>
                {t('rental.destination')}: <bdi className="font-semibold">{trip.destination.address}</bdi>
              </span>
            )}
            {trip.at && (
              <span>
                {t('rental.pickupTime')}:{' '}
                <span className="font-semibold">{format.dateTime(trip.at.slice(0, 10), trip.at.slice(11))}</span>
              </span>
            )}
            {trip.at && <span className="font-semibold">{t('rental.freeThen')}</span>}
          </p>
        )}
      </header>
      <nav aria-label={t('rental.allCategories')} className="flex flex-wrap gap-2">
        <Link to={withTrip('all_category=1')} className={chip(categoryId === null)}>
          {t('rental.allCategories')}
        </Link>
        {categories.map((c) => (
          <Link key={c.id} to={withTrip(`categoryId=${c.id}`)} className={chip(categoryId === c.id)}>
            {c.name}
          </Link>
        ))}
      </nav>
      <Form method="get" className="flex flex-wrap items-end gap-3">
        {categoryId ? (
          <input type="hidden" name="categoryId" value={categoryId} />
        ) : (
          <input type="hidden" name="all_category" value="1" />
        )}
        {tripPairs.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label className="flex flex-col gap-1 text-sm">
          {t('rental.rentalType')}
          <select
            name="type"
            defaultValue={type ?? ''}
            className="h-10 rounded-xl border border-slate-300 bg-transparent px-3 dark:border-slate-700"
          >
            <option value="">{t('rental.anyType')}</option>
            <option value="hourly">{t('rental.hourly')}</option>
            <option value="distance_wise">{t('rental.distanceWise')}</option>
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('rental.sort')}
          <select
            name="sort_by"
            defaultValue={sort}
            className="h-10 rounded-xl border border-slate-300 bg-transparent px-3 dark:border-slate-700"
          >
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {t(SORT_LABEL[s])}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" size="sm">
          {t('rental.apply')}
        </Button>
      </Form>
      {vehicles.length === 0 ? (
        <EmptyState icon="car" title={t('rental.noVehicles')} body={t('rental.noVehiclesHint')} />
      ) : (
        <>
          {/* The results' heading: the cards' names are headings one level below (h3). */}
          <h2 className="text-lg font-bold">{t('rental.found', { count: total })}</h2>
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
            {vehicles.map((v) => (
              <li key={v.id}>
                <VehicleCard vehicle={v} query={vehicleQuery} />
              </li>
            ))}
          </ul>
        </>
      )}
      <Pagination page={page} total={total} pageSize={PAGE_SIZE} />
    </div>
  );
}
