/**
 * The rental wishlist (vehicles and providers, for customers and guests) and
 * reviews of a completed trip's vehicles (one per vehicle and trip; the
 * vehicle's and the provider's star counts change in the same transaction).
 */
import type { Database } from '@souq/db';
import type { Owner } from '../../http/auth.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import { countStoreRating, type FormatContext } from '../catalog/index.ts';
import type { RentalScope } from './catalog.ts';
import { ownerClause } from './cart.ts';
import { formatProvider, formatVehicle, type RentalWishlistJson } from './format.ts';
import { RENTAL_MESSAGES as M } from './messages.ts';
import type { VehicleStore } from './vehicles.ts';

export type WishTarget = { kind: 'vehicle'; id: number } | { kind: 'provider'; id: number };

export function createRentalExtras(db: Database, vehicles: VehicleStore, providersChanged: () => void) {
  return {
    async wishlist(owner: Owner, sc: RentalScope, fc: FormatContext): Promise<RentalWishlistJson> {
      const [where, value] = ownerClause(owner, 1);
      const rows = await db.query<{ vehicle_id: number | null; provider_id: number | null }>(
        `select vehicle_id, provider_id from rental_wishlists where ${where} order by id desc`,
        [value],
      );
      const snap = await vehicles.get();
      return {
        vehicles: rows.flatMap((r) => {
          const entry = r.vehicle_id ? snap.vehicles.get(r.vehicle_id) : undefined;
          const provider = entry && sc.providers.get(entry.row.provider_id);
          return entry && provider ? [formatVehicle(entry, snap, provider, fc)] : [];
        }),
        providers: rows.flatMap((r) => {
          const provider = r.provider_id ? sc.providers.get(r.provider_id) : undefined;
          return provider ? [formatProvider(provider, fc)] : [];
        }),
      };
    },

    async addWish(owner: Owner, sc: RentalScope, target: WishTarget) {
      if (target.kind === 'vehicle') {
        const entry = (await vehicles.get()).vehicles.get(target.id);
        if (!entry || !sc.providers.has(entry.row.provider_id)) throw notFound('vehicle_id', M.vehicleNotFound);
      } else if (!sc.providers.has(target.id)) {
        throw notFound('provider_id', M.providerNotFound);
      }
      const column = owner.kind === 'customer' ? 'user_id' : 'guest_id';
      const value = owner.kind === 'customer' ? owner.userId : owner.guestId;
      const target_column = target.kind === 'vehicle' ? 'vehicle_id' : 'provider_id';
      await db.transaction(async (tx) => {
        const inserted = await tx.query(
          `insert into rental_wishlists (${column}, ${target_column}) values ($1, $2) on conflict do nothing returning id`,
          [value, target.id],
        );
        if (!inserted.length) throw conflict(target_column, M.wishThere);
        if (target.kind === 'vehicle')
          await tx.query('update vehicles set wishlist_count = wishlist_count + 1 where id = $1', [target.id]);
      });
      vehicles.invalidate();
    },

    async removeWish(owner: Owner, target: WishTarget) {
      const [where, value] = ownerClause(owner, 1);
      const column = target.kind === 'vehicle' ? 'vehicle_id' : 'provider_id';
      await db.transaction(async (tx) => {
        const removed = await tx.query(`delete from rental_wishlists where ${where} and ${column} = $2 returning id`, [
          value,
          target.id,
        ]);
        if (!removed.length) throw notFound(column, M.wishMissing);
        if (target.kind === 'vehicle')
          await tx.query('update vehicles set wishlist_count = greatest(wishlist_count - 1, 0) where id = $1', [
            target.id,
          ]);
      });
      vehicles.invalidate();
    },

    async reviewedVehicleIds(tripId: number): Promise<number[]> {
      const rows = await db.query<{ vehicle_id: number }>('select vehicle_id from vehicle_reviews where trip_id = $1', [
        tripId,
      ]);
      return rows.map((r) => r.vehicle_id);
    },

    /** Rule: only the trip's owner, after it is completed, once per vehicle of the trip. */
    async review(owner: Owner, tripId: number, vehicleId: number, rating: number, comment: string) {
      const [where, value] = ownerClause(owner, 2, 't');
      await db.transaction(async (tx) => {
        const [trip] = await tx.query<{ id: string; trip_status: string; provider_id: number; user_id: number | null }>(
          `select t.id, t.trip_status, t.provider_id, t.user_id from trips t
            where t.id = $1 and ${where} and exists (select 1 from trip_details d where d.trip_id = t.id and d.vehicle_id = $3)
            for update`,
          [tripId, value, vehicleId],
        );
        if (!trip) throw notFound('trip_id', M.tripNotFound);
        if (trip.trip_status !== 'completed') throw forbidden('trip_id', M.reviewNotYet);
        const inserted = await tx.query(
          `insert into vehicle_reviews (trip_id, vehicle_id, provider_id, user_id, rating, comment)
           values ($1, $2, $3, $4, $5, $6) on conflict do nothing returning id`,
          [tripId, vehicleId, trip.provider_id, trip.user_id, rating, comment.trim()],
        );
        if (!inserted.length) throw conflict('vehicle_id', M.reviewOnce);
        await tx.query('update vehicles set rating[$2] = rating[$2] + 1 where id = $1', [vehicleId, rating]);
        await countStoreRating(tx, trip.provider_id, rating, 'add');
      });
      vehicles.invalidate();
      providersChanged();
    },
  };
}

export type RentalExtras = ReturnType<typeof createRentalExtras>;
