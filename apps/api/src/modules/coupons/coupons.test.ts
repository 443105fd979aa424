/**
 * Coupons (reference §5.7, spec §8): coupon/list by module, zone and
 * customer; coupon/apply for a store; at checkout every type (default,
 * zone_wise, store_wise, free_delivery), the minimum purchase message,
 * percent capped by max discount unless 0, per-user limit and expiry.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogHeaders } from '../../../test/catalog.ts';
import { useApi } from '../../../test/helper.ts';
import { ORDER, setUpLab, type Lab } from '../../../test/orders.ts';

const api = useApi();
let lab: Lab;

async function coupon(code: string, fields: Record<string, unknown>) {
  const columns = {
    title: code,
    code,
    module_id: lab.moduleId,
    coupon_type: 'default',
    discount: 10,
    discount_type: 'percent',
    start_date: '2020-01-01',
    expire_date: '2099-12-31',
    ...fields,
  };
  const names = Object.keys(columns);
  await lab.sql(
    `insert into coupons (${names.join(', ')}) values (${names.map((_, i) => `$${i + 1}`).join(', ')})`,
    Object.values(columns),
  );
}

beforeAll(async () => {
  lab = await setUpLab(api);
  await coupon('PCT20CAP5', { discount: 20, max_discount: 5 });
  await coupon('PCT20', { discount: 20, max_discount: 0 });
  await coupon('SHIPFREE', { coupon_type: 'free_delivery', discount: 0, min_purchase: 30 });
  await coupon('OLAYAONLY', { coupon_type: 'zone_wise', data: JSON.stringify([lab.zoneId]) });
  await coupon('MALAZONLY', { coupon_type: 'zone_wise', data: JSON.stringify([lab.ids.zones.malaz]) });
  await coupon('BASKET', { coupon_type: 'store_wise', data: JSON.stringify([lab.storeId]) });
  await coupon('OTHERSTORE', { coupon_type: 'store_wise', data: JSON.stringify([lab.ids.store('hayat-market')]) });
  await coupon('TWICE', { limit_per_user: 2, discount: 1, discount_type: 'amount' });
});

const place = async (code: string, quantity = 3) => {
  const customer = await lab.customer();
  const answer = await customer.call('POST', ORDER.place, {
    payload: lab.buyNow(lab.items[0], quantity, { coupon_code: code }),
  });
  return { ...answer, customer, order: answer.status === 200 ? await lab.order(answer.body.order_id) : null };
};

describe('coupon/list', () => {
  it("lists running coupons of the module for the caller's zones, store coupons with their store", async () => {
    const { status, body } = await api.request({ url: ORDER.couponList, headers: lab.headers });
    expect(status).toBe(200);
    const codes = body.map((c: any) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['FRESH15', 'ONCE50', 'OLAYAONLY', 'BASKET']));
    expect(codes).not.toContain('MALAZONLY');
    expect(codes).not.toContain('SUMMER24');
    expect(codes).not.toContain('WELCOME10');
    const basket = body.find((c: any) => c.code === 'BASKET');
    expect(basket).toMatchObject({
      coupon_type: 'store_wise',
      store_id: lab.storeId,
      store_name: 'Fresh Basket Supermarket',
      data: JSON.stringify([String(lab.storeId)]),
    });
  });

  it('answers every module without a moduleId, titles in Arabic', async () => {
    const { body } = await api.request({
      url: ORDER.couponList,
      headers: { ...catalogHeaders([lab.zoneId]), 'x-localization': 'ar' },
    });
    const codes = body.map((c: any) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['FRESH15', 'WELCOME10', 'CARE10']));
    expect(body.find((c: any) => c.code === 'FRESH15').title).toBe('خصم ١٥ ريال على البقالة');
  });
});

describe('coupon/apply', () => {
  it('answers the coupon for a store it applies to', async () => {
    const guest = await lab.guest();
    const { status, body } = await guest.call('GET', ORDER.couponApply, {
      query: { code: 'fresh15', store_id: lab.storeId },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      code: 'FRESH15',
      discount: 15,
      discount_type: 'amount',
      min_purchase: 100,
      coupon_type: 'default',
    });
  });

  it('is not found for another store, another zone or an unknown code; expired says so', async () => {
    const guest = await lab.guest();
    for (const code of ['OTHERSTORE', 'MALAZONLY', 'NOPE']) {
      const { status, body } = await guest.call('GET', ORDER.couponApply, { query: { code, store_id: lab.storeId } });
      expect(status).toBe(404);
      expect(body.errors[0]).toMatchObject({ code: 'coupon_code', message: 'Coupon not found' });
    }
    const expired = await guest.call('GET', ORDER.couponApply, {
      query: { code: 'SUMMER24', store_id: lab.ids.store('burger-yard') },
      headers: { moduleid: String(lab.ids.modules.food) },
    });
    expect(expired.status).toBe(422);
    expect(expired.body.errors[0]).toMatchObject({ code: 'coupon_expired', message: 'Coupon expired' });
  });
});

describe('coupons at checkout', () => {
  it('default, percent capped by its max discount', async () => {
    const { status, order } = await place('PCT20CAP5');
    expect(status).toBe(200);
    // 20 % of 30.00 is 6.00, capped at 5.00; tax 10 % on 25.00.
    expect(order).toMatchObject({
      coupon_discount_amount: '5.000',
      coupon_code: 'PCT20CAP5',
      coupon_created_by: 'admin',
      total_tax_amount: '2.500',
      order_amount: '39.500',
    });
  });

  it('percent uncapped when max discount is 0', async () => {
    const { order } = await place('PCT20');
    expect(order).toMatchObject({ coupon_discount_amount: '6.000' });
  });

  it('zone-wise and store-wise coupons apply to their zone and store only', async () => {
    expect((await place('OLAYAONLY')).order).toMatchObject({ coupon_discount_amount: '3.000' });
    expect((await place('BASKET')).order).toMatchObject({ coupon_discount_amount: '3.000' });
    const other = await place('OTHERSTORE');
    expect(other.status).toBe(404);
  });

  it('free delivery: no price discount, the delivery charge waived and its original kept', async () => {
    const { order } = await place('SHIPFREE');
    expect(order).toMatchObject({
      coupon_discount_amount: '0.000',
      delivery_charge: '0.000',
      original_delivery_charge: '10.000',
      free_delivery_by: 'admin',
      order_amount: '35.000',
    });
  });

  it("below the minimum purchase: 'To apply this coupon,the minimum purchase amount is'", async () => {
    const { status, body } = await place('FRESH15');
    expect(status).toBe(422);
    expect(body.errors[0]).toMatchObject({
      code: 'coupon_min_purchase',
      message: 'To apply this coupon,the minimum purchase amount is 100.00 SAR',
    });
  });

  it('expired coupons are refused', async () => {
    await lab.sql(
      `update coupons set expire_date = current_date - 1, start_date = current_date - 10 where code = 'PCT20'`,
    );
    const { status, body } = await place('PCT20');
    expect(status).toBe(422);
    expect(body.errors[0].message).toBe('Coupon expired');
  });

  it('a per-user limit counts the orders of that customer', async () => {
    const customer = await lab.customer();
    const order = () =>
      customer.call('POST', ORDER.place, { payload: lab.buyNow(lab.items[0], 3, { coupon_code: 'TWICE' }) });
    expect((await order()).status).toBe(200);
    expect((await order()).status).toBe(200);
    const third = await order();
    expect(third.status).toBe(422);
    expect(third.body.errors[0].message).toBe('Coupon usage limit is over');
    // Another customer still may.
    expect((await place('TWICE')).status).toBe(200);
  });

  it('guests cannot use limited coupons', async () => {
    const guest = await lab.guest();
    const { status, body } = await guest.call('POST', ORDER.place, {
      payload: lab.buyNow(lab.items[0], 3, { coupon_code: 'TWICE' }),
    });
    expect(status).toBe(422);
    expect(body.errors[0].code).toBe('coupon_usage_limit');
  });
});
