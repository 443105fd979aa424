/**
 * Car rental's services, built once per app: the catalog held in memory,
 * the public catalog rules, the cart, trips, wishlist and reviews.
 */
import type { Database } from '@souq/db';
import { currencyDecimals } from '../../lib/money.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { CouponService } from '../coupons/index.ts';
import type { SettingsService } from '../settings/index.ts';
import type { WalletService } from '../wallet/index.ts';
import type { ZoneService } from '../zones/index.ts';
import { createRentalCart } from './cart.ts';
import { createRentalCatalog } from './catalog.ts';
import { createRentalExtras } from './extras.ts';
import { createTripSimulator } from './simulator.ts';
import { createTrips } from './trips.ts';
import { createVehicleStore } from './vehicles.ts';
import type { Owner } from '../../http/auth.ts';

export function createRentalServices(deps: {
  db: Database;
  settings: SettingsService;
  catalog: CatalogService;
  coupons: CouponService;
  wallet: WalletService;
  zones: ZoneService;
  /** Seconds a trip rests in a status before the demo simulator moves it (0: off). */
  simulatorSeconds: number;
  paymentLink: (tripId: number, owner: Owner, amount: string) => Promise<string>;
}) {
  const { db, settings, catalog, zones } = deps;
  const decimals = () => currencyDecimals(settings);
  const vehicles = createVehicleStore(db);
  const rental = createRentalCatalog(db, catalog, settings, vehicles, zones);
  const cart = createRentalCart(db, rental, vehicles, zones, decimals);
  const trips = createTrips({ ...deps, rental, cart, vehicles, decimals });
  const extras = createRentalExtras(db, vehicles, () => catalog.invalidate());
  const simulator = createTripSimulator(db, settings, trips, deps.simulatorSeconds, (error) =>
    console.error('trip simulator:', error),
  );
  return { vehicles, rental, cart, trips, extras, simulator };
}

export type RentalServices = ReturnType<typeof createRentalServices>;
