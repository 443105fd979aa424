import { clockSeconds, isOpenAt, pointInPolygon, type ScheduleRow } from '@souq/domain';
import { migrate, openDatabase, seedDemo, seedScale, type Database } from '@souq/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogHeaders, demoIds, type DemoIds } from '../../../test/catalog.ts';
import { useApi } from '../../../test/helper.ts';
import { normalizeSearchText } from './search-text.ts';

const api = useApi();
let ids: DemoIds;
const db = () => api.database.db;

beforeAll(async () => {
  ids = await demoIds(api);
});

const count = async (sql: string, params: unknown[] = []) => (await db().query<{ n: number }>(sql, params))[0].n;

describe('the demo catalog', () => {
  it('has at least 6 stores with logo, cover and hours in each store module, and 400+ items', async () => {
    const perModule = await db().query<{
      module_type: string;
      stores: number;
      without_images: number;
      without_hours: number;
    }>(
      `select m.module_type, count(s.id)::int as stores,
              count(*) filter (where s.logo is null or s.cover_photo is null)::int as without_images,
              count(*) filter (where not exists (select 1 from store_schedules h where h.store_id = s.id))::int as without_hours
         from modules m join stores s on s.module_id = m.id group by m.module_type`,
    );
    expect(perModule.map((m) => m.module_type).sort()).toEqual(['ecommerce', 'food', 'grocery', 'pharmacy', 'rental']);
    for (const m of perModule)
      expect(m, m.module_type).toMatchObject({ stores: expect.any(Number), without_images: 0, without_hours: 0 });
    expect(Math.min(...perModule.map((m) => m.stores))).toBeGreaterThanOrEqual(6);
    expect(await count('select count(*)::int as n from items')).toBeGreaterThanOrEqual(400);
  });

  it('places every store inside its zone', async () => {
    const stores = await db().query<{
      slug: string;
      latitude: number;
      longitude: number;
      coordinates: { outer: [number, number][] };
    }>('select s.slug, s.latitude, s.longitude, z.coordinates from stores s join zones z on z.id = s.zone_id');
    for (const s of stores) {
      const polygon = { outer: s.coordinates.outer.map(([lat, lng]) => ({ lat, lng })) };
      expect(pointInPolygon({ lat: s.latitude, lng: s.longitude }, polygon), s.slug).toBe(true);
    }
  });

  it('names and describes every item, and names every store and category, in Arabic', async () => {
    const missing = (type: string, table: string, key: string) =>
      count(
        `select count(*)::int as n from ${table} x where not exists (select 1 from translations t where t.translationable_type = '${type}' and t.translationable_id = x.id and t.locale = 'ar' and t.key = '${key}')`,
      );
    expect(await missing('item', 'items', 'name')).toBe(0);
    expect(await missing('item', 'items', 'description')).toBe(0);
    expect(await missing('store', 'stores', 'name')).toBe(0);
    expect(await missing('category', 'categories', 'name')).toBe(0);
  });

  it('writes numbers in its Arabic texts in Arabic-Indic digits, as the storefront formats prices (model codes like Z12 aside)', async () => {
    const rows = await db().query<{ key: string; value: string }>(
      `select key, value from translations where locale = 'ar'`,
    );
    // Food options are JSON: their names and labels are the texts.
    const texts = rows.flatMap(({ key, value }) =>
      key === 'food_variations'
        ? (JSON.parse(value) as { name: string; values: { label: string }[] }[]).flatMap((g) => [
            g.name,
            ...g.values.map((v) => v.label),
          ])
        : key === 'nutritions'
          ? (JSON.parse(value) as string[])
          : [value],
    );
    expect(texts.length).toBeGreaterThan(1000);
    const withWesternDigits = texts.filter((text) => /[0-9]/.test(text.replace(/[A-Za-z][A-Za-z0-9-]*/g, '')));
    expect(withWesternDigits).toEqual([]);
  });

  it('keeps at least one listed store of every module closed at any hour of any weekday', async () => {
    const rows = await db().query<ScheduleRow & { module_id: number; store_id: number }>(
      `select s.module_id, h.store_id, h.day, h.opening_time::text, h.closing_time::text
         from store_schedules h join stores s on s.id = h.store_id join zones z on z.id = s.zone_id where z.status`,
    );
    const stores = await db().query<{ id: number; module_id: number }>(
      'select s.id, s.module_id from stores s join zones z on z.id = s.zone_id where z.status',
    );
    for (const moduleId of new Set(stores.map((s) => s.module_id))) {
      for (let day = 0; day < 7; day++) {
        for (let hour = 0; hour < 24; hour++) {
          const moment = { day: day as 0, seconds: clockSeconds(`${hour}:30`) };
          const closed = stores.filter(
            (s) =>
              s.module_id === moduleId &&
              !isOpenAt(
                rows.filter((r) => r.store_id === s.id),
                moment,
              ),
          );
          expect(closed.length, `module ${moduleId}, day ${day}, ${hour}:30`).toBeGreaterThan(0);
        }
      }
    }
    // Split hours: some store has two rows on one day.
    expect(
      await count(
        'select count(*)::int as n from (select store_id, day from store_schedules group by 1, 2 having count(*) > 1) x',
      ),
    ).toBeGreaterThan(0);
  });

  it('covers every item feature of spec §3', async () => {
    const features = await db().query<Record<string, number>>(`
      select count(*) filter (where discount > 0 and discount_type = 'percent')::int as percent_discount,
             count(*) filter (where discount > 0 and discount_type = 'amount')::int as amount_discount,
             count(*) filter (where maximum_cart_quantity is not null)::int as max_quantity,
             count(*) filter (where cardinality(generic_name) > 0)::int as generic,
             count(*) filter (where cardinality(nutritions) > 0 and cardinality(allergies) > 0)::int as nutrition_allergies,
             count(*) filter (where organic)::int as organic, count(*) filter (where recommended)::int as recommended,
             count(*) filter (where veg)::int as veg, count(*) filter (where not veg)::int as non_veg, count(*) filter (where is_halal)::int as halal,
             count(*) filter (where is_prescription_required)::int as prescription,
             count(*) filter (where available_time_starts <> '00:00:00' or available_time_ends <> '23:59:59')::int as windows,
             count(*) filter (where available_date_starts is not null)::int as campaign,
             count(*) filter (where jsonb_array_length(images) > 1)::int as galleries,
             count(*) filter (where variations @> '[{"stock": 0}]')::int as out_of_stock_variation,
             count(*) filter (where food_variations @> '[{"type": "single"}]')::int as single_variation,
             count(*) filter (where food_variations @> '[{"type": "multi", "required": "on"}]')::int as required_multi,
             count(*) filter (where food_variations @> '[{"required": "off"}]')::int as optional_variation,
             count(*) filter (where cardinality(add_on_ids) > 0)::int as add_ons,
             count(*) filter (where brand_id is not null)::int as brand,
             count(*) filter (where rating_count > 0)::int as rated
        from items`);
    for (const [feature, n] of Object.entries(features[0])) expect(n, feature).toBeGreaterThan(0);
    expect(await count('select count(*)::int as n from reviews r join users u on u.id = r.user_id')).toBeGreaterThan(
      100,
    );
  });

  it('dates promotions relative to the seeding moment, so a demo seeded today runs for months', async () => {
    const fresh: Database = await openDatabase({});
    try {
      await migrate(fresh);
      const now = new Date('2031-05-10T09:00:00Z');
      await seedDemo(fresh, { now });
      const [dates] = await fresh.query<Record<string, string | number>>(
        `
        select (select min(end_date)::text from campaigns where title <> 'Summer Pantry') as campaigns_end,
               (select max(end_date)::text from campaigns where title = 'Summer Pantry') as ended_campaign,
               (select min(end_date)::text from store_discounts) as discounts_end,
               (select min(start_date)::text from store_discounts) as discounts_start,
               (select min(end_date) from flash_sales where end_date > $1)::text as flash_end,
               (select count(*) from flash_sales where end_date < $1)::int as ended_flash_sales,
               (select min(available_date_ends)::text from items) as campaign_items_end`,
        [now],
      );
      expect(dates.campaigns_end >= '2031-07-01').toBe(true);
      expect(dates.ended_campaign < '2031-05-10').toBe(true);
      expect(dates.discounts_start <= '2031-05-10' && dates.discounts_end >= '2031-08-01').toBe(true);
      expect(new Date(dates.flash_end).getTime() - now.getTime()).toBeGreaterThan(40 * 86_400_000);
      expect(dates.ended_flash_sales).toBe(1);
      expect(dates.campaign_items_end >= '2031-07-01').toBe(true);

      // The same seed gives the same catalog whatever the day.
      const catalogOf = (target: Database) =>
        target.query('select slug, price, stock, discount, discount_type, recommended from items order by id');
      expect(await catalogOf(fresh)).toEqual(await catalogOf(db()));
    } finally {
      await fresh.close();
    }
  });

  it('folds search text the same way in SQL and in the API (Arabic letter variants, diacritics)', async () => {
    for (const text of ['الأَرْز بالدجاج', 'مكتبةٌ إسلامية', 'Chicken KABSA', 'آيس كريم مؤقت شاطئ', 'ـمدـ']) {
      const [row] = await db().query<{ folded: string }>('select catalog_search_normalize($1) as folded', [text]);
      expect(row.folded, text).toBe(normalizeSearchText(text));
    }
  });
});

describe('catalog services shared with other features', () => {
  it('counts stores and items per module in GET /module', async () => {
    const { body } = await api.request('/api/v1/module');
    const foodModule = body.find((m: { module_type: string }) => m.module_type === 'food');
    expect(foodModule.stores_count).toBe(
      await count('select count(*)::int as n from stores where module_id = $1', [ids.modules.food]),
    );
    expect(foodModule.items_count).toBe(
      await count('select count(*)::int as n from items where module_id = $1 and available_date_starts is null', [
        ids.modules.food,
      ]),
    );
    expect(body.find((m: { module_type: string }) => m.module_type === 'parcel')).toMatchObject({
      stores_count: 0,
      items_count: 0,
    });
  });

  it('formats items and stores by id, in the language asked, for carts, wishlists and orders', async () => {
    const kabsa = ids.item('chicken-kabsa-najdi-table');
    const items = await api.app.souq.catalog.loadItems([kabsa, 999999], 'ar');
    expect([...items.keys()]).toEqual([kabsa]);
    expect(items.get(kabsa)).toMatchObject({ name: 'كبسة دجاج', store_name: 'المائدة النجدية', flash_sale: 1 });
    const stores = await api.app.souq.catalog.loadStores([ids.store('najdi-table')], 'en');
    expect(stores.get(ids.store('najdi-table'))).toMatchObject({
      name: 'Najdi Table',
      positive_rating: expect.any(Number),
    });
  });

  it('serves item details from its cache until a write calls invalidate()', async () => {
    const [{ id }] = await db().query<{ id: number }>('select id from items where store_id = $1 order by id limit 1', [
      ids.store('al-sham-shawarma'),
    ]);
    const details = async () => (await api.request(`/api/v1/items/details/${id}`)).body;
    const before = (await details()).name;
    await db().query(`update items set name = 'Renamed Dish', updated_at = now() where id = $1`, [id]);
    expect((await details()).name).toBe(before);
    api.app.souq.catalog.invalidate();
    expect((await details()).name).toBe('Renamed Dish');
  });

  it('serves a list page from its cache until a write calls invalidate(); requests at once get one answer', async () => {
    const url = `/api/v1/items/latest?store_id=${ids.store('najdi-table')}&limit=100&offset=1`;
    const headers = catalogHeaders([ids.zones.olaya, ids.zones.central], ids.modules.food);
    const listed = async () =>
      (await api.request({ url, headers })).body as { total_size: number; products: { id: number }[] };
    api.app.souq.catalog.invalidate();
    const [first, second] = await Promise.all([listed(), listed()]);
    expect(second).toEqual(first);
    const hidden = first.products[0]!.id;
    try {
      await db().query('update items set status = false where id = $1', [hidden]);
      expect((await listed()).total_size).toBe(first.total_size);
      api.app.souq.catalog.invalidate();
      const after = await listed();
      expect(after.total_size).toBe(first.total_size - 1);
      expect(after.products.map((p) => p.id)).not.toContain(hidden);
    } finally {
      await db().query('update items set status = true where id = $1', [hidden]);
      api.app.souq.catalog.invalidate();
    }
  });
});

describe('bad input', () => {
  it('answers junk parameters and headers on every catalog route with a 4xx envelope or a 200, never a 500', async () => {
    const paths = [
      'items/latest',
      'items/popular',
      'items/search',
      'items/item-or-store-search',
      'items/details/X',
      'items/related-items/X',
      'items/reviews/X',
      'items/common-conditions',
      'stores/get-stores/all',
      'stores/latest',
      'stores/details/X',
      'stores/popular-items/X',
      'stores/search',
      'stores/reviews',
      'categories',
      'categories/childes/X',
      'categories/items/X',
      'categories/items/list',
      'banners',
      'banners/X',
      'campaigns/basic-campaign-details',
      'campaigns/item',
      'flash-sales',
      'flash-sales/items',
      'brand/items/X',
      'common-condition/items/X',
    ];
    const junk = [
      '',
      '-1',
      '1.5',
      'abc',
      '%',
      '[1,"a"]',
      'undefined',
      '9'.repeat(30),
      "'; drop table items;--",
      'a'.repeat(300),
    ];
    const params = [
      'limit',
      'offset',
      'store_id',
      'category_id',
      'category_ids',
      'type',
      'min_price',
      'name',
      'filter',
      'basic_campaign_id',
      'flash_sale_id',
    ];
    const headerSets = [
      {},
      { zoneid: 'x', moduleid: 'y' },
      { zoneid: '[99999]', moduleid: '0', latitude: 'abc', longitude: '999' },
      catalogHeaders([ids.zones.olaya], ids.modules.food),
    ];
    for (const path of paths) {
      for (const value of junk) {
        const query = params.map((key) => `${key}=${encodeURIComponent(value)}`).join('&');
        const url = `/api/v1/${path.replace('X', encodeURIComponent(value) || '1')}?${query}`;
        for (const headers of headerSets) {
          const { status, body } = await api.request({ url, headers });
          expect(status, `${url} ${JSON.stringify(headers)}`).toBeLessThan(500);
          if (status >= 400)
            expect(body.errors[0], url).toEqual({ code: expect.any(String), message: expect.any(String) });
        }
      }
    }
  });
});

describe('the scale scenario', () => {
  afterAll(() => api.app.souq.catalog.invalidate());

  it('adds stores and items inside their zones, listed by the API like the demo ones', async () => {
    const before = {
      stores: await count('select count(*)::int as n from stores'),
      items: await count('select count(*)::int as n from items'),
    };
    await seedScale(db(), { stores: 12, items: 240 });
    expect(await count('select count(*)::int as n from stores')).toBe(before.stores + 12);
    expect(await count('select count(*)::int as n from items')).toBe(before.items + 240);
    expect(await count(`select count(*)::int as n from items where search_text = ''`)).toBe(0);
    api.app.souq.catalog.invalidate();
    const all = await api.request({
      url: '/api/v1/stores/get-stores/all?limit=100',
      headers: catalogHeaders([
        ids.zones.central,
        ids.zones.olaya,
        ids.zones.malaz,
        ids.zones.nakheel,
        ids.zones.airport,
      ]),
    });
    expect(
      all.body.stores.some((s: { name: string }) =>
        /\((Al Murabba|Al Olaya|Al Malaz|Al Nakheel|Airport)\)$/.test(s.name),
      ),
    ).toBe(true);
  });
});
