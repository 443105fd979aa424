import { haversineMeters, localMoment } from '@souq/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogHeaders, demoIds, STORE_FIELDS, type DemoIds } from '../../../test/catalog.ts';
import { useApi } from '../../../test/helper.ts';

const api = useApi();
let ids: DemoIds;
let everywhere: number[];

beforeAll(async () => {
  ids = await demoIds(api);
  everywhere = [ids.zones.central, ids.zones.olaya, ids.zones.malaz, ids.zones.nakheel, ids.zones.airport];
});

type Store = {
  id: number;
  open: number;
  name: string;
  module_type: string;
  distance: number | null;
  take_away: boolean;
  avg_rating: number;
  created_at: string;
};
const get = (url: string, headers: Record<string, string>) => api.request({ url, headers });
const listIds = (stores: Store[]) => stores.map((s) => s.id).sort((a, b) => a - b);

/** Replaces a store's weekly hours, then drops the catalog caches as any write must. */
async function setHours(storeId: number, rows: [day: number, opening: string, closing: string][]) {
  const db = api.database.db;
  await db.query('delete from store_schedules where store_id = $1', [storeId]);
  for (const [day, opening, closing] of rows) {
    await db.query('insert into store_schedules (store_id, day, opening_time, closing_time) values ($1, $2, $3, $4)', [
      storeId,
      day,
      opening,
      closing,
    ]);
  }
  api.app.souq.catalog.invalidate();
}
const riyadhToday = () => localMoment(new Date(), 'Asia/Riyadh').day;
const allWeek = (opening = '00:00:00', closing = '23:59:59') =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => [day, opening, closing] as [number, string, string]);

describe('store lists answer in the 6amMart shape', () => {
  it.each(['latest', 'popular', 'top-rated', 'discounted', 'recommended'])(
    'GET /stores/%s → {total_size, limit, offset, stores}',
    async (path) => {
      const { status, body } = await get(
        `/api/v1/stores/${path}?limit=5&offset=1`,
        catalogHeaders(everywhere, ids.modules.food),
      );
      expect(status).toBe(200);
      expect(body).toMatchObject({ limit: 5, offset: 1, total_size: expect.any(Number) });
      for (const store of body.stores)
        for (const field of STORE_FIELDS) expect(store, `${path} ${field}`).toHaveProperty(field);
    },
  );

  it('lists only stores with a running discount on /discounted and recommended stores on /recommended', async () => {
    const headers = catalogHeaders(everywhere, ids.modules.grocery);
    const discounted = (await get('/api/v1/stores/discounted?limit=50', headers)).body.stores;
    expect(discounted.map((s: Store) => s.name)).toEqual(['Fresh Basket Supermarket']);
    expect(discounted[0].discount).toMatchObject({
      discount: 10,
      min_purchase: 100,
      max_discount: 50,
      discount_type: 'percent',
    });
    const recommended = (await get('/api/v1/stores/recommended?limit=50', headers)).body.stores;
    expect(recommended.every((s: { is_recommended: boolean }) => s.is_recommended)).toBe(true);
  });

  it('GET /stores/get-stores/{all|delivery|take_away} works without moduleId and filters take-away', async () => {
    const all = (await get('/api/v1/stores/get-stores/all?limit=100', catalogHeaders(everywhere))).body;
    expect(new Set(all.stores.map((s: Store) => s.module_type))).toEqual(
      new Set(['food', 'grocery', 'pharmacy', 'ecommerce']),
    );
    const takeAway = (await get('/api/v1/stores/get-stores/take_away?limit=100', catalogHeaders(everywhere))).body;
    expect(takeAway.total_size).toBeLessThan(all.total_size);
    expect(takeAway.stores.every((s: Store) => s.take_away)).toBe(true);
    const bad = await get('/api/v1/stores/get-stores/everything', catalogHeaders(everywhere));
    expect(bad.status).toBe(422);
  });

  it('pages stores with a 1-based offset', async () => {
    const headers = catalogHeaders(everywhere, ids.modules.grocery);
    const one = (await get('/api/v1/stores/latest?limit=3&offset=1', headers)).body;
    const two = (await get('/api/v1/stores/latest?limit=3&offset=2', headers)).body;
    expect(listIds(one.stores).some((id) => listIds(two.stores).includes(id))).toBe(false);
    const beyond = (await get('/api/v1/stores/latest?limit=3&offset=50', headers)).body;
    expect(beyond).toEqual({ total_size: one.total_size, limit: 3, offset: 50, stores: [] });
  });
});

describe('zone scoping of stores', () => {
  it('lists a store only when its zone is in the zoneId header', async () => {
    const malaz = (await get('/api/v1/stores/latest?limit=50', catalogHeaders([ids.zones.malaz], ids.modules.food)))
      .body;
    expect(listIds(malaz.stores)).toEqual([ids.store('al-sham-shawarma')]);
    const olaya = (await get('/api/v1/stores/latest?limit=50', catalogHeaders([ids.zones.olaya], ids.modules.food)))
      .body;
    expect(listIds(olaya.stores)).not.toContain(ids.store('al-sham-shawarma'));
  });

  it('lists shop (all_zone_service) stores in any zone, even one the module does not serve', async () => {
    const { body } = await get(
      '/api/v1/stores/latest?limit=50',
      catalogHeaders([ids.zones.airport], ids.modules.ecommerce),
    );
    expect(body.total_size).toBe(7);
  });

  it('never lists stores of an inactive zone', async () => {
    const { body } = await get('/api/v1/stores/latest?limit=50', catalogHeaders([ids.zones.diriyah], ids.modules.food));
    expect(body.total_size).toBe(0);
  });

  it('answers 400 without zoneId on lists, and 404 for an unknown module', async () => {
    expect((await get('/api/v1/stores/latest', { moduleid: String(ids.modules.food) })).status).toBe(400);
    const unknown = await get('/api/v1/stores/latest', catalogHeaders(everywhere, 999));
    expect(unknown.status).toBe(404);
  });
});

describe('open now from the weekly hours (business time zone Asia/Riyadh)', () => {
  const headers = () => catalogHeaders([ids.zones.olaya], ids.modules.food);
  const burgerYard = async () => (await get(`/api/v1/stores/details/${ids.store('burger-yard')}`, headers())).body;

  it('is open when a row of today covers now, and says since when', async () => {
    await setHours(ids.store('burger-yard'), allWeek());
    const store = await burgerYard();
    expect(store.open).toBe(1);
    expect(store.current_opening_time).toBe('00:00:00');
  });

  it('is closed on a day without rows (the weekly day off) and says closed', async () => {
    const today = riyadhToday();
    await setHours(
      ids.store('burger-yard'),
      allWeek().filter(([day]) => day !== today),
    );
    const store = await burgerYard();
    expect(store.open).toBe(0);
    expect(store.current_opening_time).toBe('closed');
  });

  it('is closed while the store is temporarily closed (active = false), whatever its hours', async () => {
    const mart = ids.store('nakheel-mini-mart');
    await setHours(mart, allWeek());
    const { body } = await get(`/api/v1/stores/details/${mart}`, {});
    expect(body).toMatchObject({ active: false, open: 0, announcement: 1 });
  });

  it('puts open stores before closed ones in lists', async () => {
    await setHours(
      ids.store('burger-yard'),
      allWeek().filter(([day]) => day !== riyadhToday()),
    );
    await setHours(ids.store('najdi-table'), allWeek());
    const { body } = await get('/api/v1/stores/popular?limit=50', catalogHeaders(everywhere, ids.modules.food));
    const opens = body.stores.map((s: Store) => s.open);
    expect(opens).toEqual([...opens].sort((a, b) => b - a));
    expect(opens).toContain(0);
    expect(opens).toContain(1);
  });
});

describe('distance from the latitude/longitude headers', () => {
  it('is the great-circle distance in metres, and null without a location', async () => {
    const at = { lat: 24.7136, lng: 46.6753 };
    const { body } = await get(
      '/api/v1/stores/latest?limit=50',
      catalogHeaders(everywhere, ids.modules.food, { latitude: String(at.lat), longitude: String(at.lng) }),
    );
    for (const store of body.stores) {
      const expected = haversineMeters(at, { lat: Number(store.latitude), lng: Number(store.longitude) });
      expect(Math.abs(store.distance - expected)).toBeLessThan(1);
    }
    const without = (await get('/api/v1/stores/latest?limit=50', catalogHeaders(everywhere, ids.modules.food))).body;
    expect(without.stores.every((s: Store) => s.distance === null)).toBe(true);
  });
});

describe('store details, search, popular items and reviews', () => {
  it('answers details by id or slug with categories, price range and positive_rating, in Arabic when asked', async () => {
    const { status, body } = await get('/api/v1/stores/details/najdi-table', { 'x-localization': 'ar' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: ids.store('najdi-table'), name: 'المائدة النجدية', announcement: 1 });
    expect(body.announcement_message).toMatch(/[\u0600-\u06FF]/);
    expect(typeof body.positive_rating).toBe('number');
    expect(body.ratings).toHaveLength(5);
    expect(body.category_details.map((c: { name: string }) => c.name)).toContain('أطباق سعودية');
    expect(body.price_range.start_price).toBeLessThanOrEqual(body.price_range.end_price);
    expect(body.schedules[0]).toEqual({
      id: expect.any(Number),
      store_id: body.id,
      day: expect.any(Number),
      opening_time: expect.stringMatching(/^\d\d:\d\d:\d\d$/),
      closing_time: expect.stringMatching(/^\d\d:\d\d:\d\d$/),
    });
  });

  it('answers 404 for unknown stores', async () => {
    for (const id of ['999999', 'no-such-store']) {
      const { status, body } = await get(`/api/v1/stores/details/${id}`, {});
      expect(status).toBe(404);
      expect(body.errors[0].code).toBe('store');
    }
  });

  it('finds stores by every word of their name, in either language', async () => {
    const headers = catalogHeaders(everywhere, ids.modules.food);
    expect(
      (await get('/api/v1/stores/search?name=najdi%20table', headers)).body.stores.map((s: Store) => s.id),
    ).toEqual([ids.store('najdi-table')]);
    expect(
      (await get(`/api/v1/stores/search?name=${encodeURIComponent('النجديه')}`, headers)).body.stores.map(
        (s: Store) => s.id,
      ),
    ).toEqual([ids.store('najdi-table')]);
    expect((await get('/api/v1/stores/search?name=najdi%20pizza', headers)).body.total_size).toBe(0);
  });

  it("lists a store's most ordered items as an array, and its reviews", async () => {
    const najdi = ids.store('najdi-table');
    const popular = (await get(`/api/v1/stores/popular-items/${najdi}`, {})).body;
    expect(popular.length).toBeGreaterThan(0);
    expect(popular.every((p: { store_id: number }) => p.store_id === najdi)).toBe(true);
    const counts = popular.map((p: { order_count: number }) => p.order_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const reviews = (await get(`/api/v1/stores/reviews?store_id=${najdi}`, {})).body;
    expect(reviews.length).toBeGreaterThan(0);
    expect(reviews.every((r: { store_id: number; item_name: string }) => r.store_id === najdi && r.item_name)).toBe(
      true,
    );
  });
});
