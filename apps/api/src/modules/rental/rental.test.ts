/**
 * Car rental through the API (issue 17; server-rules §3.7, §5.9): the
 * public catalog in both languages, the rental cart of guests and customers,
 * trip booking priced by the server, cash and wallet, owners only, the
 * last-plate race, cancel, statuses by the operator, reviews and the wishlist.
 */
import { rentalLinePrice, toMinor, tripTotals } from '@souq/domain';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { newCustomer, newGuestId, shopper, type Shopper } from '../../../test/cart.ts';
import { catalogHeaders, demoIds, type DemoIds } from '../../../test/catalog.ts';
import { useApi } from '../../../test/helper.ts';
import { openSse } from '../../../test/sse.ts';
import { MAX_STREAMS_PER_TRIP } from './routes.ts';

const OPERATOR_TOKEN = 'operator-secret-for-rental-01';
const api = useApi({ OPERATOR_TOKEN });
let ids: DemoIds;
let rentalModule: number;
let headers: Record<string, string>;
let olaya: { id: number; lat: number; lng: number };
const vehicleBySlug = new Map<string, number>();

const R = '/api/v1/rental';
const CART = `${R}/user/cart`;
const TRIP = `${R}/user/trip`;

/** A pickup time on the hour, `hours` from now, as ISO. */
const inHours = (hours: number) => {
  const at = new Date(Date.now() + hours * 3_600_000);
  at.setUTCMinutes(0, 0, 0);
  return at.toISOString();
};

beforeAll(async () => {
  ids = await demoIds(api);
  const db = api.database.db;
  [{ id: rentalModule }] = await db.query<{ id: number }>(`select id from modules where module_type = 'rental'`);
  headers = catalogHeaders([ids.zones.olaya, ids.zones.central], rentalModule);
  const [p] = await db.query<{ id: number; latitude: number; longitude: number }>(
    `select id, latitude, longitude from stores where slug = 'olaya-car-rental'`,
  );
  olaya = { id: p.id, lat: p.latitude, lng: p.longitude };
  const rows = await db.query<{ id: number; name: string }>('select id, name from vehicles');
  for (const r of rows) vehicleBySlug.set(r.name, r.id);
});

const vehicle = (name: string) => {
  const id = vehicleBySlug.get(name);
  if (!id) throw new Error(`No vehicle ${name}`);
  return id;
};

async function guestShopper(): Promise<Shopper> {
  return shopper(api, { guestId: await newGuestId(api) }, headers);
}

async function customerShopper(wallet = 0): Promise<Shopper & { userId: number }> {
  const c = await newCustomer(api);
  const [{ id }] = await api.database.db.query<{ id: number }>('select id from users where phone = $1', [c.phone]);
  if (wallet) await api.database.db.query('update users set wallet_balance = $2 where id = $1', [id, wallet]);
  return Object.assign(shopper(api, { token: c.token }, headers), { userId: id });
}

/** Olaya Car Rental's vehicles offering a rental type, by id. */
async function olayaVehicles(type: 'trip_hourly' | 'trip_distance') {
  return api.database.db.query<{ id: number; hourly_price: string; distance_price: string; plates: number }>(
    `select v.id, v.hourly_price, v.distance_price, (select count(*)::int from vehicle_identities i where i.vehicle_id = v.id) as plates
       from vehicles v where v.provider_id = $1 and v.${type} order by v.id`,
    [olaya.id],
  );
}

const hourlyLine = (vehicleId: number, hours = 3, quantity = 1, at = inHours(26)) => ({
  vehicle_id: vehicleId,
  rental_type: 'hourly',
  estimated_hours: hours,
  quantity,
  pickup_location: { lat: olaya.lat, lng: olaya.lng, location_name: 'Olaya Street' },
  destination_location: { lat: 24.69, lng: 46.7, location_name: 'Kingdom Centre' },
  pickup_time: at,
});

describe('rental catalog (public)', () => {
  it('lists vehicle categories and brands in both languages', async () => {
    const en = await api.request({ url: `${R}/vehicle/category-list`, headers });
    expect(en.status).toBe(200);
    expect(en.body.categories.map((c: { name: string }) => c.name)).toEqual([
      'Sedan',
      'SUV',
      'Van',
      'Luxury',
      'Electric',
      'Pickup',
    ]);
    const ar = await api.request({
      url: `${R}/vehicle/category-list`,
      headers: { ...headers, 'x-localization': 'ar' },
    });
    expect(ar.body.categories[0].name).toBe('سيدان');
    const brands = await api.request({
      url: `${R}/vehicle/brand-list`,
      headers: { ...headers, 'x-localization': 'ar' },
    });
    expect(brands.body.brands.map((b: { name: string }) => b.name)).toContain('تويوتا');
  });

  it('needs a rental moduleId: missing is 400, another module is 404', async () => {
    const missing = await api.request({ url: `${R}/vehicle/search`, headers: catalogHeaders([ids.zones.olaya]) });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].code).toBe('moduleId');
    const food = await api.request({
      url: `${R}/vehicle/search`,
      headers: catalogHeaders([ids.zones.olaya], ids.modules.food),
    });
    expect(food.status).toBe(404);
  });

  it('searches by categoryId, or every category with all_category=1, with seats, fuel, transmission and rental type', async () => {
    const cats = (await api.request({ url: `${R}/vehicle/category-list`, headers })).body.categories;
    const electric = cats.find((c: { name: string }) => c.name === 'Electric').id;
    const byCategory = await api.request({ url: `${R}/vehicle/search?categoryId=${electric}&limit=50`, headers });
    expect(byCategory.body.total_size).toBeGreaterThan(0);
    for (const v of byCategory.body.vehicles) {
      expect(v.category_id).toBe(electric);
      expect(v.fuel_type).toBe('electric');
    }
    const all = await api.request({
      url: `${R}/vehicle/search?categoryId=${electric}&all_category=1&limit=50`,
      headers,
    });
    expect(all.body.total_size).toBeGreaterThan(byCategory.body.total_size);
    const filtered = await api.request({
      url: `${R}/vehicle/search?seating_capacity=7&transmission_type=automatic&type=distance_wise&limit=50`,
      headers,
    });
    for (const v of filtered.body.vehicles) {
      expect(v.seating_capacity).toBeGreaterThanOrEqual(7);
      expect(v.transmission_type).toBe('automatic');
      expect(v.trip_distance).toBe(1);
    }
    const named = await api.request({ url: `${R}/vehicle/search?name=${encodeURIComponent('كامري')}`, headers });
    expect(named.body.vehicles.map((v: { name: string }) => v.name)).toEqual(['Toyota Camry']);
  });

  it('pages with limit and a 1-based offset, and sorts by price', async () => {
    const page1 = await api.request({ url: `${R}/vehicle/search?limit=5&offset=1&sort_by=price_low_high`, headers });
    const page2 = await api.request({ url: `${R}/vehicle/search?limit=5&offset=2&sort_by=price_low_high`, headers });
    expect(page1.body).toMatchObject({ limit: 5, offset: 1 });
    expect(page1.body.vehicles).toHaveLength(5);
    const prices = [...page1.body.vehicles, ...page2.body.vehicles].map(
      (v: { hourly_price: number }) => v.hourly_price,
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('answers a vehicle with its provider, category, brand and prices; unknown ids are 404', async () => {
    const id = vehicle('Toyota Camry');
    const { status, body } = await api.request({ url: `${R}/vehicle/get-vehicle-details/${id}`, headers });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id, name: 'Toyota Camry', brand: { name: 'Toyota' }, category: { name: 'Sedan' } });
    expect(body.provider.pickup_zone_ids.length).toBeGreaterThan(0);
    expect(body.images_full_url).toHaveLength(3);
    expect((await api.request({ url: `${R}/vehicle/get-vehicle-details/999999`, headers })).status).toBe(404);
    expect((await api.request({ url: `${R}/vehicle/get-vehicle-details/abc`, headers })).status).toBeGreaterThanOrEqual(
      400,
    );
  });

  it('answers providers: details with hours and pickup zones, popular and latest, reviews, banners, coupons', async () => {
    const details = await api.request({ url: `${R}/provider/get-provider-details/${olaya.id}`, headers });
    expect(details.body).toMatchObject({ id: olaya.id, name: 'Olaya Car Rental', module_type: 'rental' });
    expect(JSON.parse(details.body.pickup_zone_id).map(Number)).toContain(ids.zones.olaya);
    expect(details.body.schedules.length).toBeGreaterThan(0);
    const popular = await api.request({ url: `${R}/provider/popular`, headers });
    expect(popular.body.stores.length).toBeGreaterThan(1);
    const latest = await api.request({ url: `${R}/provider/latest`, headers: { ...headers, 'x-localization': 'ar' } });
    expect(latest.body.stores.map((s: { name: string }) => s.name)).toContain('العليا لتأجير السيارات');
    const reviews = await api.request({ url: `${R}/provider/get-provider-reviews/${olaya.id}`, headers });
    expect(reviews.body.total_size).toBeGreaterThan(0);
    const banners = await api.request({ url: `${R}/banners`, headers });
    expect(banners.body.banners.length).toBeGreaterThan(0);
    const coupons = await api.request({ url: `${R}/coupon/list/all`, headers });
    expect(coupons.body.map((c: { code: string }) => c.code)).toContain('RIDE10');
  });

  it('with a pickup time leaves out vehicles whose plates are all booked then', async () => {
    const [one] = await api.database.db.query<{ id: number }>(
      `select v.id from vehicles v where v.provider_id = $1 and v.trip_hourly
          and (select count(*) from vehicle_identities i where i.vehicle_id = v.id) = 2 order by v.id limit 1`,
      [olaya.id],
    );
    const at = inHours(200);
    const search = async () =>
      (
        await api.request({
          url: `${R}/vehicle/search?limit=100&pickup_time=${encodeURIComponent(at)}&pickup_lat=${olaya.lat}&pickup_lng=${olaya.lng}&estimated_hours=2`,
          headers,
        })
      ).body.vehicles.map((v: { id: number }) => v.id);
    expect(await search()).toContain(one.id);
    const guest = await guestShopper();
    expect((await guest.call('POST', `${CART}/add-to-cart`, { payload: hourlyLine(one.id, 2, 2, at) })).status).toBe(
      200,
    );
    expect(
      (
        await guest.call('POST', `${TRIP}/trip-booking`, {
          payload: {
            payment_method: 'cash_payment',
            contact_person_name: 'Sara',
            contact_person_number: '+966500000001',
          },
        })
      ).status,
    ).toBe(200);
    expect(await search()).not.toContain(one.id);
  });

  it('answers a repeated search from the text already sent, and a change to a vehicle shows in the next one', async () => {
    const v = vehicle('Tesla Model 3');
    const search = () => api.request({ url: `${R}/vehicle/search?name=tesla&limit=5`, headers });
    const saved = (body: { vehicles: { id: number; wishlist_count: number }[] }) =>
      body.vehicles.find((x) => x.id === v)?.wishlist_count;
    const first = await search();
    expect((await search()).body).toEqual(first.body);
    const guest = await guestShopper();
    expect((await guest.call('POST', `${R}/user/wish-list/add`, { query: { vehicle_id: v } })).status).toBe(200);
    expect(saved((await search()).body)).toBe(saved(first.body)! + 1);
  });
});

describe('rental cart', () => {
  it('adds an hourly vehicle for a guest, priced by the server with the domain rules', async () => {
    const guest = await guestShopper();
    const [v] = await olayaVehicles('trip_hourly');
    const { status, body } = await guest.call('POST', `${CART}/add-to-cart`, {
      payload: { ...hourlyLine(v.id, 3, 2), price: 1 },
    });
    expect(status).toBe(200);
    expect(body.carts).toHaveLength(1);
    const [row] = await api.database.db.query<Parameters<typeof rentalLinePrice>[0] & Record<string, unknown>>(
      'select * from vehicles where id = $1',
      [v.id],
    );
    const expected = rentalLinePrice(
      {
        hourlyPrice: toMinor(String(row.hourly_price), 2),
        distancePrice: toMinor(String(row.distance_price), 2),
        discountType: row.discount_type as 'percent',
        discount: row.discount_type === 'percent' ? Number(row.discount_price) : toMinor(String(row.discount_price), 2),
        tripHourly: true,
        tripDistance: true,
      },
      { rentalType: 'hourly', estimatedHours: 3, distanceKm: 0, destinationHours: 0, quantity: 2 },
    );
    expect(body.carts[0]).toMatchObject({
      quantity: 2,
      price: expected.price / 100,
      total_price: expected.total / 100,
    });
    expect(body.user_data).toMatchObject({ rental_type: 'hourly', estimated_hours: 3 });
  });

  it('keeps one provider per cart', async () => {
    const guest = await guestShopper();
    const [v] = await olayaVehicles('trip_hourly');
    await guest.call('POST', `${CART}/add-to-cart`, { payload: hourlyLine(v.id) });
    const [other] = await api.database.db.query<{ id: number }>(
      `select v.id from vehicles v join stores s on s.id = v.provider_id
        where s.slug = 'riyadh-drive' and v.trip_hourly order by v.id limit 1`,
    );
    const { status, body } = await guest.call('POST', `${CART}/add-to-cart`, { payload: hourlyLine(other.id) });
    expect(status).toBe(409);
    expect(body.errors[0].message).toMatch(/one provider at a time/);
  });

  it('refuses a rental type the vehicle does not offer, a past pickup, and more vehicles than are free', async () => {
    const guest = await guestShopper();
    const [hourlyOnly] = await api.database.db.query<{ id: number; plates: number }>(
      `select v.id from vehicles v where v.provider_id = $1 and not v.trip_distance limit 1`,
      [olaya.id],
    );
    const [v] = await olayaVehicles('trip_hourly');
    if (hourlyOnly) {
      const res = await guest.call('POST', `${CART}/add-to-cart`, {
        payload: { ...hourlyLine(hourlyOnly.id), rental_type: 'distance_wise', distance: 10, destination_time: 1 },
      });
      expect(res.body.errors[0].message).toBe('This vehicle is not available for the selected rental type');
    }
    const past = await guest.call('POST', `${CART}/add-to-cart`, { payload: hourlyLine(v.id, 2, 1, inHours(-3)) });
    expect(past.status).toBe(422);
    expect(past.body.errors[0].message).toBe('The pickup time must be in the future.');
    const many = await guest.call('POST', `${CART}/add-to-cart`, { payload: hourlyLine(v.id, 2, v.plates + 1) });
    expect(many.status).toBe(409);
    expect(many.body.errors[0].code).toBe('quantity');
  });

  it('refuses a pickup point outside the provider’s pickup zones', async () => {
    const guest = await guestShopper();
    const [central] = await api.database.db.query<{ id: number }>(
      `select v.id from vehicles v join stores s on s.id = v.provider_id where s.slug = 'central-van-hire' and v.trip_hourly limit 1`,
    );
    // Al Olaya is not among Central Van Hire's pickup zones.
    const { status, body } = await guest.call('POST', `${CART}/add-to-cart`, { payload: hourlyLine(central.id) });
    expect(status).toBe(403);
    expect(body.errors[0].message).toBe('The provider does not pick up in this area.');
  });

  it("updates quantity and terms, removes lines; another owner's line is a 404", async () => {
    const guest = await guestShopper();
    const other = await guestShopper();
    const [v] = await olayaVehicles('trip_hourly');
    const added = (await guest.call('POST', `${CART}/add-to-cart`, { payload: hourlyLine(v.id, 2) })).body;
    const cartId = added.carts[0].id;
    expect((await other.call('DELETE', `${CART}/remove-vehicle/${cartId}`)).status).toBe(404);
    expect((await other.call('PUT', `${CART}/update-cart`, { payload: { cart_id: cartId, quantity: 2 } })).status).toBe(
      404,
    );
    const updated = await guest.call('PUT', `${CART}/update-cart`, { payload: { cart_id: cartId, quantity: 2 } });
    expect(updated.body.carts[0].quantity).toBe(2);
    const terms = await guest.call('PUT', `${CART}/update-user-data/${added.user_data.id}`, {
      payload: { ...hourlyLine(v.id, 5), vehicle_id: undefined },
    });
    expect(terms.status).toBe(200);
    expect(terms.body.user_data.estimated_hours).toBe(5);
    const removed = await guest.call('DELETE', `${CART}/remove-vehicle/${cartId}`);
    expect(removed.body).toEqual({ carts: [], user_data: null });
  });

  it('needs a guest id or a token', async () => {
    const { status } = await api.request({ url: `${CART}/get-cart`, headers });
    expect(status).toBe(401);
  });

  it('reads numbers as plain decimals: "0x2" vehicles or hours are refused, not read as 2 (issue 13, item 19)', async () => {
    const guest = await guestShopper();
    const [v] = await olayaVehicles('trip_hourly');
    for (const payload of [
      { ...hourlyLine(v.id), quantity: '0x2' },
      { ...hourlyLine(v.id), estimated_hours: '0x3' },
      { ...hourlyLine(v.id), quantity: '2e0' },
    ]) {
      const refused = await guest.call('POST', `${CART}/add-to-cart`, { payload });
      expect(refused.status, JSON.stringify(payload)).toBe(422);
      expect(refused.body.errors[0].code).toMatch(/quantity|estimated_hours/);
    }
    expect((await guest.call('GET', `${CART}/get-cart`)).body.carts).toEqual([]);

    const added = await guest.call('POST', `${CART}/add-to-cart`, { payload: { ...hourlyLine(v.id), quantity: '1' } });
    expect(added.body.carts[0].quantity).toBe(1);
    const cartId = added.body.carts[0].id;
    const hex = await guest.call('PUT', `${CART}/update-cart`, { payload: { cart_id: cartId, quantity: '0x2' } });
    expect(hex.status).toBe(422);
    expect((await guest.call('GET', `${CART}/get-cart`)).body.carts[0].quantity).toBe(1);
    const plain = await guest.call('PUT', `${CART}/update-cart`, { payload: { cart_id: cartId, quantity: '2' } });
    expect(plain.body.carts[0].quantity).toBe(2);

    for (const query of ['min_price=0x10', 'max_price=1e9', 'seating_capacity=0x4', 'estimated_hours=0x3']) {
      const search = await api.request({ url: `${R}/vehicle/search?${query}`, headers });
      expect(search.status, query).toBe(422);
      expect(search.body.errors[0].code).toBe(query.split('=')[0]);
    }
  });
});

describe('trip booking', () => {
  it('books a guest hourly trip with cash: amounts from the domain, client amounts ignored, the cart emptied', async () => {
    const guest = await guestShopper();
    const [v] = await olayaVehicles('trip_hourly');
    await guest.call('POST', `${CART}/add-to-cart`, { payload: hourlyLine(v.id, 4) });
    const summary = (await guest.call('GET', `${TRIP}/summary`)).body;
    const booked = await guest.call('POST', `${TRIP}/trip-booking`, {
      payload: {
        payment_method: 'cash_payment',
        trip_amount: 1,
        contact_person_name: 'Sara Guest',
        contact_person_number: '+966500000002',
      },
    });
    expect(booked.status).toBe(200);
    expect(booked.body.message).toBe('Trip booked successfully.');
    const tripId = booked.body.trip_id;
    const details = (await guest.call('GET', `${TRIP}/get-trip-details`, { query: { trip_id: tripId } })).body;
    expect(details).toMatchObject({
      id: tripId,
      trip_status: 'pending',
      payment_status: 'unpaid',
      payment_method: 'cash_payment',
      trip_type: 'hourly',
      provider_id: olaya.id,
      trip_amount: summary.tripAmount,
      user_info: { contact_person_name: 'Sara Guest' },
    });
    expect(details.trip_amount).toBeGreaterThan(1);
    expect(details.trip_details).toHaveLength(1);
    // 15 % tax excluded and the 2.00 service charge, as tripTotals says.
    const line = { price: toMinor(details.price, 2), discount: 0 };
    expect(
      tripTotals({ lines: [line], taxPercent: 15, taxIncluded: false, additionalCharge: 200 }).tax,
    ).toBeGreaterThanOrEqual(0);
    expect((await guest.call('GET', `${CART}/get-cart`)).body.carts).toEqual([]);
    const other = await guestShopper();
    expect((await other.call('GET', `${TRIP}/get-trip-details`, { query: { trip_id: tripId } })).status).toBe(404);
    const list = (await guest.call('GET', `${TRIP}/get-trip-list/running`)).body;
    expect(list.trips.map((t: { id: number }) => t.id)).toContain(tripId);
  });

  it('guests must leave a contact name and phone; an empty cart cannot be booked', async () => {
    const guest = await guestShopper();
    const empty = await guest.call('POST', `${TRIP}/trip-booking`, {
      payload: { payment_method: 'cash_payment', contact_person_name: 'A', contact_person_number: '1' },
    });
    expect(empty.body.errors[0].message).toBe('Your rental cart is empty.');
    const [v] = await olayaVehicles('trip_hourly');
    await guest.call('POST', `${CART}/add-to-cart`, { payload: hourlyLine(v.id) });
    const noContact = await guest.call('POST', `${TRIP}/trip-booking`, { payload: { payment_method: 'cash_payment' } });
    expect(noContact.status).toBe(422);
    expect(noContact.body.errors[0].message).toBe('Contact person name and phone are required.');
    const wallet = await guest.call('POST', `${TRIP}/trip-booking`, {
      payload: { payment_method: 'wallet', contact_person_name: 'A', contact_person_number: '1' },
    });
    expect(wallet.body.errors[0].message).toBe('Sign in to pay with your wallet.');
  });

  it('a customer books distance-wise with the wallet (paid at once), or is refused when the balance is short', async () => {
    const poor = await customerShopper(0);
    const [v] = await olayaVehicles('trip_distance');
    const distanceLine = {
      ...hourlyLine(v.id),
      rental_type: 'distance_wise',
      estimated_hours: undefined,
      distance: 25,
      destination_time: 1.5,
    };
    await poor.call('POST', `${CART}/add-to-cart`, { payload: distanceLine });
    const short = await poor.call('POST', `${TRIP}/trip-booking`, { payload: { payment_method: 'wallet' } });
    expect(short.status).toBe(422);
    expect(short.body.errors[0].message).toBe('Your wallet balance is not enough for this trip.');
    expect((await poor.call('GET', `${CART}/get-cart`)).body.carts).toHaveLength(1);

    const rich = await customerShopper(5000);
    await rich.call('POST', `${CART}/add-to-cart`, { payload: distanceLine });
    const booked = await rich.call('POST', `${TRIP}/trip-booking`, { payload: { payment_method: 'wallet' } });
    expect(booked.status).toBe(200);
    const details = (await rich.call('GET', `${TRIP}/get-trip-details`, { query: { trip_id: booked.body.trip_id } }))
      .body;
    expect(details).toMatchObject({ payment_status: 'paid', trip_type: 'distance_wise', distance: 25 });
    expect(details.estimated_trip_end_time).toBe(
      new Date(new Date(details.schedule_at).getTime() + 2 * 3_600_000).toISOString(),
    );
    const [{ wallet_balance }] = await api.database.db.query<{ wallet_balance: string }>(
      'select wallet_balance from users where id = $1',
      [rich.userId],
    );
    expect(Number(wallet_balance)).toBeCloseTo(5000 - details.trip_amount, 2);
  });

  it('of two parallel bookings of the last free plate, exactly one wins', async () => {
    const [single] = await api.database.db.query<{ id: number }>(
      `select v.id from vehicles v where v.trip_hourly and v.provider_id = $1
          and (select count(*) from vehicle_identities i where i.vehicle_id = v.id) = 2 order by v.id desc limit 1`,
      [olaya.id],
    );
    const at = inHours(300);
    const a = await guestShopper();
    const b = await guestShopper();
    // Each cart holds both plates of the vehicle for the same window.
    for (const s of [a, b])
      expect((await s.call('POST', `${CART}/add-to-cart`, { payload: hourlyLine(single.id, 2, 2, at) })).status).toBe(
        200,
      );
    const contact = {
      payment_method: 'cash_payment',
      contact_person_name: 'R',
      contact_person_number: '+966500000003',
    };
    const results = await Promise.all([a, b].map((s) => s.call('POST', `${TRIP}/trip-booking`, { payload: contact })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect(loser.body.errors[0].code).toBe('quantity');
  });

  it('cancels a pending trip with a reason; after the operator confirms, the customer cannot cancel', async () => {
    const c = await customerShopper(0);
    const [v] = await olayaVehicles('trip_hourly');
    const book = async () => {
      await c.call('POST', `${CART}/add-to-cart`, { payload: hourlyLine(v.id, 1, 1, inHours(400)) });
      return (await c.call('POST', `${TRIP}/trip-booking`, { payload: { payment_method: 'cash_payment' } })).body
        .trip_id;
    };
    const first = await book();
    const noReason = await c.call('PUT', `${TRIP}/cancel-trip`, { payload: { trip_id: first } });
    expect(noReason.status).toBe(422);
    const canceled = await c.call('PUT', `${TRIP}/cancel-trip`, {
      payload: { trip_id: first, reason: 'Plans changed' },
    });
    expect(canceled.body.message).toBe('Trip canceled successfully.');
    const second = await book();
    const op = await api.request({
      method: 'PUT',
      url: `/api/v1/operator/trips/${second}/status`,
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
      payload: { status: 'confirmed' },
    });
    expect(op.body.trip_status).toBe('confirmed');
    const refused = await c.call('PUT', `${TRIP}/cancel-trip`, { payload: { trip_id: second, reason: 'Too late' } });
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].message).toBe('You can not cancel a trip after it is confirmed');
    const past = (await c.call('GET', `${TRIP}/get-trip-list/past`)).body.trips.map((t: { id: number }) => t.id);
    expect(past).toContain(first);
  });

  it('a trip whose vehicle is no longer listed still names it, in the language asked, with its picture', async () => {
    const c = await customerShopper(0);
    const [v] = await olayaVehicles('trip_hourly');
    await c.call('POST', `${CART}/add-to-cart`, { payload: hourlyLine(v.id, 1, 1, inHours(700)) });
    const tripId = (await c.call('POST', `${TRIP}/trip-booking`, { payload: { payment_method: 'cash_payment' } })).body
      .trip_id;
    const [row] = await api.database.db.query<{ name: string; thumbnail: string }>(
      'select name, thumbnail from vehicles where id = $1',
      [v.id],
    );
    // Switched off behind the API's back, then the vehicles read again (as an edit would).
    const listed = async (status: boolean) => {
      await api.database.db.query('update vehicles set status = $2 where id = $1', [v.id, status]);
      api.app.souq.rentals.vehicles.invalidate();
    };
    try {
      await listed(false);
      const details = (await c.call('GET', `${TRIP}/get-trip-details`, { query: { trip_id: tripId } })).body;
      expect(details.vehicle).toMatchObject({ id: v.id, name: row.name });
      expect(details.vehicle.thumbnail_full_url).toContain(row.thumbnail);
      expect(details.trip_details[0].vehicle).toMatchObject({ name: row.name });
      const arabic = await c.call('GET', `${TRIP}/get-trip-details`, {
        query: { trip_id: tripId },
        headers: { 'x-localization': 'ar' },
      });
      expect(arabic.body.vehicle.name).not.toBe(row.name);
    } finally {
      await listed(true);
    }
  });

  it('reviews a vehicle once after the trip is completed', async () => {
    const c = await customerShopper(0);
    const [v] = await olayaVehicles('trip_hourly');
    await c.call('POST', `${CART}/add-to-cart`, { payload: hourlyLine(v.id, 1, 1, inHours(500)) });
    const tripId = (await c.call('POST', `${TRIP}/trip-booking`, { payload: { payment_method: 'cash_payment' } })).body
      .trip_id;
    const review = { trip_id: tripId, vehicle_id: v.id, rating: 5, comment: 'Great car' };
    expect((await c.call('POST', `${R}/user/review/add`, { payload: review })).body.errors[0].message).toBe(
      'You can review a trip after it is completed.',
    );
    for (const status of ['confirmed', 'ongoing', 'completed'])
      await api.request({
        method: 'PUT',
        url: `/api/v1/operator/trips/${tripId}/status`,
        headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
        payload: { status },
      });
    const done = (await c.call('GET', `${TRIP}/get-trip-details`, { query: { trip_id: tripId } })).body;
    expect(done).toMatchObject({ trip_status: 'completed', payment_status: 'paid' });
    expect((await c.call('POST', `${R}/user/review/add`, { payload: review })).body.message).toBe(
      'Thank you for your review.',
    );
    expect((await c.call('POST', `${R}/user/review/add`, { payload: review })).status).toBe(409);
    const reviews = await api.request({ url: `${R}/vehicle/reviews/${v.id}`, headers });
    expect(reviews.body.reviews[0].comment).toBe('Great car');
  });
});

describe('the demo simulator', () => {
  it('moves a trip one step per tick while demo is on: pending → confirmed → ongoing → completed', async () => {
    const guest = await guestShopper();
    const [v] = await olayaVehicles('trip_hourly');
    await guest.call('POST', `${CART}/add-to-cart`, { payload: hourlyLine(v.id, 1, 1, inHours(700)) });
    const { trip_id } = (
      await guest.call('POST', `${TRIP}/trip-booking`, {
        payload: { payment_method: 'cash_payment', contact_person_name: 'Sim', contact_person_number: '+966500000005' },
      })
    ).body;
    await api.app.souq.settings.set('demo', 1);
    const status = async () =>
      (await guest.call('GET', `${TRIP}/get-trip-details`, { query: { trip_id } })).body.trip_status;
    const seen = [];
    for (let i = 0; i < 4; i++) {
      await api.app.souq.rentals.simulator.tick(new Date(Date.now() + 3_600_000));
      seen.push(await status());
    }
    expect(seen).toEqual(['confirmed', 'ongoing', 'completed', 'completed']);
  });
});

describe('digital payment of a trip', () => {
  it('answers the payment page link; paying there marks the trip paid, failing marks it payment_failed', async () => {
    const guest = await guestShopper();
    const [v] = await olayaVehicles('trip_hourly');
    const contact = { contact_person_name: 'Dana', contact_person_number: '+966500000004' };
    const book = async () => {
      await guest.call('POST', `${CART}/add-to-cart`, { payload: hourlyLine(v.id, 1, 1, inHours(600)) });
      return (
        await guest.call('POST', `${TRIP}/trip-booking`, { payload: { payment_method: 'digital_payment', ...contact } })
      ).body;
    };
    const pay = async (link: string, action: 'pay' | 'fail') => {
      const page = await api.request({ url: new URL(link).pathname + new URL(link).search });
      const url = /action="(\/payment-mobile\/[0-9a-f-]+)"/.exec(page.body as string)![1];
      await api.request({
        method: 'POST',
        url,
        payload: `action=${action}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    };
    const paid = await book();
    expect(paid.redirect_link).toMatch(/\/payment-mobile\?payment_id=/);
    await pay(paid.redirect_link, 'pay');
    const details = (await guest.call('GET', `${TRIP}/get-trip-details`, { query: { trip_id: paid.trip_id } })).body;
    expect(details).toMatchObject({ payment_status: 'paid', trip_status: 'pending' });

    const failed = await book();
    await pay(failed.redirect_link, 'fail');
    const after = (await guest.call('GET', `${TRIP}/get-trip-details`, { query: { trip_id: failed.trip_id } })).body;
    expect(after.trip_status).toBe('payment_failed');
    // The plates of a failed trip are free again.
    const [{ n }] = await api.database.db.query<{ n: number }>(
      'select count(*)::int as n from trip_vehicle_identities where trip_id = $1 and not released',
      [failed.trip_id],
    );
    expect(n).toBe(0);
  });
});

describe('trip coupons', () => {
  /** A running rental coupon of 5.00 off, `limit` uses per customer. */
  async function rentalCoupon(limit: number) {
    const code = `TRIP${randomUUID().slice(0, 8)}`.toUpperCase();
    await api.database.db.query(
      `insert into coupons (title, code, module_id, coupon_type, discount, discount_type, min_purchase, max_discount,
                            start_date, expire_date, limit_per_user)
       values ('Trip five off', $1, $2, 'default', 5, 'amount', 0, 0, current_date - 1, current_date + 30, $3)`,
      [code, rentalModule, limit],
    );
    return code;
  }
  let hour = 600;
  /** Fills the shopper's cart with one hourly vehicle at a new hour (plates stay free) and books it. */
  async function bookTrip(s: Shopper, coupon?: string) {
    const [v] = await olayaVehicles('trip_hourly');
    const added = await s.call('POST', `${CART}/add-to-cart`, {
      payload: hourlyLine(v.id, 4, 1, inHours((hour += 7))),
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    return s.call('POST', `${TRIP}/trip-booking`, {
      payload: {
        payment_method: 'cash_payment',
        ...(coupon ? { coupon_code: coupon } : {}),
        contact_person_name: 'Coupon Tester',
        contact_person_number: '+966500000044',
      },
    });
  }

  it("a rental coupon's per-customer limit counts the owner's trips booked with it (limit_per_user, checked in the booking under the coupon's lock)", async () => {
    const code = await rentalCoupon(1);
    const customer = await customerShopper(0);
    const first = await bookTrip(customer, code.toLowerCase());
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const details = (await customer.call('GET', `${TRIP}/get-trip-details`, { query: { trip_id: first.body.trip_id } }))
      .body;
    expect(details).toMatchObject({ coupon_code: code, coupon_discount_amount: 5 });

    const again = await bookTrip(customer, code);
    expect(again.status).toBe(422);
    expect(again.body.errors[0]).toEqual({ code: 'coupon_usage_limit', message: 'Coupon usage limit is over' });
    // Refused, nothing changed: the cart is still there and books without the coupon.
    expect((await customer.call('GET', `${CART}/get-cart`)).body.carts).toHaveLength(1);
    expect(
      (await customer.call('POST', `${TRIP}/trip-booking`, { payload: { payment_method: 'cash_payment' } })).status,
    ).toBe(200);

    // Each customer counts their own trips: another customer still may; a guest cannot be counted at all.
    expect((await bookTrip(await customerShopper(0), code)).status).toBe(200);
    expect((await bookTrip(await guestShopper(), code)).body.errors[0].code).toBe('coupon_usage_limit');
    const [{ total_uses }] = await api.database.db.query<{ total_uses: number }>(
      'select total_uses from coupons where code = $1',
      [code],
    );
    expect(total_uses).toBe(2);
  });

  it('FIRSTRIDE (first_order) is a first-trip coupon: a customer who has booked a trip may not use it', async () => {
    const veteran = await customerShopper(0);
    expect((await bookTrip(veteran)).status).toBe(200);
    const refused = await bookTrip(veteran, 'FIRSTRIDE');
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].code).toBe('coupon_not_eligible');

    const newcomer = await customerShopper(0);
    const first = await bookTrip(newcomer, 'FIRSTRIDE');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
  });
});

describe("a trip's live status (Server-Sent Events, real HTTP)", () => {
  let base: string;
  beforeAll(async () => {
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  });
  const moveTrip = (tripId: number, status: string) =>
    api.request({
      method: 'PUT',
      url: `/api/v1/operator/trips/${tripId}/status`,
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
      payload: { status },
    });

  it('only the owner follows a trip: its status now, then each change, and the stream ends on a final status', async () => {
    const customer = await customerShopper(0);
    const [v] = await olayaVehicles('trip_hourly');
    await customer.call('POST', `${CART}/add-to-cart`, { payload: hourlyLine(v.id, 2, 1, inHours(900)) });
    const tripId = (
      await customer.call('POST', `${TRIP}/trip-booking`, { payload: { payment_method: 'cash_payment' } })
    ).body.trip_id as number;
    const url = `${base}${TRIP}/events?trip_id=${tripId}`;

    // Another customer, a guest, and nobody: 404, 404, 401 — before any stream opens.
    const stranger = await customerShopper(0);
    const foreign = await fetch(url, {
      headers: { authorization: `Bearer ${(stranger.auth as { token: string }).token}` },
    });
    expect(foreign.status).toBe(404);
    expect((await foreign.json()).errors[0].code).toBe('trip_id');
    const guestId = await newGuestId(api);
    expect((await fetch(`${url}&guest_id=${guestId}`)).status).toBe(404);
    expect((await fetch(url)).status).toBe(401);

    const stream = await openSse(url, { authorization: `Bearer ${(customer.auth as { token: string }).token}` });
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toContain('text/event-stream');
      expect(await stream.next()).toMatchObject({ event: 'status', data: { trip_id: tripId, trip_status: 'pending' } });
      expect((await moveTrip(tripId, 'confirmed')).status).toBe(200);
      expect((await stream.next()).data).toMatchObject({ trip_id: tripId, trip_status: 'confirmed' });
      await moveTrip(tripId, 'canceled');
      expect((await stream.next()).data.trip_status).toBe('canceled');
      await stream.ended();
    } finally {
      stream.close();
    }
  });

  it('a trip has at most 20 open streams: the next one is a 429 until one closes', async () => {
    const customer = await customerShopper(0);
    const [v] = await olayaVehicles('trip_hourly');
    await customer.call('POST', `${CART}/add-to-cart`, { payload: hourlyLine(v.id, 2, 1, inHours(925)) });
    const tripId = (
      await customer.call('POST', `${TRIP}/trip-booking`, { payload: { payment_method: 'cash_payment' } })
    ).body.trip_id as number;
    const url = `${base}${TRIP}/events?trip_id=${tripId}`;
    const headers = { authorization: `Bearer ${(customer.auth as { token: string }).token}` };
    const streams = await Promise.all(Array.from({ length: MAX_STREAMS_PER_TRIP }, () => openSse(url, headers)));
    try {
      await Promise.all(streams.map((s) => s.next()));
      const refused = await fetch(url, { headers });
      expect(refused.status).toBe(429);
      expect((await refused.json()).errors[0].code).toBe('too_many_streams');
      streams[0].close();
      await vi.waitFor(async () => {
        const again = await openSse(url, headers);
        again.close();
        expect(again.status).toBe(200);
      });
    } finally {
      for (const s of streams) s.close();
    }
  });

  it('a guest follows their own trip by guest_id', async () => {
    const guest = await guestShopper();
    const [v] = await olayaVehicles('trip_hourly');
    await guest.call('POST', `${CART}/add-to-cart`, { payload: hourlyLine(v.id, 2, 1, inHours(950)) });
    const tripId = (
      await guest.call('POST', `${TRIP}/trip-booking`, {
        payload: { payment_method: 'cash_payment', contact_person_name: 'G', contact_person_number: '+966500000045' },
      })
    ).body.trip_id as number;
    const stream = await openSse(
      `${base}${TRIP}/events?trip_id=${tripId}&guest_id=${(guest.auth as { guestId: string }).guestId}`,
    );
    try {
      expect((await stream.next()).data).toMatchObject({ trip_id: tripId, trip_status: 'pending' });
    } finally {
      stream.close();
    }
  });
});

describe('rental wishlist', () => {
  it('saves vehicles and providers for a guest, 409 on a duplicate, and removes them', async () => {
    const guest = await guestShopper();
    const v = vehicle('Tesla Model 3');
    const first = await guest.call('POST', `${R}/user/wish-list/add`, { query: { vehicle_id: v } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect((await guest.call('POST', `${R}/user/wish-list/add`, { query: { vehicle_id: v } })).status).toBe(409);
    expect((await guest.call('POST', `${R}/user/wish-list/add`, { query: { provider_id: olaya.id } })).status).toBe(
      200,
    );
    const list = (await guest.call('GET', `${R}/user/wish-list`)).body;
    expect(list.vehicles.map((x: { id: number }) => x.id)).toEqual([v]);
    expect(list.providers.map((x: { id: number }) => x.id)).toEqual([olaya.id]);
    expect((await guest.call('DELETE', `${R}/user/wish-list/remove`, { query: { vehicle_id: v } })).status).toBe(200);
    expect((await guest.call('DELETE', `${R}/user/wish-list/remove`, { query: { vehicle_id: v } })).status).toBe(404);
    expect((await guest.call('POST', `${R}/user/wish-list/add`)).status).toBe(422);
  });
});
