/**
 * A delivery person as 6amMart clients read it on an order (client contract
 * "track": delivery_man{id, f_name, l_name, image, avg_rating, lat, lng,
 * location}) plus the phone to call, the vehicle and the rating count.
 */
import type { AppUrls } from '../../lib/urls.ts';
import { localized } from '../catalog/index.ts';
import type { CourierRow } from './queries.ts';

export const COURIER_BUCKET = 'delivery-man';

export function formatCourier(c: CourierRow, locale: string, urls: AppUrls) {
  const lat = c.latitude === null ? null : String(c.latitude);
  const lng = c.longitude === null ? null : String(c.longitude);
  return {
    id: c.id,
    f_name: localized(c.tr, locale, 'f_name', c.f_name),
    l_name: localized(c.tr, locale, 'l_name', c.l_name),
    phone: c.phone,
    email: c.email,
    image: c.image,
    image_full_url: urls.storage(COURIER_BUCKET, c.image),
    zone_id: c.zone_id,
    avg_rating: Number(c.avg_rating),
    rating_count: c.rating_count,
    vehicle_type: c.vehicle_type,
    vehicle: { type: c.vehicle_type },
    lat,
    lng,
    location: c.location,
    last_location:
      lat === null
        ? null
        : { latitude: lat, longitude: lng, location: c.location, updated_at: c.location_updated_at ?? null },
  };
}

export type CourierJson = ReturnType<typeof formatCourier>;
