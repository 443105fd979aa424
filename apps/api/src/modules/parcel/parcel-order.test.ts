/**
 * Sending a parcel (issue 18; reference §5.2 "Parcel", §5.3; decision 24):
 * customer/order/place with order_type parcel — the charge computed by the
 * server whatever the client sends, both points inside zones the parcel
 * module serves, who pays and how, every payment rule of orders, one order
 * per Idempotency-Key; then the statuses of a delivery, tracking, the guest
 * lookup, cancel and owner checks.
 */
import { distanceKm } from '@souq/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, newGuestId, shopper, type Shopper } from '../../../test/cart.ts';
import { catalogHeaders, demoIds, type DemoIds } from '../../../test/catalog.ts';
import { useApi } from '../../../test/helper.ts';
import { ORDER_LIFE } from '../../../test/order-fixtures.ts';
import { FAR_AWAY, HOME, ORDER } from '../../../test/orders.ts';

const OPERATOR_TOKEN = 'operator-secret-for-parcel-tests-01';
const api = useApi({ OPERATOR_TOKEN });
let ids: DemoIds;
let headers: Record<string, string>;
let category: Record<string, number>;
const sql = <T = any>(text: string, params: unknown[] = []) => api.database.db.query<T>(text, params);

/** Airport District: a zone, but the parcel module does not serve it. */
const AIRPORT = { lat: 24.95, lng: 46.7 };
/** Outside every zone. */
const DESERT = { lat: 24.3, lng: 46.3 };

beforeAll(async () => {
  ids = await demoIds(api);
  headers = catalogHeaders([ids.zones.olaya, ids.zones.central], ids.modules.parcel);
  const rows = await sql<{ id: number; name: string }>('select id, name from parcel_categories');
  category = Object.fromEntries(rows.map((r) => [r.name, r.id]));
  // Known amounts: no vehicle extra charge, the demo's parcel rates (3.00/km, 15.00–60.00, COD ≤ 300),
  // service charge 2.00, tips on; Al Malaz keeps its 10 % increased fee, Al Olaya has none.
  await sql('update d_m_vehicles set extra_charges = 0');
  await sql(
    `update module_zone set per_km_shipping_charge = 3, minimum_shipping_charge = 15, maximum_shipping_charge = 60,
                    maximum_cod_order_amount = 300 where module_id = $1`,
    [ids.modules.parcel],
  );
  await sql(`update zones set cash_on_delivery = true, digital_payment = true, offline_payment = true,
                    increased_delivery_fee_status = (name = 'Al Malaz'), increased_delivery_fee = 10`);
  const souq = api.app.souq;
  await souq.settings.set('additional_charge_status', 1);
  await souq.settings.set('additional_charge', 2);
  await souq.settings.set('dm_tips_status', 1);
  await souq.settings.set('guest_checkout_status', 1);
  souq.zones.invalidate();
  souq.modules.invalidate();
  souq.checkout.invalidate();
  souq.catalog.invalidate();
});

async function customer(balance = 0) {
  const c = await newCustomer(api);
  if (balance) await sql('update users set wallet_balance = $2 where id = $1', [c.id, balance]);
  return Object.assign(shopper(api, { token: c.token }, headers), { userId: c.id, phone: c.phone });
}
async function guest() {
  const guestId = await newGuestId(api);
  return Object.assign(shopper(api, { guestId }, headers), { guestId });
}

const RECEIVER = {
  contact_person_name: 'Noura Receiver',
  contact_person_number: '+966512345678',
  address: 'Salahuddin Street 3, Al Malaz',
  latitude: FAR_AWAY.lat,
  longitude: FAR_AWAY.lng,
  zone_id: 999,
  address_type: 'others',
  floor: '2',
};

/** A parcel from HOME (Al Olaya) to FAR_AWAY (Al Malaz), as the 6amMart client sends it. */
function parcel(extra: Record<string, unknown> = {}) {
  return {
    cart: [],
    order_type: 'parcel',
    payment_method: 'cash_on_delivery',
    address: 'Olaya Street 14, Riyadh',
    latitude: HOME.lat,
    longitude: HOME.lng,
    contact_person_name: 'Sami Sender',
    contact_person_number: '+966500001234',
    receiver_details: JSON.stringify(RECEIVER),
    parcel_category_id: category.Documents,
    charge_payer: 'sender',
    sender_zone_id: ids.zones.olaya,
    tax_amount: 0,
    discount_amount: 0,
    ...extra,
  };
}

const orderRow = async (id: number) => (await sql('select * from orders where id = $1', [id]))[0];
const orderCount = async () => Number((await sql('select count(*)::int as n from orders'))[0].n);
const operator = (id: number, status: string) =>
  api.request({
    method: 'PUT',
    url: ORDER_LIFE.operatorStatus(id),
    payload: { status },
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
  });
/** Kilometres Olaya → Malaz as the server measures them (the distance service of deliveries). */
const TRIP_KM = () => distanceKm(HOME, FAR_AWAY);
const minor = (amount: unknown) => Math.round(Number(amount) * 100);

describe('placing a parcel', () => {
  it('a guest sends documents, paid by the receiver in cash: the charge is the server’s, whatever the client claims', async () => {
    const g = await guest();
    const { status, body } = await g.call('POST', ORDER.place, {
      // Tampered: a tiny amount and distance, a store and a coupon a parcel has nothing to do with.
      payload: parcel({
        charge_payer: 'receiver',
        order_amount: 1,
        distance: 0.1,
        coupon_code: 'WELCOME10',
        dm_tips: 5,
      }),
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ message: 'Order placed successfully', status: 'pending' });
    const order = await orderRow(body.order_id);
    // Documents: 2.00 per km, at least 10.00; about 7 km.
    const delivery = Math.max(Math.round(TRIP_KM() * 200), 1000);
    expect(TRIP_KM()).toBeGreaterThan(6);
    expect(order).toMatchObject({
      order_type: 'parcel',
      store_id: null,
      zone_id: ids.zones.olaya,
      module_id: ids.modules.parcel,
      guest_id: g.guestId,
      parcel_category_id: category.Documents,
      charge_payer: 'receiver',
      payment_method: 'cash_on_delivery',
      payment_status: 'unpaid',
      order_status: 'pending',
      coupon_code: null,
    });
    expect(minor(order.delivery_charge)).toBe(delivery);
    expect(minor(order.dm_tips)).toBe(500);
    expect(minor(order.additional_charge)).toBe(200);
    expect(minor(order.total_tax_amount)).toBe(0);
    expect(minor(order.order_amount)).toBe(delivery + 500 + 200);
    expect(body.total_ammount).toBe((delivery + 700) / 100);
    expect(Number(order.distance)).toBeCloseTo(TRIP_KM(), 3);
    expect(order.delivery_address).toMatchObject({
      contact_person_name: 'Sami Sender',
      address: 'Olaya Street 14, Riyadh',
      latitude: String(HOME.lat),
    });
    // The receiver's zone is the server's, not the 999 the client sent.
    expect(order.receiver_details).toMatchObject({
      contact_person_name: 'Noura Receiver',
      contact_person_number: '+966512345678',
      latitude: String(FAR_AWAY.lat),
      zone_id: ids.zones.malaz,
      floor: '2',
    });
    const [payment] = await sql('select * from order_payments where order_id = $1', [body.order_id]);
    expect(payment).toMatchObject({ payment_method: 'cash_on_delivery', payment_status: 'unpaid' });
    expect(minor(payment.amount)).toBe(delivery + 700);
  });

  it('a customer sends a box paid by wallet: confirmed and paid at once, the wallet debited, the category counted', async () => {
    const c = await customer(500);
    const [{ orders_count: before }] = await sql('select orders_count from parcel_categories where id = $1', [
      category['Medium box'],
    ]);
    const { status, body } = await c.call('POST', ORDER.place, {
      payload: parcel({ payment_method: 'wallet', parcel_category_id: category['Medium box'] }),
    });
    expect(status).toBe(200);
    expect(body.status).toBe('confirmed');
    const order = await orderRow(body.order_id);
    // Medium box: 3.00 per km, at least 15.00.
    const amount = Math.max(Math.round(TRIP_KM() * 300), 1500) + 200;
    expect(order).toMatchObject({ payment_status: 'paid', order_status: 'confirmed', user_id: c.userId });
    expect(minor(order.order_amount)).toBe(amount);
    const [user] = await sql('select wallet_balance, zone_id from users where id = $1', [c.userId]);
    expect(minor(user.wallet_balance)).toBe(50_000 - amount);
    expect(user.zone_id).toBe(ids.zones.olaya);
    const [{ orders_count: after }] = await sql('select orders_count from parcel_categories where id = $1', [
      category['Medium box'],
    ]);
    expect(after).toBe(before + 1);
  });

  it("uses the zone's parcel rates for a category without its own, with the sender zone's increased fee", async () => {
    const c = await customer();
    // From Al Malaz (10 % increased fee) to Al Olaya, "Other items" at 3.00/km, 15.00–60.00.
    const { status, body } = await c.call('POST', ORDER.place, {
      payload: parcel({
        parcel_category_id: category['Other items'],
        latitude: FAR_AWAY.lat,
        longitude: FAR_AWAY.lng,
        receiver_details: { ...RECEIVER, latitude: HOME.lat, longitude: HOME.lng },
      }),
    });
    expect(status).toBe(200);
    const order = await orderRow(body.order_id);
    const base = Math.min(Math.max(Math.round(TRIP_KM() * 300), 1500), 6000);
    expect(order.zone_id).toBe(ids.zones.malaz);
    expect(minor(order.delivery_charge)).toBe(base + Math.round(base / 10));
    expect(order.receiver_details.zone_id).toBe(ids.zones.olaya);
  });

  it('charges a digital payment on the payment page and keeps an offline one pending', async () => {
    const c = await customer();
    const digital = await c.call('POST', ORDER.place, { payload: parcel({ payment_method: 'digital_payment' }) });
    expect(digital.status).toBe(200);
    expect(digital.body.redirect_link).toContain('/payment-mobile');
    const offline = await c.call('POST', ORDER.place, { payload: parcel({ payment_method: 'offline_payment' }) });
    expect(offline.status).toBe(200);
    expect(offline.body.status).toBe('pending');
  });

  it('a guest may make an account with the parcel (create_new_user): the parcel is the new account’s', async () => {
    const g = await guest();
    const phone = `+96655${String(Date.now()).slice(-7)}`;
    const { status, body } = await g.call('POST', ORDER.place, {
      payload: parcel({
        contact_person_number: phone,
        contact_person_email: `parcel${phone.slice(-7)}@souq.test`,
        create_new_user: 1,
        password: 'open sesame',
      }),
    });
    expect(status).toBe(200);
    const [user] = await sql('select id from users where phone = $1', [phone]);
    expect(body.user_id).toBe(user.id);
    expect(await orderRow(body.order_id)).toMatchObject({ user_id: user.id, guest_id: null, order_type: 'parcel' });
  });

  it('answers a repeated Idempotency-Key with the first parcel, placing one', async () => {
    const c = await customer();
    const key = { 'idempotency-key': 'parcel-key-1' };
    const first = await c.call('POST', ORDER.place, { payload: parcel(), headers: key });
    const before = await orderCount();
    const again = await c.call('POST', ORDER.place, { payload: parcel(), headers: key });
    expect(again.status).toBe(200);
    expect(again.body.order_id).toBe(first.body.order_id);
    expect(await orderCount()).toBe(before);
  });
});

describe('what a parcel is refused for, with its message, writing nothing', () => {
  async function refused(who: Shopper, payload: Record<string, unknown>, extraHeaders: Record<string, string> = {}) {
    const before = await orderCount();
    const answer = await who.call('POST', ORDER.place, { payload, headers: extraHeaders });
    expect(await orderCount()).toBe(before);
    return { status: answer.status, error: answer.body.errors?.[0] };
  }

  it('the receiver pays only in cash on delivery: by wallet, card or a wallet share it is refused', async () => {
    const c = await customer(500);
    for (const extra of [
      { payment_method: 'wallet' },
      { payment_method: 'digital_payment' },
      { payment_method: 'cash_on_delivery', partial_payment: 1 },
    ]) {
      expect(await refused(c, parcel({ charge_payer: 'receiver', ...extra }))).toEqual({
        status: 403,
        error: { code: 'charge_payer', message: 'The receiver can pay only by cash on delivery.' },
      });
    }
    const ar = await refused(c, parcel({ charge_payer: 'receiver', payment_method: 'wallet' }), {
      'x-localization': 'ar',
    });
    expect(ar.error.message).toBe('يمكن للمستلم الدفع نقداً عند الاستلام فقط.');
  });

  it('the receiver outside every zone the parcel module serves, and the sender outside them', async () => {
    const c = await customer();
    for (const point of [AIRPORT, DESERT]) {
      expect(
        await refused(c, parcel({ receiver_details: { ...RECEIVER, latitude: point.lat, longitude: point.lng } })),
      ).toEqual({
        status: 403,
        error: {
          code: 'receiver_out_of_coverage',
          message: "The receiver's address is outside our parcel delivery area.",
        },
      });
    }
    expect(await refused(c, parcel({ latitude: AIRPORT.lat, longitude: AIRPORT.lng }))).toEqual({
      status: 403,
      error: { code: 'out_of_coverage', message: "The sender's address is outside our parcel delivery area." },
    });
  });

  it('a missing or unknown category, who pays, the receiver’s name, phone and point, the sender’s address', async () => {
    const g = await guest();
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ parcel_category_id: null }, 422, 'parcel_category_id', 'Please choose what kind of parcel you are sending.'],
      [{ parcel_category_id: 99_999 }, 404, 'parcel_category_id', 'This parcel category is not available.'],
      [{ charge_payer: null }, 422, 'charge_payer', 'The charge_payer field must be sender or receiver.'],
      [{ charge_payer: 'neighbour' }, 422, 'charge_payer', 'The charge_payer field must be sender or receiver.'],
      [{ receiver_details: '{not json' }, 422, 'receiver_details', RECEIVER_REQUIRED()],
      [{ receiver_details: null }, 422, 'receiver_details', RECEIVER_REQUIRED()],
      [
        { receiver_details: { ...RECEIVER, contact_person_name: ' ' } },
        422,
        'receiver_details',
        "The receiver's name is required.",
      ],
      [
        { receiver_details: { ...RECEIVER, contact_person_number: '12' } },
        422,
        'receiver_details',
        "The receiver's phone number is not valid.",
      ],
      [
        { receiver_details: { ...RECEIVER, latitude: 91 } },
        422,
        'receiver_details',
        "The receiver's address and its location are required.",
      ],
      [{ address: null }, 422, 'address', "The sender's address and its location are required."],
      [{ dm_tips: -1 }, 422, 'dm_tips', 'The delivery tip must be a positive amount.'],
    ];
    for (const [extra, status, code, message] of cases) {
      expect(await refused(g, parcel(extra)), JSON.stringify(extra)).toEqual({ status, error: { code, message } });
    }
  });

  it('a parcel outside the parcel module, a guest when guest checkout is off, and a delivery still needs its store', async () => {
    const g = await guest();
    const food = catalogHeaders([ids.zones.olaya], ids.modules.food);
    expect(await refused(g, parcel(), food)).toEqual({
      status: 403,
      error: {
        code: 'order_type',
        message: 'Parcel delivery is not available in this module. Choose the parcel module.',
      },
    });
    expect(await refused(g, { ...parcel(), order_type: 'delivery' }, food)).toEqual({
      status: 422,
      error: { code: 'store_id', message: 'The store_id field is required.' },
    });
    await api.app.souq.settings.set('guest_checkout_status', 0);
    try {
      expect((await refused(g, parcel())).status).toBe(403);
    } finally {
      await api.app.souq.settings.set('guest_checkout_status', 1);
    }
  });

  it('every payment rule of orders: wallet balance, wallet for guests, the COD maximum of the sender zone', async () => {
    const poor = await customer(1);
    expect(await refused(poor, parcel({ payment_method: 'wallet' }))).toEqual({
      status: 422,
      error: { code: 'insufficient_balance', message: 'Your wallet balance is not enough for this order.' },
    });
    const g = await guest();
    expect((await refused(g, parcel({ payment_method: 'wallet' }))).error.code).toBe('payment_method');
    await sql('update module_zone set maximum_cod_order_amount = 10 where module_id = $1', [ids.modules.parcel]);
    api.app.souq.modules.invalidate();
    try {
      expect((await refused(g, parcel())).error.code).toBe('cod_limit');
    } finally {
      await sql('update module_zone set maximum_cod_order_amount = 300 where module_id = $1', [ids.modules.parcel]);
      api.app.souq.modules.invalidate();
    }
  });
});

const RECEIVER_REQUIRED = () => 'The receiver details are required: name, phone, address and location.';

describe('after placing: statuses, tracking, details, lists, cancel, the guest lookup and owners', () => {
  it('moves through the statuses of a delivery — confirmed, handover at the sender, picked up, delivered — with a courier', async () => {
    const c = await customer();
    const { body } = await c.call('POST', ORDER.place, { payload: parcel() });
    const id = body.order_id;
    for (const to of ['confirmed', 'handover', 'picked_up', 'delivered']) {
      const moved = await operator(id, to);
      expect(moved.status, to).toBe(200);
    }
    expect((await operator(id, 'processing')).status).toBe(409);
    const order = await orderRow(id);
    expect(order).toMatchObject({ order_status: 'delivered', payment_status: 'paid' });
    expect(order.delivery_man_id).not.toBeNull();
    const history = await c.call('GET', ORDER_LIFE.list, { query: { limit: 10, offset: 1 } });
    const listed = history.body.orders.find((o: any) => o.id === id);
    expect(listed).toMatchObject({ order_type: 'parcel', module_type: 'parcel', store: null });
    expect(listed.parcel_category).toMatchObject({ id: category.Documents, name: 'Documents' });
    expect(listed.parcel_category.image_full_url).toContain('/storage/parcel_category/parcel-documents.svg');
  });

  it('track and details answer the parcel fields (client contract §7) in the shopper’s language', async () => {
    const c = await customer();
    const { body } = await c.call('POST', ORDER.place, {
      payload: parcel({ order_note: 'Blue envelope', delivery_instruction: 'Call before arriving' }),
    });
    const track = await c.call('GET', ORDER_LIFE.track, { query: { order_id: body.order_id } });
    expect(track.status).toBe(200);
    expect(track.body).toMatchObject({
      order_type: 'parcel',
      charge_payer: 'sender',
      parcel_category_id: category.Documents,
      order_note: 'Blue envelope',
      delivery_instruction: 'Call before arriving',
      receiver_details: {
        contact_person_name: 'Noura Receiver',
        contact_person_number: '+966512345678',
        address: 'Salahuddin Street 3, Al Malaz',
        latitude: String(FAR_AWAY.lat),
        longitude: String(FAR_AWAY.lng),
        zone_id: ids.zones.malaz,
      },
      delivery_address: { contact_person_name: 'Sami Sender', address: 'Olaya Street 14, Riyadh' },
      store: null,
      min_delivery_time: null,
    });
    // A parcel has no lines: details answer the order object, as in the reference.
    const details = await c.call('GET', ORDER_LIFE.details, {
      query: { order_id: body.order_id },
      headers: { 'x-localization': 'ar' },
    });
    expect(details.body).toMatchObject({ id: body.order_id, order_type: 'parcel' });
    expect(details.body.parcel_category.name).toBe('مستندات');
    const running = await c.call('GET', ORDER_LIFE.running, { query: { limit: 10, offset: 1 } });
    expect(running.body.orders.map((o: any) => o.id)).toContain(body.order_id);
  });

  it('a guest finds the parcel by order id and the sender phone; the customer cancels while pending', async () => {
    const g = await guest();
    const placed = await g.call('POST', ORDER.place, { payload: parcel({ charge_payer: 'receiver' }) });
    const found = await api.request({
      url: `${ORDER_LIFE.track}?order_id=${placed.body.order_id}&contact_number=%2B966500001234`,
      headers,
    });
    expect(found.status).toBe(200);
    expect(found.body.charge_payer).toBe('receiver');
    const canceled = await g.call('POST', ORDER_LIFE.cancel, {
      payload: { order_id: placed.body.order_id, reason: 'Sent it myself', _method: 'put' },
    });
    expect(canceled.status).toBe(200);
    expect((await orderRow(placed.body.order_id)).order_status).toBe('canceled');
  });

  it("another customer or guest sees nothing of someone's parcel and changes nothing", async () => {
    const owner = await customer();
    const { body } = await owner.call('POST', ORDER.place, { payload: parcel() });
    for (const intruder of [await customer(), await guest()]) {
      const answers = await Promise.all([
        intruder.call('GET', ORDER_LIFE.track, { query: { order_id: body.order_id } }),
        intruder.call('GET', ORDER_LIFE.details, { query: { order_id: body.order_id } }),
        intruder.call('POST', ORDER_LIFE.cancel, {
          payload: { order_id: body.order_id, reason: 'mine now', _method: 'put' },
        }),
      ]);
      for (const answer of answers) {
        expect(answer.status).toBe(404);
        expect(JSON.stringify(answer.body)).not.toContain('Noura');
      }
    }
    expect((await orderRow(body.order_id)).order_status).toBe('pending');
    // The guest lookup needs the sender's phone, not the receiver's.
    const byReceiver = await api.request({
      url: `${ORDER_LIFE.track}?order_id=${body.order_id}&contact_number=%2B966512345678`,
      headers,
    });
    expect(byReceiver.status).toBe(404);
  });
});

describe('hostile values in every parcel field (issue 13 rules, for the fields only a parcel reads)', () => {
  const HOSTILE: unknown[] = [
    'a\u0000b',
    'x\uD800y',
    '2147483648',
    '0x10',
    -1,
    1e308,
    'constructor',
    '__proto__',
    {},
    [],
    [1, 2],
    { toString: 'x' },
    'x'.repeat(20_000),
    true,
    null,
  ];
  const FIELDS = [
    'parcel_category_id',
    'receiver_details',
    'charge_payer',
    'latitude',
    'longitude',
    'address',
    'dm_tips',
  ];

  it('never a 5xx, an envelope on every refusal, and a refused parcel writes nothing', async () => {
    const c = await customer(100);
    const failures: string[] = [];
    for (const field of FIELDS) {
      for (const hostile of HOSTILE) {
        for (const payload of [
          parcel({ [field]: hostile }),
          parcel({ receiver_details: { ...RECEIVER, [field === 'address' ? 'address' : 'latitude']: hostile } }),
          parcel({ receiver_details: JSON.stringify({ ...RECEIVER, contact_person_number: hostile }) }),
        ]) {
          const before = await orderCount();
          const answer = await c.call('POST', ORDER.place, { payload });
          const where = `${field}=${JSON.stringify(hostile)?.slice(0, 40)} → ${answer.status}`;
          if (answer.status >= 500) failures.push(where);
          else if (answer.status >= 400) {
            const ok = answer.body?.errors?.[0]?.code && answer.body.errors[0].message;
            if (!ok) failures.push(`${where} without the envelope`);
            if ((await orderCount()) !== before) failures.push(`${where} refused, yet wrote an order`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

describe('the demo simulator', () => {
  it('moves a parcel along its own path, its courier from the sender towards the receiver', async () => {
    const c = await customer();
    const { body } = await c.call('POST', ORDER.place, { payload: parcel() });
    const id = body.order_id;
    const simulator = api.app.souq.orderLife.simulator;
    const step = async () => {
      await sql("update orders set updated_at = now() - interval '2 hours' where id = $1", [id]);
      await simulator.tick(new Date(Date.now() + 3_600_000));
      return (await orderRow(id)).order_status;
    };
    expect(await step()).toBe('confirmed');
    expect(await step()).toBe('handover');
    expect(await step()).toBe('picked_up');
    // The courier heads from the sender (Al Olaya) to the receiver (Al Malaz): wherever it stood
    // before, a due trip puts it on that way (at the door, with the tests' zero-second steps).
    const courierId = (await orderRow(id)).delivery_man_id;
    await sql('update delivery_men set latitude = 24.9, longitude = 46.6 where id = $1', [courierId]);
    await simulator.tick(new Date());
    const [courier] = await sql('select latitude, longitude from delivery_men where id = $1', [courierId]);
    expect(Number(courier.latitude)).toBeLessThanOrEqual(HOME.lat);
    expect(Number(courier.latitude)).toBeGreaterThanOrEqual(FAR_AWAY.lat);
    expect(Number(courier.longitude)).toBeGreaterThanOrEqual(HOME.lng);
    expect(Number(courier.longitude)).toBeLessThanOrEqual(FAR_AWAY.lng);
    expect(await step()).toBe('delivered');
    const events = await sql('select status, changed_by from order_status_events where order_id = $1 order by id', [
      id,
    ]);
    expect(events.map((e: any) => e.status)).toEqual(['pending', 'confirmed', 'handover', 'picked_up', 'delivered']);
    expect(events.slice(1).every((e: any) => e.changed_by === 'simulator')).toBe(true);
    // Each tick moves every due order of this file's database, one transaction each.
  }, 120_000);
});
