/**
 * What the checkout keeps besides the order flow (flows/place-order.ts):
 * the delivery vehicles (their bands add to the delivery fee), the store
 * order counter, and the helpers checkout pages call first — the measured
 * distance, the vehicle extra charge, the most frequent tip.
 */
import type { Database } from '@souq/db';
import { distanceKm, fromMinor, toMinor, vehicleFor, type DeliveryVehicle } from '@souq/domain';
import { cached } from '../../lib/cache.ts';
import { currencyDecimals } from '../../lib/money.ts';
import { mostFrequentTip } from '../orders/index.ts';
import type { SettingsService } from '../settings/index.ts';
import { selectVehicles } from './queries.ts';
import { createStoreOrderCounter } from './store-orders.ts';

export interface CheckoutDeps {
  db: Database;
  settings: SettingsService;
}

/** Vehicles change rarely: kept this long. */
const RATES_TTL_MS = 10_000;

export function createCheckoutService({ db, settings }: CheckoutDeps) {
  const vehicleRows = cached(RATES_TTL_MS, () => selectVehicles(db));
  const storeOrders = createStoreOrderCounter(db);

  /** Active delivery vehicles with their extra charge in minor units. */
  async function vehicles(decimals: number): Promise<DeliveryVehicle[]> {
    return (await vehicleRows.get()).map((v) => ({
      id: v.id,
      startingKm: Number(v.starting_coverage_area),
      maximumKm: Number(v.maximum_coverage_area),
      extraCharge: toMinor(v.extra_charges, decimals),
    }));
  }

  return {
    vehicles,
    /** An order was placed at the store (stores.total_order, counted in memory and flushed). */
    orderPlaced: (storeId: number) => storeOrders.placed(storeId),
    /** Adds the orders counted since the last time to stores.total_order (also done every second, and on close). */
    flushStoreOrders: () => storeOrders.flush(),
    close: () => storeOrders.close(),

    /** GET config/distance-api: kilometres measured by the server between two points. */
    distance(from: { lat: number; lng: number }, to: { lat: number; lng: number }) {
      return distanceKm(from, to);
    },

    /** Call after changing vehicles. */
    invalidate() {
      vehicleRows.clear();
    },

    /** GET most-tips: the most frequent non-zero tip (6amMart's mode of dm_tips), 0 before any. */
    async mostTips(): Promise<number> {
      const tip = await mostFrequentTip(db);
      return tip === null ? 0 : Number(tip);
    },

    /** GET vehicle/extra_charge?distance: the extra charge of the vehicle covering that distance. */
    async vehicleExtraCharge(distance: number): Promise<number> {
      const decimals = await currencyDecimals(settings);
      return fromMinor(vehicleFor(await vehicles(decimals), distance)?.extraCharge ?? 0, decimals);
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
