import { describe, expect, it } from 'vitest';
import type { ItemDetail } from '../catalog/types.ts';
import type { CartSelection } from '../item/selection.ts';
import {
  changesLine,
  findLine,
  increaseProblem,
  linesOfItem,
  variationKey,
  type CartLine,
  type CartView,
} from './cart-lines.ts';
import { freeDeliveryThreshold, selectionFromLine } from './drawer-rules.ts';

const line = (over: Partial<CartLine>): CartLine => ({
  id: 1,
  itemId: 82,
  storeId: 5,
  model: 'Item',
  name: 'Chicken Tikka Masala',
  image: null,
  moduleType: 'food',
  genericName: [],
  prescriptionRequired: false,
  variation: [],
  addOns: {},
  details: [],
  quantity: 1,
  total: 0,
  totalBeforeDiscount: 0,
  problem: null,
  limits: { stock: null, maxCartQuantity: null },
  ...over,
});

const tikka = line({
  id: 7,
  variation: [
    { name: 'Spice level', values: { label: ['Hot'] } },
    { name: 'Rice', values: { label: ['Saffron rice'] } },
  ],
  addOns: { 3: 2 },
  quantity: 2,
});
const tshirt = line({ id: 8, itemId: 300, variation: [{ type: 'Red-L' }], quantity: 1 });
const cart: CartView = { lines: [tikka, tshirt], subtotal: 0 };

const selection = (over: Partial<CartSelection>): CartSelection => ({
  item_id: 82,
  model: 'Item',
  price: 0,
  quantity: 2,
  variation: [],
  add_on_ids: [],
  add_on_qtys: [],
  ...over,
});

describe('the line of an item and variation (spec §4: Update To Cart)', () => {
  it('finds the food line whatever order the groups and labels were picked in', () => {
    const picked = selection({
      variation: [
        { name: 'Rice', values: { label: ['Saffron rice'] } },
        { name: 'Spice level', values: { label: ['Hot'] } },
      ],
    });
    expect(findLine(cart, picked)?.id).toBe(7);
  });

  it('another choice, another item or no choice is not that line', () => {
    expect(
      findLine(
        cart,
        selection({
          variation: [
            { name: 'Spice level', values: { label: ['Mild'] } },
            { name: 'Rice', values: { label: ['Saffron rice'] } },
          ],
        }),
      ),
    ).toBeNull();
    expect(
      findLine(cart, selection({ item_id: 83, variation: tikka.variation as CartSelection['variation'] })),
    ).toBeNull();
    expect(findLine(cart, selection({}))).toBeNull();
  });

  it('finds a product line by its variation type; its price and stock do not matter', () => {
    expect(findLine(cart, selection({ item_id: 300, variation: [{ type: 'Red-L', price: 12, stock: 3 }] }))?.id).toBe(
      8,
    );
    expect(findLine(cart, selection({ item_id: 300, variation: [{ type: 'Red-M', price: 12, stock: 3 }] }))).toBeNull();
  });

  it('a food line without choices and a product without variations have the same empty key', () => {
    expect(variationKey([])).toBe(variationKey([]));
    expect(variationKey([{ name: 'Extras', values: { label: [] } }])).toBe('[]');
  });

  it('lists every line of an item (cards show one stepper per item)', () => {
    expect(linesOfItem(cart, 82).map((l) => l.id)).toEqual([7]);
    expect(linesOfItem(cart, 999)).toEqual([]);
  });
});

describe("an update that changes nothing is not sent (spec §4: 'No changes found to update.')", () => {
  const same = selection({
    variation: tikka.variation as CartSelection['variation'],
    add_on_ids: [3],
    add_on_qtys: [2],
  });
  it('the same quantity, variation and add-ons change nothing', () => expect(changesLine(tikka, same)).toBe(false));
  it('a quantity, an add-on quantity, another add-on or another variation is a change', () => {
    expect(changesLine(tikka, { ...same, quantity: 3 })).toBe(true);
    expect(changesLine(tikka, { ...same, add_on_qtys: [1] })).toBe(true);
    expect(changesLine(tikka, { ...same, add_on_ids: [3, 4], add_on_qtys: [2, 1] })).toBe(true);
    expect(changesLine(tikka, { ...same, variation: [{ name: 'Spice level', values: { label: ['Mild'] } }] })).toBe(
      true,
    );
  });
});

const item = (over: Partial<ItemDetail>): ItemDetail =>
  ({
    id: 82,
    choiceOptions: [],
    variations: [],
    foodVariations: [],
    addOns: [],
    ...over,
  }) as ItemDetail;

describe('the item view starts from a cart line when the drawer edits it', () => {
  it('food: the chosen labels per group, the add-ons the item still offers, the quantity', () => {
    const food = item({
      foodVariations: [
        {
          name: 'Spice level',
          type: 'single',
          required: true,
          min: 1,
          max: 1,
          values: [{ label: 'Hot', optionPrice: 0 }],
        },
        {
          name: 'Rice',
          type: 'single',
          required: false,
          min: 0,
          max: 1,
          values: [{ label: 'Saffron rice', optionPrice: 400 }],
        },
      ],
      addOns: [{ id: 3, name: 'Garlic naan', price: 600 }],
    });
    expect(selectionFromLine(food, { ...tikka, addOns: { 3: 2, 99: 1 } })).toEqual({
      food: { 'Spice level': ['Hot'], Rice: ['Saffron rice'] },
      choices: [],
      addOns: { 3: 2 },
      quantity: 2,
    });
  });

  it('products: the one option per choice whose joined names are the variation type, even with a hyphen inside an option', () => {
    const shirt = item({
      choiceOptions: [
        { name: 'choice_1', title: 'Colour', options: ['Red', 'Blue-Grey'] },
        { name: 'choice_2', title: 'Size', options: ['M', 'L'] },
      ],
    });
    expect(selectionFromLine(shirt, tshirt).choices).toEqual(['Red', 'L']);
    expect(selectionFromLine(shirt, { ...tshirt, variation: [{ type: 'Blue-Grey-M' }] }).choices).toEqual([
      'Blue-Grey',
      'M',
    ]);
    // A variation the item no longer has starts on the first options.
    expect(selectionFromLine(shirt, { ...tshirt, variation: [{ type: 'Green-S' }] }).choices).toEqual(['Red', 'M']);
  });
});

describe('the free-delivery threshold of the drawer bar', () => {
  it('is the admin free delivery by order amount, in minor units', () => {
    expect(
      freeDeliveryThreshold(
        { admin_free_delivery: { status: true, type: 'free_delivery_by_order_amount', free_delivery_over: 200 } },
        2,
      ),
    ).toBe(20000);
  });
  it('is absent when free delivery is off, for every order, or without an amount', () => {
    expect(
      freeDeliveryThreshold(
        { admin_free_delivery: { status: false, type: 'free_delivery_by_order_amount', free_delivery_over: 200 } },
        2,
      ),
    ).toBeNull();
    expect(
      freeDeliveryThreshold(
        { admin_free_delivery: { status: true, type: 'free_delivery_to_all_store', free_delivery_over: 0 } },
        2,
      ),
    ).toBeNull();
    expect(freeDeliveryThreshold({ admin_free_delivery: null }, 2)).toBeNull();
  });
});

describe("'+' on a line (spec §5, §8: 'Out of Stock', 'Out of Limits')", () => {
  const rice = line({
    id: 20,
    itemId: 500,
    moduleType: 'grocery',
    variation: [{ type: '5 kg' }],
    quantity: 3,
    limits: { stock: 3, maxCartQuantity: 5 },
  });
  it("refuses one more once the line holds its variation's stock", () => {
    expect(increaseProblem({ lines: [rice], subtotal: 0 }, rice)).toBe('out_of_stock');
    expect(increaseProblem({ lines: [rice], subtotal: 0 }, { ...rice, quantity: 2 })).toBeNull();
  });
  it("refuses once the item's lines together hold its maximum cart quantity, food included", () => {
    const small = line({
      id: 21,
      itemId: 500,
      moduleType: 'grocery',
      variation: [{ type: '1 kg' }],
      quantity: 2,
      limits: { stock: 50, maxCartQuantity: 5 },
    });
    const other = line({ id: 22, itemId: 501, quantity: 9, limits: { stock: 50, maxCartQuantity: 5 } });
    expect(increaseProblem({ lines: [{ ...rice, quantity: 2 }, small], subtotal: 0 }, small)).toBeNull();
    expect(increaseProblem({ lines: [rice, small, other], subtotal: 0 }, small)).toBe('out_of_limits');
    const burger = line({ id: 23, quantity: 4, limits: { stock: null, maxCartQuantity: 4 } });
    expect(increaseProblem({ lines: [burger], subtotal: 0 }, burger)).toBe('out_of_limits');
  });
  it('lets food go on without a maximum: its module keeps no stock', () => {
    const burger = line({ id: 24, quantity: 400 });
    expect(increaseProblem({ lines: [burger], subtotal: 0 }, burger)).toBeNull();
  });
});
