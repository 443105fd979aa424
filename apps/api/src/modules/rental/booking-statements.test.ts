/**
 * Trip booking's work per request (issue 17, budget "trip booking p95 ≤ 50 ms at 20
 * connections"; decision 23): a booking is three statements in one transaction — the owner's
 * terms locked; the lines read and their vehicles locked; the trip, its lines, its plates and the
 * emptied cart written in one — and nothing outside it. And the rule that work must not weaken:
 * a booking that queued on the vehicles' locks behind another sees the plates that one took, and
 * is refused with 409 `quantity` (made certain here: the first booking is held with its locks
 * taken until the second is waiting for them).
 */
import type { Database, Queryable } from '@souq/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { newGuestId, shopper, type Shopper } from '../../../test/cart.ts';
import { catalogHeaders, demoIds } from '../../../test/catalog.ts';
import { useApi } from '../../../test/helper.ts';

const TRIP_BOOKING = '/api/v1/rental/user/trip/trip-booking';
const ADD = '/api/v1/rental/user/cart/add-to-cart';

/** What the app sends the database, and a gate that can hold a transaction after one statement. */
function recorder() {
  let log: string[] | null = null;
  let hold: { after: RegExp; release: Promise<void>; held: () => void } | null = null;
  let onTransaction: (() => void) | null = null;
  const recorded = (target: Queryable, where: 'tx' | 'top'): Queryable => ({
    async query(text, params) {
      log?.push(`${where}: ${text.replace(/\s+/g, ' ').trim()}`);
      const rows = await target.query(text, params);
      if (where === 'tx' && hold && hold.after.test(text)) {
        const { release, held } = hold;
        hold = null;
        held();
        await release;
      }
      return rows as never;
    },
  });
  const view = (db: Database): Database =>
    new Proxy(db, {
      get(target, property) {
        if (property === 'query') return recorded(target, 'top').query;
        if (property === 'transaction')
          return <T>(fn: (tx: Queryable) => Promise<T>) => {
            onTransaction?.();
            return target.transaction((tx) => fn(recorded(tx, 'tx')));
          };
        const value = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  return {
    view,
    start: () => (log = []),
    stop: () => {
      const done = log ?? [];
      log = null;
      return done;
    },
    /** The next transaction that runs a statement matching `after` waits there until release(). */
    holdAfter(after: RegExp) {
      let release!: () => void;
      let held!: () => void;
      const reached = new Promise<void>((resolve) => (held = resolve));
      hold = { after, release: new Promise<void>((resolve) => (release = resolve)), held };
      return { reached, release: () => release() };
    },
    /** Settles when the app next opens a transaction. */
    nextTransaction: () => new Promise<void>((resolve) => (onTransaction = () => ((onTransaction = null), resolve()))),
  };
}

const db = recorder();
const api = useApi({}, { database: db.view });
let headers: Record<string, string>;
let olaya: { id: number; latitude: number; longitude: number };
let vehicles: { id: number; plates: number }[];

beforeAll(async () => {
  const ids = await demoIds(api);
  const sql = api.database.db;
  const [{ id: rentalModule }] = await sql.query<{ id: number }>(`select id from modules where module_type = 'rental'`);
  headers = catalogHeaders([ids.zones.olaya, ids.zones.central], rentalModule);
  [olaya] = await sql.query<typeof olaya>(`select id, latitude, longitude from stores where slug = 'olaya-car-rental'`);
  vehicles = await sql.query<{ id: number; plates: number }>(
    `select v.id, (select count(*)::int from vehicle_identities i where i.vehicle_id = v.id and i.status) as plates
       from vehicles v where v.provider_id = $1 and v.trip_hourly order by v.id`,
    [olaya.id],
  );
});

const pickupIn = (hours: number) => {
  const at = new Date(Date.now() + hours * 3_600_000);
  at.setUTCMinutes(0, 0, 0);
  return at.toISOString();
};

async function guestWith(lines: { vehicleId: number; quantity: number }[], at: string): Promise<Shopper> {
  const guest = shopper(api, { guestId: await newGuestId(api) }, headers);
  for (const line of lines) {
    const added = await guest.call('POST', ADD, {
      payload: {
        vehicle_id: line.vehicleId,
        rental_type: 'hourly',
        estimated_hours: 2,
        quantity: line.quantity,
        pickup_location: { lat: olaya.latitude, lng: olaya.longitude, location_name: 'Olaya Street' },
        pickup_time: at,
      },
    });
    expect(added.status).toBe(200);
  }
  return guest;
}

const book = (guest: Shopper) =>
  guest.call('POST', TRIP_BOOKING, {
    payload: { payment_method: 'cash_payment', contact_person_name: 'R', contact_person_number: '+966500000004' },
  });

describe('trip booking: the work per booking (issue 17 budget)', () => {
  it('runs three statements, all in its transaction, for a cart of two vehicles', async () => {
    const [first, second] = vehicles;
    const guest = await guestWith(
      [
        { vehicleId: first.id, quantity: 1 },
        { vehicleId: second.id, quantity: 2 },
      ],
      pickupIn(800),
    );
    db.start();
    const booked = await book(guest);
    const statements = db.stop();
    expect(booked.status).toBe(200);
    expect(statements.filter((s) => s.startsWith('top:'))).toEqual([]);
    expect(statements).toHaveLength(3);

    // What the one write statement wrote: both lines in cart order, their plates, no cart left.
    const sql = api.database.db;
    const details = await sql.query<{ vehicle_id: number; quantity: number }>(
      'select vehicle_id, quantity from trip_details where trip_id = $1 order by id',
      [booked.body.trip_id],
    );
    expect(details).toEqual([
      { vehicle_id: first.id, quantity: 1 },
      { vehicle_id: second.id, quantity: 2 },
    ]);
    const plates = await sql.query<{ vehicle_id: number; n: number }>(
      'select vehicle_id, count(*)::int as n from trip_vehicle_identities where trip_id = $1 group by vehicle_id order by vehicle_id',
      [booked.body.trip_id],
    );
    expect(plates).toEqual([
      { vehicle_id: first.id, n: 1 },
      { vehicle_id: second.id, n: 2 },
    ]);
    expect((await guest.call('GET', '/api/v1/rental/user/cart/get-cart')).body.carts).toEqual([]);
  });

  it('a booking queued on the vehicles’ locks sees the plates the first one took: 409 quantity, nothing written', async () => {
    const last = vehicles.find((v) => v.plates === 2)!;
    const at = pickupIn(900);
    const a = await guestWith([{ vehicleId: last.id, quantity: 2 }], at);
    const b = await guestWith([{ vehicleId: last.id, quantity: 2 }], at);

    // A takes the vehicle's lock and waits there; B starts and queues behind it.
    const gate = db.holdAfter(/locked as materialized/);
    const first = book(a);
    await gate.reached;
    const bOpens = db.nextTransaction();
    const second = book(b);
    await bOpens;
    if (api.database.db.kind === 'postgres') {
      // On PostgreSQL B runs until it waits for A's row lock; the embedded engine runs one transaction at a time.
      for (let tries = 0; tries < 100; tries++) {
        const [{ waiting }] = await api.database.db.query<{ waiting: number }>(
          `select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (waiting > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    gate.release();
    const [won, lost] = await Promise.all([first, second]);

    expect(won.status).toBe(200);
    expect(lost.status).toBe(409);
    expect(lost.body.errors[0]).toMatchObject({ code: 'quantity' });
    const [{ trips }] = await api.database.db.query<{ trips: number }>(
      `select count(*)::int as trips from trips where guest_id = $1`,
      [(b.auth as { guestId: string }).guestId],
    );
    expect(trips).toBe(0);
    expect((await b.call('GET', '/api/v1/rental/user/cart/get-cart')).body.carts).toHaveLength(1);
  });
});
