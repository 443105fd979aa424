/** GET get-combined-data (issue 15): one list endpoint of newer clients, for items or stores of one kind. */
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogHeaders, demoIds, ITEM_FIELDS, STORE_FIELDS, type DemoIds } from '../../../test/catalog.ts';
import { useApi } from '../../../test/helper.ts';

const api = useApi();
let ids: DemoIds;
let food: Record<string, string>;
let shop: Record<string, string>;

beforeAll(async () => {
  ids = await demoIds(api);
  food = catalogHeaders([ids.zones.olaya, ids.zones.central], ids.modules.food);
  shop = catalogHeaders([ids.zones.olaya, ids.zones.central], ids.modules.ecommerce);
});

const combined = (query: string, headers = food) => api.request({ url: `/api/v1/get-combined-data?${query}`, headers });

describe('get-combined-data, list_type=item', () => {
  it('searched: the items /items/search finds, as a page with their categories', async () => {
    const { status, body } = await combined('list_type=item&data_type=searched&name=burger&limit=5&offset=1');
    expect(status).toBe(200);
    const direct = await api.request({ url: '/api/v1/items/search?name=burger&limit=5&offset=1', headers: food });
    expect(body.total_size).toBe(direct.body.total_size);
    expect(body.products.map((p: any) => p.id).sort()).toEqual(direct.body.products.map((p: any) => p.id).sort());
    expect(body).toMatchObject({ limit: 5, offset: 1 });
    expect(Array.isArray(body.categories)).toBe(true);
    for (const field of ITEM_FIELDS) expect(body.products[0], field).toHaveProperty(field);
  });

  it('new, discounted, category and brand lists hold to their kind', async () => {
    const newest = (await combined('list_type=item&data_type=new&limit=10')).body;
    const dates = newest.products.map((p: any) => p.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(newest.categories.length).toBeGreaterThan(0);

    const discounted = (await combined('list_type=item&data_type=discounted&limit=50')).body.products;
    expect(discounted.length).toBeGreaterThan(0);
    for (const p of discounted) expect(p.discount > 0 || p.store_discount > 0 || p.flash_sale === 1).toBe(true);

    const [{ id: categoryId }] = await api.database.db.query<{ id: number }>(
      'select category_id as id from items where id = $1',
      [ids.item('chicken-kabsa-najdi-table')],
    );
    const inCategory = (await combined(`list_type=item&data_type=category&category_ids=[${categoryId}]`)).body;
    expect(inCategory.products.map((p: any) => p.id)).toContain(ids.item('chicken-kabsa-najdi-table'));

    const [{ brand_id }] = await api.database.db.query<{ brand_id: number }>(
      'select brand_id from items where brand_id is not null limit 1',
    );
    const ofBrand = (await combined(`list_type=item&data_type=brand&brand_ids=[${brand_id}]&limit=50`, shop)).body;
    expect(ofBrand.total_size).toBeGreaterThan(0);
    expect(ofBrand.products.every((p: any) => p.brand_id === brand_id)).toBe(true);
  });

  it('orders by `filter` and bounds by price', async () => {
    const low = (await combined('list_type=item&data_type=discounted&filter=low&limit=20&min_price=5&max_price=60'))
      .body.products;
    const prices = low.map((p: any) => p.price);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
    expect(prices.every((p: number) => p >= 5 && p <= 60)).toBe(true);
  });
});

describe('get-combined-data, list_type=store', () => {
  it('searched, discounted, category and all stores, each a {total_size, limit, offset, stores} page', async () => {
    const searched = (await combined('list_type=store&data_type=searched&name=burger')).body;
    expect(searched.stores.map((s: any) => s.id)).toContain(ids.store('burger-yard'));
    for (const field of STORE_FIELDS) expect(searched.stores[0], field).toHaveProperty(field);

    const discounted = (await combined('list_type=store&data_type=discounted&limit=50')).body.stores;
    expect(discounted.every((s: any) => s.discount !== null)).toBe(true);

    const all = (await combined('list_type=store&limit=3&offset=1')).body;
    expect(all).toMatchObject({ limit: 3, offset: 1, stores: expect.any(Array) });
    expect(all.total_size).toBeGreaterThan(3);
  });
});

describe('get-combined-data refuses what it cannot answer', () => {
  it('needs a list_type, a zone, and what each data_type needs; an unknown item data_type is an empty page', async () => {
    const noList = await combined('data_type=searched&name=x');
    expect(noList.status).toBe(422);
    expect(noList.body.errors[0].code).toBe('list_type');
    expect((await combined('list_type=item&data_type=searched')).body.errors[0].code).toBe('name');
    expect((await combined('list_type=item&data_type=brand')).body.errors[0].code).toBe('brand_ids');
    expect((await combined('list_type=store&data_type=category')).body.errors[0].code).toBe('category_ids');
    expect((await combined('list_type=item', {})).status).toBe(400);
    expect((await combined('list_type=item&data_type=whatever&limit=5')).body).toEqual({
      total_size: 0,
      limit: 5,
      offset: 1,
      products: [],
      categories: [],
    });
  });
});
