import { describe, expect, it } from 'vitest';
import { toItemCard, toItemDetail, toStoreCard } from './cards.server.ts';
import type { WireItem, WireStore } from '@souq/api/answers';
import { answer } from '../../../test/answer-fixture.ts';

const item = answer<WireItem>({
  id: 41,
  name: 'Classic Smash Burger',
  slug: 'classic-smash-burger',
  description: 'Two patties',
  image_full_url: 'http://x/a.svg',
  images_full_url: ['http://x/a.svg', 'http://x/b.svg'],
  store_id: 3,
  store_name: 'Burger Yard',
  module_id: 1,
  module_type: 'food',
  zone_id: 2,
  category_ids: [{ id: '7', position: 0, name: 'Burgers' }],
  unit_type: null,
  price: 29,
  discount: 0,
  discount_type: 'percent',
  store_discount: 20,
  flash_sale: 0,
  stock: 0,
  maximum_cart_quantity: null,
  avg_rating: 4.33,
  rating_count: 3,
  choice_options: [],
  variations: [],
  food_variations: [
    {
      name: 'Patty',
      type: 'single',
      required: 'on',
      min: 1,
      max: 1,
      values: [
        { label: 'Single', optionPrice: 0 },
        { label: 'Double', optionPrice: 9 },
      ],
    },
  ],
  add_ons: [{ id: 12, name: 'Fries', price: 12, store_id: 3, status: 1 }],
  available_time_starts: '00:00:00',
  available_time_ends: '23:59:59',
  available_date_starts: null,
  available_date_ends: null,
  schedule_order: false,
  veg: 0,
  organic: 0,
  recommended: 1,
  is_halal: 1,
  halal_tag_status: 1,
  is_prescription_required: 0,
  generic_name: [],
  nutritions_name: [],
  allergies_name: [],
  tags: [{ id: 1, tag: 'bestseller', name: 'bestseller' }],
  brand: null,
});

describe('product card prices (spec §2: the discounted price with the old price struck)', () => {
  it('spans the required options and takes the running store discount off both ends', () => {
    expect(toItemCard(item, 2)).toMatchObject({
      price: { min: 2320, max: 3040, originalMin: 2900, originalMax: 3800 },
      badge: { kind: 'percent', percent: 20 },
    });
  });

  it('shows a flash sale amount as the amount off', () => {
    const flash = toItemCard(
      { ...item, food_variations: [], discount: 10, discount_type: 'amount', store_discount: 0, flash_sale: 1 },
      2,
    );
    expect(flash).toMatchObject({ price: { min: 1900, originalMin: 2900 }, badge: { kind: 'amount', amount: 1000 } });
  });

  it('marks halal only when the store shows halal tags, and campaign items', () => {
    expect(toItemCard(item, 2).halal).toBe(true);
    expect(toItemCard({ ...item, halal_tag_status: 0 }, 2).halal).toBe(false);
    expect(toItemCard({ ...item, available_date_starts: '2026-11-20' }, 2).campaign).toBe(true);
  });

  it('is sold out only in a module that keeps stock, and only when no variation has any', () => {
    expect(toItemCard(item, 2).soldOut).toBe(false);
    const grocery = { ...item, module_type: 'grocery', food_variations: [] };
    expect(toItemCard({ ...grocery, stock: 0 }, 2).soldOut).toBe(true);
    expect(
      toItemCard(
        {
          ...grocery,
          stock: 0,
          variations: [
            { type: '1 L', price: 7, stock: 0 },
            { type: '2 L', price: 12, stock: 3 },
          ],
        },
        2,
      ).soldOut,
    ).toBe(false);
  });
});

describe('item detail', () => {
  it('keeps options in minor units and lists each picture once', () => {
    const detail = toItemDetail(item, 2);
    expect(detail.images).toEqual(['http://x/a.svg', 'http://x/b.svg']);
    expect(detail.foodVariations[0].values[1].optionPrice).toBe(900);
    expect(detail.addOns).toEqual([{ id: 12, name: 'Fries', price: 1200 }]);
    expect(detail).toMatchObject({
      model: 'Item',
      tracksStock: false,
      discount: { source: 'store', type: 'percent', value: 20 },
    });
  });

  it('sends campaign items to the cart as ItemCampaign', () => {
    expect(toItemDetail({ ...item, available_date_starts: '2026-11-20' }, 2).model).toBe('ItemCampaign');
  });
});

describe('store card', () => {
  it('shows a running store discount as a percent badge and keeps the delivery window', () => {
    const store = answer<WireStore>({
      id: 3,
      name: 'Burger Yard',
      slug: 'burger-yard',
      logo_full_url: null,
      cover_photo_full_url: null,
      address: 'Tahlia Street',
      avg_rating: 4,
      rating_count: 61,
      min_delivery_time: 25,
      max_delivery_time: 35,
      distance: 1825,
      open: 1,
      free_delivery: false,
      discount: {
        discount: 20,
        discount_type: 'percent',
        min_purchase: 40,
        max_discount: 25,
        end_date: '2027-03-21',
        end_time: '16:00:00',
      },
      module_id: 1,
      module_type: 'food',
      zone_id: 2,
    });
    expect(toStoreCard(store, 2)).toMatchObject({
      open: true,
      deliveryMinutes: [25, 35],
      distance: 1825,
      badge: { kind: 'percent', percent: 20 },
    });
    expect(toStoreCard({ ...store, discount: null }, 2).badge).toBeNull();
  });
});
