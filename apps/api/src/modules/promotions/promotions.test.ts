import { beforeAll, describe, expect, it } from 'vitest';
import { catalogHeaders, demoIds, ITEM_FIELDS, STORE_FIELDS, type DemoIds } from '../../../test/catalog.ts';
import { useApi } from '../../../test/helper.ts';

const api = useApi();
let ids: DemoIds;
let everywhere: number[];

beforeAll(async () => {
  ids = await demoIds(api);
  everywhere = [ids.zones.central, ids.zones.olaya, ids.zones.malaz, ids.zones.nakheel];
});

type Banner = {
  id: number;
  title: string;
  type: string;
  image_full_url: string;
  zone_id: number | null;
  store: { id: number } | null;
  item: { id: number } | null;
};

describe('GET /banners', () => {
  it('answers {campaigns, banners}: default, store-wise with the store and item-wise with the item', async () => {
    const { status, body } = await api.request({
      url: '/api/v1/banners',
      headers: catalogHeaders(everywhere, ids.modules.food),
    });
    expect(status).toBe(200);
    const types = new Set(body.banners.map((b: Banner) => b.type));
    expect(types).toEqual(new Set(['default', 'store_wise', 'item_wise']));
    const storeWise = body.banners.find((b: Banner) => b.type === 'store_wise');
    for (const field of STORE_FIELDS) expect(storeWise.store, field).toHaveProperty(field);
    const itemWise = body.banners.find((b: Banner) => b.type === 'item_wise');
    for (const field of ITEM_FIELDS) expect(itemWise.item, field).toHaveProperty(field);
    expect(body.banners[0].image_full_url).toMatch(/\/storage\/banner\/[\w-]+\.svg$/);
    expect(body.campaigns.map((c: { title: string }) => c.title)).toContain('Weekend Feast');
  });

  it("shows a zone's banners only in that zone (a store-wise banner of the airport café is not shown in the city)", async () => {
    const city = (await api.request({ url: '/api/v1/banners', headers: catalogHeaders(everywhere, ids.modules.food) }))
      .body.banners;
    expect(city.map((b: Banner) => b.store?.id)).not.toContain(ids.store('qahwa-house'));
    const airport = (
      await api.request({ url: '/api/v1/banners', headers: catalogHeaders([ids.zones.airport], ids.modules.food) })
    ).body.banners;
    expect(airport.map((b: Banner) => b.store?.id)).toContain(ids.store('qahwa-house'));
    expect(airport.every((b: Banner) => b.zone_id === null || b.zone_id === ids.zones.airport)).toBe(true);
  });

  it('lists the banners a store made for its own page', async () => {
    const { body } = await api.request(`/api/v1/banners/${ids.store('najdi-table')}`);
    expect(body.map((b: Banner) => b.title)).toEqual(['Catering for gatherings of 20 or more']);
  });

  it('needs zoneId', async () => {
    expect(
      (await api.request({ url: '/api/v1/banners', headers: { moduleid: String(ids.modules.food) } })).status,
    ).toBe(400);
  });
});

describe('campaigns', () => {
  it('lists running basic campaigns of the module, not ended ones', async () => {
    const grocery = (
      await api.request({ url: '/api/v1/campaigns/basic', headers: catalogHeaders(everywhere, ids.modules.grocery) })
    ).body;
    expect(grocery.map((c: { title: string }) => c.title)).toEqual(['Fresh Week']);
  });

  it('details a campaign with its stores in the zones, 404 for unknown or ended ones', async () => {
    const [campaign] = (
      await api.request({ url: '/api/v1/campaigns/basic', headers: catalogHeaders(everywhere, ids.modules.grocery) })
    ).body;
    const { body } = await api.request({
      url: `/api/v1/campaigns/basic-campaign-details?basic_campaign_id=${campaign.id}`,
      headers: catalogHeaders([ids.zones.olaya], ids.modules.grocery),
    });
    expect(body.stores.map((s: { id: number }) => s.id)).toEqual([ids.store('fresh-basket')]);
    const [ended] = await api.database.db.query<{ id: number }>(
      `select id from campaigns where title = 'Summer Pantry'`,
    );
    for (const id of [ended.id, 999999]) {
      const missing = await api.request({
        url: `/api/v1/campaigns/basic-campaign-details?basic_campaign_id=${id}`,
        headers: catalogHeaders(everywhere, ids.modules.grocery),
      });
      expect(missing.status).toBe(404);
    }
  });

  it("details a campaign with the campaign items its stores run today, in the campaign's module whatever module the visitor is in (issue 20)", async () => {
    const [feast] = (
      await api.request({ url: '/api/v1/campaigns/basic', headers: catalogHeaders(everywhere, ids.modules.food) })
    ).body.filter((c: { title: string }) => c.title === 'Weekend Feast');
    const slugsIn = async (moduleId: number) => {
      const { status, body } = await api.request({
        url: `/api/v1/campaigns/basic-campaign-details?basic_campaign_id=${feast.id}`,
        headers: catalogHeaders(everywhere, moduleId),
      });
      expect(status).toBe(200);
      return body.items.map((i: { slug: string }) => i.slug).sort();
    };
    expect(await slugsIn(ids.modules.food)).toEqual(['burger-duo-deal-burger-yard', 'family-kabsa-feast-najdi-table']);
    // Opened from the grocery module (a shared link): the same items and stores, not grocery ones.
    expect(await slugsIn(ids.modules.grocery)).toEqual([
      'burger-duo-deal-burger-yard',
      'family-kabsa-feast-najdi-table',
    ]);
    // Late Night Cravings' only campaign item (Qahwa House) starts in ten days, and the airport is not in these zones.
    const [late] = (
      await api.request({ url: '/api/v1/campaigns/basic', headers: catalogHeaders(everywhere, ids.modules.food) })
    ).body.filter((c: { title: string }) => c.title === 'Late Night Cravings');
    const lateDetails = await api.request({
      url: `/api/v1/campaigns/basic-campaign-details?basic_campaign_id=${late.id}`,
      headers: catalogHeaders([...everywhere, ids.zones.airport], ids.modules.food),
    });
    expect(lateDetails.body.items).toEqual([]);
  });

  it('lists campaign items whose dates include today, with their date window, and not upcoming ones', async () => {
    const { body } = await api.request({
      url: '/api/v1/campaigns/item',
      headers: catalogHeaders([...everywhere, ids.zones.airport], ids.modules.food),
    });
    const slugs = body.map((i: { slug: string }) => i.slug);
    expect(slugs).toEqual(expect.arrayContaining(['family-kabsa-feast-najdi-table', 'burger-duo-deal-burger-yard']));
    expect(slugs).not.toContain('coffee-date-cake-combo-qahwa-house');
    expect(
      body.every(
        (i: { available_date_starts: string; available_date_ends: string }) =>
          i.available_date_starts && i.available_date_ends,
      ),
    ).toBe(true);
  });
});

describe('flash sales', () => {
  it("answers the module's running flash sale without zoneId, leaving out sold-out entries", async () => {
    const { status, body } = await api.request({
      url: '/api/v1/flash-sales?limit=&offset',
      headers: { moduleid: String(ids.modules.food) },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      title: 'Lunch Rush Flash Sale',
      start_date: expect.any(String),
      end_date: expect.any(String),
    });
    const items = body.active_products.map((p: { item: { slug: string } }) => p.item.slug);
    expect(items).toContain('chicken-kabsa-najdi-table');
    expect(items).not.toContain('margherita-pizza-forno-napoli');
    expect(body.active_products[0]).toMatchObject({
      stock: expect.any(Number),
      sold: expect.any(Number),
      available_stock: expect.any(Number),
    });
    expect(new Date(body.end_date).getTime() - Date.now()).toBeGreaterThan(30 * 86_400_000);
  });

  it('answers {} for a module without a running flash sale', async () => {
    const { body } = await api.request({
      url: '/api/v1/flash-sales',
      headers: { moduleid: String(ids.modules.pharmacy) },
    });
    expect(body).toEqual({});
  });

  it('pages the items of a running flash sale and 404s an ended one', async () => {
    const sale = (await api.request({ url: '/api/v1/flash-sales', headers: { moduleid: String(ids.modules.food) } }))
      .body;
    const { body } = await api.request({
      url: `/api/v1/flash-sales/items?flash_sale_id=${sale.id}&limit=2&offset=1`,
      headers: catalogHeaders(everywhere, ids.modules.food),
    });
    expect(body).toMatchObject({ limit: 2, offset: 1, flash_sale: { id: sale.id } });
    expect(body.products).toHaveLength(2);
    expect(body.products[0].item.flash_sale).toBe(1);
    const [ended] = await api.database.db.query<{ id: number }>(`select id from flash_sales where end_date < now()`);
    expect(
      (await api.request({ url: `/api/v1/flash-sales/items?flash_sale_id=${ended.id}`, headers: {} })).status,
    ).toBe(404);
  });
});
