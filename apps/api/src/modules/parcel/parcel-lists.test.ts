/**
 * The parcel lists clients load (issue 18, client-contract §4 "Parcel"):
 * categories of the module with their own charges, in the shopper's
 * language with pictures, and the instructions a sender picks from.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogHeaders, demoIds, type DemoIds } from '../../../test/catalog.ts';
import { useApi } from '../../../test/helper.ts';

const api = useApi();
let ids: DemoIds;

beforeAll(async () => {
  ids = await demoIds(api);
});

describe('parcel-category', () => {
  it("lists the parcel module's categories in order, with their own per-km and minimum charges and a picture", async () => {
    const { status, body } = await api.request({
      url: '/api/v1/parcel-category',
      headers: catalogHeaders([ids.zones.olaya], ids.modules.parcel),
    });
    expect(status).toBe(200);
    expect(body.map((c: any) => c.name)).toEqual([
      'Documents',
      'Small box',
      'Medium box',
      'Large box',
      'Fragile',
      'Food container',
      'Electronics',
      'Other items',
    ]);
    expect(body[0]).toMatchObject({
      module_id: ids.modules.parcel,
      description: 'Papers, contracts and envelopes up to letter size, kept flat and dry.',
      parcel_per_km_shipping_charge: 2,
      parcel_minimum_shipping_charge: 10,
      status: 1,
      image: 'parcel-documents.svg',
    });
    // "Other items" goes by the zone's parcel rates.
    expect(body[7]).toMatchObject({ parcel_per_km_shipping_charge: null, parcel_minimum_shipping_charge: null });
    const picture = await api.app.inject({ url: new URL(body[0].image_full_url).pathname });
    expect(picture.statusCode).toBe(200);
    expect(picture.body).toContain('Documents');
  });

  it('names and draws them in Arabic for an Arabic shopper', async () => {
    const { body } = await api.request({
      url: '/api/v1/parcel-category',
      headers: { ...catalogHeaders([ids.zones.olaya], ids.modules.parcel), 'x-localization': 'ar' },
    });
    expect(body[1]).toMatchObject({ name: 'صندوق صغير' });
    expect(body[1].description).toContain('٥ كغ');
    // The storefront asks for a picture's Arabic label with ?lang=ar.
    const picture = await api.app.inject({ url: `${new URL(body[1].image_full_url).pathname}?lang=ar` });
    expect(picture.body).toContain('صندوق صغير');
  });

  it("has no categories for another module's header, and all of them without one", async () => {
    const food = await api.request({
      url: '/api/v1/parcel-category',
      headers: catalogHeaders([ids.zones.olaya], ids.modules.food),
    });
    expect(food.body).toEqual([]);
    expect((await api.request('/api/v1/parcel-category')).body).toHaveLength(8);
  });

  it('leaves out a category switched off', async () => {
    await api.database.db.query(`update parcel_categories set status = false where name = 'Fragile'`);
    api.app.souq.parcel.invalidate();
    const { body } = await api.request('/api/v1/parcel-category');
    expect(body.map((c: any) => c.name)).not.toContain('Fragile');
    await api.database.db.query(`update parcel_categories set status = true where name = 'Fragile'`);
    api.app.souq.parcel.invalidate();
  });
});

describe('customer/order/parcel-instructions', () => {
  it('pages the instructions a sender may give, in the shopper’s language', async () => {
    const first = await api.request('/api/v1/customer/order/parcel-instructions?offset=1&limit=3');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total_size: 8, limit: 3, offset: 1 });
    expect(first.body.data.map((i: any) => i.instruction)).toEqual([
      'Handle with care',
      'Call before arriving',
      'Keep upright',
    ]);
    const ar = await api.request({
      url: '/api/v1/customer/order/parcel-instructions?offset=3&limit=3', // the 7th and 8th
      headers: { 'x-localization': 'ar' },
    });
    expect(ar.body.data.map((i: any) => i.instruction)).toEqual(['سلّمه للمستلم شخصياً', 'أبعده عن الحرارة']);
  });
});
