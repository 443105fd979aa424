import { describe, expect, it } from 'vitest';
import {
  choicesForType,
  variationTypeLabel,
  addOnTotal,
  foodOptionsPrice,
  foodSelectionProblem,
  foodVariationsFromWire,
  priceRange,
  productVariationProblem,
  productVariationsFromWire,
  selectionUnitPrice,
  variationTypeOf,
  type FoodVariation,
} from './item-options.ts';

const size: FoodVariation = {
  name: 'Size',
  type: 'single',
  required: true,
  min: 1,
  max: 1,
  values: [
    { label: 'Regular', optionPrice: 0 },
    { label: 'Large', optionPrice: 400 },
  ],
};
const toppings: FoodVariation = {
  name: 'Toppings',
  type: 'multi',
  required: false,
  min: 2,
  max: 3,
  values: [
    { label: 'Cheese', optionPrice: 300 },
    { label: 'Jalapeño', optionPrice: 200 },
    { label: 'Egg', optionPrice: 250 },
    { label: 'Bacon', optionPrice: 500 },
  ],
};
const sauces: FoodVariation = {
  name: 'Sauces',
  type: 'multi',
  required: true,
  min: 1,
  max: 2,
  values: [
    { label: 'Garlic', optionPrice: 0 },
    { label: 'Tahini', optionPrice: 100 },
    { label: 'Chili', optionPrice: 100 },
  ],
};
const pick = (name: string, ...label: string[]) => ({ name, values: { label } });

describe('food variation selection (spec §5 item rules)', () => {
  it("a required variation needs a selection: 'Variation {name} can not remain without selection.'", () => {
    const p = foodSelectionProblem([size], []);
    expect(p).toMatchObject({
      code: 'variationRequired',
      message: 'Variation {name} can not remain without selection.',
      vars: { name: 'Size' },
    });
  });

  it("a multi variation must have between min and max choices: 'Selected variation named {name} must be in between Minimum {min} and Maximum {max}.'", () => {
    expect(foodSelectionProblem([toppings], [pick('Toppings', 'Cheese')])).toMatchObject({
      code: 'variationRange',
      vars: { name: 'Toppings', min: 2, max: 3 },
    });
    expect(foodSelectionProblem([toppings], [pick('Toppings', 'Cheese', 'Egg', 'Bacon', 'Jalapeño')])?.code).toBe(
      'variationRange',
    );
    expect(foodSelectionProblem([toppings], [pick('Toppings', 'Cheese', 'Egg')])).toBeNull();
  });

  it('an optional multi variation may be left empty; a required one may not', () => {
    expect(foodSelectionProblem([toppings], [])).toBeNull();
    expect(foodSelectionProblem([sauces], [])?.code).toBe('variationRequired');
  });

  it('rejects unknown options and two choices in a single group', () => {
    expect(foodSelectionProblem([size], [pick('Size', 'Huge')])?.code).toBe('unknownOption');
    expect(foodSelectionProblem([size], [pick('Size', 'Regular', 'Large')])?.code).toBe('singleChoice');
  });

  it('prices the unit as base price plus every selected option', () => {
    const selection = [pick('Size', 'Large'), pick('Toppings', 'Cheese', 'Egg')];
    expect(foodOptionsPrice([size, toppings], selection)).toBe(950);
    expect(selectionUnitPrice({ basePrice: 2000, foodVariations: [size, toppings], foodSelection: selection })).toBe(
      2950,
    );
  });
});

describe('product variations (non-food)', () => {
  const variations = [
    { type: 'Red-M', price: 9900, stock: 4 },
    { type: 'Red-XL', price: 10900, stock: 0 },
  ];
  it("the chosen variation's price replaces the base price", () => {
    expect(selectionUnitPrice({ basePrice: 9000, variations, variationType: 'Red-XL' })).toBe(10900);
  });
  it("an out-of-stock variation blocks buying: 'This variation is out of stock. Choose another variation to proceed further.'", () => {
    expect(productVariationProblem(variations, 'Red-XL', 1)?.message).toBe(
      'This variation is out of stock. Choose another variation to proceed further.',
    );
    expect(productVariationProblem(variations, 'Red-M', 5)?.code).toBe('variationOutOfStock');
    expect(productVariationProblem(variations, 'Red-M', 4)).toBeNull();
  });
  it('requires an existing variation when the item has variations', () => {
    expect(productVariationProblem(variations, null, 1)?.code).toBe('variationMissing');
    expect(productVariationProblem(variations, 'Blue-M', 1)?.code).toBe('variationNotFound');
    expect(productVariationProblem([], null, 1)).toBeNull();
  });
});

describe('add-ons and price ranges', () => {
  it('adds add-on price × add-on quantity once per line', () => {
    expect(
      addOnTotal(
        [
          { id: 1, price: 300 },
          { id: 2, price: 150 },
        ],
        [1, 2],
        [2, 1],
      ),
    ).toBe(750);
    expect(addOnTotal([{ id: 1, price: 300 }], [1, 99], [1, 1])).toBe(300);
  });
  it('spans the cheapest to the dearest variation', () => {
    expect(
      priceRange({
        basePrice: 9000,
        variations: [
          { type: 'a', price: 9900, stock: 1 },
          { type: 'b', price: 12900, stock: 1 },
        ],
      }),
    ).toEqual({ min: 9900, max: 12900 });
  });
  it('for food: required cheapest options up to every option allowed', () => {
    expect(priceRange({ basePrice: 2000, foodVariations: [size, toppings] })).toEqual({
      min: 2000,
      max: 2000 + 400 + 500 + 300 + 250,
    });
  });
});

describe('options as the API sends them (Product JSON)', () => {
  it("reads food variations: required 'on'/'off', min/max as numbers, option prices in minor units", () => {
    const wire = [
      {
        name: 'Patty',
        type: 'single',
        required: 'on',
        min: '1',
        max: '1',
        values: [
          { label: 'Single', optionPrice: 0 },
          { label: 'Double', optionPrice: '9.5' },
        ],
      },
    ];
    expect(foodVariationsFromWire(wire, 2)).toEqual([
      {
        name: 'Patty',
        type: 'single',
        required: true,
        min: 1,
        max: 1,
        values: [
          { label: 'Single', optionPrice: 0 },
          { label: 'Double', optionPrice: 950 },
        ],
      },
    ]);
    expect(foodVariationsFromWire([{ ...wire[0], type: 'multi', required: 'off' }], 2)[0]).toMatchObject({
      type: 'multi',
      required: false,
    });
    expect(foodVariationsFromWire(null, 2)).toEqual([]);
  });

  it('reads product variations with their stock', () => {
    expect(
      productVariationsFromWire(
        [
          { type: 'Black-128GB', price: 2419, stock: 16 },
          { type: 'Blue-256GB', price: '2819.5' },
        ],
        2,
      ),
    ).toEqual([
      { type: 'Black-128GB', price: 241900, stock: 16 },
      { type: 'Blue-256GB', price: 281950, stock: 0 },
    ]);
  });

  it('names a non-food variation by its chosen options joined with a hyphen, in the order of the choices', () => {
    expect(variationTypeOf(['Black', '128GB'])).toBe('Black-128GB');
    expect(variationTypeOf(['M'])).toBe('M');
  });
});

describe('variation types as a shopper reads them (issue 16, item 3)', () => {
  const choices = [
    { options: ['White', 'Dusty-Rose'], labels: ['أبيض', 'وردي باهت'] },
    { options: ['M', 'XL'], labels: ['وسط', 'كبير جداً'] },
  ];
  it('labels each chosen option in the page language, options holding "-" included', () => {
    expect(variationTypeLabel(choices, 'White-M')).toBe('أبيض-وسط');
    expect(variationTypeLabel(choices, 'Dusty-Rose-XL')).toBe('وردي باهت-كبير جداً');
    expect(choicesForType(choices, 'Dusty-Rose-XL')).toEqual(['Dusty-Rose', 'XL']);
  });
  it('keeps a type the choices no longer make as it was stored', () => {
    expect(variationTypeLabel(choices, 'Black-M')).toBe('Black-M');
    expect(variationTypeLabel([], 'White')).toBe('White');
  });
});
