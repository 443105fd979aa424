/** A courier made by an approved partner application (the registrations module asks, inside its transaction). */
import type { Queryable } from '@souq/db';

/** Whether a courier already holds the email or the phone. */
export async function courierContactsTaken(
  db: Queryable,
  email: string,
  phone: string,
): Promise<{ email: boolean; phone: boolean }> {
  const [row] = await db.query<{ email: boolean; phone: boolean }>(
    `select exists(select 1 from delivery_men where lower(email) = lower($1)) as email,
            exists(select 1 from delivery_men where phone = $2) as phone`,
    [email, phone],
  );
  return row;
}

export async function insertCourier(
  db: Queryable,
  c: {
    firstName: string;
    lastName: string;
    phone: string;
    email: string;
    passwordHash: string;
    image: string;
    zoneId: number;
    vehicleType: string;
    identityType: string;
    identityNumber: string;
    identityImages: string[];
    freelancer: boolean;
  },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into delivery_men (f_name, l_name, phone, email, password, image, zone_id, vehicle_type,
                               identity_type, identity_number, identity_images, earning, status)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::text[], $12, true) returning id`,
    [
      c.firstName,
      c.lastName,
      c.phone,
      c.email,
      c.passwordHash,
      c.image,
      c.zoneId,
      c.vehicleType,
      c.identityType,
      c.identityNumber,
      c.identityImages,
      c.freelancer,
    ],
  );
  return row.id;
}
