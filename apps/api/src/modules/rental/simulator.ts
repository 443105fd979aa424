/**
 * The demo's rental desk: while the `demo` setting is on, trips move one
 * step (pending → confirmed → ongoing → completed) once they have rested in
 * their status for `stepSeconds`, so a shopper sees the trip page come alive.
 * Digital payments still waiting for the payment page are left alone. Each
 * step goes through trips.move (the status machine, plates, events); rows
 * are taken with SKIP LOCKED, so several instances never move a trip twice.
 */
import type { Database } from '@souq/db';
import { nextTripStatus, TRIP_RUNNING_STATUSES, type TripStatus } from '@souq/domain';
import { flag, type SettingsService } from '../settings/index.ts';
import type { Trips } from './trips.ts';

const BATCH = 50;

export function createTripSimulator(
  db: Database,
  settings: SettingsService,
  trips: Trips,
  stepSeconds: number,
  onError: (error: unknown) => void = () => {},
) {
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<unknown> | null = null;

  async function tick(now = new Date()): Promise<number> {
    if (!flag(await settings.get('demo'))) return 0;
    const due = new Date(now.getTime() - stepSeconds * 1000);
    const candidates = await db.query<{ id: string; trip_status: TripStatus }>(
      `select id, trip_status from trips
        where trip_status = any($1::text[]) and updated_at <= $2
          and not (trip_status = 'pending' and payment_method = 'digital_payment' and payment_status <> 'paid')
        order by updated_at limit $3`,
      [TRIP_RUNNING_STATUSES, due, BATCH],
    );
    let moved = 0;
    for (const trip of candidates) {
      const next = nextTripStatus(trip.trip_status);
      if (!next) continue;
      try {
        await trips.move(Number(trip.id), next, 'simulator', null, trip.trip_status);
        moved++;
      } catch (error) {
        // A trip changed meanwhile must not stop the others.
        onError(error);
      }
    }
    return moved;
  }

  function schedule() {
    timer = setTimeout(() => {
      current = tick()
        .catch(onError)
        .finally(() => {
          current = null;
          if (timer) schedule();
        });
    }, stepSeconds * 1000);
    timer.unref();
  }

  return {
    tick,
    start() {
      if (stepSeconds > 0 && !timer) schedule();
    },
    async stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      await current;
    },
  };
}
