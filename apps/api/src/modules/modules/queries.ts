import type { Queryable } from '@souq/db';
import type { LanguageCode } from '@souq/domain';

export interface ModuleRow {
  id: number;
  module_name: string;
  module_type: string;
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

/** Active modules, named in the language asked for. */
export function selectActiveModules(db: Queryable, locale: LanguageCode) {
  return db.query<ModuleRow>(
    `select m.id, coalesce(tn.value, m.module_name) as module_name, m.module_type, m.icon, m.thumbnail, m.status,
            coalesce(td.value, m.description) as description, m.all_zone_service, m.theme_id, m.created_at, m.updated_at,
            (select count(*) from stores s where s.module_id = m.id and s.status)::int as stores_count,
            (select count(*) from items i where i.module_id = m.id and i.status and i.available_date_starts is null)::int as items_count
       from modules m
       left join translations tn on tn.translationable_type = 'module' and tn.translationable_id = m.id and tn.locale = $1 and tn.key = 'module_name'
       left join translations td on td.translationable_type = 'module' and td.translationable_id = m.id and td.locale = $1 and td.key = 'description'
      where m.status
      order by m.id`,
    [locale],
  );
}

export function selectPivots(db: Queryable) {
  return db.query<PivotRow>(
    `select module_id, zone_id, delivery_charge_type, fixed_shipping_charge, per_km_shipping_charge,
            minimum_shipping_charge, maximum_shipping_charge, maximum_cod_order_amount
       from module_zone order by zone_id, module_id`,
  );
}
