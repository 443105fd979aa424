/**
 * The services of one running API, built once from the database and env and
 * handed to every module's routes. No container: just an object.
 */
import type { Database } from '@souq/db';
import type { Env } from './env.ts';
import { createGeocoder } from './adapters/geocoder/index.ts';
import { configuredSocialProviders } from './adapters/identity/index.ts';
import { createRateLimiter } from './lib/rate-limit.ts';
import { createUrls } from './lib/urls.ts';
import type { FastifyRequest } from 'fastify';
import { translate } from './http/messages.ts';
import { createAddressService, removeCustomerAddresses } from './modules/addresses/index.ts';
import { createCartService } from './modules/cart/index.ts';
import { createCashbackService } from './modules/cashback/index.ts';
import { createAccountsService } from './modules/auth/index.ts';
import { createCatalogService } from './modules/catalog/index.ts';
import { createPlaceOrderFlow } from './flows/place-order.ts';
import { removeAttachments, saveAttachments, createCheckoutService } from './modules/checkout/index.ts';
import { createCouponService } from './modules/coupons/index.ts';
import { createOfflinePaymentService, createPaymentService } from './modules/payments/index.ts';
import { createLoyaltyService } from './modules/loyalty/index.ts';
import { createWalletService } from './modules/wallet/index.ts';
import { createConfigService } from './modules/config/index.ts';
import { createContentService, createModuleContentService } from './modules/content/index.ts';
import { createCustomerService } from './modules/customers/index.ts';
import { createModuleService } from './modules/modules/index.ts';
import { demoAllowed } from './demo-mode.ts';
import { createSettingsService } from './modules/settings/index.ts';
import { createWishlistService } from './modules/wishlist/index.ts';
import { createZoneService } from './modules/zones/index.ts';
import { createBoardLive, createOrderLifeServices } from './modules/orders/index.ts';
import { createReviewService } from './modules/reviews/index.ts';
import { createChatLive, createChatService } from './modules/chat/index.ts';
import { createCity } from './modules/geo/index.ts';
import { createRegistrationService } from './modules/registrations/index.ts';
import { createRentalServices } from './modules/rental/index.ts';
import { createNotificationService } from './modules/notifications/index.ts';
import { createParcelCatalog, formatParcelCategory } from './modules/parcel/index.ts';

export function createAppContext(db: Database, env: Env) {
  const urls = createUrls(env.PUBLIC_URL);
  const settings = createSettingsService(db, { demoAllowed: demoAllowed(env) });
  const zones = createZoneService(db);
  const city = createCity(db);
  const rateLimiter = createRateLimiter({
    redisUrl: env.REDIS_URL,
    prefix: env.RATE_LIMIT_PREFIX,
    onError: (error) => console.error('rate limiter:', error),
  });
  const accounts = createAccountsService(db, env, settings, urls, rateLimiter);
  const catalog = createCatalogService(db, settings, urls);
  const cart = createCartService(db, catalog, settings);
  const wishlist = createWishlistService(db, catalog);
  const coupons = createCouponService(db, catalog, settings);
  const wallet = createWalletService(db, settings, catalog);
  const payments = createPaymentService(db, env, urls, settings, wallet, catalog);
  const checkout = createCheckoutService({ db, settings });
  const offlinePayments = createOfflinePaymentService(db);
  // A guest's cart follows them into their account; an account's cart, wishlist and addresses go with it.
  accounts.onGuestSignIn(cart.moveGuestCart);
  accounts.onAccountRemoval(cart.removeCustomerCarts);
  accounts.onAccountRemoval(wishlist.removeCustomerWishlist);
  accounts.onAccountRemoval(removeCustomerAddresses);
  const modules = createModuleService(db, zones, urls);
  const parcel = createParcelCatalog(db);
  const placeOrder = createPlaceOrderFlow({
    db,
    settings,
    catalog,
    cart,
    coupons,
    wallet,
    zones,
    modules,
    checkout,
    parcel,
    paymentLink: (orderId, customerId) => payments.orderPaymentLink(orderId, customerId),
    saveAttachments: (files) => saveAttachments(env.DATA_DIR, files),
    removeAttachments: (names) => removeAttachments(env.DATA_DIR, names),
    guestExists: (guestId) => accounts.guestExists(guestId),
    accounts: accounts.checkoutAccounts,
    offlineMethodCount: () => offlinePayments.activeMethodCount(),
  });
  const rentals = createRentalServices({
    db,
    settings,
    catalog,
    coupons,
    wallet,
    zones,
    simulatorSeconds: env.ORDER_SIMULATOR_SECONDS,
    paymentLink: (tripId, owner, amount) =>
      payments.startTripPayment(
        tripId,
        owner.kind === 'customer' ? { userId: owner.userId, guestId: null } : { userId: null, guestId: owner.guestId },
        amount,
        null,
      ),
  });
  // A trip paid on the payment page: its status in the payment's transaction, the live followers after.
  payments.onTripPayment(
    (tx, tripId, outcome) => rentals.trips.paymentResult(tx, tripId, outcome),
    () => {},
  );
  accounts.onGuestSignIn(rentals.cart.moveGuestCart);
  const orderLife = createOrderLifeServices(
    db,
    env,
    settings,
    catalog,
    wallet,
    urls,
    async (locale) => {
      const categories = await parcel.byId();
      return (id) => {
        const category = categories.get(id);
        return category ? formatParcelCategory(category, locale, urls) : null;
      };
    },
    { zones, modules },
  );
  // A payment page's result reaches those following the order live.
  payments.onOrderChanged((orderId) => orderLife.lifecycle.announceLatest(orderId));
  return {
    db,
    env,
    urls,
    settings,
    zones,
    config: createConfigService(db, settings, urls, {
      social: configuredSocialProviders(env),
      firebase: Boolean(env.FIREBASE_WEB_API_KEY),
    }),
    modules,
    /** The demo city's places, roads and road network (offline map, offline geocoding and routes). */
    city,
    geocoder: createGeocoder(city, env),
    content: createContentService(db, settings, urls),
    /** Module homes' banners, why-choose cards and video section; testimonials. */
    moduleContent: createModuleContentService(db, urls),
    /** Request counters shared across instances when REDIS_URL is set. */
    rateLimiter,
    /** Guests, sessions, sign-in flows; onGuestSignIn / onAccountRemoval hooks for other features. */
    accounts,
    customers: createCustomerService(db, settings, urls, accounts, env.DATA_DIR),
    addresses: createAddressService(db, zones),
    catalog,
    /** Carts of customers and guests, one per module; buy-now pricing. */
    cart,
    wishlist,
    /** Orders after placement: status machine with side effects, tracking, customer actions, live streams, demo simulator. */
    orderLife,
    /** Coupon listing, checks and uses. */
    coupons,
    /** The wallet ledger: debits and credits inside other transactions, transactions list, top-up bonuses. */
    wallet,
    /** Cashback offers a customer may use and what they give; credited on delivery by the order lifecycle. */
    cashback: createCashbackService(db, settings, catalog),
    /** Loyalty points: the ledger and converting points into wallet money. */
    loyalty: createLoyaltyService(db, settings, wallet),
    /** The built-in payment page for orders and top-ups. */
    payments,
    offlinePayments,
    /** The checkout's vehicles, store order counter and page helpers (distance, vehicle charge, most tips). */
    checkout,
    /** Placing an order: the flow of named steps in flows/place-order.ts. */
    placeOrder,
    /** Conversations of customers with stores, couriers and support; the operator answers them. */
    chat: createChatService(db, settings, urls, env.DATA_DIR),
    /** New chat messages heard from the database, handed to open streams. */
    chatLive: createChatLive(db, (error) => console.error('chat live:', error)),
    /** Changes of the operator board's orders heard from the database, handed to the consoles' streams. */
    boardLive: createBoardLive(db, (error) => console.error('board live:', error)),
    /** Reviews of items and couriers after delivery, the star counts they change, the review reminder. */
    reviews: createReviewService(db, catalog, urls, env.DATA_DIR),
    /** The customer's notifications (order updates, wallet credits, promotions), their settings and live streams. */
    notifications: createNotificationService(db, settings, urls),
    /** Applications of stores and couriers to join, and the operator's decisions. */
    registrations: createRegistrationService({ db, settings, zones, modules, catalog, urls, dataDir: env.DATA_DIR }),
    /** Car rental: vehicles held in memory, rental carts, trips, rental wishlist and reviews (issue 17). */
    rentals,
    /** Parcel categories and delivery instructions (issue 18); parcel orders go through placeOrder. */
    parcel,
    /** A message in the caller's language. */
    t: (request: FastifyRequest, message: string, vars?: Record<string, string | number>) =>
      translate(request.ctx.locale, message, vars),
  };
}

export type AppContext = ReturnType<typeof createAppContext>;
