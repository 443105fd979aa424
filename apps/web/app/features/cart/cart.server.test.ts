import { describe, expect, it } from 'vitest';
import type { WireCartLine } from '@souq/api/answers';
import { answer, type AnswerFixture } from '../../../test/answer-fixture.ts';
import { parseCartChange, toCartView } from './cart.server.ts';

const wire = (over: AnswerFixture<WireCartLine>): WireCartLine =>
  answer<WireCartLine>({
    id: 7,
    item_id: 82,
    store_id: 5,
    model: 'Item',
    quantity: 2,
    variation: [],
    add_on_ids: [],
    add_on_qtys: [],
    unit_price: 46,
    add_on_price: 0,
    total_price: 78.2,
    problem: null,
    item: {
      name: 'Chicken Tikka Masala',
      image_full_url: null,
      module_type: 'food',
      generic_name: [],
      is_prescription_required: 0,
      add_ons: [{ id: 3, name: 'Garlic naan' }],
    },
    ...over,
  });

describe('the cart the browser holds, from the API cart list', () => {
  it('prices lines in minor units: total after discount with add-ons, the price before the discount, the subtotal', () => {
    const view = toCartView(
      [
        wire({ add_on_ids: [3], add_on_qtys: [1], add_on_price: 6, total_price: 84.2 }),
        wire({ id: 8, quantity: 1, unit_price: 12, total_price: 12 }),
      ],
      2,
      'en',
    );
    expect(view.lines[0]).toMatchObject({
      id: 7,
      quantity: 2,
      total: 8420,
      totalBeforeDiscount: 9800,
      addOns: { 3: 1 },
    });
    expect(view.subtotal).toBe(9620);
  });

  it('describes the choices: food groups with their labels, add-ons with their quantity, or the product option', () => {
    const food = toCartView(
      [wire({ variation: [{ name: 'Spice level', values: { label: ['Hot'] } }], add_on_ids: [3], add_on_qtys: [2] })],
      2,
      'en',
    ).lines[0];
    expect(food.details).toEqual([
      { label: 'Spice level', value: 'Hot' },
      { label: '', value: 'Garlic naan × 2' },
    ]);
    const product = toCartView([wire({ variation: [{ type: '5 kg' }] })], 2, 'en').lines[0];
    expect(product.details).toEqual([{ label: '', value: '5 kg' }]);
    expect(product.variation).toEqual([{ type: '5 kg' }]);
  });

  it("writes an add-on quantity in the Arabic page's digits", () => {
    const line = toCartView([wire({ add_on_ids: [3], add_on_qtys: [12] })], 2, 'ar').lines[0];
    expect(line.details).toEqual([{ label: '', value: 'Garlic naan × ١٢' }]);
  });

  it("bounds '+' by the variation's stock (the item's without one) where the module keeps stock, and by the maximum", () => {
    const item = {
      name: 'Basmati Rice',
      image_full_url: null,
      module_type: 'grocery',
      stock: 40,
      maximum_cart_quantity: 6,
      variations: [
        { type: '5 kg', stock: 3 },
        { type: '1 kg', stock: 9 },
      ],
    };
    expect(toCartView([wire({ variation: [{ type: '5 kg' }], item })], 2, 'en').lines[0].limits).toEqual({
      stock: 3,
      maxCartQuantity: 6,
    });
    expect(
      toCartView([wire({ variation: [], item: { ...item, variations: [], maximum_cart_quantity: 0 } })], 2, 'en')
        .lines[0].limits,
    ).toEqual({ stock: 40, maxCartQuantity: null });
    expect(toCartView([wire({ item: { ...item, module_type: 'food' } })], 2, 'en').lines[0].limits.stock).toBeNull();
  });

  it('keeps the pharmacy facts and why a line cannot be ordered now', () => {
    const line = toCartView(
      [
        wire({
          problem: { code: 'out_of_stock', message: 'Out of Stock' },
          item: {
            name: 'Panadol',
            image_full_url: null,
            module_type: 'pharmacy',
            generic_name: ['Paracetamol'],
            is_prescription_required: 1,
          },
        }),
      ],
      2,
      'en',
    ).lines[0];
    expect(line).toMatchObject({ genericName: ['Paracetamol'], prescriptionRequired: true, problem: 'Out of Stock' });
  });
});

describe('POST /resources/cart accepts only well-formed changes', () => {
  const selection = {
    item_id: 82,
    model: 'Item',
    price: 0,
    quantity: 1,
    variation: [],
    add_on_ids: [],
    add_on_qtys: [],
  };
  it('reads each intent', () => {
    expect(parseCartChange({ intent: 'add', selection })).toEqual({ intent: 'add', selection });
    expect(parseCartChange({ intent: 'replace', selection })).toEqual({ intent: 'replace', selection });
    // The item's module travels with an add (another module's item moves the visitor there); nonsense is dropped.
    expect(parseCartChange({ intent: 'add', selection, moduleId: 3 })).toEqual({
      intent: 'add',
      selection,
      moduleId: 3,
    });
    expect(parseCartChange({ intent: 'add', selection, moduleId: 'pharmacy' })).toEqual({ intent: 'add', selection });
    expect(parseCartChange({ intent: 'update', cartId: 7, quantity: 3 })).toEqual({
      intent: 'update',
      cartId: 7,
      quantity: 3,
    });
    expect(parseCartChange({ intent: 'update', cartId: 7, selection })).toEqual({
      intent: 'update',
      cartId: 7,
      selection,
    });
    expect(parseCartChange({ intent: 'remove', cartId: 7 })).toEqual({ intent: 'remove', cartId: 7 });
    expect(parseCartChange({ intent: 'clear' })).toEqual({ intent: 'clear' });
  });
  it('refuses the rest', () => {
    for (const body of [
      null,
      'add',
      {},
      { intent: 'add' },
      { intent: 'add', selection: { item_id: 'x' } },
      { intent: 'update', cartId: 7, quantity: 0 },
      { intent: 'update', quantity: 2 },
      { intent: 'remove', cartId: -1 },
      { intent: 'drop' },
    ]) {
      expect(parseCartChange(body)).toBeNull();
    }
  });
});
