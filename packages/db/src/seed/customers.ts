/**
 * The demo customer, so the store can be tried signed in at once:
 * customer@souq.example or +966500000001, password 12345678 (shown only
 * while the demo setting is on). Two saved addresses inside the demo zones.
 */
import type { Queryable } from '../client.ts';

export const DEMO_CUSTOMER = {
  f_name: 'Sara',
  l_name: 'Al Harbi',
  email: 'customer@souq.example',
  phone: '+966500000001',
  password: '12345678',
  // scrypt("12345678") in the API's format (apps/api/src/modules/auth/passwords.ts); a test signs in with it.
  passwordHash: 'scrypt$32768$8$1$v+BgXCuBsqr3lWJGjBI13Q==$T+5sZNP8jE37bV0/7h0jJhdyY8cC7acBmQR17Ww3yo0=',
  refCode: 'SOUQDEMO22',
};

const DEMO_ADDRESSES = [
  {
    type: 'home',
    address: 'Olaya Street, Al Olaya, Riyadh 12214',
    house: '14',
    floor: '2',
    road: 'Olaya Street',
    lat: 24.7114,
    lng: 46.6744,
  },
  {
    type: 'office',
    address: 'Salah Al Din Street, Al Malaz, Riyadh 12831',
    house: 'Tower B',
    floor: '7',
    road: 'Salah Al Din Street',
    lat: 24.668,
    lng: 46.729,
  },
];

export async function seedCustomers(tx: Queryable): Promise<void> {
  const c = DEMO_CUSTOMER;
  const [user] = await tx.query<{ id: number }>(
    `insert into users (f_name, l_name, email, phone, password, is_phone_verified, is_email_verified, email_verified_at, ref_code)
     values ($1, $2, $3, $4, $5, true, true, now(), $6) returning id`,
    [c.f_name, c.l_name, c.email, c.phone, c.passwordHash, c.refCode],
  );
  for (const a of DEMO_ADDRESSES) {
    // zone_id is left to the API, which recomputes every address's zones when it lists them.
    await tx.query(
      `insert into customer_addresses (user_id, address_type, contact_person_name, contact_person_number, address, latitude, longitude, house, floor, road)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [user.id, a.type, `${c.f_name} ${c.l_name}`, c.phone, a.address, a.lat, a.lng, a.house, a.floor, a.road],
    );
  }
}
