/**
 * Rule (issue 21, decision 22): the store and product pages are cheap to serve — what they read is
 * the same for every visitor of a zone, module and language, so it is kept between pages and the
 * API is not asked again — yet a change of the catalog shows on the very next page (an item taken
 * off sale, a renamed store, a review hidden), and the distance to the store stays the visitor's.
 *
 * The real loaders against the API in process, on PGlite and PostgreSQL; the catalog's version is
 * watched as `npm start` watches it (server/catalog-version.ts).
 */
import { describe, expect, it } from 'vitest';
import { catalogHeaders } from '../../api/test/catalog.ts';
import { useApi } from '../../api/test/helper.ts';
import type { Prefs } from '../app/lib/prefs.server.ts';
import { loader as productLoader } from '../app/routes/product.tsx';
import { loader as storeLoader } from '../app/routes/store.tsx';
import { DIRIYAH, KINGDOM_CENTRE, usePageLoads } from './page-loads.ts';

const api = useApi();
const pages = usePageLoads(api);

const storePage = (prefs: Partial<Prefs> = {}, query = '') =>
  pages.load(storeLoader, `/store/burger-yard${query}`, { id: 'burger-yard' }, prefs);
const productPage = (slug: string, prefs: Partial<Prefs> = {}) =>
  pages.load(productLoader, `/product/${slug}`, { id: slug }, prefs);

describe('the store page keeps what it read between pages (issue 21)', () => {
  it('a second visitor is not answered by asking the API for the store, its items and reviews again', async () => {
    const first = await storePage();
    expect(pages.asked).toEqual(expect.arrayContaining(['/api/v1/stores/details/burger-yard', '/api/v1/items/latest']));
    expect(first.items.list.length).toBeGreaterThan(0);

    const second = await storePage({ location: DIRIYAH });
    expect(pages.asked).not.toContain('/api/v1/stores/details/burger-yard');
    expect(pages.asked).not.toContain('/api/v1/items/latest');
    expect(pages.asked).not.toContain('/api/v1/stores/reviews');
    expect(second.items.list.map((i) => i.id)).toEqual(first.items.list.map((i) => i.id));
    expect(second.reviews).toEqual(first.reviews);
  });

  it("each visitor's distance to the store is their own, as the API measures it", async () => {
    for (const location of [KINGDOM_CENTRE, DIRIYAH]) {
      const { store } = await storePage({ location });
      const { body } = await api.request({
        url: '/api/v1/stores/details/burger-yard',
        headers: {
          ...catalogHeaders([pages.ids.zones.olaya, pages.ids.zones.central], pages.ids.modules.food),
          latitude: String(location.lat),
          longitude: String(location.lng),
        },
      });
      expect(store.distance).toBe(body.distance);
    }
  });

  it('an in-store search is read each time', async () => {
    await storePage({}, '?q=burger');
    await storePage({}, '?q=burger');
    expect(pages.asked).toContain('/api/v1/items/search');
  });

  it('an item taken off sale and a renamed store show on the next page', async () => {
    const before = await storePage();
    const item = before.items.list[0].id;
    const store = pages.ids.store('burger-yard');
    const name = before.store.name;
    await storePage();
    expect(pages.asked).not.toContain('/api/v1/items/latest');
    try {
      await pages.editCatalog('update items set status = false where id = $1', [item]);
      await pages.editCatalog('update stores set name = $2 where id = $1', [store, 'Renamed Just Now']);
      const after = await storePage();
      expect(after.items.list.map((i) => i.id)).not.toContain(item);
      expect(after.store.name).toBe('Renamed Just Now');
    } finally {
      await pages.editCatalog('update items set status = true where id = $1', [item]);
      await pages.editCatalog('update stores set name = $2 where id = $1', [store, name]);
    }
    expect((await storePage()).items.list.map((i) => i.id)).toContain(item);
  });
});

describe('the product page keeps what it read between pages (issue 21)', () => {
  it('a second visitor is not answered by asking the API for the item, more of its store and its reviews again', async () => {
    const first = await productPage('umm-ali-burger-yard');
    expect(pages.asked).toEqual(
      expect.arrayContaining(['/api/v1/items/details/umm-ali-burger-yard', `/api/v1/items/reviews/${first.item.id}`]),
    );
    const second = await productPage('umm-ali-burger-yard', { location: DIRIYAH });
    expect(pages.asked.filter((path) => path.startsWith('/api/v1/items/'))).toEqual([]);
    expect(second.item).toEqual(first.item);
    expect(second.more).toEqual(first.more);
    expect(second.reviews).toEqual(first.reviews);
  });

  it('a review hidden by the operator is gone from the next page', async () => {
    const before = await productPage('umm-ali-burger-yard');
    const review = before.reviews.reviews[0];
    expect(review).toBeDefined();
    try {
      await pages.editCatalog('update reviews set status = false where id = $1', [review.id]);
      const after = await productPage('umm-ali-burger-yard');
      expect(after.reviews.reviews.map((r) => r.id)).not.toContain(review.id);
    } finally {
      await pages.editCatalog('update reviews set status = true where id = $1', [review.id]);
    }
  });

  it('another language is read on its own', async () => {
    const english = await productPage('umm-ali-burger-yard');
    const arabic = await productPage('umm-ali-burger-yard', { locale: 'ar' });
    expect(pages.asked).toContain('/api/v1/items/details/umm-ali-burger-yard');
    expect(arabic.item.name).not.toBe(english.item.name);
  });
});
