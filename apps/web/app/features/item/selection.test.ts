import { describe, expect, it } from 'vitest';
import type { ItemDetail } from '../catalog/types.ts';
import {
  cartSelection,
  chooseFoodValue,
  chooseOption,
  initialSelection,
  priceSelection,
  selectionProblem,
  setAddOnQuantity,
  setQuantity,
  toggleAddOn,
} from './selection.ts';

const base: ItemDetail = {
  id: 41,
  slug: 'classic-smash-burger',
  name: 'Classic Smash Burger',
  description: '',
  images: [],
  storeId: 3,
  storeSlug: 'burger-yard',
  storeName: 'Burger Yard',
  storeZoneId: 2,
  moduleId: 1,
  moduleType: 'food',
  unitType: null,
  basePrice: 2900,
  price: { min: 2900, max: 2900, originalMin: 2900, originalMax: 2900 },
  discount: null,
  badge: null,
  rating: 4,
  ratingCount: 10,
  ratings: [0, 0, 0, 0, 0],
  genericName: [],
  nutrition: [],
  allergens: [],
  categories: [],
  tags: [],
  brand: null,
  choiceOptions: [],
  variations: [],
  foodVariations: [],
  addOns: [],
  stock: 0,
  tracksStock: false,
  maxCartQuantity: null,
  veg: false,
  organic: false,
  halal: true,
  recommended: false,
  prescriptionRequired: false,
  availableTimeStarts: null,
  availableTimeEnds: null,
  availableDateStarts: null,
  availableDateEnds: null,
  scheduleOrder: false,
  model: 'Item',
};

const burger: ItemDetail = {
  ...base,
  foodVariations: [
    {
      name: 'Patty',
      type: 'single',
      required: true,
      min: 1,
      max: 1,
      values: [
        { label: 'Single', optionPrice: 0 },
        { label: 'Double', optionPrice: 900 },
      ],
    },
    {
      name: 'Extras',
      type: 'multi',
      required: false,
      min: 0,
      max: 3,
      values: [
        { label: 'Cheese', optionPrice: 300 },
        { label: 'Beef bacon', optionPrice: 500 },
        { label: 'Egg', optionPrice: 300 },
        { label: 'Jalapeño', optionPrice: 200 },
      ],
    },
  ],
  addOns: [
    { id: 12, name: 'Sweet potato fries', price: 1200 },
    { id: 14, name: 'Cheese sauce', price: 400 },
  ],
  discount: { source: 'store', type: 'percent', value: 20 },
};

const phone: ItemDetail = {
  ...base,
  id: 425,
  moduleType: 'ecommerce',
  basePrice: 241900,
  tracksStock: true,
  stock: 11,
  maxCartQuantity: 2,
  discount: { source: 'item', type: 'amount', value: 30000 },
  choiceOptions: [
    { name: 'choice_1', title: 'Color', options: ['Black', 'Blue'] },
    { name: 'choice_2', title: 'Storage', options: ['128GB', '256GB'] },
  ],
  variations: [
    { type: 'Black-128GB', price: 241900, stock: 16 },
    { type: 'Black-256GB', price: 281900, stock: 15 },
    { type: 'Blue-128GB', price: 241900, stock: 0 },
    { type: 'Blue-256GB', price: 281900, stock: 1 },
  ],
};

describe('food item selection (spec §4–§5)', () => {
  it("refuses a required variation left empty: 'Variation {name} can not remain without selection.'", () => {
    expect(selectionProblem(burger, initialSelection(burger))).toEqual({
      code: 'variationRequired',
      vars: { name: 'Patty' },
    });
  });

  it('totals (base + options) × quantity, less the discount, plus add-ons', () => {
    let s = chooseFoodValue(burger, initialSelection(burger), 'Patty', 'Double');
    s = chooseFoodValue(burger, s, 'Extras', 'Cheese');
    s = setQuantity(s, 2);
    s = toggleAddOn(s, 12);
    s = setAddOnQuantity(toggleAddOn(s, 14), 14, 2);
    // (29 + 9 + 3) × 2 = 82 − 20 % = 65.60, plus 12 + 4 × 2 = 20 → 85.60
    expect(priceSelection(burger, s)).toMatchObject({ unitPrice: 4100, addOnTotal: 2000, total: 8560 });
    expect(selectionProblem(burger, s)).toBeNull();
  });

  it('choosing a variation resets the quantity to 1', () => {
    const s = chooseFoodValue(burger, setQuantity(initialSelection(burger), 4), 'Patty', 'Single');
    expect(s.quantity).toBe(1);
  });

  it('a single group keeps one value; a multi group toggles and stops at its maximum', () => {
    let s = chooseFoodValue(burger, initialSelection(burger), 'Patty', 'Single');
    s = chooseFoodValue(burger, s, 'Patty', 'Double');
    expect(s.food.Patty).toEqual(['Double']);
    for (const label of ['Cheese', 'Beef bacon', 'Egg', 'Jalapeño']) s = chooseFoodValue(burger, s, 'Extras', label);
    expect(s.food.Extras).toEqual(['Cheese', 'Beef bacon', 'Egg']);
    expect(chooseFoodValue(burger, s, 'Extras', 'Egg').food.Extras).toEqual(['Cheese', 'Beef bacon']);
  });

  it("a multi group below its minimum: 'Selected variation named {name} must be in between Minimum {min} and Maximum {max}.'", () => {
    const sauces: ItemDetail = {
      ...burger,
      foodVariations: [
        {
          name: 'Sauces',
          type: 'multi',
          required: true,
          min: 2,
          max: 3,
          values: [
            { label: 'Garlic', optionPrice: 0 },
            { label: 'Chili', optionPrice: 0 },
          ],
        },
      ],
    };
    const s = chooseFoodValue(sauces, initialSelection(sauces), 'Sauces', 'Garlic');
    expect(selectionProblem(sauces, s)).toEqual({ code: 'variationRange', vars: { name: 'Sauces', min: 2, max: 3 } });
  });

  it('taking the last unit of an add-on off unchecks it', () => {
    const s = setAddOnQuantity(toggleAddOn(initialSelection(burger), 12), 12, 0);
    expect(s.addOns).toEqual({});
  });

  it('builds the cart payload in the wire shape: variation [{name, values: {label}}], add-on ids and quantities by index', () => {
    let s = chooseFoodValue(burger, initialSelection(burger), 'Patty', 'Double');
    s = setAddOnQuantity(toggleAddOn(s, 14), 14, 3);
    expect(cartSelection(burger, s, 2)).toEqual({
      item_id: 41,
      model: 'Item',
      price: 42.4,
      quantity: 1,
      variation: [{ name: 'Patty', values: { label: ['Double'] } }],
      add_on_ids: [14],
      add_on_qtys: [3],
    });
  });
});

describe('non-food item selection', () => {
  it('starts on the first option of every choice and prices that variation', () => {
    const s = initialSelection(phone);
    expect(s.choices).toEqual(['Black', '128GB']);
    expect(priceSelection(phone, s)).toMatchObject({
      variation: { type: 'Black-128GB' },
      unitPrice: 241900,
      total: 211900,
    });
  });

  it("an out-of-stock variation blocks buying: 'This variation is out of stock. Choose another variation to proceed further.'", () => {
    const s = chooseOption(initialSelection(phone), 0, 'Blue');
    expect(priceSelection(phone, s)).toMatchObject({ variationOutOfStock: true, outOfStock: false });
    expect(selectionProblem(phone, s)).toEqual({ code: 'variationOutOfStock', vars: {} });
    expect(selectionProblem(phone, chooseOption(s, 1, '256GB'))).toBeNull();
  });

  it("bounds the stepper by the chosen variation's stock and the maximum cart quantity", () => {
    const s = chooseOption(chooseOption(initialSelection(phone), 0, 'Blue'), 1, '256GB');
    expect(priceSelection(phone, s).limits).toEqual({ stock: 1, tracksStock: true, maxCartQuantity: 2 });
    expect(selectionProblem(phone, setQuantity(chooseOption(initialSelection(phone), 1, '256GB'), 3))).toEqual({
      code: 'outOfLimits',
      vars: {},
    });
  });

  it('sends the chosen variation as [{type, price, stock}]', () => {
    expect(cartSelection(phone, initialSelection(phone), 2)).toMatchObject({
      price: 2119,
      variation: [{ type: 'Black-128GB', price: 2419, stock: 16 }],
      add_on_ids: [],
      add_on_qtys: [],
    });
  });

  it('an item without variations that keeps stock and has none is out of stock', () => {
    const soap: ItemDetail = { ...base, moduleType: 'grocery', tracksStock: true, stock: 0 };
    expect(priceSelection(soap, initialSelection(soap)).outOfStock).toBe(true);
    expect(selectionProblem(soap, initialSelection(soap))).toEqual({ code: 'outOfStock', vars: {} });
  });
});
