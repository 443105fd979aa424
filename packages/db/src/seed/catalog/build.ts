/**
 * Turns templates into rows: stores with hours, discounts and add-ons, and
 * their items with prices, stock, options, translations and reviews. Used by
 * the demo seed and the benchmark scale scenario alike.
 */
import { ratingSummary } from '@souq/domain';
import type { Queryable } from '../../client.ts';
import { ADD_ONS } from './food.ts';
import { CATEGORIES } from './categories.ts';
import { BRANDS } from './ecommerce.ts';
import { REVIEW_COMMENTS, STAR_WEIGHTS, type Reviewer } from './people.ts';
import { CONDITIONS } from './pharmacy.ts';
import { addDays, type Random } from './random.ts';
import {
  ALLERGENS,
  ATTRIBUTES,
  TAGS,
  UNITS,
  foodVariationsJson,
  nutritionLines,
  optionValueAr,
  type TagKey,
} from './reference.ts';
import { HOURS, type StoreModuleType, type StoreSpec } from './stores.ts';
import type { ProductTemplate } from './templates.ts';
import { CatalogWriter } from './writer.ts';

const TIMESTAMP = 'timestamptz';

/** Every catalog table, parents first, with the columns the seed writes. */
export async function openCatalogWriter(tx: Queryable): Promise<CatalogWriter> {
  const w = new CatalogWriter();
  await w.table(tx, 'units', { unit: 'text' });
  await w.table(tx, 'attributes', { name: 'text' });
  await w.table(tx, 'tags', { tag: 'text' });
  await w.table(tx, 'categories', {
    module_id: 'integer',
    parent_id: 'integer',
    position: 'smallint',
    name: 'text',
    slug: 'text',
    image: 'text',
    priority: 'integer',
    featured: 'boolean',
  });
  await w.table(tx, 'brands', { module_id: 'integer', name: 'text', slug: 'text', image: 'text' });
  await w.table(tx, 'common_conditions', { module_id: 'integer', name: 'text', slug: 'text' });
  await w.table(tx, 'users', {
    f_name: 'text',
    l_name: 'text',
    email: 'text',
    phone: 'text',
    ref_code: 'text',
    current_language_key: 'text',
    is_phone_verified: 'boolean',
    created_at: TIMESTAMP,
  });
  await w.table(tx, 'stores', {
    module_id: 'integer',
    zone_id: 'integer',
    name: 'text',
    slug: 'text',
    phone: 'text',
    email: 'text',
    logo: 'text',
    cover_photo: 'text',
    address: 'text',
    latitude: 'double precision',
    longitude: 'double precision',
    minimum_order: 'numeric',
    tax: 'numeric',
    delivery_time: 'text',
    delivery: 'boolean',
    take_away: 'boolean',
    schedule_order: 'boolean',
    order_place_to_schedule_interval: 'integer',
    status: 'boolean',
    active: 'boolean',
    featured: 'boolean',
    veg: 'boolean',
    non_veg: 'boolean',
    cutlery: 'boolean',
    prescription_order: 'boolean',
    free_delivery: 'boolean',
    self_delivery_system: 'boolean',
    minimum_shipping_charge: 'numeric',
    per_km_shipping_charge: 'numeric',
    maximum_shipping_charge: 'numeric',
    announcement: 'boolean',
    announcement_message: 'text',
    is_recommended: 'boolean',
    halal_tag_status: 'boolean',
    extra_packaging_status: 'boolean',
    extra_packaging_amount: 'numeric',
    rating: 'integer[]',
    order_count: 'integer',
    total_order: 'integer',
    meta_title: 'text',
    meta_description: 'text',
    created_at: TIMESTAMP,
  });
  await w.table(tx, 'store_schedules', {
    store_id: 'integer',
    day: 'smallint',
    opening_time: 'time',
    closing_time: 'time',
  });
  await w.table(
    tx,
    'store_discounts',
    {
      store_id: 'integer',
      discount: 'numeric',
      min_purchase: 'numeric',
      max_discount: 'numeric',
      start_date: 'date',
      end_date: 'date',
      start_time: 'time',
      end_time: 'time',
    },
    false,
  );
  await w.table(tx, 'add_ons', { store_id: 'integer', name: 'text', price: 'numeric' });
  await w.table(tx, 'items', {
    module_id: 'integer',
    store_id: 'integer',
    category_id: 'integer',
    category_ids: 'integer[]',
    name: 'text',
    slug: 'text',
    description: 'text',
    image: 'text',
    images: 'jsonb',
    unit_id: 'integer',
    price: 'numeric',
    discount: 'numeric',
    discount_type: 'text',
    attributes: 'integer[]',
    choice_options: 'jsonb',
    variations: 'jsonb',
    food_variations: 'jsonb',
    add_on_ids: 'integer[]',
    available_time_starts: 'time',
    available_time_ends: 'time',
    available_date_starts: 'date',
    available_date_ends: 'date',
    stock: 'integer',
    maximum_cart_quantity: 'integer',
    veg: 'boolean',
    recommended: 'boolean',
    organic: 'boolean',
    is_halal: 'boolean',
    is_prescription_required: 'boolean',
    is_basic: 'boolean',
    common_condition_id: 'integer',
    brand_id: 'integer',
    generic_name: 'text[]',
    nutritions: 'text[]',
    allergies: 'text[]',
    rating: 'integer[]',
    avg_rating: 'numeric',
    rating_count: 'integer',
    order_count: 'integer',
    created_at: TIMESTAMP,
  });
  await w.table(tx, 'item_tag', { item_id: 'integer', tag_id: 'integer' }, false);
  await w.table(tx, 'reviews', {
    item_id: 'integer',
    store_id: 'integer',
    module_id: 'integer',
    user_id: 'integer',
    rating: 'smallint',
    comment: 'text',
    reply: 'text',
    replied_at: TIMESTAMP,
    created_at: TIMESTAMP,
  });
  await w.table(tx, 'campaigns', {
    module_id: 'integer',
    title: 'text',
    description: 'text',
    image: 'text',
    start_date: 'date',
    end_date: 'date',
    start_time: 'time',
    end_time: 'time',
  });
  await w.table(tx, 'campaign_store', { campaign_id: 'integer', store_id: 'integer' }, false);
  await w.table(tx, 'flash_sales', {
    module_id: 'integer',
    title: 'text',
    admin_discount_percentage: 'numeric',
    vendor_discount_percentage: 'numeric',
    start_date: TIMESTAMP,
    end_date: TIMESTAMP,
  });
  await w.table(tx, 'flash_sale_items', {
    flash_sale_id: 'integer',
    item_id: 'integer',
    stock: 'integer',
    sold: 'integer',
    discount: 'numeric',
    discount_type: 'text',
    discount_amount: 'numeric',
    price: 'numeric',
  });
  await w.table(tx, 'banners', {
    module_id: 'integer',
    zone_id: 'integer',
    title: 'text',
    type: 'text',
    data: 'integer',
    image: 'text',
    link: 'text',
    featured: 'boolean',
    created_by: 'text',
  });
  await w.table(
    tx,
    'translations',
    { translationable_type: 'text', translationable_id: 'integer', locale: 'text', key: 'text', value: 'text' },
    false,
  );
  return w;
}

export interface ModuleRef {
  id: number;
  type: StoreModuleType;
  zoneIds: number[];
}

/** Ids of the shared vocabulary, by key. */
export interface Refs {
  modules: Map<StoreModuleType, ModuleRef>;
  zones: Map<string, number>;
  units: Map<string, number>;
  attributes: Map<string, { id: number; name: string }>;
  tags: Map<string, number>;
  /** Sub-category key → [root id, sub id]. */
  categories: Map<string, [number, number]>;
  brands: Map<string, number>;
  conditions: Map<string, number>;
  reviewers: { id: number; language: 'en' | 'ar' }[];
}

export function translate(w: CatalogWriter, type: string, id: number, key: string, value: string): void {
  w.add('translations', { translationable_type: type, translationable_id: id, locale: 'ar', key, value });
}

/** Modules and zones from the platform seed. */
export async function loadPlatformRefs(tx: Queryable): Promise<Pick<Refs, 'modules' | 'zones'>> {
  const modules = await tx.query<{ id: number; module_type: StoreModuleType; zone_ids: number[] }>(
    `select m.id, m.module_type, array_remove(array_agg(mz.zone_id order by mz.zone_id), null) as zone_ids
       from modules m left join module_zone mz on mz.module_id = m.id
      where m.module_type in ('food', 'grocery', 'pharmacy', 'ecommerce') group by m.id order by m.id`,
  );
  const zones = await tx.query<{ id: number; name: string }>('select id, name from zones');
  return {
    modules: new Map(modules.map((m) => [m.module_type, { id: m.id, type: m.module_type, zoneIds: m.zone_ids }])),
    zones: new Map(zones.map((z) => [z.name, z.id])),
  };
}

/** Units, option kinds, tags, categories, brands, conditions and reviewers of a fresh catalog. */
export function addVocabulary(
  w: CatalogWriter,
  platform: Pick<Refs, 'modules' | 'zones'>,
  reviewers: Reviewer[],
  now: Date,
): Refs {
  const refs: Refs = {
    ...platform,
    units: new Map(),
    attributes: new Map(),
    tags: new Map(),
    categories: new Map(),
    brands: new Map(),
    conditions: new Map(),
    reviewers: [],
  };
  for (const [key, unit] of Object.entries(UNITS)) {
    const row = w.add('units', { unit: unit.en });
    translate(w, 'unit', row.id, 'unit', unit.ar);
    refs.units.set(key, row.id);
  }
  for (const [key, attribute] of Object.entries(ATTRIBUTES)) {
    const row = w.add('attributes', { name: attribute.en });
    translate(w, 'attribute', row.id, 'name', attribute.ar);
    refs.attributes.set(key, { id: row.id, name: attribute.en });
  }
  for (const [key, tag] of Object.entries(TAGS)) {
    const row = w.add('tags', { tag: tag.en });
    translate(w, 'tag', row.id, 'tag', tag.ar);
    refs.tags.set(key, row.id);
  }
  for (const [type, trees] of Object.entries(CATEGORIES) as [StoreModuleType, (typeof CATEGORIES)['food']][]) {
    const moduleId = refs.modules.get(type)!.id;
    trees.forEach((tree, index) => {
      const root = w.add('categories', {
        module_id: moduleId,
        parent_id: null,
        position: 0,
        name: tree.en,
        slug: tree.key,
        image: `${tree.key}.svg`,
        priority: trees.length - index,
        featured: Boolean(tree.featured),
      });
      translate(w, 'category', root.id, 'name', tree.ar);
      tree.children.forEach((child, childIndex) => {
        const sub = w.add('categories', {
          module_id: moduleId,
          parent_id: root.id,
          position: 1,
          name: child.en,
          slug: child.key,
          image: `${child.key}.svg`,
          priority: tree.children.length - childIndex,
          featured: false,
        });
        translate(w, 'category', sub.id, 'name', child.ar);
        refs.categories.set(child.key, [root.id, sub.id]);
      });
    });
  }
  for (const [key, brand] of Object.entries(BRANDS)) {
    const row = w.add('brands', {
      module_id: refs.modules.get('ecommerce')!.id,
      name: brand.en,
      slug: key,
      image: `${key}.svg`,
    });
    translate(w, 'brand', row.id, 'name', brand.ar);
    refs.brands.set(key, row.id);
  }
  for (const [key, condition] of Object.entries(CONDITIONS)) {
    const row = w.add('common_conditions', {
      module_id: refs.modules.get('pharmacy')!.id,
      name: condition.en,
      slug: key,
    });
    translate(w, 'common_condition', row.id, 'name', condition.ar);
    refs.conditions.set(key, row.id);
  }
  reviewers.forEach((r, index) => {
    const row = w.add('users', {
      f_name: r.f_name,
      l_name: r.l_name,
      email: r.email,
      phone: r.phone,
      ref_code: `REVIEWER${String(index + 1).padStart(2, '0')}`,
      current_language_key: r.language,
      is_phone_verified: true,
      created_at: new Date(now.getTime() - (400 - index * 20) * 86_400_000).toISOString(),
    });
    refs.reviewers.push({ id: row.id, language: r.language });
  });
  return refs;
}

/** The vocabulary of an already seeded catalog (the scale scenario adds to the demo). */
export async function loadRefs(tx: Queryable): Promise<Refs> {
  const platform = await loadPlatformRefs(tx);
  const byKey = async (sql: string) =>
    new Map((await tx.query<{ key: string; id: number }>(sql)).map((r) => [r.key, r.id]));
  const unitNames = new Map(Object.entries(UNITS).map(([key, unit]) => [unit.en, key]));
  const attributeKeys = new Map(Object.entries(ATTRIBUTES).map(([key, a]) => [a.en, key]));
  const tagKeys = new Map(Object.entries(TAGS).map(([key, t]) => [t.en, key]));
  const units = await tx.query<{ id: number; unit: string }>('select id, unit from units');
  const attributes = await tx.query<{ id: number; name: string }>('select id, name from attributes');
  const tags = await tx.query<{ id: number; tag: string }>('select id, tag from tags');
  const categories = await tx.query<{ slug: string; id: number; parent_id: number | null }>(
    'select slug, id, parent_id from categories where parent_id is not null',
  );
  const reviewers = await tx.query<{ id: number; language: 'en' | 'ar' }>(
    `select id, current_language_key as language from users where email like '%@reviewers.souq.example' order by id`,
  );
  return {
    ...platform,
    units: new Map(units.map((u) => [unitNames.get(u.unit) ?? u.unit, u.id])),
    attributes: new Map(attributes.map((a) => [attributeKeys.get(a.name) ?? a.name, { id: a.id, name: a.name }])),
    tags: new Map(tags.map((t) => [tagKeys.get(t.tag) ?? t.tag, t.id])),
    categories: new Map(categories.map((c) => [c.slug, [c.parent_id!, c.id]])),
    brands: await byKey('select slug as key, id from brands'),
    conditions: await byKey('select slug as key, id from common_conditions'),
    reviewers,
  };
}

export interface StoreRecord {
  id: number;
  spec: StoreSpec;
  module: ModuleRef;
  row: Record<string, unknown> & {
    rating: number[];
    order_count: number;
    total_order: number;
    veg: boolean;
    non_veg: boolean;
  };
  addOnIds: number[];
  itemsByKey: Map<string, ItemRecord>;
}

export interface ItemRecord {
  id: number;
  price: number;
  template: ProductTemplate;
}

export interface BuildContext {
  w: CatalogWriter;
  refs: Refs;
  random: Random;
  now: Date;
  /** 'YYYY-MM-DD' in the business time zone. */
  today: string;
  /** Write reviews rows (the demo) or only rating counts (the scale scenario). */
  reviewRows: boolean;
}

/**
 * A store with its weekly hours (one day off: weekday `dayOff`), store
 * discount, add-ons and settings.
 */
export function addStore(ctx: BuildContext, spec: StoreSpec, dayOff: number, serial: number): StoreRecord {
  const { w, refs, random, now, today } = ctx;
  const module = refs.modules.get(spec.module)!;
  const zoneId = refs.zones.get(spec.zone);
  if (!zoneId) throw new Error(`Unknown zone ${spec.zone} for store ${spec.key}`);
  const [minShip, perKm, maxShip] = spec.selfDelivery ?? [0, 0, null];
  const row = w.add('stores', {
    module_id: module.id,
    zone_id: zoneId,
    name: spec.name.en,
    slug: spec.key,
    phone: `+9661${String(12_000_000 + serial * 7919).slice(-8)}`,
    email: `hello@${spec.key}.souq.example`,
    logo: `${spec.key}-logo.svg`,
    cover_photo: `${spec.key}-cover.svg`,
    address: spec.address.en,
    latitude: spec.lat,
    longitude: spec.lng,
    minimum_order: spec.minimumOrder,
    tax: spec.tax ?? 15,
    delivery_time: spec.deliveryTime,
    delivery: true,
    take_away: spec.takeAway ?? spec.module !== 'ecommerce',
    schedule_order: Boolean(spec.scheduleOrder),
    order_place_to_schedule_interval: spec.scheduleOrder ? 30 : 0,
    status: true,
    active: spec.active ?? true,
    featured: Boolean(spec.featured),
    veg: spec.module !== 'food',
    non_veg: spec.module !== 'food',
    cutlery: Boolean(spec.cutlery),
    prescription_order: Boolean(spec.prescriptionOrder),
    free_delivery: Boolean(spec.freeDelivery),
    self_delivery_system: Boolean(spec.selfDelivery),
    minimum_shipping_charge: minShip,
    per_km_shipping_charge: perKm,
    maximum_shipping_charge: maxShip,
    announcement: Boolean(spec.announcement),
    announcement_message: spec.announcement?.en ?? null,
    is_recommended: Boolean(spec.recommended),
    halal_tag_status: Boolean(spec.halal),
    extra_packaging_status: Boolean(spec.extraPackaging),
    extra_packaging_amount: spec.extraPackaging ?? 0,
    rating: [0, 0, 0, 0, 0],
    order_count: 0,
    total_order: 0,
    meta_title: `${spec.name.en} — order online`,
    meta_description: `${spec.name.en}, ${spec.address.en}. Delivery in ${spec.deliveryTime}.`,
    created_at: new Date(now.getTime() - random.int(20, 700) * 86_400_000).toISOString(),
  });
  translate(w, 'store', row.id, 'name', spec.name.ar);
  translate(w, 'store', row.id, 'address', spec.address.ar);
  if (spec.announcement) translate(w, 'store', row.id, 'announcement_message', spec.announcement.ar);

  for (let day = 0; day < 7; day++) {
    if (day === dayOff) continue;
    for (const [opening_time, closing_time] of HOURS[spec.hours])
      w.add('store_schedules', { store_id: row.id, day, opening_time, closing_time });
  }
  if (spec.discount) {
    const [start_time, end_time] = spec.discount.hours ?? ['00:00:00', '23:59:59'];
    w.add('store_discounts', {
      store_id: row.id,
      discount: spec.discount.percent,
      min_purchase: spec.discount.minPurchase,
      max_discount: spec.discount.maxDiscount,
      start_date: addDays(today, -5),
      end_date: addDays(today, 120),
      start_time,
      end_time,
    });
  }
  const addOnIds: number[] = [];
  if (spec.module === 'food') {
    for (const [en, ar, price] of ADD_ONS[spec.range as string] ?? []) {
      const addOn = w.add('add_ons', { store_id: row.id, name: en, price });
      translate(w, 'add_on', addOn.id, 'name', ar);
      addOnIds.push(addOn.id);
    }
  }
  return { id: row.id, spec, module, row: row as StoreRecord['row'], addOnIds, itemsByKey: new Map() };
}

const cartesian = <T>(lists: T[][]): T[][] =>
  lists.reduce<T[][]>((acc, list) => acc.flatMap((prefix) => list.map((v) => [...prefix, v])), [[]]);

/** What a store charges for a product: restaurants their menu price, shops a little above or below the usual. */
function storePrice(random: Random, base: number, module: StoreModuleType): number {
  if (module === 'food') return base;
  if (base >= 100) return Math.max(9, Math.round((base * (1 + (random.next() * 2 - 1) * 0.05)) / 10) * 10 - 1);
  return random.price(base, 0.06);
}

function ownDiscount(
  random: Random,
  module: StoreModuleType,
  price: number,
): { discount: number; discount_type: 'percent' | 'amount' } {
  const roll = random.next();
  if (roll < 0.13) return { discount: random.pick([10, 15, 20, 25]), discount_type: 'percent' };
  if (roll < 0.22) {
    const amount =
      module === 'ecommerce'
        ? Math.max(10, Math.round((price * 0.1) / 10) * 10)
        : random.pick(module === 'grocery' ? [1, 2, 3] : [2, 3, 5]);
    return { discount: Math.min(amount, Math.floor(price / 2)), discount_type: 'amount' };
  }
  return { discount: 0, discount_type: 'percent' };
}

function pickStars(random: Random): number {
  let roll = random.int(1, 100);
  for (const [stars, weight] of STAR_WEIGHTS) {
    if ((roll -= weight) <= 0) return stars;
  }
  return 5;
}

export interface ItemOptions {
  /** Campaign date window ('YYYY-MM-DD'). */
  campaign?: { starts: string; ends: string };
  /** Reviews to write: [min, max] per item. */
  reviews: [number, number];
}

/** One product of a store, with translations, tags and reviews. */
export function addItem(ctx: BuildContext, store: StoreRecord, t: ProductTemplate, options: ItemOptions): ItemRecord {
  const { w, refs, random, now } = ctx;
  const module = store.spec.module;
  const category = refs.categories.get(t.category);
  if (!category) throw new Error(`Unknown category ${t.category} for ${t.key}`);
  const price = storePrice(random, t.price, module);
  const tracksStock = module !== 'food';

  // Non-food options: every combination is a variation with its own price and stock.
  const choices = t.choices ?? [];
  let variations: { type: string; price: number; stock: number }[] = [];
  if (choices.length) {
    const outOfStockItem = random.chance(0.04);
    variations = cartesian(choices.map((c) => c.options)).map((combo) => ({
      type: combo.map(([option]) => option).join('-'),
      price: Math.round((price + combo.reduce((sum, [, delta]) => sum + delta, 0)) * 100) / 100,
      stock: outOfStockItem || random.chance(0.15) ? 0 : random.int(2, 30),
    }));
  }
  const basePrice = variations.length ? Math.min(...variations.map((v) => v.price)) : price;
  const stock = !tracksStock
    ? 0
    : variations.length
      ? variations.reduce((sum, v) => sum + v.stock, 0)
      : random.chance(0.05)
        ? 0
        : random.int(4, 150);
  const { discount, discount_type } = ownDiscount(random, module, basePrice);
  const bestseller = t.tags?.includes('bestseller') ?? false;

  // Reviews first, so the item row carries its rating counts.
  const counts = [0, 0, 0, 0, 0];
  const reviewCount = random.int(options.reviews[0], options.reviews[1]) + (bestseller ? 2 : 0);
  const reviewers = random.sample(refs.reviewers, reviewCount);
  const reviews = reviewers.map((reviewer) => {
    const stars = pickStars(random);
    counts[stars - 1]++;
    return { reviewer, stars };
  });
  const summary = ratingSummary(counts);
  const orderCount = bestseller ? random.int(150, 420) : random.int(0, 160);

  const attributeIds = choices.map((c) => refs.attributes.get(c.attribute)!.id);
  const item = w.add('items', {
    module_id: store.module.id,
    store_id: store.id,
    category_id: category[1],
    category_ids: category,
    name: t.name.en,
    slug: `${t.key}-${store.spec.key}`,
    description: t.description.en,
    image: `${t.key}.svg`,
    images: (module === 'food' || module === 'ecommerce' ? [1, 2, 3] : [1, 2]).map((n) =>
      n === 1 ? `${t.key}.svg` : `${t.key}-${n}.svg`,
    ),
    unit_id: t.unit ? (refs.units.get(t.unit) ?? null) : null,
    price: basePrice,
    discount,
    discount_type,
    attributes: attributeIds,
    choice_options: choices.map((c, i) => ({
      name: `choice_${i + 1}`,
      attribute_id: attributeIds[i],
      title: refs.attributes.get(c.attribute)!.name,
      options: c.options.map(([o]) => o),
    })),
    variations,
    food_variations: t.foodVariations ? foodVariationsJson(t.foodVariations, 'en') : [],
    add_on_ids: t.addOns
      ? random.sample(store.addOnIds, random.int(2, Math.min(4, store.addOnIds.length))).sort((a, b) => a - b)
      : [],
    available_time_starts: t.window?.[0] ?? '00:00:00',
    available_time_ends: t.window?.[1] ?? '23:59:59',
    available_date_starts: options.campaign?.starts ?? null,
    available_date_ends: options.campaign?.ends ?? null,
    stock,
    maximum_cart_quantity: t.maxQuantity ?? (random.chance(0.08) ? random.int(3, 6) : null),
    veg: Boolean(t.veg),
    recommended: random.chance(bestseller ? 0.6 : 0.12),
    organic: Boolean(t.organic),
    is_halal: Boolean(t.halal),
    is_prescription_required: Boolean(t.prescription),
    is_basic: Boolean(t.basic),
    common_condition_id: t.condition ? (refs.conditions.get(t.condition) ?? null) : null,
    brand_id: t.brand ? (refs.brands.get(t.brand) ?? null) : null,
    generic_name: (t.generic ?? []).map((g) => g.en),
    nutritions: t.nutrition ? nutritionLines(t.nutrition).map((n) => n.en) : [],
    allergies: (t.allergens ?? []).map((a) => ALLERGENS[a].en),
    rating: counts,
    avg_rating: summary.avg_rating,
    rating_count: summary.rating_count,
    order_count: orderCount,
    created_at: new Date(now.getTime() - random.int(60, 150 * 24 * 60) * 60_000).toISOString(),
  });

  translate(w, 'item', item.id, 'name', t.name.ar);
  translate(w, 'item', item.id, 'description', t.description.ar);
  if (choices.length)
    translate(
      w,
      'item',
      item.id,
      'choice_options',
      JSON.stringify(choices.map((c) => c.options.map(([o]) => optionValueAr(o)))),
    );
  if (t.foodVariations)
    translate(w, 'item', item.id, 'food_variations', JSON.stringify(foodVariationsJson(t.foodVariations, 'ar')));
  if (t.nutrition)
    translate(w, 'item', item.id, 'nutritions', JSON.stringify(nutritionLines(t.nutrition).map((n) => n.ar)));
  if (t.allergens?.length)
    translate(w, 'item', item.id, 'allergies', JSON.stringify(t.allergens.map((a) => ALLERGENS[a].ar)));
  if (t.generic?.length) translate(w, 'item', item.id, 'generic_name', JSON.stringify(t.generic.map((g) => g.ar)));
  for (const tag of t.tags ?? []) w.add('item_tag', { item_id: item.id, tag_id: refs.tags.get(tag as TagKey)! });

  if (ctx.reviewRows) {
    const comments = REVIEW_COMMENTS[module];
    for (const { reviewer, stars } of reviews) {
      const written = new Date(now.getTime() - random.int(1, 200) * 86_400_000);
      const replied = stars <= 3 && random.chance(0.5);
      w.add('reviews', {
        item_id: item.id,
        store_id: store.id,
        module_id: store.module.id,
        user_id: reviewer.id,
        rating: stars,
        comment: random.pick(comments[stars as 5][reviewer.language]),
        reply: replied
          ? reviewer.language === 'ar'
            ? 'شكراً لملاحظتك، نعتذر ونعمل على التحسين.'
            : 'Thank you for telling us — we are sorry and we are on it.'
          : null,
        replied_at: replied ? new Date(written.getTime() + 86_400_000).toISOString() : null,
        created_at: written.toISOString(),
      });
    }
  }

  store.row.rating = store.row.rating.map((c, i) => c + counts[i]);
  store.row.order_count += Math.round(orderCount / 3);
  store.row.total_order += orderCount;
  if (module === 'food') {
    if (t.veg) store.row.veg = true;
    else store.row.non_veg = true;
  }
  const record = { id: item.id, price: basePrice, template: t };
  store.itemsByKey.set(t.key, record);
  return record;
}
