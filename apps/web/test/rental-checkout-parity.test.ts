/**
 * Parity of the rental checkout page and the trip booking (issue 14: one rule, one place): for generated
 * carts and settings (a fixed seed, so a failure replays), the summary the trip checkout shows — price,
 * discount, coupon discount, first-trip referral discount, tax, charge, total — is what the booking
 * charges, to the minor unit. The page used to price the cart itself without the coupon and without
 * the referral first-trip discount: a referred customer's first trip showed more than it was charged.
 *
 * Both sides are the real code: the page's loader and action (/rental/checkout) run against the API in
 * process. Varied per case: currency decimals 0–3, tax included or added, the additional charge, hours
 * and quantity, a coupon (none, percent with a cap, amount, one whose minimum the trip does not reach,
 * an unknown code), the referral first-trip discount (percent or amount, on or off, referred or not),
 * guest or customer.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { toMinor } from '@souq/domain';
import { randomUUID } from 'node:crypto';
import { useApi } from '../../api/test/helper.ts';
import { newCustomer, newGuestId, shopper, type Shopper } from '../../api/test/cart.ts';
import { catalogHeaders, demoIds } from '../../api/test/catalog.ts';
import { seeded } from '../../api/test/fuzz.ts';
import { prefCookies, type Prefs } from '../app/lib/prefs.server.ts';
import { inProcessTransport } from '../server/transport.ts';
import { action as checkoutAction, loader as checkoutLoader } from '../app/routes/rental-checkout.tsx';

const SEED = 20261126;
const CASES = Number(process.env.RENTAL_PARITY_CASES ?? 24);

const api = useApi();
let context: AppLoadContext;
let rentalModule: number;
let zones: number[];
let headers: Record<string, string>;
let provider: { id: number; lat: number; lng: number };
let vehicleIds: number[];

const sql = <T = any>(text: string, params: unknown[] = []) => api.database.db.query<T>(text, params);
const setting = (key: string, value: unknown) => api.app.souq.settings.set(key, value);

beforeAll(async () => {
  context = { api: inProcessTransport(api.app), publicEnv: {} as never, secureCookies: false };
  const ids = await demoIds(api);
  zones = [ids.zones.olaya, ids.zones.central];
  [{ id: rentalModule }] = await sql<{ id: number }>(`select id from modules where module_type = 'rental'`);
  headers = catalogHeaders(zones, rentalModule);
  const [p] = await sql<{ id: number; latitude: number; longitude: number }>(
    `select id, latitude, longitude from stores where slug = 'olaya-car-rental'`,
  );
  provider = { id: p.id, lat: p.latitude, lng: p.longitude };
  vehicleIds = (
    await sql<{ id: number }>('select id from vehicles where provider_id = $1 and trip_hourly order by id', [p.id])
  ).map((v) => v.id);
  await setting('cash_on_delivery', 1);
});

/** A pickup time on the hour, `hours` from now. */
const inHours = (hours: number) => {
  const at = new Date(Date.now() + hours * 3_600_000);
  at.setUTCMinutes(0, 0, 0);
  return at.toISOString();
};

/** A running rental coupon made for this case, or a code that names none. */
async function arrangeCoupon(r: ReturnType<typeof seeded>): Promise<string | null> {
  const kind = r.pick(['none', 'percent', 'amount', 'above-trip', 'unknown'] as const);
  if (kind === 'none') return null;
  const code = `RP${randomUUID().slice(0, 8)}`.toUpperCase();
  if (kind === 'unknown') return code;
  const [discount, type, minPurchase, maxDiscount] =
    kind === 'percent'
      ? [r.pick([10, 12.5, 33]), 'percent', 0, r.pick([0, 7.25])]
      : kind === 'amount'
        ? [r.pick([5, 3.333]), 'amount', 0, 0]
        : [5, 'amount', 100_000, 0];
  await sql(
    `insert into coupons (title, code, module_id, coupon_type, discount, discount_type, min_purchase, max_discount,
                          start_date, expire_date, limit_per_user)
     values ('Parity', $1, $2, 'default', $3, $4, $5, $6, current_date - 1, current_date + 30, 10)`,
    [code, rentalModule, discount, type, minPurchase, maxDiscount],
  );
  return code;
}

async function arrange(r: ReturnType<typeof seeded>) {
  // 3 too (KWD, BHD, OMR): trips keep their amounts at three decimals, as orders do (migration 0038).
  const decimals = r.pick([0, 1, 2, 3]);
  await setting('digit_after_decimal_point', decimals);
  await setting('tax_included', r.pick([0, 1, '1', true]));
  await setting('additional_charge_status', r.pick([0, 1, '0']));
  await setting('additional_charge', r.pick([0, 2, 1.255]));
  await setting('new_customer_discount_status', r.pick([0, 1, 1]));
  await setting('new_customer_discount_amount_type', r.pick(['percentage', 'amount']));
  await setting('new_customer_discount_amount', r.pick([5, 10, 12.5, 3.333]));
  await setting('new_customer_discount_amount_validity', 30);
  await setting('new_customer_discount_validity_type', 'day');
  await sql('update stores set tax = $2 where id = $1', [provider.id, r.pick([0, 5, 15])]);
  api.app.souq.catalog.invalidate();
  const signedIn = r.next() < 0.75;
  return { decimals, signedIn, referred: signedIn && r.next() < 0.6, couponCode: await arrangeCoupon(r) };
}

async function newShopper(signedIn: boolean, referred: boolean): Promise<{ shopper: Shopper; userId: number | null }> {
  if (!signedIn) return { shopper: shopper(api, { guestId: await newGuestId(api) }, headers), userId: null };
  const customer = await newCustomer(api);
  if (referred) {
    const referrer = await newCustomer(api);
    await sql('update users set ref_by = $2 where id = $1', [customer.id, referrer.id]);
  }
  return { shopper: shopper(api, { token: customer.token }, headers), userId: customer.id };
}

function cookieFor(s: Shopper): string {
  const prefs: Prefs = {
    locale: 'en',
    theme: 'light',
    location: { address: 'Olaya Street', lat: provider.lat, lng: provider.lng },
    zoneIds: zones,
    moduleId: rentalModule,
    token: 'token' in s.auth ? s.auth.token : null,
    guestId: 'guestId' in s.auth ? s.auth.guestId : null,
  };
  return prefCookies(prefs)
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** The page's loader, with ?coupon= as its coupon form sends it. */
async function loadPage(cookie: string, coupon: string | null) {
  const url = `http://souq.test/rental/checkout${coupon ? `?coupon=${coupon}` : ''}`;
  return checkoutLoader({ request: new Request(url, { headers: { cookie } }), context, params: {} } as never);
}

/** The page's booking form, as the page fills it (the applied coupon rides along as coupon_code). */
async function book(cookie: string, data: Awaited<ReturnType<typeof loadPage>>): Promise<number> {
  const form = new FormData();
  form.set('payment_method', 'cash_payment');
  if (data.coupon && !data.coupon.error) form.set('coupon_code', data.coupon.code);
  form.set('contact_person_name', 'Parity Renter');
  form.set('contact_person_number', '+966500009877');
  const request = new Request('http://souq.test/rental/checkout', { method: 'POST', body: form, headers: { cookie } });
  const answer: unknown = await checkoutAction({ request, context, params: {} } as never).catch((e: unknown) => e);
  if (!(answer instanceof Response)) throw new Error(`booking answered ${JSON.stringify(answer)}`);
  const location = answer.headers.get('location') ?? '';
  const id = Number(/\/my-trips\/(\d+)/.exec(location)?.[1]);
  if (!(id > 0)) throw new Error(`booking answered ${answer.status} ${location} ${await answer.text()}`);
  return id;
}

describe('the rental checkout shows what the trip booking charges (coupon and first-trip referral discount: one rule, one place)', () => {
  it(`${CASES} generated carts and settings (seed ${SEED})`, { timeout: 10 * 60_000 }, async () => {
    const seen = { coupon: 0, refused: 0, referral: 0 };
    for (let n = 0; n < CASES; n++) {
      const r = seeded(SEED + n);
      const c = await arrange(r);
      const label = `case ${n} (seed ${SEED + n}) ${JSON.stringify(c)}`;
      const { shopper: s } = await newShopper(c.signedIn, c.referred);
      const added = await s.call('POST', '/api/v1/rental/user/cart/add-to-cart', {
        payload: {
          vehicle_id: r.pick(vehicleIds),
          rental_type: 'hourly',
          estimated_hours: r.pick([1, 2.5, 3, 7]),
          quantity: 1,
          pickup_location: { lat: provider.lat, lng: provider.lng, location_name: 'Olaya Street' },
          pickup_time: inHours(30 + n * 9),
        },
      });
      expect(added.status, `${label}: ${JSON.stringify(added.body)}`).toBe(200);

      const cookie = cookieFor(s);
      const data = await loadPage(cookie, c.couponCode);
      expect(data.summary, label).not.toBeNull();
      const shown = data.summary!;
      const tripId = await book(cookie, data);
      const [trip] = await sql('select * from trips where id = $1', [tripId]);
      const charged = (column: string) => toMinor(Number(trip[column]), c.decimals);
      expect(
        {
          price: charged('price'),
          discount: charged('discount_on_trip'),
          coupon: charged('coupon_discount_amount'),
          referral: charged('ref_bonus_amount'),
          tax: charged('tax_amount'),
          additional: charged('additional_charge'),
          total: charged('trip_amount'),
        },
        label,
      ).toEqual({
        price: shown.price,
        discount: shown.discount,
        coupon: shown.couponDiscount,
        referral: shown.referralDiscount,
        tax: shown.tax,
        additional: shown.additionalCharge,
        total: shown.tripAmount,
      });
      if (shown.couponDiscount > 0) seen.coupon++;
      if (data.coupon?.error) seen.refused++;
      if (shown.referralDiscount > 0) seen.referral++;
    }
    // The generator reaches each path: a coupon taken off, a coupon refused (shown with its reason), a first-trip discount.
    expect(seen.coupon).toBeGreaterThan(0);
    expect(seen.refused).toBeGreaterThan(0);
    expect(seen.referral).toBeGreaterThan(0);
  });
});
