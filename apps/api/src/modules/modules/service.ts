/**
 * Modules (food, grocery, pharmacy, ecommerce, parcel, rental) in the wire
 * shape of 6amMart's GET /module, each with the zones it serves and the
 * per-zone delivery rates (the pivot). Modules and pivots are few and read on
 * every location change, so they are kept in memory briefly.
 */
import type { Database } from '@souq/db';
import type { LanguageCode } from '@souq/domain';
import { cached, cachedByKey } from '../../lib/cache.ts';
import type { AppUrls } from '../../lib/urls.ts';
import { countsByModule } from '../catalog/index.ts';
import type { Zone, ZoneService } from '../zones/index.ts';
import { selectActiveModules, selectPivots, type ModuleRow, type PivotRow } from './queries.ts';

const TTL_MS = 10_000;

export function pivotJson(p: PivotRow) {
  return {
    module_id: p.module_id,
    zone_id: p.zone_id,
    delivery_charge_type: p.delivery_charge_type,
    fixed_shipping_charge: Number(p.fixed_shipping_charge),
    per_km_shipping_charge: Number(p.per_km_shipping_charge),
    minimum_shipping_charge: Number(p.minimum_shipping_charge),
    maximum_shipping_charge: Number(p.maximum_shipping_charge),
    maximum_cod_order_amount: p.maximum_cod_order_amount === null ? null : Number(p.maximum_cod_order_amount),
  };
}

export function moduleJson(m: ModuleRow, urls: AppUrls) {
  return {
    id: m.id,
    module_name: m.module_name,
    module_type: m.module_type,
    slug: m.module_type,
    thumbnail: m.thumbnail,
    icon: m.icon,
    status: m.status ? 1 : 0,
    theme_id: m.theme_id,
    description: m.description,
    all_zone_service: m.all_zone_service ? 1 : 0,
    stores_count: m.stores_count,
    items_count: m.items_count,
    icon_full_url: urls.storage('module', m.icon),
    thumbnail_full_url: urls.storage('module', m.thumbnail),
    created_at: m.created_at,
    updated_at: m.updated_at,
  };
}

export function zoneSummaryJson(zone: Zone, zones: ZoneService, locale: LanguageCode) {
  return {
    id: zone.id,
    name: zones.localizedName(zone, locale),
    display_name: zones.localizedName(zone, locale),
    status: zone.status ? 1 : 0,
    cash_on_delivery: zone.cash_on_delivery,
    digital_payment: zone.digital_payment,
    offline_payment: zone.offline_payment,
    increased_delivery_fee: zone.increased_delivery_fee,
    increased_delivery_fee_status: zone.increased_delivery_fee_status ? 1 : 0,
    increase_delivery_charge_message: zone.increase_delivery_charge_message,
  };
}

export function createModuleService(db: Database, zones: ZoneService, urls: AppUrls) {
  const modulesByLocale = cachedByKey<LanguageCode, ModuleRow[]>(TTL_MS, async (locale) => {
    const [modules, counts] = await Promise.all([selectActiveModules(db, locale), countsByModule(db)]);
    return modules.map((m) => ({
      ...m,
      stores_count: counts.get(m.id)?.stores ?? 0,
      items_count: counts.get(m.id)?.items ?? 0,
    }));
  });
  const pivots = cached(TTL_MS, () => selectPivots(db));
  const listeners: (() => void)[] = [];

  return {
    /** GET /module: active modules, only those serving the given zones when there are any. */
    async list(locale: LanguageCode, zoneIds: number[] | null) {
      const [modules, allPivots, activeZones] = await Promise.all([
        modulesByLocale.get(locale),
        pivots.get(),
        zones.active(),
      ]);
      const zoneById = new Map(activeZones.map((z) => [z.id, z]));
      return modules
        .filter((m) => !zoneIds || allPivots.some((p) => p.module_id === m.id && zoneIds.includes(p.zone_id)))
        .map((m) => ({
          ...moduleJson(m, urls),
          zones: allPivots
            .filter((p) => p.module_id === m.id && zoneById.has(p.zone_id))
            .map((p) => ({ ...zoneSummaryJson(zoneById.get(p.zone_id)!, zones, locale), pivot: pivotJson(p) })),
        }));
    },

    /** Each zone's active modules with their pivot, as get-zone-id answers them. */
    async zoneData(zoneList: Zone[], locale: LanguageCode) {
      const [modules, allPivots] = await Promise.all([modulesByLocale.get(locale), pivots.get()]);
      const moduleById = new Map(modules.map((m) => [m.id, m]));
      return zoneList.map((zone) => ({
        ...zoneSummaryJson(zone, zones, locale),
        modules: allPivots
          .filter((p) => p.zone_id === zone.id && moduleById.has(p.module_id))
          .map((p) => ({ ...moduleJson(moduleById.get(p.module_id)!, urls), pivot: pivotJson(p) })),
      }));
    },

    /** The pivot (delivery rates, COD limit) of a module in a zone. */
    async pivot(moduleId: number, zoneId: number): Promise<PivotRow | undefined> {
      return (await pivots.get()).find((p) => p.module_id === moduleId && p.zone_id === zoneId);
    },

    invalidate() {
      modulesByLocale.clear();
      pivots.clear();
      for (const listener of listeners) listener();
    },
    /** Answers built from the modules and their pivots elsewhere (get-zone-id) are dropped with them. */
    onInvalidate: (listener: () => void) => void listeners.push(listener),
  };
}

export type ModuleService = ReturnType<typeof createModuleService>;
/** A module of GET /module: the module, and the zones it serves with their pivots. */
export type ModuleJson = Awaited<ReturnType<ModuleService['list']>>[number];
/** A zone of config/get-zone-id's zone_data: its switches and its modules with their pivots. */
export type ZoneDataJson = Awaited<ReturnType<ModuleService['zoneData']>>[number];
