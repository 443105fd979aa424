/**
 * Rule (issue 21, decision 22): /home does not ask the API again for what is the same for every
 * visitor of a zone, module and language — its sections are kept between pages — yet a change of
 * the catalog shows on the very next /home, and what is the visitor's own (distances to the stores,
 * a customer's 'visit again') stays theirs.
 *
 * The real home loader against the API in process, on PGlite and PostgreSQL; the catalog's version
 * is watched as `npm start` watches it (server/catalog-version.ts).
 */
import { describe, expect, it } from 'vitest';
import { catalogHeaders } from '../../api/test/catalog.ts';
import { useApi } from '../../api/test/helper.ts';
import type { HomeSections } from '../app/features/home/home.server.ts';
import type { Prefs } from '../app/lib/prefs.server.ts';
import { loader as homeLoader } from '../app/routes/home.tsx';
import { DIRIYAH, KINGDOM_CENTRE, usePageLoads } from './page-loads.ts';

const api = useApi();
const pages = usePageLoads(api);

async function home(prefs: Partial<Prefs> = {}): Promise<HomeSections> {
  const data = await pages.load(homeLoader, '/home', {}, prefs);
  if (data.view !== 'sections') throw new Error(`/home answered ${data.view}`);
  return data.sections;
}

const itemIds = (s: HomeSections) =>
  [s.popularItems, s.newItems, s.discountedItems, s.recommendedItems, s.campaignItems, s.flashSale?.items ?? []]
    .flat()
    .map((i) => i.id);
const storeIds = (s: HomeSections) => [...s.popularStores, ...s.latestStores].map((store) => store.id);

describe('/home keeps its sections between pages (issue 21)', () => {
  it('a second visitor of the zone and module is not answered by asking the API for every list again', async () => {
    const first = await home();
    expect(pages.asked).toContain('/api/v1/items/popular');
    expect(first.popularItems.length).toBeGreaterThan(0);

    const second = await home({ location: DIRIYAH });
    expect(pages.asked).not.toContain('/api/v1/items/popular');
    expect(pages.asked).not.toContain('/api/v1/stores/latest');
    expect(itemIds(second)).toEqual(itemIds(first));
  });

  it("each visitor's distances to the stores are their own, as the API measures them", async () => {
    await home();
    for (const location of [KINGDOM_CENTRE, DIRIYAH]) {
      const sections = await home({ location });
      const { body } = await api.request({
        url: '/api/v1/stores/latest?limit=12&offset=1',
        headers: {
          ...catalogHeaders([pages.ids.zones.olaya, pages.ids.zones.central], pages.ids.modules.food),
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
    expect(pages.asked).toContain('/api/v1/items/popular');
    expect(arabic.categories[0]?.name).not.toBe((await home()).categories[0]?.name);
    await home({ moduleId: pages.ids.modules.grocery });
    expect(pages.asked).toContain('/api/v1/items/popular');
  });

  it('an item the operator deactivates is gone from the next /home', async () => {
    const before = await home();
    const item = before.popularItems[0].id;
    await home();
    expect(pages.asked).not.toContain('/api/v1/items/popular');
    try {
      await pages.editCatalog('update items set status = false where id = $1', [item]);
      const after = await home();
      expect(itemIds(after)).not.toContain(item);
    } finally {
      await pages.editCatalog('update items set status = true where id = $1', [item]);
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
      await pages.editCatalog('update stores set status = false where id = $1', [gone.id]);
      await pages.editCatalog('update stores set name = $2 where id = $1', [renamed.id, 'Renamed Just Now']);
      const after = await home();
      expect(storeIds(after)).not.toContain(gone.id);
      expect(after.latestStores.find((s) => s.id === renamed.id)?.name).toBe('Renamed Just Now');
    } finally {
      await pages.editCatalog('update stores set status = true where id = $1', [gone.id]);
      await pages.editCatalog('update stores set name = $2 where id = $1', [renamed.id, name]);
    }
  });

  it("a signed-in customer's 'visit again' is pages.asked for on every page", async () => {
    await home();
    await home({ token: 'not-a-session' });
    expect(pages.asked).toContain('/api/v1/customer/visit-again');
    expect(pages.asked).not.toContain('/api/v1/items/popular');
  });

  it('without the API in this process (no catalog version) nothing is kept', async () => {
    const { catalogVersion, ...elsewhere } = pages.context;
    expect(catalogVersion).toBeDefined();
    pages.context = elsewhere;
    try {
      await home();
      await home();
      expect(pages.asked).toContain('/api/v1/items/popular');
    } finally {
      pages.context = { ...elsewhere, catalogVersion };
    }
  });
});
