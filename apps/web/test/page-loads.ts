/**
 * The storefront's real loaders run against the API in this process, as a visitor's page load
 * would run them: the visitor's cookies, the in-process transport `npm start` uses, and the
 * catalog's version watched as the server watches it (server/catalog-version.ts). It records
 * which API paths each load asked for — what the page-cache tests assert on.
 */
import type { AppLoadContext } from 'react-router';
import { beforeAll } from 'vitest';
import { demoIds, type DemoIds } from '../../api/test/catalog.ts';
import type { ApiHarness } from '../../api/test/helper.ts';
import { prefCookies, type Prefs } from '../app/lib/prefs.server.ts';
import { watchCatalog } from '../server/catalog-version.ts';
import { inProcessTransport } from '../server/transport.ts';

export const KINGDOM_CENTRE = { address: 'Kingdom Centre', lat: 24.7114, lng: 46.6744 };
export const DIRIYAH = { address: 'Diriyah', lat: 24.7343, lng: 46.5756 };

// A loader as the route module exports it; the args are built here, not typed per route.
type Loader<T> = (args: never) => Promise<T>;

export interface PageLoads {
  /** The demo's ids, once the database is up. */
  readonly ids: DemoIds;
  /** The paths the loaders asked the API for in the last load, without their queries. */
  readonly asked: string[];
  /** What the loaders get as context; a test may take the catalog version away and put it back. */
  context: AppLoadContext;
  /** Runs a loader for `path` as a visitor in Kingdom Centre (Olaya and Central zones, food module, English) with `prefs` laid over. */
  load<T>(loader: Loader<T>, path: string, params?: Record<string, string>, prefs?: Partial<Prefs>): Promise<T>;
  /** Changes the catalog behind the API's back, then does what every catalog write does (decision 7). */
  editCatalog(text: string, params: unknown[]): Promise<void>;
}

export function usePageLoads(api: ApiHarness): PageLoads {
  let ids: DemoIds | undefined;
  let asked: string[] = [];
  const loads: PageLoads = {
    get ids() {
      if (!ids) throw new Error('the demo ids are read in beforeAll');
      return ids;
    },
    get asked() {
      return asked;
    },
    context: {} as AppLoadContext,
    load(loader, path, params = {}, prefs = {}) {
      asked = [];
      const url = new URL(`http://souq.test${path}`);
      return loader({
        request: new Request(url, { headers: { cookie: visitorCookie(loads.ids, prefs) } }),
        url,
        // A context of its own per load, as each request has: what a request shares (decision 14's
        // once-per-request reads) must not carry over to the next page.
        context: { ...loads.context },
        params,
      } as never);
    },
    async editCatalog(text, params) {
      await api.database.db.query(text, params);
      api.app.souq.catalog.invalidate();
    },
  };
  beforeAll(async () => {
    ids = await demoIds(api);
    const transport = inProcessTransport(api.app);
    loads.context = {
      api: (request) => {
        asked.push(request.path.split('?')[0]);
        return transport(request);
      },
      publicEnv: {} as never,
      secureCookies: false,
      catalogVersion: watchCatalog(api.app.souq),
    };
  });
  return loads;
}

function visitorCookie(ids: DemoIds, prefs: Partial<Prefs>): string {
  return prefCookies({
    locale: 'en',
    location: KINGDOM_CENTRE,
    zoneIds: [ids.zones.olaya, ids.zones.central],
    moduleId: ids.modules.food,
    ...prefs,
  })
    .map((c) => c.split(';')[0])
    .join('; ');
}
