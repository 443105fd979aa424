import { describe, expect, it } from 'vitest';
import {
  toMoment,
  toOrderCard,
  toOrderLine,
  toOrderView,
  variationLabels,
  type OrderSettings,
} from './orders.server.ts';
import type { WireOrderLine as WireOrderDetail, WireTrackedOrder as WireOrder } from '@souq/api/answers';
import { answer } from '../../../test/answer-fixture.ts';

const settings: OrderSettings = { decimals: 2, timezone: 'Asia/Riyadh', refundActive: true };

/** An order as the API's track answers it (6amMart's order object). */
const order = answer<WireOrder>({
  id: 100001,
  order_status: 'confirmed',
  order_type: 'delivery',
  payment_status: 'unpaid',
  payment_method: 'cash_on_delivery',
  created_at: '2026-11-21T09:00:00.000Z',
  pending: '2026-11-21T09:00:00.000Z',
  confirmed: '2026-11-21T09:02:30.000Z',
  order_amount: 118.6,
  store_discount_amount: 5,
  flash_admin_discount_amount: 0,
  flash_store_discount_amount: 1.5,
  coupon_discount_amount: 10,
  coupon_code: 'SAVE10',
  total_tax_amount: 7.1,
  tax_status: 'excluded',
  delivery_charge: 12,
  dm_tips: 5,
  additional_charge: 2,
  extra_packaging_amount: 0,
  partially_paid_amount: 0,
  details_count: 2,
  delivery_address: {
    contact_person_name: 'Sara',
    contact_person_number: '+966500000001',
    address: 'Olaya St, Riyadh',
    road: '12',
    house: '4',
    floor: '',
  },
  store: {
    id: 3,
    name: 'Burger Yard',
    logo_full_url: '/storage/store/logo.png',
    phone: '+966110000000',
    address: 'King Fahd Rd',
  },
  delivery_man: null,
  min_delivery_time: 30,
  max_delivery_time: 40,
});

const lines = answer<WireOrderDetail[]>([
  {
    id: 1,
    order_id: 100001,
    item_id: 41,
    price: 32.5,
    quantity: 2,
    total_add_on_price: 6,
    variation: [{ name: 'Size', values: [{ label: 'Large', optionPrice: 4 }] }],
    add_ons: [{ id: 7, name: 'Cheese', price: 3, quantity: 2 }],
    item_details: { name: 'Classic Smash Burger', image_full_url: '/storage/item/41.png' },
    image_full_url: '/storage/item/41.png',
  },
  {
    id: 2,
    order_id: 100001,
    item_id: 50,
    price: 30,
    quantity: 1,
    total_add_on_price: 0,
    variation: [{ type: '1L', price: 30 }],
    add_ons: [],
    item_details: { name: 'Juice' },
  },
]);

describe('order mapping', () => {
  it('a card: id, status, store, amount in minor units, item count, time on the business clock', () => {
    expect(toOrderCard(order, settings)).toEqual({
      id: 100001,
      status: 'confirmed',
      orderType: 'delivery',
      placedAt: { date: '2026-11-21', time: '12:00' },
      amount: 11_860,
      itemCount: 2,
      store: { name: 'Burger Yard', logo: '/storage/store/logo.png' },
      parcelCategory: null,
    });
  });

  it('a parcel (issue 18): its category, the sender as the address, the receiver, who pays, and the route from sender to receiver', () => {
    const parcel = answer<WireOrder>({
      ...order,
      order_type: 'parcel',
      order_status: 'picked_up',
      store: null,
      details_count: 0,
      delivery_address: {
        contact_person_name: 'Sara Sender',
        contact_person_number: '+966551234567',
        address: 'Kingdom Centre',
        latitude: '24.7114',
        longitude: '46.6744',
      },
      receiver_details: {
        contact_person_name: 'Reem Receiver',
        contact_person_number: '+966557654321',
        address: 'Al Faisaliah Tower',
        latitude: '24.6905',
        longitude: '46.6853',
        floor: '3',
      },
      charge_payer: 'receiver',
      parcel_category: { id: 1, name: 'Documents', image_full_url: '/storage/parcel_category/documents.png' },
      delivery_man: { id: 7, f_name: 'Ali', lat: '24.70', lng: '46.68' },
    });
    expect(toOrderCard(parcel, settings).parcelCategory).toEqual({
      name: 'Documents',
      image: '/storage/parcel_category/documents.png',
    });
    const view = toOrderView(parcel, [], settings, { signedIn: true, owner: true });
    expect(view.address).toMatchObject({ contactName: 'Sara Sender', text: 'Kingdom Centre' });
    expect(view.parcel).toEqual({
      payer: 'receiver',
      receiver: {
        contactName: 'Reem Receiver',
        contactPhone: '+966557654321',
        text: 'Al Faisaliah Tower',
        type: null,
        extras: ['3'],
      },
    });
    expect(view.routeMap).toEqual({
      store: { lat: 24.7114, lng: 46.6744, name: 'Sara Sender' },
      customer: { lat: 24.6905, lng: 46.6853 },
      courier: { lat: 24.7, lng: 46.68 },
      // Picked up: the route runs from the courier (issue 19); before that from the sender.
      pickedUp: true,
    });
    expect(
      toOrderView({ ...parcel, order_status: 'handover' }, [], settings, { signedIn: true, owner: true }).routeMap,
    ).toMatchObject({ pickedUp: false });
    // Other orders have no parcel part.
    expect(toOrderView(order, lines, settings, { signedIn: true, owner: true }).parcel).toBeNull();
  });

  it('times without a zone are the database’s UTC', () => {
    expect(toMoment('2026-11-21 21:30:00', 'Asia/Riyadh')).toEqual({ date: '2026-11-22', time: '00:30' });
    expect(toMoment('not a time', 'UTC')).toBeNull();
  });

  it('variation labels from stored food variations, the cart’s shape, or other modules’ types', () => {
    expect(variationLabels([{ name: 'Size', values: [{ label: 'Large' }, { label: 'Spicy' }] }])).toEqual([
      'Large',
      'Spicy',
    ]);
    expect(variationLabels([{ name: 'Size', values: { label: ['Small'] } }])).toEqual(['Small']);
    expect(variationLabels([{ type: 'Red-XL', price: 10 }])).toEqual(['Red-XL']);
  });

  it('a line: unit price × quantity plus its add-ons', () => {
    expect(toOrderLine(lines[0], 2)).toMatchObject({
      name: 'Classic Smash Burger',
      quantity: 2,
      unitPrice: 3_250,
      variations: ['Large'],
      total: 7_100,
      addOns: [{ name: 'Cheese', quantity: 2, price: 300 }],
    });
  });

  it('the amounts of the order: subtotal, discounts, coupon, tax, delivery fee, tips, additional charge, total', () => {
    const view = toOrderView(order, lines, settings, { signedIn: true, owner: true });
    expect(view.amounts).toMatchObject({
      items: 9_500,
      addOns: 600,
      subtotal: 10_100,
      discount: 650,
      coupon: 1_000,
      couponCode: 'SAVE10',
      tax: 710,
      taxIncluded: false,
      deliveryFee: 1_200,
      freeDelivery: false,
      tips: 500,
      additionalCharge: 200,
      total: 11_860,
    });
    expect(view.reached).toBe(2);
    expect(view.stamps.confirmed).toEqual({ date: '2026-11-21', time: '12:02' });
    expect(view.address).toEqual({
      contactName: 'Sara',
      contactPhone: '+966500000001',
      text: 'Olaya St, Riyadh',
      type: null,
      extras: ['12', '4'],
    });
    expect(view.deliveryMinutes).toEqual([30, 40]);
    expect(view.live).toBe(true);
  });

  it('a pending order of its owner can be canceled; someone tracking it by phone sees no actions', () => {
    const pending = answer<WireOrder>({ ...order, order_status: 'pending' });
    expect(toOrderView(pending, lines, settings, { signedIn: false, owner: true }).actions).toEqual({
      cancel: true,
      switchToCod: false,
      refund: false,
      payNow: false,
    });
    expect(toOrderView(pending, [], settings, { signedIn: false, owner: false }).actions).toEqual({
      cancel: false,
      switchToCod: false,
      refund: false,
      payNow: false,
    });
  });

  it('an unpaid digital order of its owner offers Pay now; an offline one its proof, shown as sent (issue 20)', () => {
    const digital = answer<WireOrder>({
      ...order,
      order_status: 'pending',
      payment_method: 'digital_payment',
      payment_status: 'unpaid',
    });
    expect(toOrderView(digital, lines, settings, { signedIn: true, owner: true }).actions.payNow).toBe(true);
    expect(toOrderView(digital, lines, settings, { signedIn: true, owner: false }).actions.payNow).toBe(false);

    const offline = answer<WireOrder>({
      ...order,
      order_status: 'pending',
      payment_method: 'offline_payment',
      payment_status: 'unpaid',
      offline_payment: {
        data: {
          method_name: 'Bank Transfer',
          transaction_id: 'TRX-9',
          status: 'pending',
          method_id: 1,
          customer_note: 'Sent',
        },
        input: [{ user_input: 'transaction_id', user_data: 'TRX-9' }],
        method_fields: [{ input_name: 'account_number', input_data: 'SA03 8000' }],
      },
    });
    const view = toOrderView(offline, lines, settings, { signedIn: true, owner: true });
    expect(view.offlineProofOpen).toBe(true);
    expect(view.offlinePayment).toEqual({
      methodId: 1,
      methodName: 'Bank Transfer',
      status: 'pending',
      sent: [{ name: 'transaction_id', value: 'TRX-9' }],
      note: 'Sent',
      reply: null,
      details: [{ label: 'account number', value: 'SA03 8000' }],
    });
    // Not accepted: the store's reason reaches the shopper, who may send the proof again.
    const proof = offline.offline_payment!;
    const denied = answer<WireOrder>({
      ...offline,
      offline_payment: { ...proof, data: { ...proof.data, status: 'denied', admin_note: 'No such transfer' } },
    });
    const deniedView = toOrderView(denied, lines, settings, { signedIn: true, owner: true });
    expect(deniedView.offlinePayment).toMatchObject({ status: 'denied', reply: 'No such transfer' });
    expect(deniedView.offlineProofOpen).toBe(true);
    const verified = answer<WireOrder>({
      ...offline,
      offline_payment: { ...proof, data: { ...proof.data, status: 'verified' } },
    });
    expect(toOrderView(verified, lines, settings, { signedIn: true, owner: true }).offlineProofOpen).toBe(false);
    expect(toOrderView(offline, [], settings, { signedIn: false, owner: false }).offlinePayment).toBeNull();
  });

  it('take-away orders have no delivery address or fee line; free delivery shows as free', () => {
    expect(
      toOrderView({ ...order, order_type: 'take_away' }, lines, settings, { signedIn: true, owner: true }).address,
    ).toBeNull();
    expect(
      toOrderView({ ...order, delivery_charge: 0, free_delivery_by: 'admin' }, lines, settings, {
        signedIn: true,
        owner: true,
      }).amounts.freeDelivery,
    ).toBe(true);
  });

  it('the delivery instruction and the order note show apart, with cutlery (issue 20: kept on the order, shown on its page)', () => {
    const view = toOrderView(
      { ...order, delivery_instruction: 'Call me when you arrive — Gate 3', order_note: 'No onions', cutlery: 1 },
      lines,
      settings,
      { signedIn: true, owner: true },
    );
    expect(view).toMatchObject({ instruction: 'Call me when you arrive — Gate 3', note: 'No onions', cutlery: true });
    const plain = toOrderView({ ...order, order_note: 'No onions' }, lines, settings, { signedIn: true, owner: true });
    expect(plain).toMatchObject({ instruction: null, note: 'No onions', cutlery: false });
  });

  it('a canceled order carries its reason and who canceled it, and stops listening', () => {
    const view = toOrderView(
      {
        ...order,
        order_status: 'canceled',
        canceled: '2026-11-21T09:05:00Z',
        cancellation_reason: 'Ordered by mistake',
        canceled_by: 'customer',
      },
      lines,
      settings,
      { signedIn: true, owner: true },
    );
    expect(view).toMatchObject({
      cancellationReason: 'Ordered by mistake',
      canceledBy: 'customer',
      live: false,
      reached: 2,
    });
  });
});
