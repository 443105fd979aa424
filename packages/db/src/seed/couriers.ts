/**
 * Demo couriers: who carries orders once a store confirms or hands them
 * over (issue 19). Names in English and Arabic, a phone, a vehicle, a
 * generated photo and the star counts of the reviews they earned before
 * the demo began. Each waits at a spot in their zone.
 */
import { ratingSummary } from '@souq/domain';
import type { Queryable } from '../client.ts';
import { translate } from './platform.ts';

export interface DemoCourier {
  f_name: string;
  l_name: string;
  f_nameAr: string;
  l_nameAr: string;
  phone: string;
  vehicle: 'bicycle' | 'motorbike' | 'car';
  zone: string;
  lat: number;
  lng: number;
  /** Earlier ratings by star, [1★ … 5★]. */
  stars: [number, number, number, number, number];
}

export const DEMO_COURIERS: DemoCourier[] = [
  {
    f_name: 'Khalid',
    l_name: 'Al Otaibi',
    f_nameAr: 'خالد',
    l_nameAr: 'العتيبي',
    phone: '+966551230001',
    vehicle: 'motorbike',
    zone: 'Al Olaya',
    lat: 24.6935,
    lng: 46.6853,
    stars: [0, 1, 2, 14, 41],
  },
  {
    f_name: 'Yousef',
    l_name: 'Al Shehri',
    f_nameAr: 'يوسف',
    l_nameAr: 'الشهري',
    phone: '+966551230002',
    vehicle: 'car',
    zone: 'Al Olaya',
    lat: 24.7012,
    lng: 46.6781,
    stars: [1, 0, 3, 12, 27],
  },
  {
    f_name: 'Imran',
    l_name: 'Siddiqui',
    f_nameAr: 'عمران',
    l_nameAr: 'صديقي',
    phone: '+966551230003',
    vehicle: 'bicycle',
    zone: 'Riyadh Central',
    lat: 24.6468,
    lng: 46.7137,
    stars: [0, 0, 1, 9, 22],
  },
  {
    f_name: 'Fahad',
    l_name: 'Al Dosari',
    f_nameAr: 'فهد',
    l_nameAr: 'الدوسري',
    phone: '+966551230004',
    vehicle: 'motorbike',
    zone: 'Al Malaz',
    lat: 24.6667,
    lng: 46.7253,
    stars: [1, 1, 4, 16, 30],
  },
  {
    f_name: 'Tariq',
    l_name: 'Hassan',
    f_nameAr: 'طارق',
    l_nameAr: 'حسن',
    phone: '+966551230005',
    vehicle: 'car',
    zone: 'Al Nakheel',
    lat: 24.7541,
    lng: 46.6383,
    stars: [0, 2, 2, 11, 19],
  },
  {
    f_name: 'Ali',
    l_name: 'Al Qahtani',
    f_nameAr: 'علي',
    l_nameAr: 'القحطاني',
    phone: '+966551230006',
    vehicle: 'motorbike',
    zone: 'Airport District',
    lat: 24.9576,
    lng: 46.6988,
    stars: [0, 0, 2, 8, 25],
  },
];

export async function seedCouriers(tx: Queryable): Promise<void> {
  const zones = new Map(
    (await tx.query<{ id: number; name: string }>('select id, name from zones')).map((z) => [z.name, z.id]),
  );
  for (const c of DEMO_COURIERS) {
    const summary = ratingSummary(c.stars);
    const [row] = await tx.query<{ id: number }>(
      `insert into delivery_men (f_name, l_name, phone, email, image, zone_id, vehicle_type, latitude, longitude, location_updated_at,
                                 rating, avg_rating, rating_count)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, now(), $10, $11, $12) returning id`,
      [
        c.f_name,
        c.l_name,
        c.phone,
        `${c.f_name.toLowerCase()}@couriers.souq.example`,
        `${c.f_name.toLowerCase()}-${c.l_name.toLowerCase().replace(/\s+/g, '-')}.svg`,
        zones.get(c.zone) ?? null,
        c.vehicle,
        c.lat,
        c.lng,
        c.stars,
        summary.avg_rating,
        summary.rating_count,
      ],
    );
    await translate(tx, 'delivery_man', row.id, 'f_name', c.f_nameAr);
    await translate(tx, 'delivery_man', row.id, 'l_name', c.l_nameAr);
  }
}
