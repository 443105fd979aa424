/**
 * Parcel categories and delivery instructions (issue 18; decision 24): small
 * tables, held in memory for 30 s (every instance; an operator's change shows
 * within that), read in the shopper's language.
 */
import type { Database, Queryable } from '@souq/db';
import { toMinor, type ParcelCategoryRates } from '@souq/domain';
import { cached } from '../../lib/cache.ts';
import type { AppUrls } from '../../lib/urls.ts';
import { localized, translationsOf, type PageJson, type Translations } from '../catalog/index.ts';

export interface ParcelCategoryRow {
  id: number;
  module_id: number;
  name: string;
  description: string;
  image: string | null;
  position: number;
  status: boolean;
  orders_count: number;
  parcel_per_km_shipping_charge: string | null;
  parcel_minimum_shipping_charge: string | null;
  created_at: Date;
  updated_at: Date;
  tr: Translations;
}

export interface ParcelInstructionRow {
  id: number;
  instruction: string;
  created_at: Date;
  updated_at: Date;
  tr: Translations;
}

const TTL_MS = 30_000;

export function createParcelCatalog(db: Database) {
  const categories = cached(TTL_MS, () =>
    db.query<ParcelCategoryRow>(
      `select c.id, c.module_id, c.name, c.description, c.image, c.position, c.status, c.orders_count,
              c.parcel_per_km_shipping_charge::text, c.parcel_minimum_shipping_charge::text, c.created_at, c.updated_at,
              ${translationsOf('parcel_category', 'c.id')} as tr
         from parcel_categories c order by c.position, c.id`,
    ),
  );
  const instructions = cached(TTL_MS, () =>
    db.query<ParcelInstructionRow>(
      `select i.id, i.instruction, i.created_at, i.updated_at, ${translationsOf('parcel_instruction', 'i.id')} as tr
         from parcel_delivery_instructions i where i.status order by i.position, i.id`,
    ),
  );
  return {
    /** Active categories, of one module when given. */
    async categories(moduleId: number | null): Promise<ParcelCategoryRow[]> {
      const all = (await categories.get()).filter((c) => c.status);
      return moduleId === null ? all : all.filter((c) => c.module_id === moduleId);
    },
    /** An active category of the module, else null. */
    async category(id: number, moduleId: number): Promise<ParcelCategoryRow | null> {
      return (await categories.get()).find((c) => c.id === id && c.module_id === moduleId && c.status) ?? null;
    },
    /** Every category by id, switched off or not (orders show the one they were placed with). */
    async byId(): Promise<Map<number, ParcelCategoryRow>> {
      return new Map((await categories.get()).map((c) => [c.id, c]));
    },
    instructions: () => instructions.get(),
    /** The name of the category whose picture `file` is, in `locale` (the drawn demo pictures write it). */
    async pictureName(file: string, locale: string): Promise<string | undefined> {
      const match = (await categories.get()).filter((c) => c.image === file).sort((a, b) => a.id - b.id)[0];
      return match ? (match.tr?.[`${locale}:name`] ?? match.name) : undefined;
    },
    /** One more order of the category (inside the order's transaction). */
    async countOrder(tx: Queryable, id: number): Promise<void> {
      await tx.query('update parcel_categories set orders_count = orders_count + 1 where id = $1', [id]);
    },
    invalidate() {
      categories.clear();
      instructions.clear();
    },
  };
}

export type ParcelCatalog = ReturnType<typeof createParcelCatalog>;
/** A parcel category as parcel-category lists it and a parcel order carries it. */
export type ParcelCategoryJson = ReturnType<typeof formatParcelCategory>;

const decimalOrNull = (value: string | null) => (value === null ? null : Number(value));

/** A category's own rates in minor units, for the domain's parcelCharge. */
export function categoryRates(c: ParcelCategoryRow, decimals: number): ParcelCategoryRates {
  return {
    perKm: c.parcel_per_km_shipping_charge === null ? null : toMinor(c.parcel_per_km_shipping_charge, decimals),
    minimum: c.parcel_minimum_shipping_charge === null ? null : toMinor(c.parcel_minimum_shipping_charge, decimals),
  };
}

/** 6amMart's parcel category: name and description in the shopper's language, image_full_url. */
export function formatParcelCategory(c: ParcelCategoryRow, locale: string, urls: AppUrls) {
  return {
    id: c.id,
    module_id: c.module_id,
    name: localized(c.tr, locale, 'name', c.name),
    description: localized(c.tr, locale, 'description', c.description),
    image: c.image,
    image_full_url: urls.storage('parcel_category', c.image),
    status: c.status ? 1 : 0,
    orders_count: c.orders_count,
    parcel_per_km_shipping_charge: decimalOrNull(c.parcel_per_km_shipping_charge),
    parcel_minimum_shipping_charge: decimalOrNull(c.parcel_minimum_shipping_charge),
    created_at: c.created_at,
    updated_at: c.updated_at,
  };
}

export function formatParcelInstruction(i: ParcelInstructionRow, locale: string) {
  return {
    id: i.id,
    instruction: localized(i.tr, locale, 'instruction', i.instruction),
    status: 1,
    created_at: i.created_at,
    updated_at: i.updated_at,
  };
}

/** customer/order/parcel-instructions: a page of the instructions a sender may give. */
export type ParcelInstructionsJson = PageJson & { data: ReturnType<typeof formatParcelInstruction>[] };
