/**
 * What a catalog product is before it belongs to a store: a bilingual name
 * and description, a base price and the module-specific details. Store
 * generators price and stock each template their own way.
 */
import type { AllergenKey, AttributeKey, Bi, FoodVariationKey, TagKey, UnitKey } from './reference.ts';

export interface ChoiceSpec {
  attribute: AttributeKey;
  /** [option, price added to the base price] */
  options: [string, number][];
}

export interface ProductTemplate {
  /** Slug base and image name. */
  key: string;
  name: Bi;
  description: Bi;
  price: number;
  /** Sub-category key (categories.ts). */
  category: string;
  unit?: UnitKey;
  veg?: boolean;
  halal?: boolean;
  organic?: boolean;
  /** [kcal, protein, carbohydrates, fat] */
  nutrition?: [number, number, number, number];
  allergens?: AllergenKey[];
  tags?: TagKey[];
  /** Daily availability window, local time. */
  window?: [string, string];
  foodVariations?: FoodVariationKey[];
  /** Offer the store's add-ons with this dish. */
  addOns?: boolean;
  choices?: ChoiceSpec[];
  generic?: Bi[];
  prescription?: boolean;
  basic?: boolean;
  condition?: string;
  brand?: string;
  maxQuantity?: number;
}

type Extra = Omit<ProductTemplate, 'key' | 'name' | 'description' | 'price' | 'category'>;

/** Compact constructor: product('chicken-kabsa', 'Chicken Kabsa', 'كبسة دجاج', 38, 'kabsa', [en, ar], {...}). */
export function product(
  key: string,
  en: string,
  ar: string,
  price: number,
  category: string,
  description: [string, string],
  extra: Extra = {},
): ProductTemplate {
  return { key, name: { en, ar }, description: { en: description[0], ar: description[1] }, price, category, ...extra };
}
