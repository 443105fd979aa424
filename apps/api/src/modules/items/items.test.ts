import { beforeAll, describe, expect, it } from 'vitest';
import { catalogHeaders, demoIds, ITEM_FIELDS, STORE_FIELDS, type DemoIds } from '../../../test/catalog.ts';
import { useApi } from '../../../test/helper.ts';

const api = useApi();
let ids: DemoIds;
let food: Record<string, string>;

beforeAll(async () => {
  ids = await demoIds(api);
  food = catalogHeaders([ids.zones.olaya, ids.zones.central], ids.modules.food);
});

const get = (url: string, headers: Record<string, string> = food) => api.request({ url, headers });
const storeIdsOf = (products: { store_id: number }[]) =>
  [...new Set(products.map((p) => p.store_id))].sort((a, b) => a - b);

describe('item lists answer in the 6amMart shape', () => {
  it.each(['popular', 'most-reviewed', 'discounted', 'new-arrival', 'recommended'])(
    'GET /items/%s → {total_size, limit, offset, products} with full items',
    async (path) => {
      const { status, body } = await get(`/api/v1/items/${path}?limit=5&offset=1`);
      expect(status).toBe(200);
      expect(body).toMatchObject({ limit: 5, offset: 1 });
      expect(body.total_size).toBeGreaterThan(0);
      expect(body.products.length).toBeGreaterThan(0);
      for (const field of ITEM_FIELDS) expect(body.products[0], field).toHaveProperty(field);
    },
  );

  it('orders popular by order count, most-reviewed by review count and new arrivals newest first', async () => {
    const popular = (await get('/api/v1/items/popular?limit=20')).body.products.map(
      (p: { order_count: number }) => p.order_count,
    );
    expect(popular).toEqual([...popular].sort((a, b) => b - a));
    const reviewed = (await get('/api/v1/items/most-reviewed?limit=20')).body.products.map(
      (p: { rating_count: number }) => p.rating_count,
    );
    expect(reviewed).toEqual([...reviewed].sort((a, b) => b - a));
    const newest = (await get('/api/v1/items/new-arrival?limit=20')).body.products.map(
      (p: { created_at: string }) => p.created_at,
    );
    expect(newest).toEqual([...newest].sort().reverse());
  });

  it('lists only discounted items on /discounted and recommended ones on /recommended', async () => {
    const discounted = (await get('/api/v1/items/discounted?limit=50')).body.products;
    for (const p of discounted) expect(p.discount > 0 || p.store_discount > 0 || p.flash_sale === 1, p.name).toBe(true);
    const recommended = (await get('/api/v1/items/recommended?limit=50')).body.products;
    expect(recommended.every((p: { recommended: number }) => p.recommended === 1)).toBe(true);
  });

  it("lists a store's items on /latest with the store's categories, and needs store_id", async () => {
    const najdi = ids.store('najdi-table');
    const { body } = await get(`/api/v1/items/latest?store_id=${najdi}&category_id=0&limit=50&offset=1`);
    expect(storeIdsOf(body.products)).toEqual([najdi]);
    expect(body.categories.map((c: { name: string }) => c.name)).toContain('Saudi Dishes');
    const missing = await get('/api/v1/items/latest?limit=10&offset=1');
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0].code).toBe('store_id');
  });

  it('keeps campaign items out of ordinary lists', async () => {
    const { body } = await get(`/api/v1/items/latest?store_id=${ids.store('najdi-table')}&limit=100`);
    expect(body.products.every((p: { available_date_starts: string | null }) => p.available_date_starts === null)).toBe(
      true,
    );
    expect(body.products.map((p: { id: number }) => p.id)).not.toContain(ids.item('family-kabsa-feast-najdi-table'));
  });
});

describe('zone and module scoping', () => {
  it('lists only items of stores in the zones of the zoneId header', async () => {
    const olaya = await get('/api/v1/items/popular?limit=100', catalogHeaders([ids.zones.olaya], ids.modules.food));
    expect(storeIdsOf(olaya.body.products)).toEqual(
      [ids.store('najdi-table'), ids.store('burger-yard')].sort((a, b) => a - b),
    );
    const malaz = await get('/api/v1/items/popular?limit=100', catalogHeaders([ids.zones.malaz], ids.modules.food));
    expect(storeIdsOf(malaz.body.products)).toEqual([ids.store('al-sham-shawarma')]);
  });

  it("never lists another module's items", async () => {
    const { body } = await get(
      '/api/v1/items/popular?limit=100',
      catalogHeaders([ids.zones.olaya], ids.modules.grocery),
    );
    expect(body.products.length).toBeGreaterThan(0);
    expect(new Set(body.products.map((p: { module_type: string }) => p.module_type))).toEqual(new Set(['grocery']));
  });

  it('answers 400 with code zoneId without the header and 400/404 for a missing or unknown module', async () => {
    const noZone = await get('/api/v1/items/popular', { moduleid: String(ids.modules.food) });
    expect(noZone.status).toBe(400);
    expect(noZone.body.errors[0].code).toBe('zoneId');
    const noModule = await get('/api/v1/items/popular', catalogHeaders([ids.zones.olaya]));
    expect(noModule.status).toBe(400);
    expect(noModule.body.errors[0].code).toBe('moduleId');
    const unknown = await get('/api/v1/items/popular', catalogHeaders([ids.zones.olaya], 999));
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].code).toBe('moduleId');
  });
});

describe('pagination (1-based offset)', () => {
  it('gives different items on pages 1 and 2 and the same total', async () => {
    const one = (await get('/api/v1/items/popular?limit=5&offset=1')).body;
    const two = (await get('/api/v1/items/popular?limit=5&offset=2')).body;
    expect(two.total_size).toBe(one.total_size);
    const first = one.products.map((p: { id: number }) => p.id);
    expect(two.products.map((p: { id: number }) => p.id).some((id: number) => first.includes(id))).toBe(false);
  });

  it('answers an empty page with the right total beyond the end', async () => {
    const { body: all } = await get('/api/v1/items/popular?limit=100&offset=1');
    const { status, body } = await get('/api/v1/items/popular?limit=10&offset=99');
    expect(status).toBe(200);
    expect(body).toEqual({ total_size: all.total_size, limit: 10, offset: 99, products: [] });
  });

  it('refuses limits outside 1–100 and offsets below 1, and treats empty values as defaults', async () => {
    for (const query of ['limit=0', 'limit=101', 'offset=0', 'limit=abc']) {
      const { status, body } = await get(`/api/v1/items/popular?${query}`);
      expect(status, query).toBe(422);
      expect(['limit', 'offset']).toContain(body.errors[0].code);
    }
    const { status, body } = await get('/api/v1/items/popular?limit=&offset=');
    expect(status).toBe(200);
    expect(body).toMatchObject({ limit: 10, offset: 1 });
  });
});

describe('search', () => {
  it('matches every word of the name, not any word', async () => {
    const { body } = await get('/api/v1/items/search?name=chicken%20kabsa&limit=50');
    const names = body.products.map((p: { name: string }) => p.name);
    expect(names).toContain('Chicken Kabsa');
    expect(names).not.toContain('Lamb Kabsa');
    expect(names).not.toContain('Chicken Shawarma Plate');
  });

  it('finds items by their Arabic name, folding hamza forms (ارز finds أرز)', async () => {
    const grocery = catalogHeaders([ids.zones.olaya], ids.modules.grocery, { 'x-localization': 'ar' });
    const { body } = await get(`/api/v1/items/search?name=${encodeURIComponent('ارز بسمتي')}`, grocery);
    expect(body.products.map((p: { id: number }) => p.id)).toContain(ids.item('basmati-rice-fresh-basket'));
    expect(body.products[0].name).toMatch(/[\u0600-\u06FF]/);
  });

  it('finds items by tag and by category name', async () => {
    const spicy = (await get('/api/v1/items/search?name=spicy&limit=50')).body.products;
    expect(spicy.length).toBeGreaterThan(0);
    expect(spicy.every((p: { tags: { tag: string }[] }) => p.tags.some((t) => t.tag === 'spicy'))).toBe(true);
    const sushi = (await get('/api/v1/items/search?name=sushi&limit=50')).body.products;
    expect(sushi.map((p: { name: string }) => p.name)).toContain('Vegetable Maki');
  });

  it('filters by price range and veg / non-veg type', async () => {
    const priced = (await get('/api/v1/items/search?name=a&min_price=20&max_price=30&limit=100')).body.products;
    expect(priced.length).toBeGreaterThan(0);
    expect(priced.every((p: { price: number }) => p.price >= 20 && p.price <= 30)).toBe(true);
    const veg = (await get('/api/v1/items/search?name=a&type=veg&limit=100')).body.products;
    expect(veg.length).toBeGreaterThan(0);
    expect(veg.every((p: { veg: number }) => p.veg === 1)).toBe(true);
    const nonVeg = (await get('/api/v1/items/search?name=a&type=non_veg&limit=100')).body.products;
    expect(nonVeg.every((p: { veg: number }) => p.veg === 0)).toBe(true);
  });

  it('sorts by price when asked (filter=low / high)', async () => {
    const low = (await get('/api/v1/items/search?name=a&filter=low&limit=30')).body.products.map(
      (p: { price: number }) => p.price,
    );
    expect(low).toEqual([...low].sort((a, b) => a - b));
    const high = (await get('/api/v1/items/search?name=a&filter=high&limit=30')).body.products.map(
      (p: { price: number }) => p.price,
    );
    expect(high).toEqual([...high].sort((a, b) => b - a));
  });

  it('needs a name and answers 422 for a blank one', async () => {
    for (const url of ['/api/v1/items/search', '/api/v1/items/search?name=%20%20']) {
      const { status, body } = await get(url);
      expect(status).toBe(422);
      expect(body.errors[0].code).toBe('name');
    }
  });

  it('suggests items and stores together', async () => {
    const both = (await get('/api/v1/items/item-or-store-search?name=burger')).body;
    expect(both.items.length).toBeGreaterThan(0);
    expect(both.stores.map((s: { name: string }) => s.name)).toEqual(['Burger Yard']);
    for (const field of STORE_FIELDS) expect(both.stores[0], field).toHaveProperty(field);
    const suggestions = (await get('/api/v1/items/search-suggestion?name=najdi')).body;
    expect(suggestions.stores).toEqual([
      expect.objectContaining({ id: ids.store('najdi-table'), name: 'Najdi Table' }),
    ]);
  });
});

describe('item details', () => {
  it('answers by id or slug with store_details, cacheable for 30 seconds, without zone or module headers', async () => {
    const byId = await api.request(`/api/v1/items/details/${ids.item('chicken-kabsa-najdi-table')}`);
    expect(byId.status).toBe(200);
    expect(byId.headers['cache-control']).toBe('public, max-age=30');
    for (const field of ITEM_FIELDS) expect(byId.body, field).toHaveProperty(field);
    for (const field of STORE_FIELDS) expect(byId.body.store_details, field).toHaveProperty(field);
    expect(byId.body.store_details).toHaveProperty('price_range.start_price');
    const bySlug = await api.request('/api/v1/items/details/chicken-kabsa-najdi-table');
    expect(bySlug.body.id).toBe(byId.body.id);
  });

  it('names the item, its categories, variations, add-ons, nutrition and allergens in Arabic', async () => {
    const { body } = await api.request({
      url: '/api/v1/items/details/chicken-kabsa-najdi-table',
      headers: { 'x-localization': 'ar' },
    });
    expect(body.name).toBe('كبسة دجاج');
    expect(body.store_name).toBe('المائدة النجدية');
    expect(body.category_ids.map((c: { name: string }) => c.name)).toEqual(['أطباق سعودية', 'الكبسة والأرز']);
    expect(body.food_variations[0]).toMatchObject({ name: 'الحصة', type: 'single', required: 'on' });
    expect(body.add_ons.every((a: { name: string }) => /[\u0600-\u06FF]/.test(a.name))).toBe(true);
    // Numbers in Arabic text in Arabic-Indic digits, as prices and ratings are shown.
    expect(body.nutritions_name[0]).toMatch(/^السعرات الحرارية [٠-٩]+ سعرة$/);
    expect(body.allergies_name).toEqual(['المكسرات']);
  });

  it('gives non-food items variations with their own price and stock, the base price being the cheapest', async () => {
    const { body } = await api.request('/api/v1/items/details/basmati-rice-fresh-basket');
    expect(body.choice_options[0]).toMatchObject({
      name: 'choice_1',
      title: 'Weight',
      options: ['2 kg', '5 kg', '10 kg'],
    });
    expect(body.variations.map((v: { type: string }) => v.type)).toEqual(['2 kg', '5 kg', '10 kg']);
    expect(body.price).toBe(Math.min(...body.variations.map((v: { price: number }) => v.price)));
    for (const v of body.variations)
      expect(v).toEqual({ type: expect.any(String), price: expect.any(Number), stock: expect.any(Number) });
  });

  it("applies a running flash sale: its discount and stock replace the item's and the store discount is 0", async () => {
    const { body } = await api.request('/api/v1/items/details/chicken-kabsa-najdi-table');
    expect(body).toMatchObject({ flash_sale: 1, discount: 25, discount_type: 'percent', stock: 38, store_discount: 0 });
  });

  it('ignores a sold-out flash sale entry', async () => {
    const { body } = await api.request('/api/v1/items/details/margherita-pizza-forno-napoli');
    expect(body.flash_sale).toBe(0);
  });

  it("shows the store's running discount percent on its other items", async () => {
    const [other] = await api.database.db.query<{ slug: string }>(
      `select slug from items where store_id = $1 and slug <> 'chicken-kabsa-najdi-table' and available_date_starts is null limit 1`,
      [ids.store('najdi-table')],
    );
    const { body } = await api.request(`/api/v1/items/details/${other.slug}`);
    expect(body).toMatchObject({ flash_sale: 0, store_discount: 15 });
  });

  it('answers 404 for unknown ids and slugs and 422 for non-numeric ids where only ids are allowed', async () => {
    for (const url of ['/api/v1/items/details/999999', '/api/v1/items/details/no-such-item']) {
      const { status, body } = await api.request(url);
      expect(status, url).toBe(404);
      expect(body.errors[0].code).toBe('item');
    }
    const related = await get('/api/v1/items/related-items/abc');
    expect(related.status).toBe(422);
    expect(related.body.errors[0].code).toBe('id');
    const reviews = await api.request('/api/v1/items/reviews/999999');
    expect(reviews.status).toBe(404);
  });
});

describe('related items and reviews', () => {
  it('relates items of the same category and other items of the same store', async () => {
    const kabsa = ids.item('chicken-kabsa-najdi-table');
    const related = (await get(`/api/v1/items/related-items/${kabsa}`)).body;
    expect(Array.isArray(related)).toBe(true);
    expect(related.map((p: { id: number }) => p.id)).not.toContain(kabsa);
    expect(related.every((p: { category_id: number }) => p.category_id === related[0].category_id)).toBe(true);
    // A bare array like related-items: clients open product pages on it (client-contract §4).
    const sameStore = (await get(`/api/v1/items/related-store-items/${kabsa}?limit=50&offset=1`)).body;
    expect(Array.isArray(sameStore)).toBe(true);
    expect(storeIdsOf(sameStore)).toEqual([ids.store('najdi-table')]);
    expect(sameStore.map((p: { id: number }) => p.id)).not.toContain(kabsa);
    for (const field of ITEM_FIELDS) expect(sameStore[0], field).toHaveProperty(field);
    const firstTwo = (await get(`/api/v1/items/related-store-items/${kabsa}?limit=2&offset=1`)).body;
    expect(firstTwo).toHaveLength(2);
  });

  it('new arrivals answer the top-level categories of the listed items (the shop home builds its tabs from them)', async () => {
    const { body } = await get('/api/v1/items/new-arrival?limit=10&offset=1');
    expect(Array.isArray(body.categories)).toBe(true);
    expect(body.categories.length).toBeGreaterThan(0);
    const rootOf = async (categoryId: number): Promise<number> => {
      const [row] = await api.database.db.query<{ parent_id: number | null }>(
        'select parent_id from categories where id = $1',
        [categoryId],
      );
      return row.parent_id ? rootOf(row.parent_id) : categoryId;
    };
    const expected = [
      ...new Set(await Promise.all(body.products.map((p: { category_id: number }) => rootOf(p.category_id)))),
    ];
    expect(body.categories.map((c: { id: number }) => c.id)).toEqual(expected);
    for (const c of body.categories) {
      expect(c).toMatchObject({ id: expect.any(Number), name: expect.any(String), parent_id: 0, position: 0 });
      expect(c).toHaveProperty('image_full_url');
    }
  });

  it("pages reviews newest first with the reviewer's name", async () => {
    const kabsa = ids.item('chicken-kabsa-najdi-table');
    const { body } = await api.request(`/api/v1/items/reviews/${kabsa}?limit=2&offset=1`);
    expect(body.total_size).toBeGreaterThan(2);
    expect(body.reviews).toHaveLength(2);
    expect(body.reviews[0]).toMatchObject({
      item_id: kabsa,
      rating: expect.any(Number),
      customer_name: expect.any(String),
    });
    expect(body.reviews[0].created_at >= body.reviews[1].created_at).toBe(true);
  });

  it("lists a pharmacy's items for common conditions", async () => {
    const pharmacy = catalogHeaders([ids.zones.olaya], ids.modules.pharmacy);
    const { body } = await get(
      `/api/v1/items/common-conditions?store_id=${ids.store('al-shifa-pharmacy')}&limit=50&offset=1`,
      pharmacy,
    );
    expect(body.products.length).toBeGreaterThan(0);
    expect(
      body.products.every((p: { common_condition_id: number; generic_name: string[] }) => p.common_condition_id > 0),
    ).toBe(true);
  });
});
