/**
 * The rental cart of a customer or guest (server-rules §3.7, §5.9): vehicle
 * lines of one provider, and one set of trip terms for the whole cart
 * (rental_cart_user_data: pickup and destination, pickup time, hourly or
 * distance-wise). Every change runs in one transaction holding the owner's
 * terms row, and checks the rules against the vehicles as they are now: the
 * rental type is offered, the provider picks up in the pickup zone and is
 * open at the pickup time, enough plates are free for the trip's window.
 * Prices are never stored as truth: each read prices the lines again with
 * the domain's rentalLinePrice.
 */
import type { Database, Queryable } from '@souq/db';
import {
  isValidLatLng,
  rentalLinePrice,
  fromMinor,
  tripEndTime,
  tripTermsRejection,
  type LatLng,
  type RentalType,
  type TimeWindow,
  type TripTerms,
} from '@souq/domain';
import { AppError, conflict, forbidden, notFound, unprocessable } from '../../http/errors.ts';
import type { Owner } from '../../http/auth.ts';
import type { FormatContext } from '../catalog/index.ts';
import type { ZoneService } from '../zones/index.ts';
import { freePlateCounts, openIn, type Prepared, type RentalCatalog, type RentalScope } from './catalog.ts';
import { formatVehicle, pickupZonesOf } from './format.ts';
import { RENTAL_MESSAGES as M } from './messages.ts';
import { vehiclePricing, type VehicleStore } from './vehicles.ts';

export interface Place {
  lat: number;
  lng: number;
  location_name?: string;
  location_type?: string;
}

export interface TripData {
  rentalType: RentalType;
  estimatedHours: number;
  distanceKm: number;
  destinationHours: number;
  pickup: Place;
  destination: Place | null;
  pickupTime: Date;
}

export interface UserDataRow {
  id: number;
  user_id: number | null;
  guest_id: string | null;
  module_id: number;
  pickup_location: Place | null;
  destination_location: Place | null;
  pickup_zone_id: number | null;
  pickup_time: Date | null;
  rental_type: RentalType;
  estimated_hours: string;
  distance: string;
  destination_time: string;
  created_at: Date;
  updated_at: Date;
}

export interface CartRow {
  id: number;
  user_id: number | null;
  guest_id: string | null;
  module_id: number;
  provider_id: number;
  vehicle_id: number;
  quantity: number;
  price: string;
  created_at: Date;
  updated_at: Date;
}

/** Who owns a row, as SQL: `user_id = $n` or `guest_id = $n`, and the value. */
export function ownerClause(owner: Owner, param: number, alias = ''): [string, number | string] {
  const a = alias ? `${alias}.` : '';
  return owner.kind === 'customer'
    ? [`${a}user_id = $${param}`, owner.userId]
    : [`${a}guest_id = $${param}`, owner.guestId];
}

export const termsOf = (
  d: Pick<UserDataRow, 'rental_type' | 'estimated_hours' | 'distance' | 'destination_time'>,
  quantity: number,
): TripTerms => ({
  rentalType: d.rental_type,
  estimatedHours: Number(d.estimated_hours),
  distanceKm: Number(d.distance),
  destinationHours: Number(d.destination_time),
  quantity,
});

export function tripWindow(
  pickupTime: Date,
  data: Pick<TripTerms, 'rentalType' | 'estimatedHours' | 'destinationHours'>,
): TimeWindow {
  return { start: pickupTime, end: tripEndTime(pickupTime, data) };
}

/** How far in the past a pickup time may be (a form left open a minute). */
const PAST_GRACE_MS = 5 * 60_000;

export function createRentalCart(
  db: Database,
  rental: RentalCatalog,
  vehicles: VehicleStore,
  zones: ZoneService,
  decimals: () => Promise<number>,
  clock: () => Date = () => new Date(),
) {
  async function lockUserData(tx: Queryable, owner: Owner): Promise<UserDataRow | null> {
    const [where, value] = ownerClause(owner, 1);
    const [row] = await tx.query<UserDataRow>(`select * from rental_cart_user_data where ${where} for update`, [value]);
    return row ?? null;
  }

  async function linesOf(source: Queryable, owner: Owner): Promise<CartRow[]> {
    const [where, value] = ownerClause(owner, 1);
    return source.query<CartRow>(`select * from rental_carts where ${where} order by id`, [value]);
  }

  /** The pickup zone of a point, or a 403 when no zone serves it. */
  async function pickupZone(point: LatLng): Promise<number> {
    const serving = await zones.servingPoint(point).catch(() => []);
    if (!serving.length) throw forbidden('pickup_location', M.pickupOutOfService);
    return serving[0].id;
  }

  /**
   * Rule (server-rules §5.9): every line can go on this trip — the vehicle
   * offers the rental type, its provider picks up in the zone and is open at
   * the pickup time, and enough plates are free for the whole window.
   * A booking passes `plates: 'held by the caller'`: it picks and holds the
   * plates itself in one statement and refuses a short line the same way
   * (so the count here would be a second read of the same rows).
   */
  async function checkLines(
    tx: Queryable,
    sc: RentalScope,
    data: TripData,
    zoneId: number,
    lines: { vehicleId: number; quantity: number }[],
    prep: Prepared,
    plates: 'count' | 'held by the caller' = 'count',
  ): Promise<void> {
    if (data.pickupTime.getTime() < clock().getTime() - PAST_GRACE_MS)
      throw unprocessable('pickup_time', M.pickupTimePast);
    const { snap } = prep;
    const window = tripWindow(data.pickupTime, data);
    const free =
      plates === 'count'
        ? await freePlateCounts(
            tx,
            lines.map((l) => l.vehicleId),
            window,
          )
        : null;
    for (const line of lines) {
      const entry = snap.vehicles.get(line.vehicleId);
      const provider = entry && sc.providers.get(entry.row.provider_id);
      if (!entry || !provider) throw notFound('vehicle_id', M.vehicleNotFound);
      const rejection = tripTermsRejection(vehiclePricing(entry.row, 2), { ...data, quantity: line.quantity });
      if (rejection) throw unprocessable(rejection.code, rejection.message);
      if (!pickupZonesOf(provider).includes(zoneId)) throw forbidden('pickup_zone', M.pickupZone);
      if (!openIn(provider, data.pickupTime, prep.timeZone))
        throw new AppError(409, 'provider_closed', M.providerClosed);
      const count = free ? (free.get(line.vehicleId) ?? 0) : line.quantity;
      if (count < line.quantity) throw new AppError(409, 'quantity', M.notEnoughVehicles, { count });
    }
  }

  async function saveUserData(tx: Queryable, owner: Owner, moduleId: number, data: TripData, zoneId: number) {
    const [where, value] = ownerClause(owner, 1);
    const params = [
      value,
      moduleId,
      JSON.stringify(data.pickup),
      data.destination ? JSON.stringify(data.destination) : null,
      zoneId,
      data.pickupTime.toISOString(),
      data.rentalType,
      data.estimatedHours,
      data.distanceKm,
      data.destinationHours,
    ];
    const updated = await tx.query(
      `update rental_cart_user_data set module_id = $2, pickup_location = $3::jsonb, destination_location = $4::jsonb,
              pickup_zone_id = $5, pickup_time = $6::timestamptz, rental_type = $7, estimated_hours = $8,
              distance = $9, destination_time = $10, updated_at = now()
        where ${where} returning id`,
      params,
    );
    if (updated.length) return;
    const column = owner.kind === 'customer' ? 'user_id' : 'guest_id';
    await tx.query(
      `insert into rental_cart_user_data (${column}, module_id, pickup_location, destination_location, pickup_zone_id,
              pickup_time, rental_type, estimated_hours, distance, destination_time)
       values ($1, $2, $3::jsonb, $4::jsonb, $5, $6::timestamptz, $7, $8, $9, $10)`,
      params,
    );
  }

  function dataOf(row: UserDataRow): TripData | null {
    if (!row.pickup_location || !row.pickup_time) return null;
    return {
      rentalType: row.rental_type,
      estimatedHours: Number(row.estimated_hours),
      distanceKm: Number(row.distance),
      destinationHours: Number(row.destination_time),
      pickup: row.pickup_location,
      destination: row.destination_location,
      pickupTime: new Date(row.pickup_time),
    };
  }

  /** Runs a change in one transaction holding the owner's terms row (created first when missing, so two first adds queue too). */
  async function change<T>(
    owner: Owner,
    moduleId: number,
    fn: (tx: Queryable, held: UserDataRow | null) => Promise<T>,
    create = false,
  ) {
    return db.transaction(async (tx) => {
      // An add makes the row first (the guest's row exists: recordGuestWrite); other changes need a cart already.
      const column = owner.kind === 'customer' ? 'user_id' : 'guest_id';
      const value = owner.kind === 'customer' ? owner.userId : owner.guestId;
      if (create)
        await tx.query(
          `insert into rental_cart_user_data (${column}, module_id) values ($1, $2) on conflict do nothing`,
          [value, moduleId],
        );
      const held = await lockUserData(tx, owner);
      return fn(tx, held && held.pickup_time ? held : null);
    });
  }

  /** The cart in 6amMart's shape: {carts, user_data}, every line priced from the vehicle as it is now. */
  async function view(owner: Owner, sc: RentalScope | null, fc: FormatContext) {
    const [where, value] = ownerClause(owner, 1);
    const [rows, [userData]] = await Promise.all([
      linesOf(db, owner),
      db.query<UserDataRow>(`select * from rental_cart_user_data where ${where}`, [value]),
    ]);
    const [snap, places] = await Promise.all([vehicles.get(), decimals()]);
    let total = 0;
    const carts = rows.flatMap((row) => {
      const entry = snap.vehicles.get(row.vehicle_id);
      if (!entry) return [];
      const provider = sc?.providers.get(row.provider_id) ?? fc.snapshot.stores.get(row.provider_id);
      const priced =
        userData && userData.pickup_time
          ? rentalLinePrice(vehiclePricing(entry.row, places), termsOf(userData, row.quantity))
          : null;
      total += priced?.total ?? 0;
      return [
        {
          id: row.id,
          user_id: row.user_id,
          guest_id: row.guest_id,
          is_guest: row.guest_id ? 1 : 0,
          module_id: row.module_id,
          provider_id: row.provider_id,
          vehicle_id: row.vehicle_id,
          quantity: row.quantity,
          price: fromMinor(priced?.price ?? 0, places),
          discount_on_trip: fromMinor(priced?.discount ?? 0, places),
          total_price: fromMinor(priced?.total ?? 0, places),
          created_at: row.created_at,
          updated_at: row.updated_at,
          vehicle: formatVehicle(entry, snap, provider, fc),
        },
      ];
    });
    return {
      carts,
      user_data:
        userData && userData.pickup_time
          ? {
              id: userData.id,
              user_id: userData.user_id,
              guest_id: userData.guest_id,
              pickup_location: userData.pickup_location,
              destination_location: userData.destination_location,
              pickup_zone_id: userData.pickup_zone_id,
              pickup_time: userData.pickup_time,
              rental_type: userData.rental_type,
              estimated_hours: Number(userData.estimated_hours),
              distance: Number(userData.distance),
              destination_time: Number(userData.destination_time),
              total_cart_price: fromMinor(total, places),
            }
          : null,
    };
  }

  /** A point from the client: {lat, lng} (or latitude/longitude), valid coordinates, a name up to 255 characters. */
  function placeOf(raw: unknown, field: string): Place | null {
    if (raw === null || raw === undefined || raw === '') return null;
    let value = raw;
    if (typeof value === 'string') {
      try {
        value = JSON.parse(value);
      } catch {
        throw unprocessable(field, M.pickupRequired);
      }
    }
    if (typeof value !== 'object' || value === null) throw unprocessable(field, M.pickupRequired);
    const v = value as Record<string, unknown>;
    const lat = Number(v.lat ?? v.latitude);
    const lng = Number(v.lng ?? v.longitude);
    if (!isValidLatLng(lat, lng)) throw unprocessable(field, M.pickupRequired);
    const name = v.location_name ?? v.address;
    return {
      lat,
      lng,
      ...(typeof name === 'string' ? { location_name: name.slice(0, 255) } : {}),
      ...(typeof v.location_type === 'string' ? { location_type: v.location_type.slice(0, 30) } : {}),
    };
  }

  return {
    view,
    placeOf,
    linesOf,
    dataOf,
    termsOf,
    pickupZone,
    checkLines,

    /** Adds a vehicle (or sets the quantity of one already there) with the trip's terms, which the whole cart takes. */
    async add(owner: Owner, sc: RentalScope, vehicleId: number, quantity: number, data: TripData) {
      const snap = await vehicles.get();
      const entry = snap.vehicles.get(vehicleId);
      if (!entry || !sc.providers.has(entry.row.provider_id)) throw notFound('vehicle_id', M.vehicleNotFound);
      const zoneId = await pickupZone(data.pickup);
      const [places, prep] = await Promise.all([decimals(), rental.prepare()]);
      await change(
        owner,
        sc.moduleId,
        async (tx) => {
          const lines = await linesOf(tx, owner);
          if (lines.some((l) => l.provider_id !== entry.row.provider_id))
            throw conflict('provider_id', M.otherProvider);
          const next = lines
            .filter((l) => l.vehicle_id !== vehicleId)
            .map((l) => ({ vehicleId: l.vehicle_id, quantity: l.quantity }));
          next.push({ vehicleId, quantity });
          await checkLines(tx, sc, data, zoneId, next, prep);
          await saveUserData(tx, owner, sc.moduleId, data, zoneId);
          const price = rentalLinePrice(vehiclePricing(entry.row, places), { ...data, quantity }).price;
          const column = owner.kind === 'customer' ? 'user_id' : 'guest_id';
          const value = owner.kind === 'customer' ? owner.userId : owner.guestId;
          const updated = await tx.query(
            `update rental_carts set quantity = $3, price = $4, updated_at = now() where ${column} = $1 and vehicle_id = $2 returning id`,
            [value, vehicleId, quantity, fromMinor(price, places)],
          );
          if (!updated.length)
            await tx.query(
              `insert into rental_carts (${column}, module_id, provider_id, vehicle_id, quantity, price) values ($1, $2, $3, $4, $5, $6)`,
              [value, sc.moduleId, entry.row.provider_id, vehicleId, quantity, fromMinor(price, places)],
            );
        },
        true,
      );
    },

    /** A line's quantity, checked against the plates free for the cart's trip. */
    async updateQuantity(owner: Owner, sc: RentalScope, cartId: number, quantity: number) {
      const prep = await rental.prepare();
      await change(owner, sc.moduleId, async (tx, held) => {
        const lines = await linesOf(tx, owner);
        const line = lines.find((l) => l.id === cartId);
        if (!line) throw notFound('cart_id', M.cartLineNotFound);
        const data = held && dataOf(held);
        if (!data) throw unprocessable('pickup_time', M.pickupRequired);
        await checkLines(
          tx,
          sc,
          data,
          held!.pickup_zone_id ?? -1,
          lines.map((l) => ({ vehicleId: l.vehicle_id, quantity: l.id === cartId ? quantity : l.quantity })),
          prep,
        );
        await tx.query('update rental_carts set quantity = $2, updated_at = now() where id = $1', [cartId, quantity]);
      });
    },

    /** New trip terms for the whole cart, every line checked again. */
    async updateTrip(owner: Owner, sc: RentalScope, userDataId: number, data: TripData) {
      const zoneId = await pickupZone(data.pickup);
      const prep = await rental.prepare();
      await change(owner, sc.moduleId, async (tx, held) => {
        if (!held || held.id !== userDataId) throw notFound('id', M.cartEmpty);
        const lines = await linesOf(tx, owner);
        await checkLines(
          tx,
          sc,
          data,
          zoneId,
          lines.map((l) => ({ vehicleId: l.vehicle_id, quantity: l.quantity })),
          prep,
        );
        await saveUserData(tx, owner, sc.moduleId, data, zoneId);
      });
    },

    /** Removes lines (all when ids is null); the terms go with the last line. */
    async remove(owner: Owner, ids: number[] | null) {
      const [where, value] = ownerClause(owner, 1);
      await db.transaction(async (tx) => {
        if (ids) {
          const removed = await tx.query(
            `delete from rental_carts where ${where} and id = any($2::bigint[]) returning id`,
            [value, ids],
          );
          if (removed.length === 0) throw notFound('cart_id', M.cartLineNotFound);
        } else {
          await tx.query(`delete from rental_carts where ${where}`, [value]);
        }
        await tx.query(
          `delete from rental_cart_user_data d where ${where.replace(/^/, 'd.')}
             and not exists (select 1 from rental_carts c where c.${where})`,
          [value],
        );
      });
    },

    /** A guest's cart follows them into their account (runs in the sign-in transaction); an account's cart replaces it. */
    async moveGuestCart(tx: Queryable, guestId: string, userId: number) {
      const [guestLines] = await tx.query<{ n: number }>(
        'select count(*)::int as n from rental_carts where guest_id = $1',
        [guestId],
      );
      if (!guestLines || guestLines.n === 0) return;
      await tx.query('delete from rental_carts where user_id = $1', [userId]);
      await tx.query('delete from rental_cart_user_data where user_id = $1', [userId]);
      await tx.query('update rental_carts set user_id = $2, guest_id = null where guest_id = $1', [guestId, userId]);
      await tx.query('update rental_cart_user_data set user_id = $2, guest_id = null where guest_id = $1', [
        guestId,
        userId,
      ]);
    },
  };
}

export type RentalCart = ReturnType<typeof createRentalCart>;
/** rental/user/cart/get-cart (and every cart change's answer): {carts, user_data}. */
export type RentalCartJson = Awaited<ReturnType<RentalCart['view']>>;
