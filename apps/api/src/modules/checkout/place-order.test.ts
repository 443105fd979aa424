/**
 * Placing orders (reference §5.2, issue 6): delivery, take-away and
 * scheduled orders from the cart or Buy Now, priced by the server whatever
 * the client sends, with each check's message, and the rows an order writes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CART, shopper } from '../../../test/cart.ts';
import { useApi } from '../../../test/helper.ts';
import { FAR_AWAY, ORDER, setUpLab, type Lab } from '../../../test/orders.ts';

const api = useApi();
let lab: Lab;

beforeAll(async () => {
  lab = await setUpLab(api);
});

describe('a cash-on-delivery order from the cart', () => {
  it('answers the reference shape, writes the order with server amounts and empties the used cart', async () => {
    const customer = await lab.customer();
    await customer.call('POST', CART.add, { payload: { item_id: lab.items[0], quantity: 2 } });
    await customer.call('POST', CART.add, { payload: { item_id: lab.items[1], quantity: 1 } });

    const { status, body } = await customer.call('POST', ORDER.place, {
      payload: lab.delivery({ order_note: 'Ring twice' }),
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ message: 'Order placed successfully', status: 'pending', user_id: customer.userId });
    expect(body.order_id).toBeGreaterThanOrEqual(100001);

    // 3 × 10.00 = 30.00; tax 10 % = 3.00; delivery: about 1.6 km × 2.00 is under the 10.00 minimum; service charge 2.00.
    expect(body.total_ammount).toBe(45);
    const order = await lab.order(body.order_id);
    expect(order).toMatchObject({
      order_status: 'pending',
      payment_status: 'unpaid',
      payment_method: 'cash_on_delivery',
      order_type: 'delivery',
      order_amount: '45.000',
      total_tax_amount: '3.000',
      tax_status: 'excluded',
      delivery_charge: '10.000',
      original_delivery_charge: '10.000',
      additional_charge: '2.000',
      store_id: lab.storeId,
      zone_id: lab.zoneId,
      module_id: lab.moduleId,
      order_note: 'Ring twice',
      scheduled: false,
    });
    expect(Number(order.distance)).toBeGreaterThan(1);
    expect(Number(order.distance)).toBeLessThan(3);
    expect(order.otp).toMatch(/^\d{4}$/);
    expect(order.delivery_address).toMatchObject({
      contact_person_name: 'Lab Shopper',
      address: 'Olaya Street 14, Riyadh',
      latitude: '24.712',
    });

    const details = await lab.sql(
      'select item_id, quantity, price, tax_amount from order_details where order_id = $1 order by item_id',
      [body.order_id],
    );
    expect(details).toEqual([
      { item_id: lab.items[0], quantity: 2, price: '10.000', tax_amount: '1.000' },
      { item_id: lab.items[1], quantity: 1, price: '10.000', tax_amount: '1.000' },
    ]);
    expect(
      await lab.sql('select payment_method, payment_status, amount from order_payments where order_id = $1', [
        body.order_id,
      ]),
    ).toEqual([{ payment_method: 'cash_on_delivery', payment_status: 'unpaid', amount: '45.000' }]);
    expect(
      (await lab.sql('select status from order_status_events where order_id = $1', [body.order_id])).map(
        (e) => e.status,
      ),
    ).toEqual(['pending']);
    expect((await customer.call('GET', CART.list)).body).toEqual([]);
    // Grocery counts stock: 100 − 2 and 100 − 1.
    expect(
      (await lab.sql('select stock from items where id = any($1::int[]) order by id', [lab.items])).map((r) => r.stock),
    ).toEqual([98, 99]);
  });

  it("counts the order on its store (total_order) and makes its zone the customer's (reference: placement side effects)", async () => {
    await api.app.souq.checkout.flushStoreOrders();
    const totalOrder = async () =>
      (await lab.sql('select total_order from stores where id = $1', [lab.storeId]))[0].total_order;
    const before = await totalOrder();
    const customer = await lab.customer();
    await lab.sql('update users set zone_id = $2 where id = $1', [customer.userId, lab.ids.zones.malaz]);
    expect((await customer.call('POST', ORDER.place, { payload: lab.buyNow(lab.items[0], 2) })).status).toBe(200);
    expect(
      (await lab.guest().then((g) => g.call('POST', ORDER.place, { payload: lab.buyNow(lab.items[0], 2) }))).status,
    ).toBe(200);
    await api.app.souq.checkout.flushStoreOrders();
    expect(await totalOrder()).toBe(before + 2);
    expect(await lab.sql('select zone_id from users where id = $1', [customer.userId])).toEqual([
      { zone_id: lab.zoneId },
    ]);
  });

  it('ignores every amount and the distance the client sends', async () => {
    const guest = await lab.guest();
    const tampered = lab.buyNow(lab.items[0], 2, {
      order_amount: 1,
      coupon_discount_amount: 500,
      discount_amount: 500,
      distance: 0.001,
      dm_tips: 0,
      delivery_charge: 0,
      cart: JSON.stringify([{ item_id: lab.items[0], item_type: 'AppModelsItem', quantity: 2, price: 0.01 }]),
    });
    const { status, body } = await guest.call('POST', ORDER.place, { payload: tampered });
    expect(status).toBe(200);
    // 2 × 10.00 + 2.00 tax + 10.00 delivery + 2.00 service charge.
    expect(body.total_ammount).toBe(34);
    const order = await lab.order(body.order_id);
    expect(order).toMatchObject({
      coupon_discount_amount: '0.000',
      store_discount_amount: '0.000',
      delivery_charge: '10.000',
    });
    expect(Number(order.distance)).toBeGreaterThan(1);
  });
});

describe('order types', () => {
  it('take-away: no address, no delivery charge, the contact kept', async () => {
    const guest = await lab.guest();
    const { status, body } = await guest.call('POST', ORDER.place, {
      payload: lab.buyNow(lab.items[1], 3, { order_type: 'take_away', address: null, latitude: null, longitude: null }),
    });
    expect(status).toBe(200);
    const order = await lab.order(body.order_id);
    expect(order).toMatchObject({
      order_type: 'take_away',
      delivery_charge: '0.000',
      original_delivery_charge: '0.000',
      order_amount: '35.000',
      dm_vehicle_id: null,
    });
    expect(order.delivery_address).toMatchObject({ contact_person_name: 'Lab Shopper', address: null });
  });

  it('scheduled: schedule_at on the business clock is kept and the order marked scheduled', async () => {
    const guest = await lab.guest();
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const { status, body } = await guest.call('POST', ORDER.place, {
      payload: lab.buyNow(lab.items[1], 2, { schedule_at: `${tomorrow} 18:30` }),
    });
    expect(status).toBe(200);
    const order = await lab.order(body.order_id);
    expect(order.scheduled).toBe(true);
    // Riyadh is UTC+3.
    expect(new Date(order.schedule_at).toISOString()).toBe(`${tomorrow}T15:30:00.000Z`);
  });

  it('refuses a time in the past, and scheduling at a store that does not take scheduled orders', async () => {
    const guest = await lab.guest();
    const past = await guest.call('POST', ORDER.place, {
      payload: lab.buyNow(lab.items[1], 2, { schedule_at: '2020-01-01 10:00' }),
    });
    expect(past.status).toBe(422);
    expect(past.body.errors[0]).toMatchObject({
      code: 'schedule_at',
      message: 'The scheduled time has already passed. Choose a later time.',
    });

    await lab.edit('update stores set schedule_order = false where id = $1', [lab.storeId]);
    try {
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      const refused = await guest.call('POST', ORDER.place, {
        payload: lab.buyNow(lab.items[1], 2, { schedule_at: `${tomorrow} 18:30` }),
      });
      expect(refused.status).toBe(422);
      expect(refused.body.errors[0].message).toBe('This store does not take scheduled orders.');
    } finally {
      await lab.edit('update stores set schedule_order = true where id = $1', [lab.storeId]);
    }
  });
});

describe('checks with their messages', () => {
  it('the point must be inside the store zone', async () => {
    const guest = await lab.guest();
    const { status, body } = await guest.call('POST', ORDER.place, {
      payload: lab.buyNow(lab.items[1], 2, { latitude: FAR_AWAY.lat, longitude: FAR_AWAY.lng }),
    });
    expect(status).toBe(403);
    expect(body.errors[0]).toMatchObject({
      code: 'out_of_coverage',
      message: 'This address is outside the delivery area of the store.',
    });
  });

  it('minimum order: "You need to order at least" the store minimum', async () => {
    const guest = await lab.guest();
    const { status, body } = await guest.call('POST', ORDER.place, { payload: lab.buyNow(lab.items[1], 1) });
    expect(status).toBe(422);
    expect(body.errors[0]).toMatchObject({ code: 'minimum_order', message: 'You need to order at least 20.00 SAR' });
  });

  it('COD maximum of the zone and module', async () => {
    await lab.edit('update module_zone set maximum_cod_order_amount = 30 where module_id = $1 and zone_id = $2', [
      lab.moduleId,
      lab.zoneId,
    ]);
    try {
      const guest = await lab.guest();
      const { status, body } = await guest.call('POST', ORDER.place, { payload: lab.buyNow(lab.items[1], 2) });
      expect(status).toBe(422);
      expect(body.errors[0]).toMatchObject({
        code: 'cod_limit',
        message: 'The total amount of the order, exceeds maximum amount of the cash on delivery method',
      });
    } finally {
      await lab.edit('update module_zone set maximum_cod_order_amount = 500 where module_id = $1 and zone_id = $2', [
        lab.moduleId,
        lab.zoneId,
      ]);
    }
  });

  it('the store must be open now (or the order scheduled for when it is)', async () => {
    await lab.edit('update stores set active = false where id = $1', [lab.storeId]);
    try {
      const guest = await lab.guest();
      const { status, body } = await guest.call('POST', ORDER.place, { payload: lab.buyNow(lab.items[1], 2) });
      expect(status).toBe(409);
      expect(body.errors[0]).toMatchObject({ code: 'store_closed', message: 'The store is closed now.' });
    } finally {
      await lab.edit('update stores set active = true where id = $1', [lab.storeId]);
    }
  });

  it('stock and maximum cart quantity', async () => {
    const guest = await lab.guest();
    const over = await guest.call('POST', ORDER.place, { payload: lab.buyNow(lab.items[1], 500) });
    expect(over.status).toBe(409);
    expect(over.body.errors[0].code).toBe('out_of_stock');
    await lab.edit('update items set maximum_cart_quantity = 2 where id = $1', [lab.items[1]]);
    try {
      const limited = await guest.call('POST', ORDER.place, { payload: lab.buyNow(lab.items[1], 3) });
      expect(limited.status).toBe(422);
      expect(limited.body.errors[0]).toMatchObject({
        code: 'out_of_limits',
        message: 'Out of Limits: you can order at most 2 of this item.',
      });
    } finally {
      await lab.edit('update items set maximum_cart_quantity = null where id = $1', [lab.items[1]]);
    }
  });

  it('item availability windows: outside them an order needs a time inside, at a store that schedules', async () => {
    const riyadh = (instant: Date) => {
      const parts = Object.fromEntries(
        new Intl.DateTimeFormat('en-CA', {
          timeZone: 'Asia/Riyadh',
          hourCycle: 'h23',
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
        })
          .formatToParts(instant)
          .map((p) => [p.type, p.value]),
      );
      return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
    };
    const hour = 3_600_000;
    const from = riyadh(new Date(Date.now() + 2 * hour)).time;
    const to = riyadh(new Date(Date.now() + 3 * hour)).time;
    await lab.edit('update items set available_time_starts = $2, available_time_ends = $3 where id = $1', [
      lab.items[1],
      `${from}:00`,
      `${to}:00`,
    ]);
    try {
      const guest = await lab.guest();
      const now = await guest.call('POST', ORDER.place, { payload: lab.buyNow(lab.items[1], 2) });
      expect(now.status).toBe(409);
      expect(now.body.errors[0]).toMatchObject({
        code: 'item_not_available',
        message: `Not Available now. This item can be ordered between ${from} and ${to}.`,
      });
      const inside = riyadh(new Date(Date.now() + 2.5 * hour));
      const later = await guest.call('POST', ORDER.place, {
        payload: lab.buyNow(lab.items[1], 2, { schedule_at: `${inside.date} ${inside.time}` }),
      });
      expect(later.status).toBe(200);
    } finally {
      await lab.edit(
        `update items set available_time_starts = '00:00:00', available_time_ends = '23:59:59' where id = $1`,
        [lab.items[1]],
      );
    }
  });

  it('an empty cart, and items of another store', async () => {
    const guest = await lab.guest();
    const empty = await guest.call('POST', ORDER.place, { payload: lab.delivery() });
    expect(empty.status).toBe(422);
    expect(empty.body.errors[0]).toMatchObject({ code: 'cart', message: 'Your cart is empty.' });
    const [foreign] = await lab.sql(
      `select id from items where store_id = $1 and variations = '[]' and available_date_starts is null and not is_prescription_required limit 1`,
      [lab.ids.store('hayat-market')],
    );
    const other = await guest.call('POST', ORDER.place, { payload: lab.buyNow(foreign.id, 3) });
    expect(other.status).toBe(403);
    expect(other.body.errors[0]).toMatchObject({
      code: 'different_stores',
      message: 'All items of an order must come from the store you are ordering from.',
    });
  });

  it('guests only while guest checkout is on, and with contact details', async () => {
    const guest = await lab.guest();
    const noContact = await guest.call('POST', ORDER.place, {
      payload: lab.buyNow(lab.items[1], 2, { contact_person_name: '', contact_person_number: null }),
    });
    expect(noContact.status).toBe(422);
    expect(noContact.body.errors[0].code).toBe('contact_person_name');
    await lab.setting('guest_checkout_status', 0);
    try {
      const refused = await guest.call('POST', ORDER.place, { payload: lab.buyNow(lab.items[1], 2) });
      expect(refused.status).toBe(403);
      expect(refused.body.errors[0]).toMatchObject({
        code: 'guest_checkout',
        message: 'Guest checkout is not available. Please sign in to place an order.',
      });
    } finally {
      await lab.setting('guest_checkout_status', 1);
    }
  });

  it('order types and payment methods switched off by the settings or the store', async () => {
    const guest = await lab.guest();
    const cases: [() => Promise<void>, Record<string, unknown>, string, () => Promise<void>][] = [
      [
        () => lab.setting('home_delivery_status', 0),
        {},
        'Home delivery is not available.',
        () => lab.setting('home_delivery_status', 1),
      ],
      [
        () => lab.setting('takeaway_status', 0),
        { order_type: 'take_away' },
        'Take away is not available.',
        () => lab.setting('takeaway_status', 1),
      ],
      [
        () => lab.edit('update stores set take_away = false where id = $1', [lab.storeId]),
        { order_type: 'take_away' },
        'This store does not offer take away.',
        () => lab.edit('update stores set take_away = true where id = $1', [lab.storeId]),
      ],
      [
        () => lab.setting('cash_on_delivery', false),
        {},
        'Cash on delivery is not available.',
        () => lab.setting('cash_on_delivery', true),
      ],
      [
        () => lab.edit('update zones set digital_payment = false where id = $1', [lab.zoneId]),
        { payment_method: 'digital_payment' },
        'Digital payment is not available.',
        () => lab.edit('update zones set digital_payment = true where id = $1', [lab.zoneId]),
      ],
      [
        () => lab.setting('offline_payment_status', 0),
        { payment_method: 'offline_payment' },
        'Offline payment is not available.',
        () => lab.setting('offline_payment_status', 1),
      ],
    ];
    for (const [off, extra, message, on] of cases) {
      await off();
      try {
        const { status, body } = await guest.call('POST', ORDER.place, { payload: lab.buyNow(lab.items[1], 2, extra) });
        expect(status, message).toBe(403);
        expect(body.errors[0].message).toBe(message);
      } finally {
        await on();
      }
    }
  });

  it('digital payment with no gateway and offline payment with no active method are refused as switched off, as the page does not offer them (issue 14)', async () => {
    const guest = await lab.guest();
    const settings = await api.app.souq.settings.all('en');
    const gateways = settings.active_payment_method_list;
    expect(Array.isArray(gateways) && gateways.length > 0).toBe(true);
    const active = await lab.sql<{ id: number }>('select id from offline_payment_methods where status');
    expect(active.length).toBeGreaterThan(0);
    const place = (payment_method: string) =>
      guest.call('POST', ORDER.place, { payload: lab.buyNow(lab.items[1], 2, { payment_method }) });

    await lab.setting('active_payment_method_list', []);
    try {
      const digital = await place('digital_payment');
      expect(digital.status).toBe(403);
      expect(digital.body.errors[0].message).toBe('Digital payment is not available.');
    } finally {
      await lab.setting('active_payment_method_list', gateways);
    }
    await lab.sql('update offline_payment_methods set status = false');
    try {
      const offline = await place('offline_payment');
      expect(offline.status).toBe(403);
      expect(offline.body.errors[0].message).toBe('Offline payment is not available.');
    } finally {
      await lab.sql('update offline_payment_methods set status = true where id = any($1::int[])', [
        active.map((m) => m.id),
      ]);
    }
    // With them back, both are taken.
    expect((await place('digital_payment')).status).toBe(200);
    expect((await place('offline_payment')).status).toBe(200);
  });

  it('a guest id the server never issued is a 401, from the cart or Buy Now, and writes nothing', async () => {
    const forged = shopper(api, { guestId: '7c0c3c8e-2f4b-4f39-9d59-0a6f5c1b9e21' }, lab.headers);
    for (const payload of [lab.delivery(), lab.buyNow(lab.items[0], 3)]) {
      const { status, body } = await forged.call('POST', ORDER.place, { payload });
      expect(status).toBe(401);
      expect(body.errors[0].code).toBe('guest_id');
    }
    expect(
      (
        await api.request({
          method: 'POST',
          url: ORDER.place,
          headers: lab.headers,
          payload: lab.buyNow(lab.items[0], 3),
        })
      ).status,
    ).toBe(401);
    expect(await lab.sql(`select 1 from orders where guest_id = '7c0c3c8e-2f4b-4f39-9d59-0a6f5c1b9e21'`)).toEqual([]);
  });

  it('hostile input is a 4xx, never a 500', async () => {
    const customer = await lab.customer();
    // An address id that is not one of the customer's is not kept.
    const odd = await customer.call('POST', ORDER.place, {
      payload: lab.buyNow(lab.items[0], 3, { delivery_address_id: 99999999999 }),
    });
    expect(odd.status).toBe(200);
    expect((await lab.order(odd.body.order_id)).delivery_address_id).toBeNull();
    const payloads = [
      lab.buyNow(lab.items[0], 3, { dm_tips: 1e20 }),
      lab.buyNow(lab.items[0], 3, { latitude: 1000, longitude: -500 }),
      lab.buyNow(lab.items[0], 3, { cart: '{not json' }),
      lab.buyNow(lab.items[0], 3, { cart: JSON.stringify([{ item_id: 'abc', quantity: 'many' }]) }),
      lab.buyNow(lab.items[0], 3, {
        cart: JSON.stringify([{ item_id: lab.items[0], quantity: 1, variation: 'x', add_on_ids: [99999999] }]),
      }),
      lab.buyNow(lab.items[0], 3, { schedule_at: '31/12/2099 25:99' }),
      lab.buyNow(lab.items[0], 3, { store_id: 99999999999 }),
      lab.buyNow(lab.items[0], 3, { order_type: 'parcel' }),
      lab.buyNow(lab.items[0], 3, { coupon_code: 'x'.repeat(500) }),
    ];
    for (const payload of payloads) {
      const { status, body } = await customer.call('POST', ORDER.place, { payload });
      expect(status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(status, JSON.stringify(body)).toBeLessThan(500);
    }
    const others = [
      await api.request({ url: '/payment-mobile?order_id=99999999999999999999&customer_id=1' }),
      await customer.call('PUT', ORDER.offlinePayment, { payload: { order_id: '99999999999999999999', method_id: 1 } }),
      await customer.call('POST', ORDER.addFund, { payload: { amount: 1e20, payment_method: 'souq_pay' } }),
      await api.request({
        method: 'POST',
        url: ORDER.place,
        headers: { ...lab.headers, 'content-type': 'multipart/form-data; boundary=xyz' },
        payload: '--xyz\r\nbroken',
      }),
      await api.request({
        method: 'POST',
        url: '/payment-mobile/not-a-uuid',
        payload: 'action=pay',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    ];
    for (const answer of others) expect(answer.status).toBeLessThan(500);
  });

  it('nothing is written when a check fails', async () => {
    const [before] = await lab.sql('select count(*)::int as n from orders');
    const guest = await lab.guest();
    await guest.call('POST', ORDER.place, { payload: lab.buyNow(lab.items[1], 1) });
    const [after] = await lab.sql('select count(*)::int as n from orders');
    expect(after.n).toBe(before.n);
  });

  it('answers in Arabic', async () => {
    const guest = await lab.guest();
    const { body } = await guest.call('POST', ORDER.place, {
      payload: lab.buyNow(lab.items[1], 1),
      headers: { 'x-localization': 'ar' },
    });
    expect(body.errors[0].message).toMatch(/^يجب أن تطلب بما لا يقل عن/);
  });
});
