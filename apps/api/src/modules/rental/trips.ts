/**
 * Trips (server-rules §3.7, §5.9): booking from the rental cart, the trip
 * list and details, cancel, payment, and every status change.
 *
 * Booking prices the cart again with the domain's tripTotals (nothing the
 * client sends about money is read), then in one transaction locks the
 * vehicles' rows, picks free plates for the trip's window, writes the trip,
 * its lines and the plates it holds, takes the wallet and the coupon use and
 * empties the cart. Two parallel bookings of the last free plate queue on the
 * vehicle's row lock: the second sees the plate taken and is refused.
 *
 * Every status change goes through apply(), which checks the domain's
 * transitions, stamps the status time, frees the plates on a final status,
 * refunds a wallet payment on cancel, and announces the change after commit.
 */
import type { Database, Queryable } from '@souq/db';
import {
  chargeRules,
  firstOrderTerms,
  fromMinor,
  isValidEmail,
  newCustomerDiscount,
  minorToDecimalString,
  rentalLinePrice,
  toMinor,
  TRIP_RELEASED_STATUSES,
  TRIP_RUNNING_STATUSES,
  tripTotals,
  tripTransitionRejection,
  type LanguageCode,
  type LocalMoment,
  type Minor,
  type TripActor,
  type TripStatus,
  type TripTotals,
} from '@souq/domain';
import type { Owner } from '../../http/auth.ts';
import { AppError, forbidden, notFound, unprocessable } from '../../http/errors.ts';
import { selectPeople, selectReferralFacts } from '../auth/index.ts';
import { addStoreOrders, runningStoreDiscount, type CatalogService, type FormatContext } from '../catalog/index.ts';
import type { CouponService, OrderCoupon } from '../coupons/index.ts';
import { flag, type SettingsService } from '../settings/index.ts';
import type { WalletService } from '../wallet/index.ts';
import { freePlateCounts, type Prepared, type RentalCatalog, type RentalScope } from './catalog.ts';
import { ownerClause, termsOf, tripWindow, type Place, type RentalCart, type UserDataRow } from './cart.ts';
import { formatBookedVehicle, formatProvider, formatVehicle, type BookedVehicleSnapshot } from './format.ts';
import { RENTAL_MESSAGES as M } from './messages.ts';
import { vehiclePricing, type VehicleStore } from './vehicles.ts';

export type TripPaymentMethod = 'cash_payment' | 'wallet' | 'digital_payment';

export interface BookingBody {
  payment_method: TripPaymentMethod;
  coupon_code?: string;
  trip_note?: string;
  contact_person_name?: string;
  contact_person_number?: string;
  contact_person_email?: string;
}

export interface TripRow {
  id: string;
  user_id: number | null;
  guest_id: string | null;
  module_id: number;
  provider_id: number;
  zone_id: number;
  trip_status: TripStatus;
  payment_status: 'paid' | 'unpaid' | 'partially_paid';
  payment_method: TripPaymentMethod;
  trip_type: 'hourly' | 'distance_wise';
  quantity: number;
  estimated_hours: string;
  distance: string;
  destination_time: string;
  price: string;
  discount_on_trip: string;
  discount_on_trip_by: string | null;
  coupon_code: string | null;
  coupon_discount_amount: string;
  ref_bonus_amount: string;
  tax_amount: string;
  tax_percentage: string;
  tax_status: 'included' | 'excluded';
  additional_charge: string;
  trip_amount: string;
  pickup_location: Place | null;
  destination_location: Place | null;
  schedule_at: Date;
  estimated_trip_end_time: Date;
  scheduled: boolean;
  user_info: Record<string, unknown>;
  trip_note: string | null;
  cancellation_reason: string | null;
  canceled_by: string | null;
  pending: Date | null;
  confirmed: Date | null;
  ongoing: Date | null;
  completed: Date | null;
  canceled: Date | null;
  payment_failed: Date | null;
  created_at: Date;
  updated_at: Date;
}

interface DetailRow {
  id: string;
  trip_id: string;
  vehicle_id: number;
  vehicle_details: BookedVehicleSnapshot;
  quantity: number;
  price: string;
  discount_on_trip: string;
  created_at: Date;
}

export type TripListener = (trip: TripRow) => void;

const num = (value: string | null) => (value === null ? 0 : Number(value));

export function createTrips(deps: {
  db: Database;
  settings: SettingsService;
  catalog: CatalogService;
  coupons: CouponService;
  wallet: WalletService;
  rental: RentalCatalog;
  cart: RentalCart;
  vehicles: VehicleStore;
  decimals: () => Promise<number>;
  paymentLink: (tripId: number, owner: Owner, amount: string) => Promise<string>;
}) {
  const { db, settings, coupons, wallet, rental, cart, vehicles, decimals } = deps;
  const listeners: TripListener[] = [];

  function announce(trip: TripRow) {
    rental.holdsChanged();
    for (const listener of listeners) {
      try {
        listener(trip);
      } catch {
        // A listener's failure is its own.
      }
    }
  }

  /**
   * First-trip referral discount: the domain's new-customer rule (the one food checkout and customer/info use),
   * with the customer's trips (but those whose payment failed) as the orders placed.
   */
  async function referralDiscount(tx: Queryable, owner: Owner, s: Record<string, unknown>, places: number) {
    if (owner.kind !== 'customer' || !flag(s.new_customer_discount_status)) return null;
    // The trips are counted only for a referred customer: the others pay no second read.
    const customer = await selectReferralFacts(tx, owner.userId);
    if (!customer || customer.ref_by === null) return null;
    const [{ trips }] = await tx.query<{ trips: number }>(
      "select count(*)::int as trips from trips where user_id = $1 and trip_status <> 'payment_failed'",
      [owner.userId],
    );
    const standing = { referred: true, ordersPlaced: trips, memberSinceDays: customer.days };
    return firstOrderTerms(newCustomerDiscount(s, standing), places);
  }

  async function apply(
    tx: Queryable,
    trip: TripRow,
    to: TripStatus,
    by: TripActor,
    note: string | null = null,
  ): Promise<TripRow> {
    const rejection = tripTransitionRejection(trip.trip_status, to, by);
    if (rejection) throw new AppError(403, 'trip_status', rejection);
    const [updated] = await tx.query<TripRow>(
      `update trips set trip_status = $2, ${to} = now(), updated_at = now(),
              cancellation_reason = case when $2 = 'canceled' then $3 else cancellation_reason end,
              canceled_by = case when $2 = 'canceled' then $4 else canceled_by end,
              payment_status = case when $2 = 'completed' and payment_method = 'cash_payment' then 'paid' else payment_status end
        where id = $1 returning *`,
      [trip.id, to, note, by],
    );
    await tx.query('insert into trip_status_events (trip_id, status, changed_by, note) values ($1, $2, $3, $4)', [
      trip.id,
      to,
      by,
      note,
    ]);
    if (TRIP_RELEASED_STATUSES.includes(to))
      await tx.query('update trip_vehicle_identities set released = true where trip_id = $1', [trip.id]);
    // Paid after a failed payment: the trip holds its plates again, if nobody booked them meanwhile.
    if (TRIP_RELEASED_STATUSES.includes(trip.trip_status) && !TRIP_RELEASED_STATUSES.includes(to)) {
      await tx.query(
        `select id from vehicles where id in (select vehicle_id from trip_vehicle_identities where trip_id = $1) order by id for update`,
        [trip.id],
      );
      const [{ taken }] = await tx.query<{ taken: number }>(
        `select count(*)::int as taken from trip_vehicle_identities r
          where r.trip_id = $1 and exists (select 1 from trip_vehicle_identities o
                  where o.vehicle_identity_id = r.vehicle_identity_id and not o.released and o.trip_id <> r.trip_id
                    and o.starts_at < r.ends_at and o.ends_at > r.starts_at)`,
        [trip.id],
      );
      if (taken > 0) throw new AppError(409, 'quantity', M.notEnoughVehicles, { count: 0 });
      await tx.query('update trip_vehicle_identities set released = false where trip_id = $1', [trip.id]);
    }
    if (to === 'completed') {
      const details = await tx.query<{ vehicle_id: number; quantity: number }>(
        'select vehicle_id, quantity from trip_details where trip_id = $1',
        [trip.id],
      );
      for (const d of details)
        await tx.query('update vehicles set total_trip = total_trip + $2 where id = $1', [d.vehicle_id, d.quantity]);
      await addStoreOrders(tx, new Map([[trip.provider_id, 1]]));
    }
    // A canceled trip paid from the wallet (or digitally) gives the money back to a customer's wallet.
    if (
      to === 'canceled' &&
      trip.payment_status === 'paid' &&
      trip.user_id !== null &&
      trip.payment_method !== 'cash_payment'
    ) {
      const places = 2;
      const amount = toMinor(trip.trip_amount, places);
      await wallet.credit(tx, trip.user_id, amount, places, 'trip_refund', `trip:${trip.id}`);
      await tx.query(`update trips set payment_status = 'unpaid' where id = $1`, [trip.id]);
      updated.payment_status = 'unpaid';
    }
    return updated;
  }

  async function findOwned(source: Queryable, owner: Owner, tripId: number, lock = false): Promise<TripRow> {
    const [where, value] = ownerClause(owner, 2);
    const [row] = await source.query<TripRow>(
      `select * from trips where id = $1 and ${where}${lock ? ' for update' : ''}`,
      [tripId, value],
    );
    if (!row) throw notFound('trip_id', M.tripNotFound);
    return row;
  }

  async function prepare(): Promise<Prepared & { moment: LocalMoment }> {
    const [prep, moment] = await Promise.all([rental.prepare(), deps.catalog.moment()]);
    return { ...prep, moment };
  }

  async function format(rows: TripRow[], fc: FormatContext, withDetails: boolean) {
    const ids = rows.map((r) => r.id);
    const details = ids.length
      ? await db.query<DetailRow>('select * from trip_details where trip_id = any($1::bigint[]) order by id', [ids])
      : [];
    const snap = await vehicles.get();
    return rows.map((t) => {
      const own = details.filter((d) => d.trip_id === t.id);
      const provider = fc.snapshot.stores.get(t.provider_id);
      const first = own[0];
      const entry = first ? snap.vehicles.get(first.vehicle_id) : undefined;
      return {
        id: Number(t.id),
        user_id: t.user_id,
        guest_id: t.guest_id,
        is_guest: t.guest_id ? 1 : 0,
        module_id: t.module_id,
        provider_id: t.provider_id,
        zone_id: t.zone_id,
        trip_status: t.trip_status,
        payment_status: t.payment_status,
        payment_method: t.payment_method,
        trip_type: t.trip_type,
        quantity: t.quantity,
        estimated_hours: num(t.estimated_hours),
        distance: num(t.distance),
        destination_time: num(t.destination_time),
        price: num(t.price),
        discount_on_trip: num(t.discount_on_trip),
        discount_on_trip_by: t.discount_on_trip_by,
        coupon_code: t.coupon_code,
        coupon_discount_amount: num(t.coupon_discount_amount),
        ref_bonus_amount: num(t.ref_bonus_amount),
        tax_amount: num(t.tax_amount),
        tax_percentage: num(t.tax_percentage),
        tax_status: t.tax_status,
        additional_charge: num(t.additional_charge),
        trip_amount: num(t.trip_amount),
        pickup_location: t.pickup_location,
        destination_location: t.destination_location,
        schedule_at: t.schedule_at,
        estimated_trip_end_time: t.estimated_trip_end_time,
        scheduled: t.scheduled ? 1 : 0,
        user_info: t.user_info,
        trip_note: t.trip_note,
        cancellation_reason: t.cancellation_reason,
        canceled_by: t.canceled_by,
        pending: t.pending,
        confirmed: t.confirmed,
        ongoing: t.ongoing,
        completed: t.completed,
        canceled: t.canceled,
        payment_failed: t.payment_failed,
        created_at: t.created_at,
        updated_at: t.updated_at,
        provider: provider ? formatProvider(provider, fc) : null,
        vehicle: entry
          ? formatVehicle(entry, snap, provider, fc)
          : first
            ? formatBookedVehicle(first.vehicle_details, fc)
            : null,
        details_count: own.length,
        ...(withDetails
          ? {
              trip_details: own.map((d) => {
                const e = snap.vehicles.get(d.vehicle_id);
                return {
                  id: Number(d.id),
                  trip_id: Number(d.trip_id),
                  vehicle_id: d.vehicle_id,
                  quantity: d.quantity,
                  price: num(d.price),
                  discount_on_trip: num(d.discount_on_trip),
                  vehicle_details: d.vehicle_details,
                  vehicle: e ? formatVehicle(e, snap, provider, fc) : formatBookedVehicle(d.vehicle_details, fc),
                };
              }),
            }
          : {}),
      };
    });
  }

  /** The trip's money from the cart as it is now (shared by booking and the checkout preview). */
  async function price(
    source: Queryable,
    owner: Owner,
    sc: RentalScope,
    userData: UserDataRow,
    lines: { vehicle_id: number; quantity: number; provider_id: number }[],
    coupon: OrderCoupon | null,
    s: Record<string, unknown>,
    places: number,
    prep: Prepared & { moment: LocalMoment },
  ): Promise<{ totals: TripTotals; lineMoney: { price: Minor; discount: Minor }[] }> {
    const { snap } = prep;
    const lineMoney = lines.map((l) => {
      const entry = snap.vehicles.get(l.vehicle_id);
      if (!entry) throw notFound('vehicle_id', M.vehicleNotFound);
      return rentalLinePrice(vehiclePricing(entry.row, places), termsOf(userData, l.quantity));
    });
    const provider = rental.provider(sc, lines[0].provider_id);
    // The tax mode and the additional charge read as checkout reads them (the storefront's summary too).
    const charges = chargeRules(s, places);
    const running = runningStoreDiscount(provider, prep.moment);
    const totals = tripTotals({
      lines: lineMoney,
      providerDiscount: running
        ? {
            percent: Number(running.discount),
            minPurchase: toMinor(running.min_purchase, places),
            maxDiscount: toMinor(running.max_discount, places),
          }
        : null,
      coupon: coupon?.coupon ?? null,
      referralDiscount: await referralDiscount(source, owner, s, places),
      taxPercent: Number(provider.row.tax),
      taxIncluded: charges.taxIncluded,
      additionalCharge: charges.additionalCharge ?? 0,
    });
    return { totals, lineMoney };
  }

  /** The cart as it is now: its trip terms and lines, refused as empty when it has no pickup time or no line. */
  async function currentCart(owner: Owner) {
    const [where, value] = ownerClause(owner, 1);
    const [userData] = await db.query<UserDataRow>(`select * from rental_cart_user_data where ${where}`, [value]);
    const lines = await cart.linesOf(db, owner);
    if (!userData || !userData.pickup_time || lines.length === 0) throw unprocessable('cart', M.cartEmpty);
    return { userData, lines };
  }

  /**
   * The coupon checked for the cart as it is now (the booking checks it so, then claims it under its lock; the
   * checkout's summary previews with it): on the trip's price after the vehicles' or the provider's discount.
   */
  async function tripCoupon(
    owner: Owner,
    sc: RentalScope,
    code: string,
    at: { s: Record<string, unknown>; places: number; prep: Prepared & { moment: LocalMoment }; locale: LanguageCode },
  ): Promise<OrderCoupon> {
    const { userData, lines } = await currentCart(owner);
    const provider = rental.provider(sc, lines[0].provider_id);
    const pre = await price(db, owner, sc, userData, lines, null, at.s, at.places, at.prep);
    return coupons.forOrder(code, {
      owner,
      moduleId: sc.moduleId,
      storeId: provider.row.id,
      storeZoneId: provider.row.zone_id,
      amount: pre.totals.price - pre.totals.discount,
      locale: at.locale,
      forTrip: true,
    });
  }

  return {
    /** Hears every trip change after its commit; returns the function that stops listening. */
    onChange(listener: TripListener): () => void {
      listeners.push(listener);
      return () => {
        const at = listeners.indexOf(listener);
        if (at >= 0) listeners.splice(at, 1);
      };
    },
    apply,
    announce,
    findOwned,
    format,

    async book(owner: Owner, sc: RentalScope, body: BookingBody, locale: LanguageCode, idempotencyKey: string | null) {
      if (idempotencyKey) {
        const [where, value] = ownerClause(owner, 2);
        const [earlier] = await db.query<{ id: string }>(
          `select id from trips where idempotency_key = $1 and ${where}`,
          [idempotencyKey, value],
        );
        if (earlier) return { trip_id: Number(earlier.id), redirect_link: null as string | null };
      }
      const [s, places, prep] = await Promise.all([settings.all(locale), decimals(), prepare()]);
      // Payment method switches (6amMart config keys).
      if (body.payment_method === 'cash_payment' && !flag(s.cash_on_delivery))
        throw forbidden('payment_method', M.codOff);
      if (body.payment_method === 'digital_payment' && !flag(s.digital_payment))
        throw forbidden('payment_method', M.digitalOff);
      if (body.payment_method === 'wallet') {
        if (owner.kind !== 'customer') throw forbidden('payment_method', M.guestWallet);
        if (!flag(s.customer_wallet_status)) throw forbidden('payment_method', M.walletOff);
      }
      // Who to call: guests must leave a name and phone; customers default to their profile.
      let contact: Record<string, unknown>;
      if (owner.kind === 'guest') {
        if (!body.contact_person_name?.trim() || !body.contact_person_number?.trim())
          throw unprocessable('contact_person_name', M.contactRequired);
        if (body.contact_person_email && !isValidEmail(body.contact_person_email))
          throw unprocessable('contact_person_email', M.contactEmail);
        contact = {
          contact_person_name: body.contact_person_name.trim(),
          contact_person_number: body.contact_person_number.trim(),
          contact_person_email: body.contact_person_email?.trim() || null,
        };
      } else {
        const u = (await selectPeople(db, [owner.userId])).get(owner.userId);
        contact = {
          contact_person_name: body.contact_person_name?.trim() || [u?.f_name, u?.l_name].filter(Boolean).join(' '),
          contact_person_number: body.contact_person_number?.trim() || u?.phone || null,
          contact_person_email: body.contact_person_email?.trim() || u?.email || null,
        };
      }

      const [where, value] = ownerClause(owner, 1);
      const code = body.coupon_code?.trim();
      // A first read outside the transaction, for the coupon's check (it may read other connections).
      const coupon = code ? await tripCoupon(owner, sc, code, { s, places, prep, locale }) : null;

      const result = await db.transaction(async (tx) => {
        // 1. The owner's terms, locked: cart changes and a second booking of this cart queue here.
        const [userData] = await tx.query<UserDataRow>(
          `select * from rental_cart_user_data where ${where} for update`,
          [value],
        );
        // 2. The lines, read after that lock (a statement of its own: it must see what a cart change
        // that held the lock committed), and their vehicles' rows locked in id order (no deadlock):
        // two bookings of the same plates queue here.
        const lines = await tx.query<{ id: number; vehicle_id: number; quantity: number; provider_id: number }>(
          `with lines as materialized (select id, vehicle_id, quantity, provider_id from rental_carts where ${where}),
                locked as materialized (select id from vehicles where id in (select vehicle_id from lines) order by id for update)
           select l.*, (select count(*) from locked) as locked from lines l order by l.id`,
          [value],
        );
        const data = userData && cart.dataOf(userData);
        if (!data || lines.length === 0) throw unprocessable('cart', M.cartEmpty);
        const provider = rental.provider(sc, lines[0].provider_id);
        await cart.checkLines(
          tx,
          sc,
          data,
          userData.pickup_zone_id ?? -1,
          lines.map((l) => ({ vehicleId: l.vehicle_id, quantity: l.quantity })),
          prep,
          'held by the caller',
        );
        const { totals, lineMoney } = await price(tx, owner, sc, userData, lines, coupon, s, places, prep);
        const window = tripWindow(data.pickupTime, data);
        const quantity = lines.reduce((sum, l) => sum + l.quantity, 0);
        const paid = body.payment_method === 'wallet';
        const booked = lines.map((line, i) => {
          const entry = prep.snap.vehicles.get(line.vehicle_id)!;
          return {
            vehicle_id: line.vehicle_id,
            quantity: line.quantity,
            price: minorToDecimalString(lineMoney[i].price, places),
            discount: minorToDecimalString(lineMoney[i].discount, places),
            details: {
              id: entry.row.id,
              name: entry.row.name,
              name_ar: entry.row.tr?.['ar:name'] ?? null,
              thumbnail: entry.row.thumbnail,
              hourly_price: Number(entry.row.hourly_price),
              distance_price: Number(entry.row.distance_price),
              discount_type: entry.row.discount_type,
              discount_price: Number(entry.row.discount_price),
            } satisfies BookedVehicleSnapshot,
            at: i,
          };
        });
        // 3. One statement writes the booking: the trip and its first status event, a line per
        // vehicle, the plates (free ones for the window, lowest id first: the check that counts,
        // read after the vehicles' locks were taken, so a booking that queued on them sees the
        // plates the first one holds), and the emptied cart. Too few plates for a line and the whole
        // transaction rolls back below.
        const [{ held, ...trip }] = await tx.query<TripRow & { held: Record<string, number> }>(
          `with trip as (insert into trips (user_id, guest_id, module_id, provider_id, zone_id, payment_method, trip_type, quantity,
                  estimated_hours, distance, destination_time, price, discount_on_trip, discount_on_trip_by, coupon_code,
                  coupon_discount_amount, ref_bonus_amount, tax_amount, tax_percentage, tax_status, additional_charge,
                  trip_amount, pickup_location, destination_location, schedule_at, estimated_trip_end_time, scheduled,
                  user_info, trip_note, pending, payment_status, idempotency_key)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22,
                   $23::jsonb, $24::jsonb, $25::timestamptz, $26::timestamptz, $27, $28::jsonb, $29, now(), $30, $31)
           returning *),
           event as (insert into trip_status_events (trip_id, status, changed_by) select id, 'pending', 'customer' from trip),
           lines as (select * from jsonb_to_recordset($32::jsonb)
                       as l(vehicle_id int, quantity int, price numeric, discount numeric, details jsonb, at int)),
           details as (insert into trip_details (trip_id, vehicle_id, vehicle_details, quantity, price, discount_on_trip)
                       select trip.id, l.vehicle_id, l.details, l.quantity, l.price, l.discount from trip, lines l order by l.at),
           held as (insert into trip_vehicle_identities (trip_id, vehicle_id, vehicle_identity_id, starts_at, ends_at)
                    select trip.id, l.vehicle_id, free.id, $25::timestamptz, $26::timestamptz
                      from trip, lines l
                      cross join lateral (
                        select i.id from vehicle_identities i
                         where i.vehicle_id = l.vehicle_id and i.status
                           and not exists (select 1 from trip_vehicle_identities r where r.vehicle_identity_id = i.id and not r.released
                                             and r.starts_at < $26::timestamptz and r.ends_at > $25::timestamptz)
                         order by i.id limit l.quantity) free
                    returning vehicle_id),
           emptied as (delete from rental_carts where ${where.replace('$1', '$33')}),
           cleared as (delete from rental_cart_user_data where ${where.replace('$1', '$33')})
           select trip.*, (select coalesce(jsonb_object_agg(h.vehicle_id, h.n), '{}'::jsonb)
                             from (select vehicle_id, count(*)::int as n from held group by vehicle_id) h) as held
             from trip`,
          [
            owner.kind === 'customer' ? owner.userId : null,
            owner.kind === 'guest' ? owner.guestId : null,
            sc.moduleId,
            provider.row.id,
            userData.pickup_zone_id ?? provider.row.zone_id,
            body.payment_method,
            data.rentalType,
            quantity,
            data.estimatedHours,
            data.distanceKm,
            data.destinationHours,
            minorToDecimalString(totals.price, places),
            minorToDecimalString(totals.discount, places),
            totals.discountSource,
            coupon?.code ?? null,
            minorToDecimalString(totals.couponDiscount, places),
            minorToDecimalString(totals.referralDiscount, places),
            minorToDecimalString(totals.tax, places),
            Number(provider.row.tax),
            totals.taxIncluded ? 'included' : 'excluded',
            minorToDecimalString(totals.additionalCharge, places),
            minorToDecimalString(totals.tripAmount, places),
            JSON.stringify(data.pickup),
            data.destination ? JSON.stringify(data.destination) : null,
            window.start.toISOString(),
            window.end.toISOString(),
            window.start.getTime() - Date.now() > 30 * 60_000,
            JSON.stringify(contact),
            body.trip_note?.trim().slice(0, 500) || null,
            paid ? 'paid' : 'unpaid',
            idempotencyKey,
            JSON.stringify(booked),
            value,
          ],
        );
        for (const line of lines) {
          const count = held[line.vehicle_id] ?? 0;
          if (count < line.quantity) throw new AppError(409, 'quantity', M.notEnoughVehicles, { count });
        }
        if (paid) {
          const ok = await wallet.debit(
            tx,
            (owner as { kind: 'customer'; userId: number }).userId,
            totals.tripAmount,
            places,
            'trip_booking',
            `trip:${trip.id}`,
          );
          if (!ok) throw unprocessable('insufficient_balance', M.walletLow);
        }
        // Under the coupon's lock, the owner's other trips with it are counted (per-customer limit).
        if (coupon) await coupons.claimForTrip(tx, coupon, owner, Number(trip.id));
        return trip as TripRow;
      });
      announce(result);
      const redirect =
        body.payment_method === 'digital_payment'
          ? await deps.paymentLink(Number(result.id), owner, result.trip_amount)
          : null;
      return { trip_id: Number(result.id), redirect_link: redirect, trip: result };
    },

    /**
     * The checkout's summary for the cart as it is, priced as booking prices it (the same `price`, so the domain's
     * tripTotals with the referral first-trip discount) and, given a code, with the coupon checked as booking checks it.
     */
    async preview(owner: Owner, sc: RentalScope, locale: LanguageCode, couponCode?: string): Promise<TripSummaryJson> {
      const [s, places, prep] = await Promise.all([settings.all(locale), decimals(), prepare()]);
      const coupon = couponCode ? await tripCoupon(owner, sc, couponCode, { s, places, prep, locale }) : null;
      const { userData, lines } = await currentCart(owner);
      const { totals: t } = await price(db, owner, sc, userData, lines, coupon, s, places, prep);
      const money = (minor: Minor) => fromMinor(minor, places);
      // Key for key as TripTotals orders them, amounts in the currency.
      return {
        price: money(t.price),
        discountSource: t.discountSource,
        discount: money(t.discount),
        couponDiscount: money(t.couponDiscount),
        referralDiscount: money(t.referralDiscount),
        subtotal: money(t.subtotal),
        tax: money(t.tax),
        taxIncluded: t.taxIncluded,
        additionalCharge: money(t.additionalCharge),
        tripAmount: money(t.tripAmount),
      };
    },

    async list(
      owner: Owner,
      type: string,
      status: string | undefined,
      limit: number,
      offset: number,
      fc: FormatContext,
    ) {
      const [where, value] = ownerClause(owner, 1);
      const params: unknown[] = [value];
      let filter = '';
      if (type === 'running' || type === 'ongoing') filter = ` and trip_status = any($2::text[])`;
      if (type === 'past' || type === 'history') filter = ` and not (trip_status = any($2::text[]))`;
      if (filter) params.push([...TRIP_RUNNING_STATUSES]);
      if (status) {
        params.push(status);
        filter += ` and trip_status = $${params.length}`;
      }
      const [rows, [count]] = await Promise.all([
        db.query<TripRow>(
          `select * from trips where ${where}${filter} order by id desc limit ${limit} offset ${(offset - 1) * limit}`,
          params,
        ),
        db.query<{ n: number }>(`select count(*)::int as n from trips where ${where}${filter}`, params),
      ]);
      return { total_size: count.n, limit, offset, trips: await format(rows, fc, false) };
    },

    async cancel(owner: Owner, tripId: number, reason: string) {
      const trip = await db.transaction(async (tx) =>
        apply(tx, await findOwned(tx, owner, tripId, true), 'canceled', 'customer', reason),
      );
      announce(trip);
      return trip;
    },

    /** Pays an unpaid trip: from the wallet now, or the link to the payment page; cash just records the choice. */
    async pay(owner: Owner, tripId: number, method: TripPaymentMethod, locale: LanguageCode) {
      const [s, places] = await Promise.all([settings.all(locale), decimals()]);
      const trip = await findOwned(db, owner, tripId);
      if (trip.payment_status === 'paid') throw unprocessable('trip_id', M.alreadyPaid);
      if (!['pending', 'confirmed', 'ongoing', 'payment_failed'].includes(trip.trip_status))
        throw unprocessable('trip_id', M.notPayable);
      const amount = toMinor(trip.trip_amount, places);
      if (method === 'digital_payment') {
        if (!flag(s.digital_payment)) throw forbidden('payment_method', M.digitalOff);
        return { redirect_link: await deps.paymentLink(Number(trip.id), owner, trip.trip_amount) };
      }
      if (method === 'cash_payment') {
        if (!flag(s.cash_on_delivery)) throw forbidden('payment_method', M.codOff);
        await db.query(`update trips set payment_method = 'cash_payment', updated_at = now() where id = $1`, [trip.id]);
        return { redirect_link: null };
      }
      if (owner.kind !== 'customer') throw forbidden('payment_method', M.guestWallet);
      if (!flag(s.customer_wallet_status)) throw forbidden('payment_method', M.walletOff);
      const updated = await db.transaction(async (tx) => {
        const locked = await findOwned(tx, owner, tripId, true);
        if (locked.payment_status === 'paid') throw unprocessable('trip_id', M.alreadyPaid);
        const ok = await wallet.debit(tx, owner.userId, amount, places, 'trip_booking', `trip:${trip.id}`);
        if (!ok) throw unprocessable('insufficient_balance', M.walletLow);
        const [row] = await tx.query<TripRow>(
          `update trips set payment_status = 'paid', payment_method = 'wallet', updated_at = now() where id = $1 returning *`,
          [trip.id],
        );
        return locked.trip_status === 'payment_failed' ? apply(tx, row, 'pending', 'payment') : row;
      });
      announce(updated);
      return { redirect_link: null };
    },

    /** The payment page's outcome for a trip (inside its transaction). */
    async paymentResult(tx: Queryable, tripId: number, outcome: 'pay' | 'fail') {
      const [trip] = await tx.query<TripRow>('select * from trips where id = $1 for update', [tripId]);
      if (!trip) return null;
      if (outcome === 'pay') {
        const [row] = await tx.query<TripRow>(
          `update trips set payment_status = 'paid', payment_method = 'digital_payment', updated_at = now() where id = $1 returning *`,
          [tripId],
        );
        return row.trip_status === 'payment_failed' ? apply(tx, row, 'pending', 'payment') : row;
      }
      return trip.trip_status === 'pending' && trip.payment_status !== 'paid'
        ? apply(tx, trip, 'payment_failed', 'payment')
        : trip;
    },

    /** Operator or simulator: moves a trip as the machine allows. */
    async move(tripId: number, to: TripStatus, by: TripActor, note: string | null, expected?: TripStatus) {
      const trip = await db.transaction(async (tx) => {
        const [row] = await tx.query<TripRow>(
          `select * from trips where id = $1 for update${expected ? ' skip locked' : ''}`,
          [tripId],
        );
        if (!row) throw notFound('trip_id', M.tripNotFound);
        // The simulator moves a trip only from the status it saw (someone else may have moved it).
        if (expected && row.trip_status !== expected) return row;
        return apply(tx, row, to, by, note);
      });
      if (TRIP_RELEASED_STATUSES.includes(to)) vehicles.invalidate();
      announce(trip);
      return trip;
    },

    /** Plates free for a vehicle in a window (tests and the details page). */
    freePlates: (vehicleIds: number[], window: { start: Date; end: Date }) => freePlateCounts(db, vehicleIds, window),
  };
}

export type Trips = ReturnType<typeof createTrips>;
/** A trip in a list (rental/user/trip/list). */
export type TripJson = Awaited<ReturnType<Trips['format']>>[number];
/** rental/user/trip/get-trip-details: the trip with its lines and the vehicles already reviewed. */
export type TripDetailsJson = TripJson & { reviewed_vehicle_ids: number[] };

/** rental/user/trip/summary: the trip's totals key for key, each amount in the currency (not minor units). */
export type TripSummaryJson = TripTotals;
/** rental/user/trip/get-trip-list/:type: a page of the owner's trips. */
export type TripPageJson = Awaited<ReturnType<Trips['list']>>;
