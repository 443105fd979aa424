/**
 * Issue 17: car rental on the scale scenario (the demo fleet copied 30 times:
 * about 1,150 vehicles and 3,400 plates), next to a bare route serving the
 * same bytes.
 * - GET rental/vehicle/search at 50 connections: a page of 10 vehicles of
 *   every category, sorted by price; then the same with a pickup point, time
 *   and hours, which keeps only vehicles with a free plate for that window.
 *   Budget: p95 within 2× the bare route's p95.
 * - POST rental/user/trip/trip-booking at 20 connections: each request books
 *   the cart of another guest (an hourly trip at Olaya Car Rental, cash): the
 *   server prices the cart, locks and picks free plates for the window,
 *   writes the trip, its lines and plate holds, and empties the cart, in one
 *   transaction. Guests' windows do not overlap on a vehicle, so every
 *   booking succeeds. Budget: p95 ≤ 50 ms.
 * Carts are filled before the run from distinct client addresses (the bench
 * server believes X-Forwarded-For), as that many shoppers would.
 */
import { runLoad } from '../lib/load.ts';
import { printTable, type Row } from '../lib/report.ts';
import { jsonClient, startBenchServer, type JsonCall } from '../lib/server.ts';
import type { SuiteContext } from '../run.ts';

const SEARCH_CONNECTIONS = 50;
const BOOKING_CONNECTIONS = 20;
/**
 * Filled carts per measured second. Each booking uses one up; the load stops when they run out
 * (a booking without a cart would be a fast error, not a booking), so this only caps how long the
 * measurement can last at the booking rate the server reaches.
 */
const CARTS_PER_SECOND = 800;
/** Olaya Car Rental (never closes, seed/rental.ts): its own point, inside its pickup zones. */
const OLAYA = { lat: 24.705, lng: 46.68 };
/** Hours between two guests' windows on one vehicle (each trip is 2 hours). */
const SLOT_HOURS = 3;

interface Vehicle {
  id: number;
  provider: { id: number; name: string };
}

export async function rental({ databaseUrl, durationMs, label }: SuiteContext) {
  const server = await startBenchServer({ targets: [], databaseUrl, scenario: 'scale', env: { TRUST_PROXY: 'true' } });
  try {
    const plain: JsonCall = jsonClient(server.apiOrigin, { 'x-localization': 'en' });
    const modules = (await plain('/api/v1/module')) as { id: number; module_type: string }[];
    const rentalModule = modules.find((m) => m.module_type === 'rental');
    if (!rentalModule) throw new Error('rental bench: no rental module in the seed');
    const { zone_id } = await plain(`/api/v1/config/get-zone-id?lat=${OLAYA.lat}&lng=${OLAYA.lng}`);
    const headers = {
      'x-localization': 'en',
      'content-type': 'application/json',
      zoneid: String(zone_id),
      moduleid: String(rentalModule.id),
    };
    const api = jsonClient(server.apiOrigin, headers);

    const searches = [
      { name: 'GET /api/v1/rental/vehicle/search (all categories, by price)', query: 'all_category=1' },
      {
        name: 'GET /api/v1/rental/vehicle/search (free for a pickup window)',
        query: `all_category=1&pickup_lat=${OLAYA.lat}&pickup_lng=${OLAYA.lng}&estimated_hours=2&pickup_time=${encodeURIComponent(onTheHour(30))}`,
      },
    ];
    const rows: Row[] = [];
    for (const search of searches) {
      const path = `/api/v1/rental/vehicle/search?${search.query}&limit=10&offset=1&sort_by=price_low_high`;
      const bare = await server.mirror({ url: path, headers });
      const options = { connections: SEARCH_CONNECTIONS, durationMs, headers };
      const baseline = await runLoad(server.bareOrigin, bare, options);
      rows.push({
        name: search.name,
        bare: baseline,
        target: await runLoad(server.apiOrigin, path, options),
        budgetP95Ms: 2 * baseline.p95,
      });
    }
    printTable(`Vehicle search on the scale scenario, ${SEARCH_CONNECTIONS} connections, ${label}`, rows);

    const vehicles = await hourlyVehiclesOf(api, 'Olaya Car Rental');
    const guests = await fillCarts(
      server.apiOrigin,
      headers,
      vehicles,
      Math.ceil((durationMs / 1000 + 1) * CARTS_PER_SECOND),
    );
    let next = 0;
    const booking = () =>
      JSON.stringify({
        guest_id: guests[next++ % guests.length],
        payment_method: 'cash_payment',
        contact_person_name: 'Bench Guest',
        contact_person_number: '+966500009999',
      });
    // The baseline answers what a booking answers, for one guest booked here first.
    const bare = await server.mirror({
      method: 'POST',
      url: '/api/v1/rental/user/trip/trip-booking',
      headers,
      payload: JSON.parse(booking()),
    });
    const post = {
      method: 'POST' as const,
      connections: BOOKING_CONNECTIONS,
      durationMs,
      headers,
      body: booking,
      // The baseline's guest is booked already.
      maxRequests: guests.length - next,
    };
    const bareLoad = await runLoad(server.bareOrigin, bare, { ...post, body: () => '{}', maxRequests: undefined });
    const [cpuBefore, bookedBefore] = [server.cpuMs(), next];
    const target = await runLoad(server.apiOrigin, '/api/v1/rental/user/trip/trip-booking', post);
    const cpuAfter = server.cpuMs();
    const booked: Row = {
      name: `POST /api/v1/rental/user/trip/trip-booking (hourly, cash, ${guests.length} guests' carts)`,
      bare: bareLoad,
      target,
      budgetP95Ms: 50,
    };
    if (next > guests.length)
      console.warn(`rental bench: ${next - guests.length} bookings found an empty cart (errors)`);
    printTable(`Trip booking, ${BOOKING_CONNECTIONS} connections, ${label}`, [booked]);
    // Work per booking, warm-up included: what a shared machine's other load changes least.
    if (cpuBefore !== null && cpuAfter !== null)
      console.log(
        `API process CPU per booking: ${((cpuAfter - cpuBefore) / (next - bookedBefore)).toFixed(2)} ms ` +
          `(${next - bookedBefore} bookings; p95 ${(target.p95 / bareLoad.p95).toFixed(1)}× the bare route's)`,
      );
  } finally {
    await server.stop();
  }
}

/** A pickup time on the hour, `hours` from now, as ISO. */
function onTheHour(hours: number): string {
  const at = new Date(Date.now() + hours * 3_600_000);
  at.setUTCMinutes(0, 0, 0);
  return at.toISOString();
}

/** Every vehicle of the named provider that is let by the hour (all pages of the search). */
async function hourlyVehiclesOf(api: JsonCall, providerName: string): Promise<Vehicle[]> {
  const found: Vehicle[] = [];
  for (let offset = 1; ; offset++) {
    const page = await api(`/api/v1/rental/vehicle/search?all_category=1&type=hourly&limit=100&offset=${offset}`);
    const vehicles = page.vehicles as Vehicle[];
    found.push(...vehicles.filter((v) => v.provider.name === providerName));
    if (vehicles.length < 100) break;
  }
  if (!found.length) throw new Error(`rental bench: no hourly vehicle of ${providerName}`);
  return found;
}

/**
 * `count` guests, each with one vehicle in the cart for 2 hours: guest k takes vehicle k mod n at
 * a window SLOT_HOURS after the previous guest's on that vehicle, so no two bookings compete for a
 * plate. Filled 20 at a time, each guest from its own client address.
 */
async function fillCarts(
  origin: string,
  headers: Record<string, string>,
  vehicles: Vehicle[],
  count: number,
): Promise<string[]> {
  const guests: string[] = new Array(count);
  let k = 0;
  const worker = async () => {
    while (k < count) {
      const mine = k++;
      const address = `10.${(mine >> 16) & 255}.${(mine >> 8) & 255}.${mine & 255}`;
      const api = jsonClient(origin, { ...headers, 'x-forwarded-for': address });
      const { guest_id } = await api('/api/v1/auth/guest/request', { method: 'POST', body: '{}' });
      const vehicle = vehicles[mine % vehicles.length];
      const round = Math.floor(mine / vehicles.length);
      await api('/api/v1/rental/user/cart/add-to-cart', {
        method: 'POST',
        body: JSON.stringify({
          guest_id,
          vehicle_id: vehicle.id,
          rental_type: 'hourly',
          estimated_hours: 2,
          quantity: 1,
          pickup_location: { lat: OLAYA.lat, lng: OLAYA.lng, location_name: 'Olaya Street' },
          destination_location: { lat: 24.69, lng: 46.7, location_name: 'Kingdom Centre' },
          pickup_time: onTheHour(26 + round * SLOT_HOURS),
        }),
      });
      guests[mine] = guest_id;
    }
  };
  await Promise.all(Array.from({ length: 20 }, worker));
  return guests;
}
