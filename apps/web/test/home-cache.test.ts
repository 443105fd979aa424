/**
 * Rule (issue 21, decision 22): /home does not ask the API again for what is the same for every
 * visitor of a zone, module and language — its sections are kept between pages — yet a change of
 * the catalog shows on the very next /home, and what is the visitor's own (distances to the stores,
 * a customer's 'visit again') stays theirs.
 *
 * The real home loader against the API in process, on PGlite and PostgreSQL; the catalog's version
 * is watched as `npm start` watches it (server/catalog-version.ts).
 */
import type { AppLoadContext } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogHeaders, demoIds, type DemoIds } from '../../api/test/catalog.ts';
import { useApi } from '../../api/test/helper.ts';
import type { HomeSections } from '../app/features/home/home.server.ts';
import { prefCookies, type Prefs } from '../app/lib/prefs.server.ts';
import { loader as homeLoader } from '../app/routes/home.tsx';
import { watchCatalog } from '../server/catalog-version.ts';
import { inProcessTransport } from '../server/transport.ts';

const api = useApi();
let ids: DemoIds;
let context: AppLoadContext;
/** The paths the loader asked the API for, in the last load. */
let asked: string[] = [];

const KINGDOM_CENTRE = { address: 'Kingdom Centre', lat: 24.7114, lng: 46.6744 };
const DIRIYAH = { address: 'Diriyah', lat: 24.7343, lng: 46.5756 };

beforeAll(async () => {
  ids = await demoIds(api);
  const transport = inProcessTransport(api.app);
  context = {
    api: (request) => {
      asked.push(request.path.split('?')[0]);
      return transport(request);
    },
    publicEnv: {} as never,
    secureCookies: false,
    catalogVersion: watchCatalog(api.app.souq),
  };
});

function cookie(prefs: Partial<Prefs>): string {
  const all: Partial<Prefs> = {
    locale: 'en',
    location: KINGDOM_CENTRE,
    zoneIds: [ids.zones.olaya, ids.zones.central],
    moduleId: ids.modules.food,
    ...prefs,
  };
  return prefCookies(all)
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function home(prefs: Partial<Prefs> = {}): Promise<HomeSections> {
  asked = [];
  const url = new URL('http://souq.test/home');
  const data = await homeLoader({
    request: new Request(url, { headers: { cookie: cookie(prefs) } }),
    url,
    context,
    params: {},
  } as never);
  if (data.view !== 'sections') throw new Error(`/home answered ${data.view}`);
  return data.sections;
}

const itemIds = (s: HomeSections) =>
  [s.popularItems, s.newItems, s.discountedItems, s.recommendedItems, s.campaignItems, s.flashSale?.items ?? []]
    .flat()
    .map((i) => i.id);
const storeIds = (s: HomeSections) => [...s.popularStores, ...s.latestStores].map((store) => store.id);

async function editCatalog(text: string, params: unknown[]) {
  await api.database.db.query(text, params);
  // What every catalog write does (decision 7): the operator's edit ends with it.
  api.app.souq.catalog.invalidate();
}

describe('/home keeps its sections between pages (issue 21)', () => {
  it('a second visitor of the zone and module is not answered by asking the API for every list again', async () => {
    const first = await home();
    expect(asked).toContain('/api/v1/items/popular');
    expect(first.popularItems.length).toBeGreaterThan(0);

    const second = await home({ location: DIRIYAH });
    expect(asked).not.toContain('/api/v1/items/popular');
    expect(asked).not.toContain('/api/v1/stores/latest');
    expect(itemIds(second)).toEqual(itemIds(first));
  });

  it("each visitor's distances to the stores are their own, as the API measures them", async () => {
    await home();
    for (const location of [KINGDOM_CENTRE, DIRIYAH]) {
      const sections = await home({ location });
      const { body } = await api.request({
        url: '/api/v1/stores/latest?limit=12&offset=1',
        headers: {
          ...catalogHeaders([ids.zones.olaya, ids.zones.central], ids.modules.food),
          latitude: String(location.lat),
          longitude: String(location.lng),
        },
      });
      const expected = new Map(
        (body.stores as { id: number; distance: number }[]).map((store) => [store.id, store.distance]),
      );
      expect(sections.latestStores.length).toBeGreaterThan(0);
      for (const store of sections.latestStores) expect(store.distance).toBe(expected.get(store.id));
    }
  });

  it('another language or module is read on its own', async () => {
    await home();
    const arabic = await home({ locale: 'ar' });
    expect(asked).toContain('/api/v1/items/popular');
    expect(arabic.categories[0]?.name).not.toBe((await home()).categories[0]?.name);
    await home({ moduleId: ids.modules.grocery });
    expect(asked).toContain('/api/v1/items/popular');
  });

  it('an item the operator deactivates is gone from the next /home', async () => {
    const before = await home();
    const item = before.popularItems[0].id;
    await home();
    expect(asked).not.toContain('/api/v1/items/popular');
    try {
      await editCatalog('update items set status = false where id = $1', [item]);
      const after = await home();
      expect(itemIds(after)).not.toContain(item);
    } finally {
      await editCatalog('update items set status = true where id = $1', [item]);
    }
    expect((await home()).popularItems.map((i) => i.id)).toContain(item);
  });

  it('a store the operator deactivates is gone from the next /home, a renamed one shows its new name', async () => {
    const before = await home();
    const [gone, renamed] = before.latestStores;
    const name = (
      await api.database.db.query<{ name: string }>('select name from stores where id = $1', [renamed.id])
    )[0].name;
    try {
      await editCatalog('update stores set status = false where id = $1', [gone.id]);
      await editCatalog('update stores set name = $2 where id = $1', [renamed.id, 'Renamed Just Now']);
      const after = await home();
      expect(storeIds(after)).not.toContain(gone.id);
      expect(after.latestStores.find((s) => s.id === renamed.id)?.name).toBe('Renamed Just Now');
    } finally {
      await editCatalog('update stores set status = true where id = $1', [gone.id]);
      await editCatalog('update stores set name = $2 where id = $1', [renamed.id, name]);
    }
  });

  it("a signed-in customer's 'visit again' is asked for on every page", async () => {
    await home();
    await home({ token: 'not-a-session' });
    expect(asked).toContain('/api/v1/customer/visit-again');
    expect(asked).not.toContain('/api/v1/items/popular');
  });

  it('without the API in this process (no catalog version) nothing is kept', async () => {
    const { catalogVersion, ...elsewhere } = context;
    expect(catalogVersion).toBeDefined();
    context = elsewhere;
    try {
      await home();
      await home();
      expect(asked).toContain('/api/v1/items/popular');
    } finally {
      context = { ...elsewhere, catalogVersion };
    }
  });
});
