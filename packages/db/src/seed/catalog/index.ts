/**
 * The demo catalog of Riyadh: the stores of stores.ts stocked from the
 * product lists, with reviews, campaigns, flash sales and banners. Same
 * seed, same catalog; dates are relative to `now` (see promotions.ts).
 */
import { localMoment } from '@souq/domain';
import type { Queryable } from '../../client.ts';
import { DEMO_SETTINGS } from '../settings.ts';
import { addDays } from './random.ts';
import {
  addItem,
  addStore,
  addVocabulary,
  loadPlatformRefs,
  openCatalogWriter,
  translate,
  type BuildContext,
  type StoreRecord,
} from './build.ts';
import { ECOMMERCE } from './ecommerce.ts';
import { CUISINES, SHARED_MENU } from './food.ts';
import { GROCERY } from './grocery.ts';
import { REVIEWERS } from './people.ts';
import { PHARMACY } from './pharmacy.ts';
import { BANNERS, BASIC_CAMPAIGNS, CAMPAIGN_ITEMS, FLASH_SALES, promotedItemKeys } from './promotions.ts';
import { createRandom } from './random.ts';
import { DEMO_STORES, type StoreModuleType, type StoreSpec } from './stores.ts';
import type { ProductTemplate } from './templates.ts';

export const DEMO_SEED = 20_261_121;

const PRODUCTS: Record<Exclude<StoreModuleType, 'food'>, ProductTemplate[]> = {
  grocery: GROCERY,
  pharmacy: PHARMACY,
  ecommerce: ECOMMERCE,
};

/** Reviews per item by module: [min, max]. */
export const REVIEWS_PER_ITEM: Record<StoreModuleType, [number, number]> = {
  food: [0, 5],
  grocery: [0, 3],
  pharmacy: [0, 3],
  ecommerce: [0, 4],
};

/** The business time zone's calendar date of an instant. */
export function businessDate(now: Date): string {
  return localMoment(now, String(DEMO_SETTINGS.timezone)).date;
}

export async function seedCatalog(tx: Queryable, now = new Date()): Promise<void> {
  const w = await openCatalogWriter(tx);
  const refs = addVocabulary(w, await loadPlatformRefs(tx), REVIEWERS, now);
  const ctx: BuildContext = {
    w,
    refs,
    random: createRandom(DEMO_SEED),
    now,
    today: businessDate(now),
    reviewRows: true,
  };

  const stores = new Map<string, StoreRecord>();
  const position = new Map<StoreModuleType, number>();
  for (const spec of DEMO_STORES) {
    const k = position.get(spec.module) ?? 0;
    position.set(spec.module, k + 1);
    const store = addStore(ctx, spec, k % 7, stores.size + 1);
    stores.set(spec.key, store);
    for (const template of selectProducts(ctx, spec))
      addItem(ctx, store, template, { reviews: REVIEWS_PER_ITEM[spec.module] });
  }

  for (const c of CAMPAIGN_ITEMS) {
    addItem(ctx, stores.get(c.store)!, c.template, {
      campaign: { starts: addDays(ctx.today, c.from), ends: addDays(ctx.today, c.to) },
      reviews: [0, 2],
    });
  }
  addPromotions(ctx, stores);

  await w.flush(tx);
  await tx.query('select refresh_item_search_text(null)');
  await tx.query(ANALYZE_CATALOG);
}

/** Fresh planner statistics, so the first queries after a bulk seed use the indexes. */
export const ANALYZE_CATALOG = 'analyze stores, store_schedules, items, item_tag, translations, reviews, categories';

/** A store's products: its cuisine (minus one dish) and a few shared desserts and drinks, or a sample of its range. */
export function selectProducts(ctx: BuildContext, spec: StoreSpec): ProductTemplate[] {
  const { random } = ctx;
  const required = new Set(promotedItemKeys(spec.key));
  let chosen: ProductTemplate[];
  if (spec.module === 'food') {
    const menu = CUISINES[spec.range as string];
    if (!menu) throw new Error(`Unknown cuisine ${String(spec.range)}`);
    const dropped = random.pick(menu.filter((t) => !required.has(t.key)));
    const own = menu.filter((t) => t !== dropped);
    const pool = SHARED_MENU.filter((t) => !menu.some((m) => m.key === t.key));
    chosen = [...own, ...random.sample(pool, 7)];
  } else {
    const range = spec.range;
    const candidates = PRODUCTS[spec.module].filter((t) => range === 'all' || range.includes(t.category));
    const forced = candidates.filter((t) => required.has(t.key));
    chosen = [
      ...forced,
      ...random.sample(
        candidates.filter((t) => !required.has(t.key)),
        (spec.size ?? 15) - forced.length,
      ),
    ];
  }
  for (const key of required) {
    if (!chosen.some((t) => t.key === key)) throw new Error(`Store ${spec.key} cannot stock promoted item ${key}`);
  }
  return chosen;
}

function addPromotions(ctx: BuildContext, stores: Map<string, StoreRecord>): void {
  const { w, refs, now, today } = ctx;
  const store = (key: string) => stores.get(key) ?? fail(`Unknown store ${key}`);
  const at = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();

  for (const c of BASIC_CAMPAIGNS) {
    const [start_time, end_time] = c.hours ?? ['00:00:00', '23:59:59'];
    const row = w.add('campaigns', {
      module_id: refs.modules.get(c.module)!.id,
      title: c.title.en,
      description: c.description.en,
      image: `${c.key}.svg`,
      start_date: addDays(today, c.from),
      end_date: addDays(today, c.to),
      start_time,
      end_time,
    });
    translate(w, 'campaign', row.id, 'title', c.title.ar);
    translate(w, 'campaign', row.id, 'description', c.description.ar);
    for (const key of c.stores) w.add('campaign_store', { campaign_id: row.id, store_id: store(key).id });
  }

  for (const sale of FLASH_SALES) {
    const row = w.add('flash_sales', {
      module_id: refs.modules.get(sale.module)!.id,
      title: sale.title.en,
      admin_discount_percentage: 60,
      vendor_discount_percentage: 40,
      start_date: at(sale.from),
      end_date: at(sale.to),
    });
    translate(w, 'flash_sale', row.id, 'title', sale.title.ar);
    for (const entry of sale.items) {
      const item = store(entry.store).itemsByKey.get(entry.item) ?? fail(`${entry.store} has no ${entry.item}`);
      const perUnit = entry.type === 'percent' ? Math.round(item.price * entry.discount) / 100 : entry.discount;
      w.add('flash_sale_items', {
        flash_sale_id: row.id,
        item_id: item.id,
        stock: entry.stock,
        sold: entry.sold,
        discount: entry.discount,
        discount_type: entry.type,
        discount_amount: perUnit,
        price: item.price,
      });
    }
  }

  for (const banner of BANNERS) {
    const target = banner.store ? store(banner.store) : null;
    const data =
      banner.type === 'store_wise'
        ? target!.id
        : banner.type === 'item_wise'
          ? (target!.itemsByKey.get(banner.item!) ?? fail(`No ${banner.item}`)).id
          : null;
    const zone =
      banner.zone === null
        ? null
        : banner.zone
          ? refs.zones.get(banner.zone)!
          : target
            ? (target.row.zone_id as number)
            : null;
    const row = w.add('banners', {
      module_id: refs.modules.get(banner.module)!.id,
      zone_id: zone,
      title: banner.title.en,
      type: banner.type,
      data,
      image: `${banner.key}.svg`,
      link: banner.link ?? null,
      featured: Boolean(banner.featured),
      created_by: banner.createdBy ?? 'admin',
    });
    translate(w, 'banner', row.id, 'title', banner.title.ar);
  }
}

function fail(message: string): never {
  throw new Error(message);
}
