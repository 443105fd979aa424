/**
 * `/home`: the storefront of the chosen module (spec §2). A shopper cannot
 * browse without a zone, so no saved location means back to the landing.
 * The query decides what it shows (decision 10): `search` → results,
 * `data_type` → one "View all" list, a category (`data_type=category` or an
 * `id`) or all categories (`search=all categories`, `from=allCategories`) →
 * their own pages; otherwise the module's sections. `module_id` (shared
 * links) picks the module for this page's calls.
 */
import { Suspense } from 'react';
import { redirect, useNavigation } from 'react-router';
import type { Route } from './+types/home';
import { lazyView } from '../lib/lazy-view.tsx';
import { pageMeta } from '../lib/meta.ts';
import { readPrefs, type Prefs } from '../lib/prefs.server.ts';
import { ReviewReminder } from '../features/reviews/review-reminder.tsx';
import { catalogApi, linkPrefs, optional, pageParam } from '../features/catalog/catalog.server.ts';
import { categoryHref } from '../features/catalog/links.ts';
import { GridSkeleton } from '../features/catalog/skeletons.tsx';
import { HomeGreeting } from '../features/home/home-greeting.tsx';
import { HomeSections } from '../features/home/home-sections.tsx';
import {
  hasSections,
  LISTINGS,
  loadHomeSections,
  loadListing,
  loadSearch,
  type ListingType,
} from '../features/home/home.server.ts';
import { listingTitle } from '../features/home/listing-title.ts';
import { skipQuickViewRevalidation } from '../features/item/quick-view.tsx';
import { ModuleSwitcher } from '../features/modules/module-switcher.tsx';
import { loadParcelHome } from '../features/parcel/parcel.server.ts';
import { loadZoneModules } from '../features/modules/modules.server.ts';
import { pageWords } from '../i18n/messages.server.ts';
import { loadRentalHomeRows } from '../features/rental/rental.server.ts';
import { campaignHref } from '../features/home/campaign-link.ts';

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta(
    matches,
    (t) => {
      if (loaderData?.view === 'search') return `${t('home.searchResultsFor')} “${loaderData.results.text}”`;
      if (loaderData?.view === 'listing') return listingTitle(loaderData.listing, t);
      return loaderData?.module ? t('home.greeting', { module: loaderData.module.module_name }) : t('nav.home');
    },
    (t) => loaderData?.module?.description || t('landing.metaDescription'),
  );
}

export const shouldRevalidate = skipQuickViewRevalidation;

// The module's sections are what most visits show; the other views are chunks of their own.
const SearchResults = lazyView('home/search-results', () => import('../features/home/search-results.tsx'));
const Listing = lazyView('home/listing', () => import('../features/home/listing.tsx'));
const ModuleIntro = lazyView('home/module-intro', () => import('../features/home/module-intro.tsx'));
const ParcelHome = lazyView('parcel/home', () => import('../features/parcel/parcel-home.tsx'));

const ALL_CATEGORIES = 'all categories';

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const prefs = readPrefs(request);
  return { ...(await loadHome(prefs, url, context)), messages: pageWords(prefs.locale, 'home') };
}

async function loadHome(prefs: Prefs, url: URL, context: Route.LoaderArgs['context']) {
  // The query (e.g. ?auth=sign-in) travels along.
  if (!prefs.location || !prefs.zoneIds) throw redirect(`/${url.search}`);
  const query = url.searchParams;
  const moduleQuery = query.get('module_id') ? `?module_id=${encodeURIComponent(query.get('module_id')!)}` : '';
  const id = /^\d{1,9}$/.test(query.get('id') ?? '') ? Number(query.get('id')) : null;
  const dataType = query.get('data_type');
  const search = (query.get('search') ?? '').trim().slice(0, 200);

  if (search.toLowerCase() === ALL_CATEGORIES || (query.get('from') === 'allCategories' && !id))
    throw redirect(`/categories${moduleQuery}`);
  if (id && (dataType === 'category' || !dataType))
    throw redirect(categoryHref(id, Number(query.get('module_id')) || null));

  const scoped = linkPrefs(prefs, query);
  const catalog = await catalogApi(context, scoped);
  const modules = await loadZoneModules(catalog.api);
  const module = modules.find((m) => m.id === scoped.moduleId) ?? null;
  const renderedAt = Date.now();
  if (!module) return { view: 'choose' as const, module: null, renderedAt };
  if (search)
    return {
      view: 'search' as const,
      module,
      renderedAt,
      results: await loadSearch(catalog, search, query.get('tab') === 'stores' ? 'stores' : 'items', pageParam(query)),
    };
  if (dataType && (LISTINGS as readonly string[]).includes(dataType)) {
    const listing = await loadListing(catalog, dataType as ListingType, id, pageParam(query));
    // A campaign link opened in another module (the storefront's links carry none, decision 25): its page
    // moves to the campaign's module, where its stores and items are.
    const home = listing.campaign?.moduleId;
    if (home && home !== module.id && !query.get('module_id') && modules.some((m) => m.id === home))
      throw redirect(campaignHref({ id: listing.campaign!.id, moduleId: home }));
    return { view: 'listing' as const, module, renderedAt, listing };
  }
  if (module.module_type === 'parcel' && !search && !dataType)
    return { view: 'parcel' as const, module, renderedAt, parcel: await loadParcelHome(catalog.api, catalog.decimals) };
  const [sections, reminder, rentalRows] = await Promise.all([
    loadHomeSections(context, scoped, catalog.decimals),
    prefs.token ? optional(catalog.api.get('/customer/review-reminder')) : null,
    module.module_type === 'rental' ? optional(loadRentalHomeRows(catalog.api, catalog.decimals)) : null,
  ]);
  return {
    view: 'sections' as const,
    module,
    renderedAt,
    sections,
    empty: !hasSections(sections),
    reviewOrderId: reminder?.order_id ?? null,
    rentalRows,
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  // A new search or list on /home: keep the header, show where the results will come.
  const loadingHere = navigation.state === 'loading' && navigation.location.pathname === '/home';
  const { module } = loaderData;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-6 sm:py-8 lg:px-6">
      <ModuleSwitcher />
      {loaderData.view === 'sections' || loaderData.view === 'choose' || loaderData.view === 'parcel' ? (
        <HomeGreeting module={module} />
      ) : null}
      {loadingHere && loaderData.view !== 'sections' ? (
        <GridSkeleton />
      ) : loaderData.view === 'sections' && module ? (
        // Outside the lazy views' boundary: React would send a boundary this large as its fallback
        // first and the sections after it (some 5 kB and 100 elements more on /home).
        <>
          {!loaderData.empty && (
            <HomeSections sections={loaderData.sections} module={module} renderedAt={loaderData.renderedAt} />
          )}
          {module.module_type === 'rental' && (
            <Suspense fallback={<GridSkeleton />}>
              <ModuleIntro module={module} rows={loaderData.rentalRows} />
            </Suspense>
          )}
          {loaderData.reviewOrderId && <ReviewReminder orderId={loaderData.reviewOrderId} />}
        </>
      ) : (
        <Suspense fallback={<GridSkeleton />}>
          {loaderData.view === 'search' ? (
            <SearchResults results={loaderData.results} />
          ) : loaderData.view === 'listing' ? (
            <Listing listing={loaderData.listing} renderedAt={loaderData.renderedAt} />
          ) : loaderData.view === 'parcel' ? (
            <ParcelHome home={loaderData.parcel} />
          ) : null}
        </Suspense>
      )}
    </div>
  );
}
