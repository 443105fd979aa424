/**
 * The wishlist (spec §4 "Wishlist add/remove updates the list; add requires
 * login", §6 guests cannot wishlist, reference §3.3): items and stores, zone
 * scoped, 409 on a duplicate, and wishlist_count kept right in item and store
 * answers.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogHeaders, demoIds, ITEM_FIELDS, STORE_FIELDS, type DemoIds } from '../../../test/catalog.ts';
import { newCustomer, newGuestId } from '../../../test/cart.ts';
import { useApi } from '../../../test/helper.ts';

const api = useApi();
let ids: DemoIds;
let olaya: Record<string, string>;

beforeAll(async () => {
  ids = await demoIds(api);
  olaya = catalogHeaders([ids.zones.olaya]);
});

const WISHLIST = '/api/v1/customer/wish-list';
const as = (token: string, headers = olaya) => ({ ...headers, authorization: `Bearer ${token}` });
const itemCount = async (id: number) => (await api.request({ url: `/api/v1/items/details/${id}` })).body.wishlist_count;
const storeCount = async (id: number) =>
  (await api.request({ url: `/api/v1/stores/details/${id}` })).body.wishlist_count;

describe('wishlist of a signed-in customer', () => {
  it("guests are refused: 'You are not logged in'", async () => {
    const guestId = await newGuestId(api);
    for (const [method, url] of [
      ['GET', `${WISHLIST}?guest_id=${guestId}`],
      ['POST', `${WISHLIST}/add?item_id=${ids.item('chicken-kabsa-najdi-table')}&guest_id=${guestId}`],
      ['DELETE', `${WISHLIST}/remove?item_id=${ids.item('chicken-kabsa-najdi-table')}&guest_id=${guestId}`],
    ] as const) {
      const { status, body } = await api.request({ method, url, headers: olaya });
      expect(status, `${method} ${url}`).toBe(401);
      expect(body.errors[0].message).toBe('You are not logged in');
    }
    const arabic = await api.request({ url: WISHLIST, headers: { ...olaya, 'x-localization': 'ar' } });
    expect(arabic.body.errors[0].message).toBe('لم تقم بتسجيل الدخول');
  });

  it('adds items and stores, lists them newest first as full items and stores, and removes them', async () => {
    const { token } = await newCustomer(api);
    const kabsa = ids.item('chicken-kabsa-najdi-table');
    const burger = ids.item('classic-smash-burger-burger-yard');
    const store = ids.store('burger-yard');
    for (const query of [`item_id=${kabsa}`, `item_id=${burger}`, `store_id=${store}`]) {
      const { status, body } = await api.request({
        method: 'POST',
        url: `${WISHLIST}/add?${query}`,
        headers: as(token),
      });
      expect(status, query).toBe(200);
      expect(body.message).toBe('Successfully added to your wishlist.');
    }
    const { body } = await api.request({ url: WISHLIST, headers: as(token) });
    expect(body.item.map((i: { id: number }) => i.id)).toEqual([burger, kabsa]);
    expect(body.store.map((s: { id: number }) => s.id)).toEqual([store]);
    for (const field of ITEM_FIELDS) expect(body.item[0], field).toHaveProperty(field);
    for (const field of STORE_FIELDS) expect(body.store[0], field).toHaveProperty(field);

    const removed = await api.request({
      method: 'DELETE',
      url: `${WISHLIST}/remove?item_id=${kabsa}`,
      headers: as(token),
    });
    expect(removed.body.message).toBe('Successfully removed from your wishlist.');
    await api.request({ method: 'DELETE', url: `${WISHLIST}/remove?store_id=${store}`, headers: as(token) });
    const after = await api.request({ url: WISHLIST, headers: as(token) });
    expect(after.body).toEqual({ item: [expect.objectContaining({ id: burger })], store: [] });
  });

  it('answers 409 for what is already saved and 404 for what is not there to remove', async () => {
    const { token } = await newCustomer(api);
    const kabsa = ids.item('chicken-kabsa-najdi-table');
    await api.request({ method: 'POST', url: `${WISHLIST}/add?item_id=${kabsa}`, headers: as(token) });
    const again = await api.request({ method: 'POST', url: `${WISHLIST}/add?item_id=${kabsa}`, headers: as(token) });
    expect(again.status).toBe(409);
    expect(again.body.errors[0].message).toBe('Already in your wishlist.');
    const missing = await api.request({
      method: 'DELETE',
      url: `${WISHLIST}/remove?store_id=${ids.store('najdi-table')}`,
      headers: as(token),
    });
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0].message).toBe('This is not in your wishlist.');
  });

  it('needs exactly one of item_id and store_id, of something that exists', async () => {
    const { token } = await newCustomer(api);
    const neither = await api.request({ method: 'POST', url: `${WISHLIST}/add`, headers: as(token) });
    expect(neither.status).toBe(422);
    expect(neither.body.errors[0].message).toBe('Give either an item_id or a store_id.');
    const both = await api.request({ method: 'POST', url: `${WISHLIST}/add?item_id=1&store_id=1`, headers: as(token) });
    expect(both.status).toBe(422);
    expect(
      (await api.request({ method: 'POST', url: `${WISHLIST}/add?item_id=99999999`, headers: as(token) })).status,
    ).toBe(404);
    expect(
      (await api.request({ method: 'POST', url: `${WISHLIST}/add?store_id=abc`, headers: as(token) })).status,
    ).toBe(422);
    const inBody = await api.request({
      method: 'POST',
      url: `${WISHLIST}/add`,
      headers: as(token),
      payload: { store_id: ids.store('najdi-table') },
    });
    expect(inBody.status).toBe(200);
  });

  it('keeps wishlist_count of items and stores right in their answers', async () => {
    const kabsa = ids.item('chicken-kabsa-najdi-table');
    const store = ids.store('najdi-table');
    const [itemBefore, storeBefore] = [await itemCount(kabsa), await storeCount(store)];
    const shoppers = await Promise.all([newCustomer(api), newCustomer(api)]);
    for (const { token } of shoppers) {
      await api.request({ method: 'POST', url: `${WISHLIST}/add?item_id=${kabsa}`, headers: as(token) });
      await api.request({ method: 'POST', url: `${WISHLIST}/add?store_id=${store}`, headers: as(token) });
    }
    // A duplicate does not count twice.
    await api.request({ method: 'POST', url: `${WISHLIST}/add?item_id=${kabsa}`, headers: as(shoppers[0].token) });
    expect(await itemCount(kabsa)).toBe(itemBefore + 2);
    expect(await storeCount(store)).toBe(storeBefore + 2);
    const listed = await api.request({
      url: '/api/v1/stores/latest?limit=50',
      headers: catalogHeaders([ids.zones.olaya], ids.modules.food),
    });
    expect(listed.body.stores.find((s: { id: number }) => s.id === store).wishlist_count).toBe(storeBefore + 2);

    await api.request({ method: 'DELETE', url: `${WISHLIST}/remove?item_id=${kabsa}`, headers: as(shoppers[1].token) });
    expect(await itemCount(kabsa)).toBe(itemBefore + 1);
    // Removing the account takes its saved rows and their counts with it.
    await api.request({ method: 'DELETE', url: '/api/v1/customer/remove-account', headers: as(shoppers[0].token) });
    expect(await itemCount(kabsa)).toBe(itemBefore);
    expect(await storeCount(store)).toBe(storeBefore + 1);
  });

  it('lists only what the shopper can see: stores in the zoneId zones, and the moduleId module when sent', async () => {
    const { token } = await newCustomer(api);
    const inMalaz = ids.item('chicken-shawarma-sandwich-al-sham-shawarma');
    const inOlaya = ids.item('chicken-kabsa-najdi-table');
    const grocery = ids.store('fresh-basket');
    for (const query of [`item_id=${inMalaz}`, `item_id=${inOlaya}`, `store_id=${grocery}`]) {
      await api.request({ method: 'POST', url: `${WISHLIST}/add?${query}`, headers: as(token) });
    }
    const olayaList = (await api.request({ url: WISHLIST, headers: as(token) })).body;
    expect(olayaList.item.map((i: { id: number }) => i.id)).toEqual([inOlaya]);
    expect(olayaList.store.map((s: { id: number }) => s.id)).toEqual([grocery]);
    const foodOnly = (
      await api.request({
        url: WISHLIST,
        headers: as(token, catalogHeaders([ids.zones.olaya, ids.zones.malaz], ids.modules.food)),
      })
    ).body;
    expect(foodOnly.item.map((i: { id: number }) => i.id)).toEqual([inOlaya, inMalaz]);
    expect(foodOnly.store).toEqual([]);
    const noZone = await api.request({ url: WISHLIST, headers: { authorization: `Bearer ${token}` } });
    expect(noZone.status).toBe(400);
    expect(noZone.body.errors[0].code).toBe('zoneId');
  });
});
