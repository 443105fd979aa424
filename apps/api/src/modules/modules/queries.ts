import type { Queryable } from '@souq/db';
import type { LanguageCode, ModuleType } from '@souq/domain';
import { translationOf, translationsOf, type Translations } from '../../lib/translations.ts';

export interface ModuleRow {
  id: number;
  module_name: string;
  /** One of the domain's module types (the column's check constraint). */
  module_type: ModuleType;
  icon: string;
  thumbnail: string;
  status: boolean;
  description: string;
  all_zone_service: boolean;
  theme_id: number;
  created_at: Date;
  updated_at: Date;
  /** Listed stores and ordinary (non-campaign) items of the module. */
  stores_count: number;
  items_count: number;
}

export interface PivotRow {
  module_id: number;
  zone_id: number;
  delivery_charge_type: string;
  fixed_shipping_charge: string;
  per_km_shipping_charge: string;
  minimum_shipping_charge: string;
  maximum_shipping_charge: string;
  maximum_cod_order_amount: string | null;
}

/** Active modules, named in the language asked for (their counts come from the catalog: countsByModule). */
export function selectActiveModules(db: Queryable, locale: LanguageCode) {
  return db.query<Omit<ModuleRow, 'stores_count' | 'items_count'>>(
    `select m.id, coalesce(${translationOf('module', 'm.id', "'module_name'", '$1')}, m.module_name) as module_name, m.module_type, m.icon, m.thumbnail, m.status,
            coalesce(${translationOf('module', 'm.id', "'description'", '$1')}, m.description) as description, m.all_zone_service, m.theme_id, m.created_at, m.updated_at
       from modules m
      where m.status
      order by m.id`,
    [locale],
  );
}

/** Every module (active or not) with its translations, as the catalog snapshot holds them. */
export interface ModuleEntryRow {
  id: number;
  module_type: string;
  module_name: string;
  all_zone_service: boolean;
  status: boolean;
  tr: Translations;
}

export const selectModuleEntries = (db: Queryable) =>
  db.query<ModuleEntryRow>(
    `select m.id, m.module_type, m.module_name, m.all_zone_service, m.status, ${translationsOf('module', 'm.id')} as tr from modules m order by m.id`,
  );

/** The active module when it is the only one (the config's `module`), else null. */
export async function selectSoleModule(db: Queryable): Promise<Record<string, unknown> | null> {
  const [{ active }] = await db.query<{ active: number }>('select count(*)::int as active from modules where status');
  if (active !== 1) return null;
  return (await db.query<Record<string, unknown>>('select * from modules where status limit 1'))[0] ?? null;
}

export function selectPivots(db: Queryable) {
  return db.query<PivotRow>(
    `select module_id, zone_id, delivery_charge_type, fixed_shipping_charge, per_km_shipping_charge,
            minimum_shipping_charge, maximum_shipping_charge, maximum_cod_order_amount
       from module_zone order by zone_id, module_id`,
  );
}

/** Whether a module (active or not) has this id. */
export async function moduleExists(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('select 1 from modules where id = $1', [id])).length > 0;
}
