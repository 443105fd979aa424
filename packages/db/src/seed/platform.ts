/** Seeds settings, zones, modules, content and places of the demo city. */
import type { Queryable } from '../client.ts';
import { DEMO_LANDING, DEMO_PAGES } from './content.ts';
import { DEMO_PLACES, DEMO_ROADS, DEMO_ZONES } from './geography.ts';
import { DEMO_MODULES } from './modules.ts';
import { DEMO_SETTINGS, DEMO_SETTINGS_AR } from './settings.ts';

export async function seedPlatform(tx: Queryable): Promise<void> {
  for (const [key, value] of Object.entries(DEMO_SETTINGS)) {
    await tx.query('insert into business_settings (key, value) values ($1, $2)', [key, JSON.stringify(value)]);
  }
  for (const [key, value] of Object.entries(DEMO_SETTINGS_AR)) {
    await translate(tx, 'business_setting', 0, key, value);
  }

  const zoneIds = new Map<string, number>();
  for (const zone of DEMO_ZONES) {
    const coordinates = { outer: zone.outer, holes: zone.holes ?? [] };
    const [row] = await tx.query<{ id: number }>(
      `insert into zones (name, display_name, coordinates, status, increased_delivery_fee, increased_delivery_fee_status, increase_delivery_charge_message, offline_payment)
       values ($1, $1, $2, $3, $4, $5, $6, true) returning id`,
      [
        zone.name,
        JSON.stringify(coordinates),
        zone.status,
        zone.increasedFee ?? 0,
        Boolean(zone.increasedFee),
        zone.increasedFeeMessage ?? null,
      ],
    );
    zoneIds.set(zone.name, row.id);
    await translate(tx, 'zone', row.id, 'name', zone.nameAr);
  }

  for (const module of DEMO_MODULES) {
    const [row] = await tx.query<{ id: number }>(
      `insert into modules (module_name, module_type, icon, thumbnail, description, all_zone_service)
       values ($1, $2, $3, $4, $5, $6) returning id`,
      [
        module.name,
        module.type,
        `${module.type}.svg`,
        `${module.type}-thumbnail.svg`,
        module.description,
        Boolean(module.allZoneService),
      ],
    );
    await translate(tx, 'module', row.id, 'module_name', module.nameAr);
    await translate(tx, 'module', row.id, 'description', module.descriptionAr);
    for (const zoneName of module.zones) {
      const zoneId = zoneIds.get(zoneName);
      if (!zoneId) throw new Error(`Unknown demo zone ${zoneName}`);
      await tx.query(
        `insert into module_zone (module_id, zone_id, per_km_shipping_charge, minimum_shipping_charge, maximum_shipping_charge, maximum_cod_order_amount)
         values ($1, $2, $3, $4, $5, $6)`,
        [row.id, zoneId, module.rates.perKm, module.rates.min, module.rates.max, module.rates.maxCod],
      );
    }
  }

  for (const [locale, blocks] of Object.entries(DEMO_LANDING)) {
    for (const [key, value] of Object.entries(blocks)) {
      await tx.query('insert into landing_page_settings (locale, key, value) values ($1, $2, $3)', [
        locale,
        key,
        JSON.stringify(value),
      ]);
    }
  }

  for (const page of DEMO_PAGES) {
    for (const locale of ['en', 'ar'] as const) {
      await tx.query('insert into content_pages (slug, locale, title, body) values ($1, $2, $3, $4)', [
        page.slug,
        locale,
        page[locale].title,
        page[locale].body,
      ]);
    }
  }

  for (const p of DEMO_PLACES) {
    await tx.query(
      'insert into places (name, name_ar, address, address_ar, latitude, longitude) values ($1, $2, $3, $4, $5, $6)',
      [p.name, p.nameAr, p.address, p.addressAr, p.lat, p.lng],
    );
  }

  for (const road of DEMO_ROADS) {
    await tx.query('insert into roads (name, name_ar, kind, path) values ($1, $2, $3, $4)', [
      road.name,
      road.nameAr,
      road.kind,
      JSON.stringify(road.path),
    ]);
  }
}

export async function translate(tx: Queryable, type: string, id: number, key: string, value: string, locale = 'ar') {
  await tx.query(
    `insert into translations (translationable_type, translationable_id, locale, key, value) values ($1, $2, $3, $4, $5)
     on conflict (translationable_type, translationable_id, locale, key) do update set value = excluded.value`,
    [type, id, locale, key, value],
  );
}
