/**
 * Delivery zones. Zones are few and change rarely, so their polygons are
 * kept in memory and point-in-polygon runs in process, identically on
 * PGlite and PostgreSQL.
 */
import type { Database, Queryable } from '@souq/db';
import { zonesContaining, type LanguageCode, type LatLng, type ZonePolygon, pointInPolygon } from '@souq/domain';
import { cached } from '../../lib/cache.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { translationOf } from '../../lib/translations.ts';

export interface Zone {
  id: number;
  name: string;
  name_ar: string | null;
  display_name: string;
  status: boolean;
  polygon: ZonePolygon;
  cash_on_delivery: boolean;
  digital_payment: boolean;
  offline_payment: boolean;
  increased_delivery_fee: number;
  increased_delivery_fee_status: boolean;
  increase_delivery_charge_message: string | null;
}

interface ZoneRow extends Omit<Zone, 'polygon' | 'increased_delivery_fee'> {
  coordinates: { outer: [number, number][]; holes?: [number, number][][] };
  increased_delivery_fee: string;
}

const TTL_MS = 10_000;
const toLatLng = ([lat, lng]: [number, number]): LatLng => ({ lat, lng });

/** Each zone's id and whether it is active (the catalog's store lists). */
export const selectZoneStatuses = (db: Queryable) =>
  db.query<{ id: number; status: boolean }>('select id, status from zones');

export function createZoneService(db: Database) {
  const zones = cached(TTL_MS, async (): Promise<Zone[]> => {
    const rows = await db.query<ZoneRow>(
      `select z.id, z.name, ${translationOf('zone', 'z.id', "'name'", "'ar'")} as name_ar, z.display_name, z.status, z.coordinates, z.cash_on_delivery, z.digital_payment,
              z.offline_payment, z.increased_delivery_fee, z.increased_delivery_fee_status, z.increase_delivery_charge_message
         from zones z
        order by z.id`,
    );
    return rows.map(({ coordinates, increased_delivery_fee, ...zone }) => ({
      ...zone,
      increased_delivery_fee: Number(increased_delivery_fee),
      polygon: { outer: coordinates.outer.map(toLatLng), holes: (coordinates.holes ?? []).map((h) => h.map(toLatLng)) },
    }));
  });

  /** Answers built from the zones elsewhere (get-zone-id) are dropped with them. */
  const listeners: (() => void)[] = [];

  return {
    all: () => zones.get(),
    async active(): Promise<Zone[]> {
      return (await zones.get()).filter((z) => z.status);
    },
    /**
     * Active zones containing the point, smallest first. Outside every zone
     * is a 404; inside only inactive zones is a 403, as 6amMart answers.
     */
    async servingPoint(point: LatLng): Promise<Zone[]> {
      const all = await zones.get();
      const serving = zonesContaining(point, all);
      if (serving.length > 0) return serving;
      if (all.some((z) => pointInPolygon(point, z.polygon))) {
        throw forbidden('we_are_temporarily_unavailable_in_this_area', 'We are temporarily unavailable in this area');
      }
      throw notFound('service_not_available_in_this_area', 'Service not available in this area');
    },
    async contains(zoneId: number, point: LatLng): Promise<boolean> {
      const zone = (await zones.get()).find((z) => z.id === zoneId);
      return Boolean(zone && pointInPolygon(point, zone.polygon));
    },
    localizedName(zone: Zone, locale: LanguageCode): string {
      return locale === 'ar' && zone.name_ar ? zone.name_ar : zone.name;
    },
    invalidate: () => {
      zones.clear();
      for (const listener of listeners) listener();
    },
    onInvalidate: (listener: () => void) => void listeners.push(listener),
  };
}

export type ZoneService = ReturnType<typeof createZoneService>;
