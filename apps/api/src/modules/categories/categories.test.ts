import { beforeAll, describe, expect, it } from 'vitest';
import { catalogHeaders, demoIds, type DemoIds } from '../../../test/catalog.ts';
import { useApi } from '../../../test/helper.ts';

const api = useApi();
let ids: DemoIds;
let categoryId: (slug: string) => number;

beforeAll(async () => {
  ids = await demoIds(api);
  const rows = await api.database.db.query<{ slug: string; id: number }>('select slug, id from categories');
  categoryId = (slug) => rows.find((r) => r.slug === slug)!.id;
});

type Category = {
  id: number;
  name: string;
  parent_id: number;
  position: number;
  featured: number;
  module_id: number;
  products_count: number;
  childes: Category[];
};

describe('GET /categories', () => {
  it("lists the module's categories with their sub-categories, cacheable for five minutes", async () => {
    const { status, body, headers } = await api.request({
      url: '/api/v1/categories',
      headers: { moduleid: String(ids.modules.food) },
    });
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('public, max-age=300');
    expect(String(headers.vary)).toMatch(/moduleId/);
    expect(body.every((c: Category) => c.module_id === ids.modules.food && c.parent_id === 0 && c.position === 0)).toBe(
      true,
    );
    const burgers = body.find((c: Category) => c.name === 'Burgers');
    expect(burgers.childes.map((c: Category) => c.name)).toEqual(['Beef Burgers', 'Chicken Burgers', 'Veggie Burgers']);
    expect(burgers.childes.every((c: Category) => c.parent_id === burgers.id && c.position === 1)).toBe(true);
    expect(burgers.products_count).toBeGreaterThan(0);
  });

  it('keeps featured categories only when asked, and names them in Arabic', async () => {
    const { body } = await api.request({
      url: '/api/v1/categories?featured=1',
      headers: { moduleid: String(ids.modules.grocery), 'x-localization': 'ar' },
    });
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((c: Category) => c.featured === 1)).toBe(true);
    expect(body.map((c: Category) => c.name)).toContain('فواكه وخضروات');
  });

  it("lists every module's categories without moduleId", async () => {
    const { body } = await api.request('/api/v1/categories');
    expect(new Set(body.map((c: Category) => c.module_id)).size).toBe(4);
  });

  it('lists sub-categories by parent, 404 for an unknown one', async () => {
    const { body } = await api.request(`/api/v1/categories/childes/${categoryId('dairy')}`);
    expect(body.map((c: Category) => c.name)).toEqual(['Milk & Laban', 'Cheese', 'Yogurt & Labneh', 'Eggs']);
    const unknown = await api.request('/api/v1/categories/childes/999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].code).toBe('category');
  });
});

describe('items and stores of categories', () => {
  const grocery = () => catalogHeaders([ids.zones.olaya, ids.zones.central], ids.modules.grocery);

  it('lists the items of a category including its sub-categories', async () => {
    const produce = categoryId('produce');
    const { body } = await api.request({
      url: `/api/v1/categories/items/${produce}?limit=100&offset=1`,
      headers: grocery(),
    });
    expect(body.total_size).toBeGreaterThan(0);
    const subs = new Set(body.products.map((p: { category_id: number }) => p.category_id));
    expect(
      [...subs].every((id) =>
        [categoryId('fruits'), categoryId('vegetables'), categoryId('herbs')].includes(id as number),
      ),
    ).toBe(true);
    expect(subs.size).toBeGreaterThan(1);
  });

  it('lists items of any of several categories (category_ids=[..])', async () => {
    const list = `[${categoryId('fruits')},${categoryId('dates-honey')}]`;
    const { body } = await api.request({
      url: `/api/v1/categories/items/list?category_ids=${encodeURIComponent(list)}&limit=100&offset=1`,
      headers: grocery(),
    });
    expect(new Set(body.products.map((p: { category_id: number }) => p.category_id))).toEqual(
      new Set([categoryId('fruits'), categoryId('dates-honey')]),
    );
    const bad = await api.request({ url: '/api/v1/categories/items/list?category_ids=[x]', headers: grocery() });
    expect(bad.status).toBe(422);
  });

  it('lists the stores selling in a category', async () => {
    const { body } = await api.request({
      url: `/api/v1/categories/stores/${categoryId('dates-honey')}?limit=50&offset=1`,
      headers: grocery(),
    });
    expect(body.stores.map((s: { name: string }) => s.name)).toContain('Dates & More');
    const list = await api.request({
      url: `/api/v1/categories/stores/list?category_ids=[${categoryId('dates-honey')}]`,
      headers: grocery(),
    });
    expect(list.body.total_size).toBe(body.total_size);
  });

  it('needs zoneId for category items', async () => {
    const { status, body } = await api.request({
      url: `/api/v1/categories/items/${categoryId('produce')}`,
      headers: { moduleid: String(ids.modules.grocery) },
    });
    expect(status).toBe(400);
    expect(body.errors[0].code).toBe('zoneId');
  });
});

describe('brands and common conditions', () => {
  it('lists shop brands with item counts and their items', async () => {
    const { body } = await api.request({
      url: '/api/v1/brand',
      headers: { moduleid: String(ids.modules.ecommerce), 'x-localization': 'ar' },
    });
    const zenith = body.find((b: { slug: string }) => b.slug === 'zenith');
    expect(zenith).toMatchObject({ name: 'زينيث', items_count: expect.any(Number) });
    const items = await api.request({
      url: `/api/v1/brand/items/${zenith.id}?limit=50&offset=1`,
      headers: catalogHeaders([ids.zones.olaya], ids.modules.ecommerce),
    });
    expect(items.body.products.length).toBeGreaterThan(0);
    expect(items.body.products.every((p: { brand_id: number }) => p.brand_id === zenith.id)).toBe(true);
    expect(
      (await api.request({ url: '/api/v1/brand/items/999999', headers: catalogHeaders([ids.zones.olaya]) })).status,
    ).toBe(404);
  });

  it('lists pharmacy common conditions and their items', async () => {
    const { body } = await api.request({
      url: '/api/v1/common-condition',
      headers: { moduleid: String(ids.modules.pharmacy) },
    });
    const headache = body.find((c: { slug: string }) => c.slug === 'headache');
    expect(headache.name).toBe('Headache & Fever');
    const items = await api.request({
      url: `/api/v1/common-condition/items/${headache.id}?limit=50&offset=1`,
      headers: catalogHeaders([ids.zones.olaya, ids.zones.central], ids.modules.pharmacy),
    });
    expect(items.body.products.length).toBeGreaterThan(0);
    expect(
      items.body.products.every(
        (p: { common_condition_id: number; generic_name: string[] }) =>
          p.common_condition_id === headache.id && p.generic_name.length > 0,
      ),
    ).toBe(true);
  });
});

describe('GET /categories/{searchKey}', () => {
  const search = (key: string, locale = 'en') =>
    api.request({
      url: `/api/v1/categories/${encodeURIComponent(key)}`,
      headers: { moduleid: String(ids.modules.food), 'x-localization': locale },
    });

  it('answers the top categories whose name or a sub-category matches, in any language, in the /categories shape', async () => {
    const saudi = (await search('saudi')).body as Category[];
    expect(saudi.map((c) => c.name)).toEqual(['Saudi Dishes']);
    expect(saudi[0].childes.map((c) => c.name)).toEqual(['Kabsa & Rice', 'Traditional Plates']);
    // A sub-category's name finds its parent; Arabic finds it too, with or without the hamza.
    expect((await search('kabsa')).body.map((c: Category) => c.name)).toEqual(['Saudi Dishes']);
    const arabic = (await search('الكبسة', 'ar')).body as Category[];
    expect(arabic.map((c) => c.name)).toEqual(['أطباق سعودية']);
    expect((await search('الارز')).body.map((c: Category) => c.name)).toEqual(['Saudi Dishes']);
  });

  it('keeps to the module and answers [] when nothing matches', async () => {
    expect((await search('no such category anywhere')).body).toEqual([]);
    const grocery = await api.request({
      url: '/api/v1/categories/burger',
      headers: { moduleid: String(ids.modules.grocery) },
    });
    expect(grocery.body).toEqual([]);
  });
});
