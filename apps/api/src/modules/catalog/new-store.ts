/** A store made by an approved partner application (the registrations module asks, inside its transaction). */
import type { Queryable } from '@souq/db';
import { insertTranslations } from '../../lib/translations.ts';

export interface NewStore {
  moduleId: number;
  zoneId: number;
  name: string;
  nameAr: string;
  address: string;
  addressAr: string;
  phone: string;
  email: string;
  logo: string;
  cover: string;
  latitude: number;
  longitude: number;
  tax: number;
  deliveryTime: string;
  deliveryTimeType: string;
  businessModel: string;
  packageId: number | null;
}

/**
 * The approved store: listed (status) but closed (active = false) until its
 * owner adds items and opens it; its Arabic name and address as translations.
 */
export async function insertStore(db: Queryable, s: NewStore): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into stores (module_id, zone_id, name, slug, phone, email, logo, cover_photo, address, latitude, longitude,
                         tax, delivery_time, delivery_time_type, store_business_model, package_id, status, active)
     values ($1, $2, $3, 'store-' || md5(random()::text), $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, true, false)
     returning id`,
    [
      s.moduleId,
      s.zoneId,
      s.name,
      s.phone,
      s.email,
      s.logo,
      s.cover,
      s.address,
      s.latitude,
      s.longitude,
      s.tax,
      s.deliveryTime,
      s.deliveryTimeType,
      s.businessModel,
      s.packageId,
    ],
  );
  // The slug people see: the name's letters and the id, unique by the id.
  const slug = `${s.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)}-${row.id}`.replace(/^-/, 'store-');
  await db.query('update stores set slug = $2 where id = $1', [row.id, slug]);
  await insertTranslations(db, 'store', row.id, 'ar', { name: s.nameAr, address: s.addressAr });
  return row.id;
}
