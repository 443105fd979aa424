/**
 * Saved delivery addresses of a signed-in customer. A point outside every
 * active zone cannot be saved; each address reports the zones it is in
 * now (zone_ids), which checkout uses to offer only addresses a store
 * delivers to. Every id is looked up with its owner.
 */
import type { Database } from '@souq/db';
import { zonesContaining, type LatLng } from '@souq/domain';
import { notFound, unprocessable } from '../../http/errors.ts';
import type { ZoneService } from '../zones/index.ts';

export const ADDRESS_TYPES = ['home', 'office', 'other'] as const;

export interface AddressInput {
  address: string;
  contact_person_name: string;
  contact_person_number: string;
  address_type?: string;
  address_label?: string;
  latitude: number;
  longitude: number;
  floor?: string;
  road?: string;
  house?: string;
  additional_information?: string;
}

interface AddressRow {
  id: number;
  user_id: number;
  address_type: string;
  address_label: string | null;
  contact_person_name: string;
  contact_person_number: string;
  address: string;
  latitude: number;
  longitude: number;
  zone_id: number | null;
  floor: string | null;
  road: string | null;
  house: string | null;
  additional_information: string | null;
  created_at: Date;
  updated_at: Date;
}

/**
 * home, office and other; 6amMart's "others" is other; any other word is
 * the label a client put in place of the type ("other" with a label).
 */
export function addressKind(
  type: string | undefined,
  label: string | undefined,
): { address_type: string; address_label: string | null } {
  const value = type?.trim().toLowerCase();
  if (value === 'home' || value === 'office') return { address_type: value, address_label: label || null };
  if (!value || value === 'other' || value === 'others') return { address_type: 'other', address_label: label || null };
  return { address_type: 'other', address_label: label || type!.trim() };
}

export function createAddressService(db: Database, zones: ZoneService) {
  async function zonesAt(point: LatLng): Promise<number[]> {
    return zonesContaining(point, await zones.active()).map((zone) => zone.id);
  }

  /** The zones serving a point to save; none is an error the shopper can act on. */
  async function servingZones(point: LatLng): Promise<number[]> {
    const ids = await zonesAt(point);
    if (ids.length === 0) throw unprocessable('coordinates', 'Service not available in this area');
    return ids;
  }

  async function present(row: AddressRow) {
    const zoneIds = await zonesAt({ lat: row.latitude, lng: row.longitude });
    return {
      ...row,
      latitude: String(row.latitude),
      longitude: String(row.longitude),
      zone_id: zoneIds[0] ?? row.zone_id,
      zone_ids: zoneIds,
    };
  }

  const values = (input: AddressInput) => {
    const kind = addressKind(input.address_type, input.address_label);
    return [
      kind.address_type,
      kind.address_label,
      input.contact_person_name,
      input.contact_person_number,
      input.address,
      input.latitude,
      input.longitude,
      input.floor ?? null,
      input.road ?? null,
      input.house ?? null,
      input.additional_information ?? null,
    ];
  };

  return {
    async list(userId: number, page: { limit: number; offset: number }) {
      const [{ total }] = await db.query<{ total: number }>(
        'select count(*)::int as total from customer_addresses where user_id = $1',
        [userId],
      );
      const rows = await db.query<AddressRow>(
        'select * from customer_addresses where user_id = $1 order by id desc limit $2 offset $3',
        [userId, page.limit, (page.offset - 1) * page.limit],
      );
      return {
        total_size: total,
        limit: page.limit,
        offset: page.offset,
        addresses: await Promise.all(rows.map(present)),
      };
    },

    async add(userId: number, input: AddressInput) {
      const zoneIds = await servingZones({ lat: input.latitude, lng: input.longitude });
      const [row] = await db.query<AddressRow>(
        `insert into customer_addresses (user_id, address_type, address_label, contact_person_name, contact_person_number, address,
                                         latitude, longitude, floor, road, house, additional_information, zone_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning *`,
        [userId, ...values(input), zoneIds[0]],
      );
      return { zone_ids: zoneIds, zone_id: zoneIds[0], address: await present(row) };
    },

    async update(userId: number, id: number, input: AddressInput) {
      const zoneIds = await servingZones({ lat: input.latitude, lng: input.longitude });
      const [row] = await db.query<AddressRow>(
        `update customer_addresses set address_type = $3, address_label = $4, contact_person_name = $5, contact_person_number = $6,
                address = $7, latitude = $8, longitude = $9, floor = $10, road = $11, house = $12, additional_information = $13,
                zone_id = $14, updated_at = now()
          where id = $1 and user_id = $2 returning *`,
        [id, userId, ...values(input), zoneIds[0]],
      );
      if (!row) throw notFound('address', 'Address not found.');
      return { zone_ids: zoneIds, zone_id: zoneIds[0], address: await present(row) };
    },

    async remove(userId: number, id: number) {
      const rows = await db.query('delete from customer_addresses where id = $1 and user_id = $2 returning id', [
        id,
        userId,
      ]);
      if (rows.length === 0) throw notFound('address', 'Address not found.');
    },
  };
}

export type AddressService = ReturnType<typeof createAddressService>;
