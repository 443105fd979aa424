/**
 * The benchmark scenario: 500 more stores and 10,000 more items on top of
 * the demo city, generated deterministically from the same product lists
 * (names combine proper names, store kinds and districts in both
 * languages). Reviews are summarized as rating counts only.
 */
import { pointInPolygon, type LatLng } from '@souq/domain';
import type { Database } from '../../client.ts';
import { addItem, addStore, loadRefs, openCatalogWriter, type BuildContext } from './build.ts';
import { ECOMMERCE } from './ecommerce.ts';
import { CUISINES, SHARED_MENU } from './food.ts';
import { GROCERY } from './grocery.ts';
import { ANALYZE_CATALOG, businessDate, REVIEWS_PER_ITEM } from './index.ts';
import { PHARMACY } from './pharmacy.ts';
import { createRandom, type Random } from './random.ts';
import type { Bi } from './reference.ts';
import { HOURS, type HoursPattern, type StoreModuleType, type StoreSpec } from './stores.ts';
import type { ProductTemplate } from './templates.ts';

export const SCALE_SEED = 500_10_000;

export interface ScaleOptions {
  stores?: number;
  items?: number;
  now?: Date;
}

const NAMES: [string, string][] = [
  ['Al Noor', 'النور'],
  ['Al Waha', 'الواحة'],
  ['Al Yasmin', 'الياسمين'],
  ['Al Rawdah', 'الروضة'],
  ['Al Fursan', 'الفرسان'],
  ['Al Sahra', 'الصحراء'],
  ['Al Qamar', 'القمر'],
  ['Al Najm', 'النجم'],
  ['Al Bustan', 'البستان'],
  ['Al Manar', 'المنار'],
  ['Al Safwa', 'الصفوة'],
  ['Al Khair', 'الخير'],
  ['Al Diyafa', 'الضيافة'],
  ['Al Masa', 'الماسة'],
  ['Al Reef', 'الريف'],
];

const KINDS: Record<StoreModuleType, [en: string, ar: string, range: string][]> = {
  food: [
    ['Kitchen', 'مطبخ', 'saudi'],
    ['Grill', 'مشويات', 'levant'],
    ['Burgers', 'برجر', 'burgers'],
    ['Pizzeria', 'بيتزا', 'italian'],
    ['Curry House', 'بيت الكاري', 'indian'],
    ['Sushi Bar', 'سوشي', 'asian'],
    ['Café', 'مقهى', 'cafe'],
  ],
  grocery: [
    ['Market', 'أسواق', 'all'],
    ['Mini Mart', 'ميني ماركت', 'all'],
    ['Supermarket', 'سوبرماركت', 'all'],
    ['Fresh Store', 'متجر الطازج', 'all'],
  ],
  pharmacy: [
    ['Pharmacy', 'صيدلية', 'all'],
    ['Care Pharmacy', 'صيدلية الرعاية', 'all'],
  ],
  ecommerce: [
    ['Electronics', 'إلكترونيات', 'electronics'],
    ['Boutique', 'بوتيك', 'fashion'],
    ['Home Store', 'متجر المنزل', 'home-kitchen'],
    ['Sports', 'رياضة', 'sports'],
    ['Beauty', 'تجميل', 'beauty'],
  ],
};

const ECOMMERCE_RANGES: Record<string, string[]> = {
  electronics: ['phones', 'computers', 'audio', 'accessories'],
  fashion: ['men', 'women', 'shoes'],
  'home-kitchen': ['appliances', 'cookware', 'decor'],
  sports: ['fitness', 'outdoor', 'shoes'],
  beauty: ['fragrance', 'makeup'],
};

const DISTRICTS: Record<string, Bi> = {
  'Riyadh Central': { en: 'Al Murabba', ar: 'المربع' },
  'Al Olaya': { en: 'Al Olaya', ar: 'العليا' },
  'Al Malaz': { en: 'Al Malaz', ar: 'الملز' },
  'Al Nakheel': { en: 'Al Nakheel', ar: 'النخيل' },
  Diriyah: { en: 'Diriyah', ar: 'الدرعية' },
  'Airport District': { en: 'Airport', ar: 'المطار' },
};

const MODULES: StoreModuleType[] = ['food', 'grocery', 'pharmacy', 'ecommerce'];

export async function seedScale(db: Database, options: ScaleOptions = {}): Promise<void> {
  const { stores = 500, items = 10_000, now = new Date() } = options;
  await db.transaction(async (tx) => {
    const refs = await loadRefs(tx);
    const zones = await tx.query<{ name: string; coordinates: { outer: [number, number][] } }>(
      'select name, coordinates from zones',
    );
    const outlines = new Map(zones.map((z) => [z.name, z.coordinates.outer.map(([lat, lng]) => ({ lat, lng }))]));
    const zoneNames = new Map([...refs.zones].map(([name, id]) => [id, name]));
    const w = await openCatalogWriter(tx);
    const random = createRandom(SCALE_SEED);
    const ctx: BuildContext = { w, refs, random, now, today: businessDate(now), reviewRows: false };
    const [firstStoreId] = await tx.query<{ next: number }>('select coalesce(max(id), 0)::int + 1 as next from stores');

    for (let i = 0; i < stores; i++) {
      const module = MODULES[i % MODULES.length];
      const zone = zoneNames.get(random.pick(refs.modules.get(module)!.zoneIds))!;
      const spec = storeSpec(random, module, zone, firstStoreId.next + i, outlines.get(zone)!);
      const store = addStore(ctx, spec, i % 7, 1000 + i);
      const count = Math.floor(items / stores) + (i < items % stores ? 1 : 0);
      for (const template of pickProducts(random, spec, count))
        addItem(ctx, store, template, { reviews: REVIEWS_PER_ITEM[module] });
    }
    await w.flush(tx);
    await tx.query('select refresh_item_search_text(array_agg(id)) from items where store_id >= $1', [
      firstStoreId.next,
    ]);
    await tx.query(ANALYZE_CATALOG);
  });
}

function storeSpec(
  random: Random,
  module: StoreModuleType,
  zone: string,
  serial: number,
  outline: LatLng[],
): StoreSpec {
  const [nameEn, nameAr] = random.pick(NAMES);
  const [kindEn, kindAr, range] = random.pick(KINDS[module]);
  const district = DISTRICTS[zone];
  const { lat, lng } = pointIn(random, outline);
  const discount = random.chance(0.2)
    ? {
        percent: random.pick([5, 10, 15, 20]),
        minPurchase: random.pick([0, 30, 50, 100]),
        maxDiscount: random.pick([20, 30, 50]),
      }
    : undefined;
  return {
    key: `${nameEn} ${kindEn} ${serial}`.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    module,
    name: { en: `${nameEn} ${kindEn} (${district.en})`, ar: `${kindAr} ${nameAr} (${district.ar})` },
    address: {
      en: `Street ${random.int(1, 90)}, ${district.en}, Riyadh`,
      ar: `شارع ${random.int(1, 90)}، ${district.ar}، الرياض`,
    },
    zone,
    lat,
    lng,
    range,
    hours: random.pick(Object.keys(HOURS) as HoursPattern[]),
    deliveryTime: random.pick(['15-25 min', '20-30 min', '30-40 min', '40-55 min', '60-90 min']),
    minimumOrder: random.pick([0, 10, 20, 30, 50]),
    freeDelivery: random.chance(0.15),
    selfDelivery: random.chance(0.2)
      ? [random.pick([5, 8, 10]), random.pick([1, 1.5, 2]), random.pick([20, 30, 40])]
      : undefined,
    scheduleOrder: random.chance(0.4),
    featured: random.chance(0.1),
    recommended: random.chance(0.1),
    halal: module === 'food' || module === 'grocery',
    cutlery: module === 'food' && random.chance(0.5),
    prescriptionOrder: module === 'pharmacy' && random.chance(0.5),
    active: !random.chance(0.03),
    discount,
  };
}

/** `count` products: the store's speciality first, the rest of its module's list after. */
function pickProducts(random: Random, spec: StoreSpec, count: number): ProductTemplate[] {
  const [primary, rest] = (() => {
    switch (spec.module) {
      case 'food':
        return [CUISINES[spec.range as string], SHARED_MENU];
      case 'grocery':
        return [GROCERY, []];
      case 'pharmacy':
        return [PHARMACY, []];
      case 'ecommerce': {
        const range = ECOMMERCE_RANGES[spec.range as string];
        return [
          ECOMMERCE.filter((t) => range.includes(t.category)),
          ECOMMERCE.filter((t) => !range.includes(t.category)),
        ];
      }
    }
  })();
  const own = random.sample(primary, count);
  const picked = [...own, ...random.sample(rest, count - own.length)];
  if (picked.length < count) throw new Error(`Not enough products for ${count} items in a ${spec.module} store`);
  return picked;
}

/** A random point inside a zone outline (rejection sampling in its bounding box). */
function pointIn(random: Random, outline: LatLng[]): LatLng {
  const lats = outline.map((p) => p.lat);
  const lngs = outline.map((p) => p.lng);
  for (;;) {
    const point = {
      lat: Math.round((Math.min(...lats) + random.next() * (Math.max(...lats) - Math.min(...lats))) * 1e5) / 1e5,
      lng: Math.round((Math.min(...lngs) + random.next() * (Math.max(...lngs) - Math.min(...lngs))) * 1e5) / 1e5,
    };
    if (pointInPolygon(point, { outer: outline })) return point;
  }
}
