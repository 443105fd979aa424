import { describe, expect, it } from 'vitest';
import type { Prefs } from '../../lib/prefs.server.ts';
import { parseBuyNow } from './buy-now.server.ts';
import { paymentPageUrl, placeBody, readPlaceForm } from './place-order.server.ts';

const guest: Prefs = {
  locale: 'en',
  theme: 'light',
  location: null,
  zoneIds: [2],
  moduleId: 2,
  token: null,
  guestId: 'g-1',
};
const customer: Prefs = { ...guest, token: 't', guestId: null };

function form(fields: Record<string, string>, files: File[] = []) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  for (const file of files) f.append('order_attachment', file);
  return f;
}
const base = {
  order_type: 'delivery',
  payment_method: 'cash_on_delivery',
  store_id: '9',
  address: 'Olaya',
  latitude: '24.7',
  longitude: '46.6',
  contact_person_name: 'A',
  contact_person_number: '+966500000000',
};
const png = (name = 'rx.png') => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/png' });

describe('the order/place body the checkout sends', () => {
  it('sends the delivery instruction (a preset and free text as one) and cutlery, as the reference clients do', () => {
    const read = readPlaceForm(
      form({
        ...base,
        delivery_instruction_choice: 'Call me when you arrive',
        delivery_instruction_text: 'Gate 3',
        cutlery: '1',
      }),
      'cart',
      customer,
      null,
    );
    expect(read).toMatchObject({ body: { delivery_instruction: 'Call me when you arrive — Gate 3', cutlery: 1 } });
    const plain = readPlaceForm(form(base), 'cart', customer, null);
    expect('body' in plain && plain.body).not.toHaveProperty('delivery_instruction');
    expect('body' in plain && plain.body).not.toHaveProperty('cutlery');
  });

  it('sends the address for delivery, the guest id for guests, and tips only for delivery', () => {
    const read = readPlaceForm(
      form({ ...base, dm_tips: '10', schedule_at: '2026-11-22 21:00:00', coupon_code: 'SAVE' }),
      'cart',
      guest,
      null,
    );
    expect(read).toMatchObject({
      body: {
        order_type: 'delivery',
        payment_method: 'cash_on_delivery',
        store_id: 9,
        address: 'Olaya',
        latitude: '24.7',
        dm_tips: '10',
        guest_id: 'g-1',
        is_guest: 1,
        schedule_at: '2026-11-22 21:00:00',
        coupon_code: 'SAVE',
      },
    });
    const takeAway = readPlaceForm(form({ ...base, order_type: 'take_away', dm_tips: '10' }), 'cart', customer, null);
    expect('body' in takeAway && takeAway.body).not.toHaveProperty('dm_tips');
    expect('body' in takeAway && takeAway.body).not.toHaveProperty('address');
    expect('body' in takeAway && takeAway.body).not.toHaveProperty('guest_id');
  });

  it('passes typed amounts on as written for the API to judge: "0x10" is not read as 16 (issue 13, item 19)', () => {
    const body = (fields: Record<string, string>) => {
      const read = readPlaceForm(form({ ...base, ...fields }), 'cart', customer, null);
      return 'body' in read ? read.body : null;
    };
    expect(body({ dm_tips: '0x10', extra_packaging_amount: '1e1' })).toMatchObject({
      dm_tips: '0x10',
      extra_packaging_amount: '1e1',
    });
    expect(body({ dm_tips: '١٢٫٥' })).toMatchObject({ dm_tips: '12.5' });
    expect(body({ dm_tips: '0', extra_packaging_amount: ' ' })).not.toHaveProperty('dm_tips');
    expect(body({ dm_tips: '0' })).not.toHaveProperty('extra_packaging_amount');
  });

  it('sends a Buy Now line as is_buy_now and cart, without its price', () => {
    const line = parseBuyNow('buy_now', {
      item_id: 165,
      model: 'Item',
      quantity: 2,
      price: 1,
      variation: [{ type: 'Large', price: 99, stock: 3 }],
      add_on_ids: [4],
      add_on_qtys: [2],
    })!;
    expect(line.variation).toEqual([{ type: 'Large' }]);
    const read = readPlaceForm(form(base), 'buy_now', customer, line);
    expect('body' in read && read.body.is_buy_now).toBe(1);
    expect('body' in read && JSON.parse(String(read.body.cart))).toEqual([
      {
        item_id: 165,
        model: 'Item',
        item_type: 'App\\Models\\Item',
        quantity: 2,
        variation: [{ type: 'Large' }],
        add_on_ids: [4],
        add_on_qtys: [2],
      },
    ]);
    expect(readPlaceForm(form(base), 'buy_now', customer, null)).toEqual({ problem: 'checkout.buyNowExpired' });
  });

  it("prescriptions: required ones need an image ('Please upload your prescription image'), at most 3, images only", () => {
    expect(readPlaceForm(form({ ...base, prescription_required: '1' }), 'cart', customer, null)).toEqual({
      problem: 'checkout.prescriptionRequired',
    });
    expect(readPlaceForm(form(base, [png(), png(), png(), png()]), 'cart', customer, null)).toEqual({
      problem: 'checkout.maxImages',
    });
    expect(
      readPlaceForm(form(base, [new File(['%PDF'], 'rx.pdf', { type: 'application/pdf' })]), 'cart', customer, null),
    ).toEqual({ problem: 'validation.imageFormat' });
    const read = readPlaceForm(form({ ...base, prescription_required: '1' }, [png()]), 'cart', customer, null);
    const body = 'body' in read ? placeBody(read) : null;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).getAll('order_attachment[]')).toHaveLength(1);
    expect((body as FormData).get('payment_method')).toBe('cash_on_delivery');
  });

  it('offline payments carry the method and the fields the shopper filled in', () => {
    const read = readPlaceForm(
      form({
        ...base,
        payment_method: 'offline_payment',
        offline_method_id: '1',
        'offline[sender_name]': ' Sara ',
        offline_note: 'paid',
      }),
      'cart',
      customer,
      null,
    );
    expect(read).toMatchObject({ offline: { methodId: 1, note: 'paid', fields: { sender_name: 'Sara' } } });
    expect(readPlaceForm(form({ ...base, payment_method: 'offline_payment' }), 'cart', customer, null)).toEqual({
      problem: 'checkout.chooseOfflineMethod',
    });
    expect(readPlaceForm(form({ ...base, payment_method: 'bitcoin' }), 'cart', customer, null)).toEqual({
      problem: 'checkout.choosePayment',
    });
  });

  it("digital payments go to the payment page by the API's signed link, with the way back to the order", () => {
    expect(
      paymentPageUrl(
        'https://api.example/payment-mobile?order_id=100001&customer_id=42&payment_method=souq_pay&payment_platform=web&signature=abc.def.ghi',
        'souq_pay',
        '/my-orders/100001',
      ),
    ).toBe(
      '/payment-mobile?order_id=100001&customer_id=42&payment_method=souq_pay&payment_platform=web&signature=abc.def.ghi&callback=%2Fmy-orders%2F100001',
    );
  });
});
