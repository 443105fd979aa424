/**
 * Rule (issue 13, "keep it found"): the server checks ownership on every id.
 * A customer and a guest own an order (and a parcel), a cart line, a rental trip and a rental
 * cart line, and (the customer) an address and a conversation, each carrying words nobody else knows. Every
 * route of the OpenAPI document that takes an id is then called with those
 * ids by another customer, another guest and a stranger without either: no
 * answer shows the owners' words, and nothing the owners have changes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CART, type Shopper } from '../../test/cart.ts';
import { operationsOf, type Operation } from '../../test/fuzz.ts';
import { catalogHeaders } from '../../test/catalog.ts';
import { useApi } from '../../test/helper.ts';
import { ORDER, setUpLab, type Lab } from '../../test/orders.ts';

const api = useApi();
const NAME = 'Zed Secretname';
const STREET = 'Hidden Lane 42';
const WHISPER = 'whisper-7731';
const MARKERS = [NAME, STREET, WHISPER];

/** Fields that name an object someone owns; other ids (stores, items, zones) are public. */
const OWNED = /^(id|order_id|address_id|cart_id|cart_ids|conversation_id|receiver_id|refund_id|trip_id|review_id)$/;

let lab: Lab;
let victims: Record<string, number[]>;
let attackers: {
  name: string;
  call: (method: string, url: string, payload?: object) => Promise<{ status: number; text: string }>;
}[];
let owned: () => Promise<string>;
let ownerSees: () => Promise<string>;
let rentalHeaders: Record<string, string>;

beforeAll(async () => {
  lab = await setUpLab(api);
  const owner = await lab.customer();
  const guest = await lab.guest();
  const secret = { contact_person_name: NAME, address: STREET, order_note: WHISPER };
  const orderA = await owner.call('POST', ORDER.place, { payload: lab.buyNow(lab.items[0], 3, secret) });
  const orderG = await guest.call('POST', ORDER.place, { payload: lab.buyNow(lab.items[0], 3, secret) });
  expect([orderA.status, orderG.status]).toEqual([200, 200]);
  // Parcels (issue 18): the secret words are the receiver's.
  const [documents] = await lab.sql<{ id: number }>(`select id from parcel_categories where name = 'Documents'`);
  const parcelHeaders = catalogHeaders([lab.zoneId], lab.ids.modules.parcel);
  const parcel = {
    order_type: 'parcel',
    payment_method: 'cash_on_delivery',
    address: 'Olaya Street 14',
    latitude: 24.712,
    longitude: 46.68,
    contact_person_name: 'Sami Sender',
    contact_person_number: '+966500001234',
    parcel_category_id: documents.id,
    charge_payer: 'receiver',
    order_note: WHISPER,
    receiver_details: {
      contact_person_name: NAME,
      contact_person_number: '+966512345678',
      address: STREET,
      latitude: 24.668,
      longitude: 46.729,
    },
  };
  const parcelA = await owner.call('POST', ORDER.place, { payload: parcel, headers: parcelHeaders });
  const parcelG = await guest.call('POST', ORDER.place, { payload: parcel, headers: parcelHeaders });
  expect([parcelA.status, parcelG.status]).toEqual([200, 200]);
  const address = await owner.call('POST', '/api/v1/customer/address/add', {
    payload: {
      address: STREET,
      address_type: 'home',
      contact_person_name: NAME,
      contact_person_number: '+966501234567',
      latitude: 24.712,
      longitude: 46.68,
    },
  });
  expect(address.status).toBe(200);
  const [addressRow] = await lab.sql('select id from customer_addresses where user_id = $1', [owner.userId]);
  const cartA = await owner.call('POST', CART.add, { payload: { item_id: lab.items[1], quantity: 1 } });
  const cartG = await guest.call('POST', CART.add, { payload: { item_id: lab.items[1], quantity: 1 } });
  const chat = await owner.call('POST', '/api/v1/customer/message/send', {
    payload: { receiver_type: 'vendor', receiver_id: lab.storeId, message: WHISPER },
  });
  expect(chat.status).toBe(200);
  // Rental (issue 17): a booked trip and a line left in the rental cart, the words in the trip's contact and note.
  const [rental] = await lab.sql<{ id: number }>(`select id from modules where module_type = 'rental'`);
  rentalHeaders = catalogHeaders([lab.ids.zones.olaya], rental.id);
  const [vehicle] = await lab.sql<{ id: number; latitude: number; longitude: number }>(
    `select v.id, s.latitude, s.longitude from vehicles v join stores s on s.id = v.provider_id
      where s.slug = 'olaya-car-rental' and v.trip_hourly order by v.id limit 1`,
  );
  const pickupAt = new Date(Date.now() + 26 * 3_600_000);
  pickupAt.setUTCMinutes(0, 0, 0);
  const rentalLine = {
    vehicle_id: vehicle.id,
    rental_type: 'hourly',
    estimated_hours: 3,
    quantity: 1,
    pickup_location: { lat: vehicle.latitude, lng: vehicle.longitude, location_name: STREET },
    pickup_time: pickupAt.toISOString(),
  };
  const rentalOf = async (who: Shopper) => {
    const options = { headers: rentalHeaders };
    expect(
      (await who.call('POST', '/api/v1/rental/user/cart/add-to-cart', { ...options, payload: rentalLine })).status,
    ).toBe(200);
    const booked = await who.call('POST', '/api/v1/rental/user/trip/trip-booking', {
      ...options,
      payload: {
        payment_method: 'cash_payment',
        trip_note: WHISPER,
        contact_person_name: NAME,
        contact_person_number: '+966512345678',
      },
    });
    expect(booked.status).toBe(200);
    const line = await who.call('POST', '/api/v1/rental/user/cart/add-to-cart', { ...options, payload: rentalLine });
    return { trip: booked.body.trip_id as number, line: line.body.carts[0].id as number };
  };
  const rentalA = await rentalOf(owner);
  const rentalG = await rentalOf(guest);
  const trips = [rentalA.trip, rentalG.trip];
  const orders = [orderA.body.order_id, orderG.body.order_id, parcelA.body.order_id, parcelG.body.order_id];
  const carts = [cartA.body[0].id, cartG.body[0].id, rentalA.line, rentalG.line];
  victims = {
    order_id: orders,
    address_id: [addressRow.id],
    cart_id: carts,
    conversation_id: [chat.body.conversation_id],
    trip_id: trips,
    id: [...orders, addressRow.id, ...carts, chat.body.conversation_id, ...trips],
  };
  owned = async () =>
    JSON.stringify(
      await lab.sql(
        `select
           (select json_agg(json_build_object('id', id, 'status', order_status, 'paid', payment_status, 'method', payment_method) order by id)
              from orders where id = any($1::bigint[])) as orders,
           (select json_agg(a order by a.id) from customer_addresses a where user_id = $2) as addresses,
           (select json_agg(json_build_object('id', id, 'q', quantity) order by id) from carts where id = any($3::bigint[])) as carts,
           (select count(*) from messages where conversation_id = $4) as messages,
           (select json_agg(json_build_object('id', id, 'status', trip_status, 'paid', payment_status) order by id)
              from trips where id = any($5::bigint[])) as trips,
           (select json_agg(json_build_object('id', id, 'q', quantity) order by id)
              from rental_carts where id = any($3::bigint[])) as rental_carts`,
        [orders, owner.userId, carts, chat.body.conversation_id, trips],
      ),
    );

  ownerSees = async () =>
    JSON.stringify([
      (await owner.call('GET', '/api/v1/customer/order/track', { query: { order_id: orderA.body.order_id } })).body,
      (await owner.call('GET', '/api/v1/customer/address/list')).body,
      (
        await owner.call('GET', '/api/v1/customer/message/details', {
          query: { conversation_id: chat.body.conversation_id },
        })
      ).body,
      (
        await owner.call('GET', '/api/v1/rental/user/trip/get-trip-details', {
          query: { trip_id: rentalA.trip },
          headers: rentalHeaders,
        })
      ).body,
    ]);
  const other = await lab.customer();
  const otherGuest = await lab.guest();
  const as = (shopper: Shopper | null, name: string) => ({
    name,
    async call(method: string, url: string, payload?: object) {
      // Rental routes answer only in a rental module; elsewhere the module's check would refuse first.
      const headers = url.startsWith('/api/v1/rental/') ? rentalHeaders : lab.headers;
      // The query goes apart, so a guest's id joins it instead of being glued to its last value.
      const [path, search = ''] = url.split('?');
      const query = Object.fromEntries(new URLSearchParams(search));
      const answer = shopper
        ? await shopper.call(method, path!, { payload, query, headers })
        : await api.request({ method: method as 'GET', url, payload, headers });
      return {
        status: answer.status,
        text: typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body),
      };
    },
  });
  attackers = [as(other, 'another customer'), as(otherGuest, 'another guest'), as(null, 'a stranger')];
});

/** Plausible values for a route's other fields, so refusals come from ownership rather than a missing field. */
const FILLER: Record<string, unknown> = {
  reason: 'changed my mind',
  customer_reason: 'damaged',
  rating: 5,
  comment: 'fine',
  message: 'hello',
  receiver_type: 'customer',
  payment_method: 'cash_on_delivery',
  _method: 'put',
  status: 'canceled',
  method_id: 1,
  type: 'all',
  limit: 10,
  offset: 1,
};

function requestsFor(op: Operation): { method: string; url: string; payload?: object }[] {
  const pathParams = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  const idFields = [...op.query, ...op.body].filter((f) => OWNED.test(f));
  if (pathParams.length === 0 && idFields.length === 0) return [];
  const ids = [...new Set(Object.values(victims).flat())];
  return ids.map((victimId) => {
    const pick = (field: string) =>
      victims[field]?.includes(victimId) || !victims[field] ? victimId : (victims[field]?.[0] ?? victimId);
    const path = op.path.replace(/\{([^}]+)\}/g, () => String(victimId));
    const query = new URLSearchParams();
    for (const field of op.query) {
      if (OWNED.test(field)) query.set(field, String(pick(field)));
      else if (field in FILLER) query.set(field, String(FILLER[field]));
    }
    const url = `${path}${query.size ? `?${query}` : ''}`;
    if (op.method === 'GET' || op.method === 'DELETE') return { method: op.method, url };
    const payload: Record<string, unknown> = {};
    for (const field of op.body) {
      if (OWNED.test(field)) payload[field] = pick(field);
      else if (field in FILLER) payload[field] = FILLER[field];
    }
    return { method: op.method, url, payload };
  });
}

describe("another's ids on every id-taking route", () => {
  it('the owner sees their own words (so a leak would show)', async () => {
    const seen = await ownerSees();
    for (const marker of MARKERS) expect(seen).toContain(marker);
  });

  it('two customers and two guests: nothing leaks, nothing of the owners changes', async () => {
    const operations = operationsOf(api.app.swagger() as never).filter((op) => !/remove-account|logout/.test(op.path));
    const before = await owned();
    const leaks: string[] = [];
    let probes = 0;
    for (const op of operations) {
      for (const request of requestsFor(op)) {
        for (const attacker of attackers) {
          const answer = await attacker.call(request.method, request.url, request.payload);
          probes++;
          const seen = MARKERS.filter((marker) => answer.text.includes(marker));
          if (seen.length)
            leaks.push(`${attacker.name} ${request.method} ${request.url} → ${answer.status} shows ${seen}`);
          if (answer.status >= 500) leaks.push(`${attacker.name} ${request.method} ${request.url} → ${answer.status}`);
        }
      }
    }
    expect(probes).toBeGreaterThan(300);
    expect(leaks).toEqual([]);
    expect(await owned()).toBe(before);
  }, 240_000);
});
