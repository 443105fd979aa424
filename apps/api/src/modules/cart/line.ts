/**
 * One cart or buy-now line, validated and priced from the item as it is now
 * and the shopper's choice (spec §4–§5, reference §5.2 "Unit price"). Pure:
 * no I/O, no stored state; the cart service adds what depends on the rest of
 * the cart (one store per cart, totals across lines), checkout calls
 * priceLine for a buy-now line.
 *
 * The client's price is never read: the unit price comes from the item, the
 * chosen variation (non-food) or food options, and add-ons are priced per line.
 * Food choices may name groups and options in any language the item is
 * translated to (an Arabic client sends Arabic labels); they are matched by
 * position and kept in English, the canonical form.
 */
import {
  addOnTotal,
  canOrderItem,
  type AddOn,
  MIN_QUANTITY,
  moduleTracksStock,
  foodSelectionProblem,
  itemAvailability,
  OPTION_MESSAGES,
  productVariationProblem,
  quantityProblem,
  selectionUnitPrice,
  toMinor,
  unitPriceAfterDiscount,
  type FoodSelection,
  type FoodVariation,
  type LineDiscount,
  type LocalMoment,
  type Minor,
  type OptionProblem,
  type ProductVariation,
  type LanguageCode,
  type QuantityLimits,
  type StoreOrdering,
} from '@souq/domain';
import { AppError, notFound, unprocessable } from '../../http/errors.ts';
import type { ItemJson } from '../catalog/index.ts';
import { CART_MESSAGES } from './messages.ts';

export type CartModel = 'Item' | 'ItemCampaign';

/** What a shopper asks for, as read from an add, update or buy-now payload. */
export interface LineRequest {
  /** Absent: taken from the item. */
  model?: CartModel;
  quantity: number;
  /** Food: [{name, values: {label: [...]}}]; other modules: [{type, ...}]. */
  variation: unknown[];
  addOnIds: number[];
  addOnQtys: number[];
}

/** The stored, canonical choice: English food groups and labels in the item's order, or the variation type. */
export type StoredVariation = FoodSelection[] | { type: string }[];

export interface PricedLine extends LineAmounts {
  itemId: number;
  storeId: number;
  moduleId: number;
  model: CartModel;
  quantity: number;
  variation: StoredVariation;
  /** Identity of the line within a cart, with the item id: '' (no options), 'type:…' or 'food:[…]'. */
  variationKey: string;
  addOnIds: number[];
  addOnQtys: number[];
  limits: QuantityLimits;
}

export interface LineRules {
  /** The caller's language: option names in messages are written in it. */
  locale: LanguageCode;
  decimals: number;
  /** Now, on the business clock. */
  moment: LocalMoment;
  /** Campaign items need a signed-in customer. */
  signedIn: boolean;
  /** How the item's store takes orders now (storeOrdering of @souq/domain); 'now' when unknown. */
  storeOrdering?: (storeId: number) => StoreOrdering;
}

interface FoodGroupJson {
  name: string;
  type?: string;
  required?: string | boolean;
  min?: number | string;
  max?: number | string;
  values?: { label: string; optionPrice?: number | string }[];
}

/** The same item in other languages, for matching translated food choices. */
export type ItemTranslations = Map<string, ItemJson>;

/**
 * Validates a line against the item (in English) and prices it;
 * stock and maximum_cart_quantity are left to the caller, who knows what else
 * is in the cart (see assertQuantity). Throws the AppError the shopper should see.
 */
export function priceLine(
  item: ItemJson,
  translations: ItemTranslations,
  request: LineRequest,
  rules: LineRules,
): PricedLine {
  const isCampaign = Boolean(item.available_date_starts);
  const model: CartModel = isCampaign ? 'ItemCampaign' : 'Item';
  // The model names what the id refers to: a campaign id sent as an Item (or the reverse) is another, unknown thing.
  if (request.model && request.model !== model) throw notFound('item_id', 'Item not found.');
  if (isCampaign && !rules.signedIn) throw new AppError(401, 'login_required', CART_MESSAGES.campaignNeedsLogin);
  const availability = itemAvailability(item, rules.moment);
  if (availability === 'campaign_not_started' || availability === 'campaign_ended') {
    throw new AppError(409, 'campaign_not_running', CART_MESSAGES.campaignNotRunning);
  }
  // Issue 16, item 1: a closed store's item waits for no Place Order to be refused.
  if (rules.storeOrdering?.(item.store_id) === 'closed')
    throw new AppError(409, 'store_closed', CART_MESSAGES.storeClosed);
  if (!canOrderItem(item, rules.moment, { scheduleOrder: Boolean(item.schedule_order) })) {
    throw new AppError(409, 'item_not_available', CART_MESSAGES.notAvailableNow, {
      from: item.available_time_starts.slice(0, 5),
      to: item.available_time_ends.slice(0, 5),
    });
  }

  const tracksStock = tracksStockIn(item.module_type);
  const { groups, variations } = itemOptions(item, rules.decimals);

  let variation: StoredVariation = [];
  let variationKey = '';
  let stock = item.stock;
  if (groups.length) {
    const selection = readFoodSelection(item.food_variations as FoodGroupJson[], translations, request.variation);
    optionProblem(foodSelectionProblem(groups, selection), localGroupName(item, translations.get(rules.locale)));
    variation = selection;
    variationKey = selection.length ? `food:${JSON.stringify(selection.map((s) => [s.name, s.values.label]))}` : '';
  } else if (variations.length) {
    const type = chosenType(request.variation);
    optionProblem(productVariationProblem(variations, type, tracksStock ? 1 : 0));
    variation = [{ type: type! }];
    variationKey = `type:${type}`;
    stock = variations.find((v) => v.type === type)!.stock;
  }

  if (!Number.isInteger(request.quantity) || request.quantity < MIN_QUANTITY)
    throw unprocessable('quantity', CART_MESSAGES.quantityMinimum);
  const addOns = readAddOns(item, request.addOnIds, request.addOnQtys);
  return {
    itemId: item.id,
    storeId: item.store_id,
    moduleId: item.module_id,
    model,
    quantity: request.quantity,
    variation,
    variationKey,
    addOnIds: addOns.ids,
    addOnQtys: addOns.qtys,
    ...lineAmounts(item, variation, addOns.ids, addOns.qtys, rules.decimals),
    limits: { stock, tracksStock, maxCartQuantity: item.maximum_cart_quantity },
  };
}

export interface LineAmounts {
  /** Per unit, with the variation or food options, before discount, without add-ons. */
  unitPrice: Minor;
  discount: LineDiscount | null;
  /** Per unit. */
  unitDiscount: Minor;
  /** Σ add-on price × its quantity, once per line. */
  addOnTotal: Minor;
}

/**
 * The money of a stored choice at the item's current prices, without
 * validating it (a stored line whose option or add-on has gone prices what is
 * left; priceLine says whether it can still be ordered).
 */
export function lineAmounts(
  item: ItemJson,
  variation: StoredVariation,
  addOnIds: number[],
  addOnQtys: number[],
  decimals: number,
): LineAmounts {
  const { groups, variations, addOns } = itemOptions(item, decimals);
  const unitPrice = selectionUnitPrice({
    basePrice: toMinor(item.price, decimals),
    foodVariations: groups,
    foodSelection: groups.length ? (variation as FoodSelection[]) : undefined,
    variations,
    variationType: (variation[0] as { type?: string } | undefined)?.type ?? null,
  });
  const { discount, amount } = unitPriceAfterDiscount(unitPrice, discountInput(item), decimals);
  return { unitPrice, discount, unitDiscount: amount, addOnTotal: addOnTotal(addOns, addOnIds, addOnQtys) };
}

interface ItemOptions {
  decimals: number;
  groups: FoodVariation[];
  variations: ProductVariation[];
  addOns: AddOn[];
}

/**
 * Keyed by the item's variations array, which the catalog's cached item
 * shares across requests (until a catalog write): options are converted to
 * minor units once per cached item, not on every cart list.
 */
const optionsCache = new WeakMap<object, ItemOptions>();

/** The item's food groups, variations and add-ons with prices in minor units. */
function itemOptions(item: ItemJson, decimals: number): ItemOptions {
  const cached = optionsCache.get(item.variations);
  if (cached?.decimals === decimals) return cached;
  const options: ItemOptions = {
    decimals,
    groups: foodGroups(item.food_variations, decimals),
    variations: item.variations.map((v) => ({ type: v.type, price: toMinor(v.price, decimals), stock: v.stock })),
    addOns: item.add_ons.map((a) => ({ id: a.id, price: toMinor(a.price, decimals) })),
  };
  optionsCache.set(item.variations, options);
  return options;
}

/** The discount rules of an item as formatted now: a running flash sale replaces its own discount. */
export function discountInput(item: ItemJson) {
  const rule = { discount: item.discount, discount_type: item.discount_type };
  return item.flash_sale ? { flashSale: rule } : { item: rule, storeDiscountPercent: item.store_discount };
}

/** Rule (reference §5.10): grocery, pharmacy and ecommerce count stock; food does not (the domain's rule). */
export const tracksStockIn = moduleTracksStock;

/** A buy-now line: priceLine, and its quantity within stock and maximum_cart_quantity. */
export function priceBuyNowLine(
  item: ItemJson,
  translations: ItemTranslations,
  request: LineRequest,
  rules: LineRules,
): PricedLine {
  const line = priceLine(item, translations, request, rules);
  assertQuantity(line.quantity, line.limits);
  return line;
}

/** Rule: quantity ≥ 1, within stock (modules that track it) and within maximum_cart_quantity. */
export function assertQuantity(quantity: number, limits: QuantityLimits): void {
  const problem = quantityProblem(quantity, limits);
  if (problem === 'below_minimum') throw unprocessable('quantity', CART_MESSAGES.quantityMinimum);
  if (problem === 'out_of_stock') {
    throw limits.stock > 0
      ? new AppError(409, 'out_of_stock', CART_MESSAGES.outOfStockLeft, { count: limits.stock })
      : new AppError(409, 'out_of_stock', CART_MESSAGES.outOfStock);
  }
  if (problem === 'out_of_limits')
    throw unprocessable('out_of_limits', CART_MESSAGES.outOfLimits, { max: limits.maxCartQuantity! });
}

function foodGroups(json: unknown, decimals: number): FoodVariation[] {
  if (!Array.isArray(json)) return [];
  return (json as FoodGroupJson[]).map((g) => ({
    name: g.name,
    type: g.type === 'multi' ? 'multi' : 'single',
    required: g.required === true || g.required === 'on',
    min: Number(g.min ?? 0) || 0,
    max: Number(g.max ?? 0) || 0,
    values: (g.values ?? []).map((v) => ({ label: v.label, optionPrice: toMinor(v.optionPrice ?? 0, decimals) })),
  }));
}

/**
 * Rule (decision 17): an update that changes the quantity and posts the
 * item's whole add-on list, in the item's order, is a client echoing the
 * line's `item.addons` back (with 0s, or with running totals) from its
 * "+"/"−" buttons, not a new choice: the line keeps its stored add-ons.
 */
export function echoesAllAddOns(item: ItemJson, addOnIds: number[] | undefined): boolean {
  const all = item.add_ons.map((a) => a.id);
  return Boolean(addOnIds && all.length && addOnIds.length === all.length && all.every((id, i) => addOnIds[i] === id));
}

/** Labels of one chosen group, from {label: [...]}, {label: '...'} or a plain list. */
function labelsOf(values: unknown): string[] {
  const raw =
    values && typeof values === 'object' && !Array.isArray(values) ? (values as { label?: unknown }).label : values;
  const list = Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw];
  return list.map((label) => String(label).trim());
}

/**
 * The shopper's food choice in canonical form: English names and labels,
 * groups and labels in the item's order, empty groups left out. Names and
 * labels are found in English first, then by position in each translation.
 */
function readFoodSelection(english: FoodGroupJson[], translations: ItemTranslations, raw: unknown[]): FoodSelection[] {
  const translated = [...translations.values()].map((t) =>
    Array.isArray(t.food_variations) ? (t.food_variations as FoodGroupJson[]) : [],
  );
  const chosen = new Map<number, Set<number>>();
  for (const entry of raw) {
    if (!entry || typeof entry !== 'object') throw unprocessable('variation', CART_MESSAGES.variationFormat);
    const { name, values } = entry as { name?: unknown; values?: unknown };
    const groupName = String(name ?? '').trim();
    const index = findIndex(
      groupName,
      english.map((g) => g.name),
      translated.map((list) => list.map((g) => g.name)),
    );
    if (index < 0) throw unprocessable('variation', CART_MESSAGES.unknownGroup, { name: groupName });
    const picked = chosen.get(index) ?? new Set<number>();
    for (const label of labelsOf(values)) {
      const valueIndex = findIndex(
        label,
        (english[index].values ?? []).map((v) => v.label),
        translated.map((list) => (list[index]?.values ?? []).map((v) => v.label)),
      );
      if (valueIndex < 0) throw unprocessable('variation', OPTION_MESSAGES.unknownOption, { label, name: groupName });
      picked.add(valueIndex);
    }
    chosen.set(index, picked);
  }
  return english.flatMap((group, index) => {
    const picked = chosen.get(index);
    if (!picked?.size) return [];
    return [
      { name: group.name, values: { label: [...picked].sort((a, b) => a - b).map((i) => group.values![i].label) } },
    ];
  });
}

function findIndex(needle: string, english: string[], translated: string[][]): number {
  const index = english.indexOf(needle);
  if (index >= 0) return index;
  for (const list of translated) {
    const at = list.indexOf(needle);
    if (at >= 0) return at;
  }
  return -1;
}

/** Non-food: the type of the first variation sent ([{type, price, stock}]), or a bare type string. */
function chosenType(raw: unknown[]): string | null {
  const first = raw[0];
  if (typeof first === 'string') return first.trim() || null;
  const type = first && typeof first === 'object' ? (first as { type?: unknown }).type : undefined;
  return typeof type === 'string' && type.trim() ? type.trim() : null;
}

/** Group names in the shopper's language, for messages. */
function localGroupName(item: ItemJson, translation: ItemJson | undefined) {
  const local = translation?.food_variations as FoodGroupJson[] | undefined;
  const english = item.food_variations as FoodGroupJson[];
  return (name: string) => local?.[english.findIndex((g) => g.name === name)]?.name ?? name;
}

function optionProblem(problem: OptionProblem | null, rename: (name: string) => string = (n) => n): void {
  if (!problem) return;
  const vars = {
    ...problem.vars,
    ...(typeof problem.vars.name === 'string' ? { name: rename(problem.vars.name) } : {}),
  };
  if (problem.code === 'variationOutOfStock') throw new AppError(409, 'variation_out_of_stock', problem.message, vars);
  throw unprocessable('variation', problem.message, vars);
}

/**
 * Add-ons offered with the item (active, of its store), with whole quantities
 * aligned by index (missing = 1); a repeated id adds up. Sorted by id.
 * Rule (client-contract §6): 0 means not chosen — clients send every add-on
 * of the item with 0 for the ones the shopper left out.
 */
function readAddOns(item: ItemJson, ids: number[], qtys: number[]) {
  const offered = new Map(item.add_ons.filter((a) => a.store_id === item.store_id).map((a) => [a.id, a]));
  const quantities = new Map<number, number>();
  ids.forEach((id, index) => {
    if (!offered.has(id)) throw unprocessable('add_on_ids', CART_MESSAGES.addOnNotOffered);
    const quantity = qtys[index] ?? 1;
    if (!Number.isInteger(quantity) || quantity < 0) throw unprocessable('add_on_qtys', CART_MESSAGES.addOnQuantity);
    if (quantity === 0) return;
    quantities.set(id, (quantities.get(id) ?? 0) + quantity);
  });
  const sorted = [...quantities.keys()].sort((a, b) => a - b);
  return { ids: sorted, qtys: sorted.map((id) => quantities.get(id)!) };
}
