/**
 * The server's price of an order, path by path (reference §5.2): item,
 * store and flash-sale discounts, tax exclusive and inclusive, every
 * free-delivery path, delivery clamps, vehicle and zone surcharges, tips,
 * extra packaging, the referred customer's first-order discount, a
 * 3-decimal currency, campaign items and prescription images.
 * The lab: 10.00 items, tax 10 %, delivery 10.00 (the zone minimum for
 * about 1.6 km at 2.00/km), service charge 2.00.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogHeaders } from '../../../test/catalog.ts';
import { shopper } from '../../../test/cart.ts';
import { useApi, withChangedSignature } from '../../../test/helper.ts';
import { HOME, multipartOrder, ORDER, setUpLab, TINY_PNG, type Lab } from '../../../test/orders.ts';

const api = useApi();
let lab: Lab;

beforeAll(async () => {
  lab = await setUpLab(api);
});

/** Each test starts from the lab as set up; what a test changes, it changes here first. */
beforeEach(async () => {
  await lab.edit(
    `update stores set tax = 10, free_delivery = false, self_delivery_system = false, extra_packaging_status = false,
            per_km_shipping_charge = 1, minimum_shipping_charge = 7, maximum_shipping_charge = 9 where id = $1`,
    [lab.storeId],
  );
  await lab.edit('update items set price = 10, discount = 0, discount_type = $2 where id = any($1::int[])', [
    lab.items,
    'percent',
  ]);
  await lab.edit('delete from store_discounts where store_id = $1', [lab.storeId]);
  await lab.edit('update zones set increased_delivery_fee_status = false where id = $1', [lab.zoneId]);
  await lab.edit('update module_zone set per_km_shipping_charge = 2 where module_id = $1 and zone_id = $2', [
    lab.moduleId,
    lab.zoneId,
  ]);
  await lab.setting('admin_free_delivery', {
    status: false,
    type: 'free_delivery_by_order_amount',
    free_delivery_over: 200,
  });
  await lab.setting('tax_included', 0);
  await lab.setting('digit_after_decimal_point', 2);
});

async function order(quantity = 3, extra: Record<string, unknown> = {}, who?: Awaited<ReturnType<Lab['customer']>>) {
  const customer = who ?? (await lab.customer());
  const answer = await customer.call('POST', ORDER.place, { payload: lab.buyNow(lab.items[0], quantity, extra) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return lab.order(answer.body.order_id);
}

describe('product discounts', () => {
  it('item percent discount', async () => {
    await lab.edit(`update items set discount = 10, discount_type = 'percent' where id = $1`, [lab.items[0]]);
    // 30.00 − 3.00 = 27.00; tax 2.70; + 10.00 + 2.00.
    expect(await order()).toMatchObject({
      store_discount_amount: '3.000',
      discount_on_product_by: 'vendor',
      total_tax_amount: '2.700',
      order_amount: '41.700',
    });
  });

  it('item flat discount per unit', async () => {
    await lab.edit(`update items set discount = 1.5, discount_type = 'amount' where id = $1`, [lab.items[0]]);
    expect(await order()).toMatchObject({ store_discount_amount: '4.500', order_amount: '40.050' });
  });

  it('a running store discount replaces the item discount: nothing below its minimum purchase, capped at its maximum', async () => {
    await lab.edit(`update items set discount = 50, discount_type = 'percent' where id = $1`, [lab.items[0]]);
    await lab.edit(
      `insert into store_discounts (store_id, discount, min_purchase, max_discount, start_date, end_date, start_time, end_time)
       values ($1, 20, 40, 5, current_date - 1, current_date + 1, '00:00:00', '23:59:59')`,
      [lab.storeId],
    );
    expect(await order(3)).toMatchObject({ store_discount_amount: '0.000', discount_on_product_by: 'admin' });
    // 50.00: 20 % is 10.00, capped at 5.00.
    expect(await order(5)).toMatchObject({ store_discount_amount: '5.000', order_amount: '61.500' });
  });

  it('a flash sale wins over everything, is shared between admin and store, and sells its units', async () => {
    const [sale] = await lab.sql(
      `insert into flash_sales (module_id, title, admin_discount_percentage, vendor_discount_percentage, start_date, end_date)
       values ($1, 'Lab flash', 60, 40, now() - interval '1 hour', now() + interval '1 day') returning id`,
      [lab.moduleId],
    );
    const [entry] = await lab.sql(
      `insert into flash_sale_items (flash_sale_id, item_id, stock, discount, discount_type) values ($1, $2, 10, 2, 'amount') returning id`,
      [sale.id, lab.items[0]],
    );
    await lab.edit(`update items set discount = 50, discount_type = 'percent' where id = $1`, [lab.items[0]]);
    try {
      const placed = await order(3);
      expect(placed).toMatchObject({
        store_discount_amount: '0.000',
        flash_admin_discount_amount: '3.600',
        flash_store_discount_amount: '2.400',
        order_amount: '38.400',
      });
      const [sold] = await lab.sql('select sold, available_stock from flash_sale_items where id = $1', [entry.id]);
      expect(sold).toEqual({ sold: 3, available_stock: 7 });
      const [detail] = await lab.sql(
        'select flash_sale_item_id, discount_on_item from order_details where order_id = $1',
        [placed.id],
      );
      expect(detail).toEqual({ flash_sale_item_id: entry.id, discount_on_item: '2.000' });
    } finally {
      await lab.edit('delete from flash_sales where id = $1', [sale.id]);
    }
  });
});

describe('tax', () => {
  it('inclusive: taken out of the price, not added again', async () => {
    await lab.setting('tax_included', 1);
    // 30.00 × 10 / 110 = 2.727… → 2.73.
    expect(await order()).toMatchObject({ tax_status: 'included', total_tax_amount: '2.730', order_amount: '42.000' });
  });

  it('rounds once per amount in a 3-decimal currency', async () => {
    await lab.setting('digit_after_decimal_point', 3);
    await lab.edit(`update stores set tax = 7.25 where id = $1`, [lab.storeId]);
    await lab.edit(`update items set discount = 1.5, discount_type = 'amount' where id = $1`, [lab.items[0]]);
    // 25.500 × 7.25 % = 1.84875 → 1.849.
    expect(await order()).toMatchObject({ total_tax_amount: '1.849', order_amount: '39.349' });
  });
});

describe('free delivery', () => {
  it('admin, for every store', async () => {
    await lab.setting('admin_free_delivery', { status: true, type: 'free_delivery_to_all_store' });
    expect(await order()).toMatchObject({
      delivery_charge: '0.000',
      original_delivery_charge: '10.000',
      free_delivery_by: 'admin',
      order_amount: '35.000',
    });
  });

  it('admin, from an order amount (after discounts)', async () => {
    await lab.setting('admin_free_delivery', {
      status: true,
      type: 'free_delivery_by_order_amount',
      free_delivery_over: 40,
    });
    expect(await order(3)).toMatchObject({ delivery_charge: '10.000', free_delivery_by: null });
    expect(await order(4)).toMatchObject({ delivery_charge: '0.000', free_delivery_by: 'admin' });
  });

  it("the store's own free delivery, priced at the store's rates", async () => {
    await lab.edit('update stores set free_delivery = true where id = $1', [lab.storeId]);
    expect(await order()).toMatchObject({
      delivery_charge: '0.000',
      original_delivery_charge: '7.000',
      free_delivery_by: 'vendor',
    });
  });

  it('take-away never pays delivery or tips', async () => {
    expect(await order(3, { order_type: 'take_away', dm_tips: 5 })).toMatchObject({
      delivery_charge: '0.000',
      dm_tips: '0.000',
      order_amount: '35.000',
    });
  });
});

describe('delivery charge', () => {
  it('a self-delivery store charges its own rates', async () => {
    await lab.edit('update stores set self_delivery_system = true where id = $1', [lab.storeId]);
    expect(await order()).toMatchObject({ delivery_charge: '7.000' });
  });

  it('is clamped to the maximum, then the increased zone fee is added', async () => {
    await lab.edit('update module_zone set per_km_shipping_charge = 50 where module_id = $1 and zone_id = $2', [
      lab.moduleId,
      lab.zoneId,
    ]);
    expect(await order()).toMatchObject({ delivery_charge: '30.000' });
    await lab.edit('update zones set increased_delivery_fee = 10, increased_delivery_fee_status = true where id = $1', [
      lab.zoneId,
    ]);
    expect(await order()).toMatchObject({ delivery_charge: '33.000' });
  });

  it('adds the extra charge of the vehicle for the distance', async () => {
    await lab.edit('update d_m_vehicles set extra_charges = 4 where starting_coverage_area = 0');
    try {
      const placed = await order();
      expect(placed).toMatchObject({ delivery_charge: '14.000' });
      expect(placed.dm_vehicle_id).not.toBeNull();
    } finally {
      await lab.edit('update d_m_vehicles set extra_charges = 0 where starting_coverage_area = 0');
    }
  });
});

describe('tips, packaging and the first-order discount', () => {
  it('adds the delivery tip', async () => {
    expect(await order(3, { dm_tips: 5 })).toMatchObject({ dm_tips: '5.000', order_amount: '50.000' });
  });

  it('refuses a negative tip', async () => {
    const customer = await lab.customer();
    const { status, body } = await customer.call('POST', ORDER.place, {
      payload: lab.buyNow(lab.items[0], 3, { dm_tips: -5 }),
    });
    expect(status).toBe(422);
    expect(body.errors[0].code).toBe('dm_tips');
  });

  it("charges the store's extra packaging when the customer asks and the module allows it", async () => {
    await lab.edit('update stores set extra_packaging_status = true, extra_packaging_amount = 3 where id = $1', [
      lab.storeId,
    ]);
    expect(await order(3, { extra_packaging_amount: 1 })).toMatchObject({
      extra_packaging_amount: '3.000',
      order_amount: '48.000',
    });
    expect(await order(3)).toMatchObject({ extra_packaging_amount: '0.000' });
  });

  it('a referred customer gets the new-customer discount on the first order only', async () => {
    const referrer = await lab.customer();
    const customer = await lab.customer();
    await lab.sql('update users set ref_by = $2 where id = $1', [customer.userId, referrer.userId]);
    // Seeded: 10 %. 30.00 − 3.00 = 27.00; tax 2.70.
    expect(await order(3, {}, customer)).toMatchObject({ ref_bonus_amount: '3.000', order_amount: '41.700' });
    expect(await order(3, {}, customer)).toMatchObject({ ref_bonus_amount: '0.000' });
  });
});

describe('campaign items', () => {
  it('a signed-in customer orders a campaign item (item_campaign_id); a guest must sign in', async () => {
    const [campaign] = await lab.sql(
      'select id, price from items where store_id = $1 and available_date_starts is not null',
      [lab.storeId],
    );
    await lab.edit(
      `update items set stock = 10, available_time_starts = '00:00:00', available_time_ends = '23:59:59' where id = $1`,
      [campaign.id],
    );
    const cart = JSON.stringify([{ item_campaign_id: campaign.id, item_type: 'AppModelsItemCampaign', quantity: 1 }]);
    const customer = await lab.customer();
    const placed = await customer.call('POST', ORDER.place, { payload: { ...lab.delivery(), is_buy_now: 1, cart } });
    expect(placed.status).toBe(200);
    const [detail] = await lab.sql('select item_id, item_campaign_id, price from order_details where order_id = $1', [
      placed.body.order_id,
    ]);
    // Both columns keep three decimals (migration 0038): the order's line is the campaign's price, digit for digit.
    expect(detail).toEqual({ item_id: null, item_campaign_id: campaign.id, price: campaign.price });
    const guest = await lab.guest();
    const refused = await guest.call('POST', ORDER.place, { payload: { ...lab.delivery(), is_buy_now: 1, cart } });
    expect(refused.status).toBe(401);
  });
});

describe('prescriptions (pharmacy)', () => {
  let pharmacy: { storeId: number; itemId: number; headers: Record<string, string> };

  beforeAll(async () => {
    const storeId = lab.ids.store('al-shifa-pharmacy');
    await lab.openAllDay(storeId);
    const [item] = await lab.sql(
      `select id from items where store_id = $1 and variations = '[]' and available_date_starts is null order by id limit 1`,
      [storeId],
    );
    await lab.edit(
      `update items set is_prescription_required = true, stock = 50, price = 10, discount = 0, available_time_starts = '00:00:00', available_time_ends = '23:59:59' where id = $1`,
      [item.id],
    );
    pharmacy = { storeId, itemId: item.id, headers: catalogHeaders([lab.zoneId], lab.ids.modules.pharmacy) };
  });

  async function send(
    files: { filename: string; type: string; data: Buffer }[],
    guestId?: string,
    customer?: ReturnType<typeof shopper>,
  ) {
    // A guest's id travels in the multipart fields (the helper would add it to a JSON body).
    const client = guestId
      ? shopper(api, { token: 'null' }, pharmacy.headers)
      : (customer ?? shopper(api, (await lab.customer()).auth, pharmacy.headers));
    const fields = {
      ...lab.delivery({ store_id: pharmacy.storeId, latitude: HOME.lat, longitude: HOME.lng }),
      is_buy_now: 1,
      cart: JSON.stringify([{ item_id: pharmacy.itemId, item_type: 'AppModelsItem', quantity: 2 }]),
      ...(guestId ? { guest_id: guestId } : {}),
    };
    const body = multipartOrder(
      fields,
      files.map((f) => ({ field: 'order_attachment[]', ...f })),
    );
    return client.call('POST', ORDER.place, { payload: body.payload, headers: body.headers });
  }

  it("needs an image: 'Please upload your prescription image'", async () => {
    const { status, body } = await send([]);
    expect(status).toBe(422);
    expect(body.errors[0]).toMatchObject({
      code: 'order_attachment',
      message: 'Please upload your prescription image',
    });
  });

  it("at most 3 images: 'Maximum 3 images can be send at a time.'", async () => {
    const png = { filename: 'rx.png', type: 'image/png', data: TINY_PNG };
    const { status, body } = await send([png, png, png, png]);
    expect(status).toBe(422);
    expect(body.errors[0].message).toBe('Maximum 3 images can be send at a time.');
  });

  it('only JPG, PNG or GIF, by their bytes', async () => {
    const { status, body } = await send([
      { filename: 'rx.png', type: 'image/png', data: Buffer.from('not really an image') },
    ]);
    expect(status).toBe(422);
    expect(body.errors[0].message).toBe(
      'This file format is not supported. Please upload JPG, PNG, JPEG, or GIF images only.',
    );
  });

  it('a placement refused after the images were saved leaves none of them behind', async () => {
    const folder = join(api.app.souq.env.DATA_DIR, 'private', 'order');
    const saved = () => (existsSync(folder) ? readdirSync(folder).sort() : []);
    const before = saved();
    // A guest id the server never issued is refused by the order's own insert, after the images were written.
    const { status, body } = await send([{ filename: 'rx.png', type: 'image/png', data: TINY_PNG }], randomUUID());
    expect(status, JSON.stringify(body)).toBe(401);
    expect(saved()).toEqual(before);
  });

  it('prescription only (order/prescription/place): no items, delivery paid in cash, the images kept', async () => {
    await lab.edit('update stores set prescription_order = true where id = $1', [pharmacy.storeId]);
    const guest = await lab.guest();
    const fields = {
      guest_id: (guest.auth as { guestId: string }).guestId,
      store_id: pharmacy.storeId,
      address: 'Olaya Street 14, Riyadh',
      latitude: HOME.lat,
      longitude: HOME.lng,
      contact_person_name: 'Lab Shopper',
      contact_person_number: '+966500001234',
      order_note: 'Two boxes',
    };
    const none = multipartOrder(fields, []);
    const post = (multipart: { payload: Buffer; headers: Record<string, string> }) =>
      api.request({
        method: 'POST',
        url: '/api/v1/customer/order/prescription/place',
        payload: multipart.payload,
        headers: { ...pharmacy.headers, ...multipart.headers },
      });
    const refused = await post(none);
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].message).toBe('Please upload your prescription image');

    const body = multipartOrder(fields, [
      { field: 'order_attachment[]', filename: 'rx.png', type: 'image/png', data: TINY_PNG },
    ]);
    const { status, body: answer } = await post(body);
    expect(status, JSON.stringify(answer)).toBe(200);
    const placed = await lab.order(answer.order_id);
    expect(placed).toMatchObject({
      prescription_order: true,
      payment_method: 'cash_on_delivery',
      order_status: 'pending',
      total_tax_amount: '0.000',
      order_note: 'Two boxes',
    });
    expect(Number(placed.order_amount)).toBe(Number(placed.delivery_charge) + Number(placed.additional_charge));
    expect(await lab.sql('select 1 from order_details where order_id = $1', [answer.order_id])).toEqual([]);
    // The orders module reads it back like any order.
    const guestId = (guest.auth as { guestId: string }).guestId;
    for (const url of [
      `/api/v1/customer/order/details?order_id=${answer.order_id}&guest_id=${guestId}`,
      `/api/v1/customer/order/track?order_id=${answer.order_id}&guest_id=${guestId}`,
    ]) {
      expect((await api.request({ url, headers: pharmacy.headers })).status, url).toBe(200);
    }

    await lab.edit('update stores set prescription_order = false where id = $1', [pharmacy.storeId]);
    const off = await post(body);
    expect(off.status).toBe(403);
    expect(off.body.errors[0].message).toBe('This store does not take prescription orders.');
  });

  it('keeps the images with the order, shown only to its owner (issue 13, item 11: prescriptions are private)', async () => {
    const owner = shopper(api, (await lab.customer()).auth, pharmacy.headers);
    const { status, body } = await send([{ filename: 'rx.png', type: 'image/png', data: TINY_PNG }], undefined, owner);
    expect(status).toBe(200);
    const placed = await lab.order(body.order_id);
    expect(placed.prescription_order).toBe(true);
    expect(placed.order_attachment).toHaveLength(1);
    const name = placed.order_attachment[0] as string;
    // Not a public file, at the old address or any other spelling of it.
    for (const url of [`/storage/order/${name}`, `/storage/./order/${name}`, `/storage/ORDER/${name}`])
      expect((await api.request(url)).status, url).toBe(404);

    const tracked = await owner.call('GET', `/api/v1/customer/order/track?order_id=${body.order_id}`);
    const [link] = tracked.body.order_attachment_full_url as string[];
    const url = new URL(link);
    const file = await api.app.inject({ url: url.pathname + url.search });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.equals(TINY_PNG)).toBe(true);

    // Without the signature, with another order's id or a changed token: nothing.
    const token = url.searchParams.get('token')!;
    const changed = withChangedSignature(token);
    for (const refused of [
      url.pathname,
      url.pathname.replace(`/${body.order_id}/`, `/${body.order_id + 1}/`) + url.search,
      `${url.pathname}?token=${changed}`,
    ])
      expect((await api.request(refused)).status, refused).toBe(404);
    // Another customer does not get the order, so never a link.
    const stranger = shopper(api, (await lab.customer()).auth, pharmacy.headers);
    expect((await stranger.call('GET', `/api/v1/customer/order/track?order_id=${body.order_id}`)).status).toBe(404);
  });
});
