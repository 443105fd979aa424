/**
 * The demo's kitchen and courier: while the `demo` setting is on, orders
 * still on their way move one step (pending → confirmed → processing →
 * handover → picked_up → delivered; take-away: handover → delivered) once
 * they have rested in their status for `stepSeconds`, so a shopper sees the
 * tracking page come alive. It leaves alone what a person must decide:
 * digital payments still waiting for the payment page, offline payments not
 * yet verified, and scheduled orders before their time.
 *
 * Each step goes through the lifecycle (the status machine, timestamps,
 * events, side effects of delivery) in its own transaction; rows are taken
 * with SKIP LOCKED, so several instances never move one order twice.
 */
import type { Database } from '@souq/db';
import { isValidLatLng, nextForwardStatus, pointAlongTrip, RUNNING_STATUSES } from '@souq/domain';
import { selectStorePoints } from '../catalog/index.ts';
import { moveCourier } from '../couriers/index.ts';
import { flag, type SettingsService } from '../settings/index.ts';
import type { CourierLocationEvent } from './events.ts';
import type { OrderRow } from './lifecycle-queries.ts';
import type { OrderLifecycle } from './lifecycle.ts';

/** Orders older than this are not "new" any more: the simulator leaves them alone. */
const NEW_ORDER_HOURS = 6;
/** Orders moved per tick at most, so one tick stays short. */
const BATCH = 50;

export interface OrderSimulator {
  /** Moves every due order one step; returns how many moved. */
  tick(now?: Date): Promise<number>;
  start(): void;
  stop(): Promise<void>;
  readonly running: boolean;
}

export function createOrderSimulator(
  db: Database,
  settings: SettingsService,
  lifecycle: OrderLifecycle,
  stepSeconds: number,
  onError: (error: unknown) => void = () => {},
  /** Tells the order's followers where its courier moved (the order event bus). */
  onCourierMoved: (event: CourierLocationEvent) => Promise<void> = async () => {},
): OrderSimulator {
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<unknown> | null = null;

  async function tick(now = new Date()): Promise<number> {
    if (!flag(await settings.get('demo'))) return 0;
    const due = new Date(now.getTime() - stepSeconds * 1000);
    const since = new Date(now.getTime() - NEW_ORDER_HOURS * 3_600_000);
    // Candidates only; each is locked and checked again in its own transaction.
    const candidates = await db.query<{ id: number }>(
      `select id from orders
        where order_status = any($1::text[]) and created_at >= $2 and updated_at <= $3 and schedule_at <= $4
          and not (order_status = 'pending' and payment_method in ('digital_payment', 'offline_payment') and payment_status <> 'paid')
          and not (order_status = 'pending' and payment_method = 'partial_payment' and exists (
                select 1 from order_payments p where p.order_id = orders.id and p.payment_method in ('digital_payment', 'offline_payment') and p.payment_status = 'unpaid'))
        order by updated_at limit $5`,
      [RUNNING_STATUSES, since, due, now, BATCH],
    );
    await moveCouriers(now);
    let moved = 0;
    for (const { id } of candidates) {
      try {
        const applied = await lifecycle.run(async (tx, apply) => {
          const [order] = await tx.query<OrderRow>(
            'select * from orders where id = $1 and updated_at <= $2 for update skip locked',
            [id, due],
          );
          const next = order ? nextForwardStatus(order.order_status, order.order_type) : null;
          return order && next ? apply(order, next, { actor: 'simulator' }) : null;
        });
        if (applied) moved++;
      } catch (error) {
        // One order that cannot move (changed meanwhile) must not stop the others.
        onError(error);
      }
    }
    return moved;
  }

  /**
   * Couriers of picked-up orders move from the store towards the customer,
   * reaching the door when the order is due to be delivered.
   */
  async function moveCouriers(now: Date): Promise<void> {
    const picked = await db.query<{
      order_id: number;
      courier_id: number;
      store_id: number | null;
      sender_lat: number | null;
      sender_lng: number | null;
      address: { latitude?: unknown; longitude?: unknown };
      picked_up: Date;
    }>(
      `select o.id as order_id, o.delivery_man_id as courier_id, o.store_id,
              (o.delivery_address ->> 'latitude')::float8 as sender_lat,
              (o.delivery_address ->> 'longitude')::float8 as sender_lng,
              coalesce(o.receiver_details, o.delivery_address) as address, o.picked_up
         from orders o
        where o.order_status = 'picked_up' and o.delivery_man_id is not null and o.picked_up is not null
        order by o.picked_up limit $1`,
      [BATCH],
    );
    const stores = await selectStorePoints(db, [
      ...new Set(picked.flatMap((t) => (t.store_id === null ? [] : [t.store_id]))),
    ]);
    // A parcel travels from the sender (its address) to the receiver.
    const trips = picked.map((t) => {
      const store = t.store_id === null ? undefined : stores.get(t.store_id);
      return { ...t, store_lat: store?.latitude ?? t.sender_lat!, store_lng: store?.longitude ?? t.sender_lng! };
    });
    for (const trip of trips) {
      const lat = Number(trip.address?.latitude);
      const lng = Number(trip.address?.longitude);
      if (!isValidLatLng(lat, lng)) continue;
      const fraction = (now.getTime() - new Date(trip.picked_up).getTime()) / (stepSeconds * 1000);
      const at = pointAlongTrip({ lat: trip.store_lat, lng: trip.store_lng }, { lat, lng }, fraction);
      await moveCourier(db, trip.courier_id, at.lat, at.lng, now);
      await onCourierMoved({
        kind: 'location',
        order_id: Number(trip.order_id),
        delivery_man_id: Number(trip.courier_id),
        latitude: at.lat,
        longitude: at.lng,
        at: now.toISOString(),
      }).catch(onError);
    }
  }

  function schedule() {
    timer = setTimeout(
      () => {
        current = tick()
          .catch(onError)
          .finally(() => {
            current = null;
            if (timer) schedule();
          });
      },
      Math.max(250, Math.floor((stepSeconds * 1000) / 2)),
    );
    timer.unref();
  }

  return {
    tick,
    get running() {
      return timer !== null;
    },
    start() {
      if (timer || stepSeconds <= 0) return;
      schedule();
    },
    /** Stops the timer and waits for a tick in progress, so the database can close after it. */
    async stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      await current;
    },
  };
}
