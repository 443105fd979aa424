/**
 * The rental part of the benchmark scenario: the demo fleet (seedRental)
 * copied `copies` times over the same providers, each copy a later model
 * year with its own plates, Arabic names and descriptions, and prices
 * moved by a few percent — so a vehicle search scans about 1,100 vehicles
 * and 3,300 plates instead of 37 and 110. Deterministic: copy n of vehicle
 * v is always the same row.
 */
import type { Database, Queryable } from '../client.ts';

export async function seedRentalScale(database: Database, copies = 30): Promise<void> {
  if (!Number.isInteger(copies) || copies < 1) throw new Error('seedRentalScale: copies must be a whole number ≥ 1');
  await database.transaction((db) => copyFleet(db, copies));
  await database.query('analyze vehicles, vehicle_identities');
}

async function copyFleet(db: Queryable, copies: number): Promise<void> {
  await db.query(
    `create temporary table scale_vehicle_copies on commit drop as
       select v.id as source_id, n as copy, nextval(pg_get_serial_sequence('vehicles', 'id'))::int as id
         from vehicles v cross join generate_series(1, $1::int) n
        order by v.id, n`,
    [copies],
  );
  await db.query(
    `insert into vehicles (id, provider_id, zone_id, category_id, brand_id, name, description, thumbnail, images, model,
                           hourly_price, distance_price, discount_type, discount_price, trip_hourly, trip_distance,
                           seating_capacity, fuel_type, transmission_type, air_condition, engine_capacity, engine_power,
                           total_trip, new_tag, created_at)
     select c.id, v.provider_id, v.zone_id, v.category_id, v.brand_id, v.name, v.description, v.thumbnail, v.images,
            (v.model::int + c.copy % 3)::text,
            round(v.hourly_price * (1 + (c.copy % 7) / 100.0), 2), round(v.distance_price * (1 + (c.copy % 5) / 100.0), 2),
            v.discount_type, v.discount_price, v.trip_hourly, v.trip_distance, v.seating_capacity, v.fuel_type,
            v.transmission_type, v.air_condition, v.engine_capacity, v.engine_power, (v.total_trip + c.copy) % 150,
            false, v.created_at - make_interval(days => c.copy)
       from scale_vehicle_copies c join vehicles v on v.id = c.source_id`,
  );
  await db.query(
    `insert into translations (translationable_type, translationable_id, locale, key, value)
     select 'vehicle', c.id, t.locale, t.key, t.value
       from scale_vehicle_copies c
       join translations t on t.translationable_type = 'vehicle' and t.translationable_id = c.source_id`,
  );
  // Plates: each copy has as many units as its source, numbered after every plate there is.
  await db.query(
    `insert into vehicle_identities (vehicle_id, vin_number, license_plate_number)
     select c.id, 'SCALE' || c.id || '-' || i.rank, 'SC ' || (100000 + c.id * 10 + i.rank)
       from scale_vehicle_copies c
       join (select vehicle_id, row_number() over (partition by vehicle_id order by id) as rank
               from vehicle_identities) i on i.vehicle_id = c.source_id`,
  );
}
