/**
 * Orders after placement, assembled once per app: the event bus (in
 * process, or Redis pub/sub with REDIS_URL), the lifecycle every status
 * change goes through, reading and tracking, the customer's actions, the
 * live streams and the demo simulator.
 */
import type { Database } from '@souq/db';
import type { Env } from '../../env.ts';
import type { AppUrls } from '../../lib/urls.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { SettingsService } from '../settings/index.ts';
import type { ModuleService } from '../modules/index.ts';
import type { WalletService } from '../wallet/index.ts';
import type { ZoneService } from '../zones/index.ts';
import { createCustomerOrderActions } from './customer-actions.ts';
import { createOrderEventBus } from './events.ts';
import { createOrderLifecycle } from './lifecycle.ts';
import { createOrderStreams } from './order-stream.ts';
import { createOrderSimulator } from './simulator.ts';
import { createOrderTrackingService, type ParcelCategoryLookup } from './tracking-service.ts';

export function createOrderLifeServices(
  db: Database,
  env: Env,
  settings: SettingsService,
  catalog: CatalogService,
  wallet: WalletService,
  urls: AppUrls,
  parcelCategories: ParcelCategoryLookup,
  places: { zones: ZoneService; modules: ModuleService },
) {
  const events = createOrderEventBus({
    redisUrl: env.REDIS_URL,
    channel: env.ORDER_EVENTS_CHANNEL,
    onError: (error) => console.error('order events:', error),
  });
  const lifecycle = createOrderLifecycle(db, settings, catalog, wallet, events);
  const simulator = createOrderSimulator(
    db,
    settings,
    lifecycle,
    env.ORDER_SIMULATOR_SECONDS,
    (error) => console.error('order simulator:', error),
    (moved) => events.publish(moved),
  );
  const streams = createOrderStreams(events);
  return {
    events,
    /** Every status change: apply (in a transaction, on a locked row) + announce, or move. */
    lifecycle,
    tracking: createOrderTrackingService(db, catalog, urls, parcelCategories),
    actions: createCustomerOrderActions(db, settings, lifecycle, env.DATA_DIR, places),
    streams,
    simulator,
    /** Stops the simulator (waiting for a step in progress), ends live streams, closes the bus. */
    async close() {
      await simulator.stop();
      streams.closeAll();
      await events.close();
    },
  };
}

export type OrderLifeServices = ReturnType<typeof createOrderLifeServices>;
