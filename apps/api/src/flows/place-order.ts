/**
 * Placing an order (POST customer/order/place and order/prescription/place;
 * reference §5.2, decisions 12 and 20), as one flow of named steps:
 *
 *   who     the settings, the store and its zone; who may order this way (guest checkout,
 *           order type, the payment switches); a guest's new account (create_new_user), checked
 *   where   the delivery point, inside the store's zone, and the distance we measure
 *   when    now, or the scheduled instant; the store open then
 *   what    the lines — the cart, or buy-now / campaign lines — each priced by the cart from the
 *           item as it is now, all of the store, each available then, within stock and limits;
 *           prescriptions
 *   price   the domain's quote (checkout/pricing.ts → quoteOrder, what the page previews), with
 *           the coupon; the minimum order
 *   check   the payment by the domain's rules: balance, partial bounds, COD maximum
 *   record  the rows the order is kept as (checkout/order-record.ts)
 *   take    one transaction: the cart unchanged and locked, stock and flash units taken, the
 *           guest's new account and the order in it written, the wallet debited, the coupon claimed,
 *           the cart cleared — each
 *           conditional, so under concurrency the loser gets the shopper's message and nothing
 *           is written
 *   answer  {message, order_id, total_ammount, …}; a key that already made an order answers it
 *
 * A parcel (order_type parcel, issue 18) has no store and no lines: its own who / where / price
 * steps (parcelWho, parcelWhere, parcelSwitches, parcelPrice), then its check and take (parcelCheck,
 * parcelTake), recorded and answered as every order.
 *
 * Each module is reached through its public entry; none runs SQL on another's tables.
 */
import type { Database } from '@souq/db';
import {
  belowMinimumOrder,
  distanceKm,
  firstOrderTerms,
  isItemAvailableAt,
  isOpenAt,
  isValidLatLng,
  localMoment,
  zonesContaining,
  newCustomerDiscount,
  parcelCharge,
  parcelChargeRules,
  parcelPaymentRefusal,
  paymentAmountRefusal,
  paymentRules,
  paymentSwitchRefusal,
  type PaymentMeans,
  toMinor,
  walletShare,
  type LanguageCode,
  type LocalMoment,
  type Minor,
} from '@souq/domain';
import { unknownGuest, type Owner } from '../http/auth.ts';
import type { CheckoutAccounts, PreparedAccount } from '../modules/auth/index.ts';
import { AppError, conflict, forbidden, notFound, unprocessable } from '../http/errors.ts';
import { currencyDecimals, moneyText } from '../lib/money.ts';
import { ownsAddress } from '../modules/addresses/index.ts';
import {
  CART_MESSAGES,
  clearOrderedLines,
  lockCartForOrder,
  selectLines,
  type CartRow,
  type CartService,
} from '../modules/cart/index.ts';
import {
  runningStoreDiscount,
  takeFlashUnits,
  takeStock,
  type CatalogService,
  type StockClaim,
  type StoreEntry,
} from '../modules/catalog/index.ts';
import {
  CHECKOUT_MESSAGES as M,
  cartDigest,
  cartInputs,
  contactOf,
  detailRows,
  orderColumns,
  orderTypeOf,
  outOfStock,
  parcelOrderColumns,
  parseScheduleAt,
  paymentChoiceOf,
  paymentRefused,
  paymentRows,
  pivotRates,
  priceOrder,
  readBuyNowLines,
  readReceiver,
  statusEvents,
  stockClaims,
  type Attachment,
  type CheckoutService,
  type OrderFacts,
  type OrderLine,
  type OrderPricing,
  type ParcelFacts,
  type PlaceOrderBody,
  type PricingInput,
} from '../modules/checkout/index.ts';
import type { CouponService, OrderCoupon } from '../modules/coupons/index.ts';
import { rememberOrderZone, selectOrderingCustomer, type OrderingCustomer } from '../modules/customers/index.ts';
import type { ModuleService } from '../modules/modules/index.ts';
import { categoryRates, type ParcelCatalog } from '../modules/parcel/index.ts';
import { insertOrderWithLines, selectOrderByKey, type PlacedOrderRow } from '../modules/orders/index.ts';
import { flag, type Settings, type SettingsService } from '../modules/settings/index.ts';
import type { WalletService } from '../modules/wallet/index.ts';
import type { Zone, ZoneService } from '../modules/zones/index.ts';

export interface PlaceCaller {
  owner: Owner;
  moduleId: number;
  locale: LanguageCode;
  /** The Idempotency-Key header, already checked for its format. */
  idempotencyKey: string | null;
  /**
   * 'items' (the cart, Buy Now, a campaign item), or 'prescription': a
   * pharmacy order of prescription images only, priced by the store later
   * (order/prescription/place) — it pays delivery, tip and charges now.
   */
  kind?: 'items' | 'prescription';
  /** The client's address (sign-ups per address are limited when a guest makes an account). */
  ip?: string;
}

export interface PlacedOrder {
  message: string;
  order_id: number;
  total_ammount: number;
  status: string;
  created_at: Date;
  user_id: number | string;
  /** Digital payments: the built-in payment page for this order (6amMart clients build it themselves). */
  redirect_link?: string;
}

export interface PlaceOrderDeps {
  db: Database;
  settings: SettingsService;
  catalog: CatalogService;
  cart: CartService;
  coupons: CouponService;
  wallet: WalletService;
  zones: ZoneService;
  modules: ModuleService;
  checkout: CheckoutService;
  /** Parcel categories (their own rates). */
  parcel: ParcelCatalog;
  /** The payment page link of an order (payments module). */
  paymentLink: (orderId: number, customerId: string | number) => Promise<string>;
  /** Keeps the prescription images; answers their stored names. */
  saveAttachments: (files: Attachment[]) => Promise<string[]>;
  /** Deletes saved attachments no order holds (the placement failed). */
  removeAttachments: (names: string[]) => Promise<void>;
  guestExists: (guestId: string) => Promise<boolean>;
  /** A guest's account made with the order (create_new_user). */
  accounts: CheckoutAccounts;
  /** How many active offline payment methods there are (payments module): offline needs one. */
  offlineMethodCount: () => Promise<number>;
}

/** A minute of grace: a slot picked just now is not "in the past" by the time it arrives. */
const SCHEDULE_GRACE_MS = 60_000;
/** A tip above this is a typo (and would overflow the amount columns). */
const MAX_TIPS = 10_000;
const MAX_INT = 2_147_483_647;

interface Who {
  caller: PlaceCaller;
  body: PlaceOrderBody;
  s: Settings;
  snapshot: Awaited<ReturnType<CatalogService['snapshot']>>;
  decimals: number;
  store: StoreEntry;
  zone: Zone;
  orderType: 'delivery' | 'take_away';
  customer: OrderingCustomer | null;
  /** The guest's new account, checked; written with the order. */
  newAccount: PreparedAccount | null;
  now: Date;
  nowMoment: LocalMoment;
  /** The gateways and offline methods there are to pay through. */
  means: PaymentMeans;
}
type Where = { point: { lat: number; lng: number } | null; distance: number };
type When = { at: Date; scheduled: boolean; moment: LocalMoment };
type What = { lines: OrderLine[]; cartRows: CartRow[] | null; claims: StockClaim[]; contact: OrderFacts['contact'] };
type Price = { pricing: OrderPricing; coupon: OrderCoupon | null };

export function createPlaceOrderFlow(deps: PlaceOrderDeps) {
  /**
   * A repeat of an Idempotency-Key answers the key's order, before anything is checked again, and
   * also when it lost the race to it: whatever refused the repeat (the cart the first one emptied,
   * the stock it took) came from that order, so the order is the answer, never "Your cart is empty."
   */
  return async function placeOrder(caller: PlaceCaller, body: PlaceOrderBody, files: Attachment[]) {
    const keyed = () => (caller.idempotencyKey ? selectOrderByKey(deps.db, caller.owner, caller.idempotencyKey) : null);
    const earlier = await keyed();
    if (earlier) return answer(deps, earlier);
    try {
      return await placeOnce(deps, caller, body, files);
    } catch (error) {
      const winner = await keyed();
      if (winner) return answer(deps, winner);
      throw error;
    }
  };
}

async function placeOnce(deps: PlaceOrderDeps, caller: PlaceCaller, body: PlaceOrderBody, files: Attachment[]) {
  if (body.order_type === 'parcel' && caller.kind !== 'prescription') return placeParcel(deps, caller, body);
  const who = await whoOrders(deps, caller, body);
  const where = await whereTo(deps, who);
  const when = whenFor(who);
  const what = await whatIsOrdered(deps, who, when, files);
  const price = await priceIt(deps, who, where, what);
  const facts = await check(deps, who, where, when, what, price);
  return takeAndAnswer(deps, who, what, facts, files);
}

async function whoOrders(deps: PlaceOrderDeps, caller: PlaceCaller, body: PlaceOrderBody): Promise<Who> {
  const [s, snapshot, decimals, zoneList] = await Promise.all([
    deps.settings.all(caller.locale),
    deps.catalog.snapshot(),
    currencyDecimals(deps.settings),
    deps.zones.all(),
  ]);
  const store = body.store_id ? snapshot.stores.get(body.store_id) : undefined;
  if (!store || !store.row.status || store.row.module_id !== caller.moduleId)
    throw notFound('store_id', M.storeNotFound);
  const zone = zoneList.find((z) => z.id === store.row.zone_id);
  if (!zone || !zone.status) throw forbidden('out_of_coverage', M.outOfCoverage);

  if (caller.owner.kind === 'guest' && !flag(s.guest_checkout_status))
    throw forbidden('guest_checkout', M.guestCheckoutOff);
  const orderType = orderTypeOf(body);
  if (orderType === 'delivery') {
    if (!flag(s.home_delivery_status)) throw forbidden('order_type', M.deliveryOff);
    if (!store.row.delivery) throw forbidden('order_type', M.storeNoDelivery);
  } else {
    if (!flag(s.takeaway_status)) throw forbidden('order_type', M.takeAwayOff);
    if (!store.row.take_away) throw forbidden('order_type', M.storeNoTakeAway);
  }
  // The payment switches (the domain's rules, shared with the checkout page); the amounts come later.
  const means = await paymentMeans(deps, s);
  const signedIn = caller.owner.kind === 'customer';
  const refusal = paymentSwitchRefusal(
    paymentRules(s, zone, { signedIn, walletBalance: 0 }, null, means),
    paymentChoiceOf(body),
  );
  if (refusal) throw paymentRefused(refusal);

  const customer = caller.owner.kind === 'customer' ? await selectOrderingCustomer(deps.db, caller.owner.userId) : null;
  // Checked before anything is priced.
  const newAccount = await guestAccountOf(deps, caller, body);
  const now = new Date();
  const nowMoment = localMoment(now, String(s.timezone || 'UTC'));
  return { caller, body, s, snapshot, decimals, store, zone, orderType, customer, newAccount, now, nowMoment, means };
}

/** A delivery needs the point, inside the store's zone; the distance is ours. */
/** create_new_user: only a guest makes an account with an order (a signed-in customer's flag means nothing). */
function guestAccountOf(deps: PlaceOrderDeps, caller: PlaceCaller, body: PlaceOrderBody) {
  if (caller.owner.kind !== 'guest' || !body.create_new_user) return null;
  return deps.accounts.prepare({
    name: body.contact_person_name,
    phone: body.contact_person_number,
    email: body.contact_person_email,
    password: body.password,
    ip: caller.ip ?? '',
  });
}

async function whereTo(deps: PlaceOrderDeps, who: Who): Promise<Where> {
  const { body, store } = who;
  if (who.orderType !== 'delivery') return { point: null, distance: 0 };
  if (body.latitude === null || body.longitude === null || !body.address)
    throw unprocessable('address', M.addressRequired);
  const point = { lat: body.latitude, lng: body.longitude };
  if (!isValidLatLng(point.lat, point.lng)) throw unprocessable('latitude', M.coordinates);
  if (!(await deps.zones.contains(store.row.zone_id, point))) throw forbidden('out_of_coverage', M.outOfCoverage);
  return { point, distance: distanceKm({ lat: store.row.latitude, lng: store.row.longitude }, point) };
}

/** Now, or the scheduled instant (ahead, with scheduling on and a store that schedules); the store open then. */
function whenFor(who: Who): When {
  const { body, store, s, now, nowMoment } = who;
  const forNow = { at: now, scheduled: false, moment: nowMoment };
  let when = forNow;
  if (body.schedule_at) {
    const timeZone = String(s.timezone || 'UTC');
    const at = parseScheduleAt(body.schedule_at, timeZone);
    if (at.getTime() < now.getTime() - SCHEDULE_GRACE_MS) throw unprocessable('schedule_at', M.schedulePast);
    // A slot that is now (within the grace) is an order for now.
    if (at.getTime() > now.getTime() + SCHEDULE_GRACE_MS) {
      if (!store.row.schedule_order || !flag(s.schedule_order)) throw unprocessable('schedule_at', M.scheduleOff);
      when = { at, scheduled: true, moment: localMoment(at, timeZone) };
    }
  }
  if (when.scheduled) {
    if (!isOpenAt(store.schedules, when.moment)) throw new AppError(409, 'store_closed', M.storeClosedAt);
  } else if (!store.row.active || !isOpenAt(store.schedules, when.moment)) {
    const canSchedule = store.row.schedule_order && store.row.active;
    throw new AppError(409, 'store_closed', canSchedule ? M.storeClosedNowSchedule : M.storeClosedNow);
  }
  return when;
}

/** The lines, all of this store, each available at that time, within stock and limits; prescriptions. */
async function whatIsOrdered(deps: PlaceOrderDeps, who: Who, when: When, files: Attachment[]): Promise<What> {
  const { caller, s, store } = who;
  const pharmacy = store.module.module_type === 'pharmacy';
  if (caller.kind === 'prescription') {
    if (!flag(s.prescription_order_status) || !store.row.prescription_order || !pharmacy)
      throw forbidden('prescription_order', M.prescriptionOff);
    if (files.length === 0) throw unprocessable('order_attachment', M.prescriptionRequired);
    return { lines: [], cartRows: null, claims: [], contact: contactOf(who.body, who.customer, caller.owner) };
  }
  const { lines, cartRows } = await orderLines(deps, who);
  if (lines.some((l) => l.priced.storeId !== store.row.id)) throw forbidden('different_stores', M.differentStores);
  for (const { item } of lines) {
    if (!isItemAvailableAt(item, when.moment)) {
      throw new AppError(409, 'item_not_available', CART_MESSAGES.notAvailableNow, {
        from: item.available_time_starts.slice(0, 5),
        to: item.available_time_ends.slice(0, 5),
      });
    }
  }
  const claims = stockClaims(lines);
  const needsPrescription = pharmacy && lines.some((l) => l.item.is_prescription_required === 1);
  if (needsPrescription && files.length === 0) throw unprocessable('order_attachment', M.prescriptionRequired);
  return { lines, cartRows, claims, contact: contactOf(who.body, who.customer, caller.owner) };
}

/** The cart of the module, or the buy-now lines, priced by the cart from the items as they are now. */
async function orderLines(deps: PlaceOrderDeps, who: Who): Promise<{ lines: OrderLine[]; cartRows: CartRow[] | null }> {
  const { caller, body } = who;
  let cartRows: CartRow[] | null = null;
  if (!body.is_buy_now) {
    cartRows = await selectLines(deps.db, caller.owner, caller.moduleId);
    if (!cartRows) throw unknownGuest();
    if (cartRows.length === 0) throw unprocessable('cart', M.emptyCart);
  }
  const inputs = cartRows ? cartInputs(cartRows) : readBuyNowLines(body.cart);
  const cartCaller = { owner: caller.owner, moduleId: caller.moduleId, locale: caller.locale, storeIds: null };
  const priced = await Promise.all(inputs.map((input) => deps.cart.priceBuyNow(cartCaller, input)));
  const items = await deps.catalog.loadItems([...new Set(priced.map((p) => p.itemId))], 'en');
  const lines = priced.map((p) => ({
    priced: p,
    item: items.get(p.itemId)!,
    flashSaleItemId: p.discount?.source === 'flash_sale' ? (who.snapshot.flashItems.get(p.itemId)?.id ?? null) : null,
  }));
  return { lines, cartRows };
}

/** The domain's quote, then again with the coupon (checked on the amount after product discounts); the minimum order. */
async function priceIt(deps: PlaceOrderDeps, who: Who, where: Where, what: What): Promise<Price> {
  const { caller, body, store, decimals } = who;
  checkTips(body);
  const input = await pricingInput(deps, who, where, what);
  let pricing = priceOrder(input);
  let coupon: OrderCoupon | null = null;
  if (body.coupon_code && caller.kind !== 'prescription') {
    const { totals } = pricing;
    coupon = await deps.coupons.forOrder(body.coupon_code, {
      owner: caller.owner,
      moduleId: caller.moduleId,
      storeId: store.row.id,
      storeZoneId: store.row.zone_id,
      amount: totals.subtotal - totals.storeDiscount - totals.flashDiscount,
      locale: caller.locale,
    });
    pricing = priceOrder({ ...input, coupon });
  }
  const minimumOrder = toMinor(store.row.minimum_order, decimals);
  if (caller.kind !== 'prescription' && belowMinimumOrder(minimumOrder, pricing.totals)) {
    throw unprocessable('minimum_order', M.minimumOrder, {
      amount: await moneyText(deps.settings, caller.locale, minimumOrder),
    });
  }
  return { pricing, coupon };
}

/** A tip is the one amount a customer chooses: not negative, not a typo's size. */
function checkTips(body: PlaceOrderBody) {
  if (body.dm_tips !== null && body.dm_tips < 0) throw unprocessable('dm_tips', M.tipsInvalid);
  if (body.dm_tips !== null && body.dm_tips > MAX_TIPS)
    throw unprocessable('dm_tips', M.tipsMaximum, { max: MAX_TIPS });
}

async function pricingInput(deps: PlaceOrderDeps, who: Who, where: Where, what: What): Promise<PricingInput> {
  const { caller, body, s, store, zone, decimals, snapshot } = who;
  const [pivot, vehicles] = await Promise.all([
    deps.modules.pivot(caller.moduleId, store.row.zone_id),
    deps.checkout.vehicles(decimals),
  ]);
  const running = runningStoreDiscount(store, who.nowMoment);
  const flashShares = new Map<number, [number, number]>();
  for (const sale of snapshot.flashSales)
    for (const entry of snapshot.flashItemsBySale.get(sale.id) ?? [])
      flashShares.set(entry.id, [Number(sale.admin_discount_percentage), Number(sale.vendor_discount_percentage)]);
  return {
    decimals,
    settings: s,
    store,
    lines: what.lines,
    orderType: who.orderType,
    distanceKm: where.distance,
    pivot: pivot ?? null,
    vehicles,
    increasedFeePercent: zone.increased_delivery_fee_status ? zone.increased_delivery_fee : null,
    storeDiscount: running
      ? { minPurchase: toMinor(running.min_purchase, decimals), maxDiscount: toMinor(running.max_discount, decimals) }
      : null,
    coupon: null,
    flashShares,
    // The referral first-order discount: the domain's rule, also behind customer/info and the page's preview.
    firstOrderDiscount: firstOrderTerms(newCustomerDiscount(s, who.customer?.referral ?? null), decimals),
    tips: body.dm_tips === null ? 0 : toMinor(body.dm_tips, decimals),
    extraPackagingRequested: (body.extra_packaging_amount ?? 0) > 0,
  };
}

/** The gateways (a setting) and offline methods (payments module) a payment could go through. */
async function paymentMeans(deps: PlaceOrderDeps, s: Settings): Promise<PaymentMeans> {
  const gateways = Array.isArray(s.active_payment_method_list) ? s.active_payment_method_list.length : 0;
  return { gateways, offlineMethods: await deps.offlineMethodCount() };
}

/** The payment by the domain's rules (wallet balance, partial bounds, COD maximum on the whole order); the order's facts. */
async function check(deps: PlaceOrderDeps, who: Who, where: Where, when: When, what: What, price: Price) {
  const { caller, body, s, zone, decimals } = who;
  const payment = paymentChoiceOf(body);
  const amount = price.pricing.totals.orderAmount;
  const usesWallet = payment.method === 'wallet' || payment.partial;
  const balance =
    caller.owner.kind === 'customer' && usesWallet ? await deps.wallet.balance(deps.db, caller.owner.userId) : 0;
  const pivot = await deps.modules.pivot(caller.moduleId, who.store.row.zone_id);
  const codMaximum = pivot?.maximum_cod_order_amount == null ? null : toMinor(pivot.maximum_cod_order_amount, decimals);
  const rules = paymentRules(
    s,
    zone,
    { signedIn: caller.owner.kind === 'customer', walletBalance: balance },
    codMaximum,
    who.means,
  );
  const refusal = paymentAmountRefusal(rules, payment, amount);
  if (refusal) throw paymentRefused(refusal);

  const facts: Omit<OrderFacts, 'attachments'> = {
    owner: caller.owner,
    moduleId: caller.moduleId,
    store: who.store,
    body,
    orderType: who.orderType,
    point: where.point,
    distance: where.distance,
    when,
    now: who.now,
    contact: what.contact,
    lines: what.lines,
    pricing: price.pricing,
    coupon: price.coupon,
    payment,
    walletPart: walletShare(rules, payment, amount),
    addressId: await savedAddress(deps, caller.owner, body.delivery_address_id),
    idempotencyKey: caller.idempotencyKey ?? (what.cartRows ? cartDigest(what.cartRows) : null),
    decimals,
  };
  return facts;
}

/** The customer's own saved address the order names, else none. */
async function savedAddress(deps: PlaceOrderDeps, owner: Owner, id: number | null | undefined): Promise<number | null> {
  if (owner.kind !== 'customer' || !id || !Number.isInteger(id) || id <= 0 || id > MAX_INT) return null;
  return (await ownsAddress(deps.db, owner.userId, id)) ? id : null;
}

/** Record and take in one transaction; a lost race with the same key answers the order that won. */
async function takeAndAnswer(
  deps: PlaceOrderDeps,
  who: Who,
  what: What,
  checked: Omit<OrderFacts, 'attachments'>,
  files: Attachment[],
): Promise<PlacedOrder> {
  const { caller } = who;
  const attachments = files.length ? await deps.saveAttachments(files) : [];
  const facts: OrderFacts = { ...checked, attachments };
  let taken: { order: PlacedOrderRow; flashSoldOut: boolean };
  try {
    taken = await take(deps, who, what, facts);
  } catch (error) {
    // No order holds the prescription images saved above.
    if (attachments.length) await deps.removeAttachments(attachments);
    return recoverFailedTake(deps, caller, facts.idempotencyKey, error);
  }
  deps.checkout.orderPlaced(who.store.row.id);
  if (what.cartRows) deps.cart.forget(caller.owner, caller.moduleId);
  if (taken.flashSoldOut) deps.catalog.invalidate();
  else if (what.claims.length) deps.catalog.forgetItems(what.claims.map((c) => c.itemId));
  return answer(deps, { ...taken.order, digital_due: facts.payment.method === 'digital_payment' });
}

/** A take that failed: the order of the same key that won the race, else the guest's 401 or the error. */
async function recoverFailedTake(
  deps: PlaceOrderDeps,
  caller: PlaceCaller,
  key: string | null,
  error: unknown,
): Promise<PlacedOrder> {
  const earlier = key ? await selectOrderByKey(deps.db, caller.owner, key) : null;
  if (earlier) return answer(deps, earlier);
  // A guest id the server never issued fails the insert (foreign key): the 401 of every guest route.
  if (caller.owner.kind === 'guest' && !(await deps.guestExists(caller.owner.guestId))) throw unknownGuest();
  throw error;
}

/**
 * The one transaction. Nothing shared to take (no stock, flash units, wallet, coupon or cart): the one
 * insert statement is its own transaction. Otherwise everything commits together.
 */
async function take(deps: PlaceOrderDeps, who: Who, what: What, facts: OrderFacts) {
  const { owner, moduleId } = who.caller;
  const record = (orderFacts: OrderFacts) =>
    [
      orderColumns(orderFacts),
      detailRows(orderFacts),
      paymentRows({ ...orderFacts, amount: orderFacts.pricing.totals.orderAmount }),
      statusEvents(orderFacts.payment),
    ] as const;
  const shared =
    who.newAccount !== null ||
    what.cartRows !== null ||
    what.claims.length > 0 ||
    what.lines.some((l) => l.flashSaleItemId !== null) ||
    facts.walletPart > 0 ||
    facts.coupon !== null ||
    owner.kind === 'customer';
  if (!shared) return { order: await insertOrderWithLines(deps.db, ...record(facts)), flashSoldOut: false };
  return deps.db.transaction(async (tx) => {
    // The cart as checked above, unchanged and held until the order commits.
    if (what.cartRows && cartDigest(await lockCartForOrder(tx, owner, moduleId)) !== cartDigest(what.cartRows))
      throw conflict('cart_changed', M.cartChanged);
    const shortage = await takeStock(tx, what.claims);
    if (shortage) throw outOfStock(shortage.left);
    let flashSoldOut = false;
    for (const line of what.lines) {
      if (line.flashSaleItemId === null) continue;
      const taken = await takeFlashUnits(tx, line.flashSaleItemId, line.priced.quantity);
      if (!taken) throw conflict('out_of_stock', M.flashSoldOut);
      flashSoldOut ||= taken.soldOut;
    }
    // The order, its lines, payments and first status in one statement; a second order with the
    // same key fails here on the unique index (and is answered with the first).
    // A guest's new account first: the order is its customer's (the guest's cart lines are still cleared below).
    const orderOwner: Owner = who.newAccount
      ? { kind: 'customer', userId: await deps.accounts.create(tx, who.newAccount) }
      : owner;
    const order = await insertOrderWithLines(tx, ...record({ ...facts, owner: orderOwner }));
    if (orderOwner.kind === 'customer') await rememberOrderZone(tx, orderOwner.userId, who.store.row.zone_id);
    await payFromWallet(deps, tx, orderOwner, facts, order);
    if (facts.coupon) await deps.coupons.claim(tx, facts.coupon, orderOwner, Number(order.id));
    if (what.cartRows)
      await clearOrderedLines(
        tx,
        what.cartRows.map((r) => r.id),
      );
    return { order, flashSoldOut };
  });
}

async function payFromWallet(
  deps: PlaceOrderDeps,
  tx: Parameters<Parameters<Database['transaction']>[0]>[0],
  owner: Owner,
  facts: Pick<OrderFacts, 'walletPart' | 'payment' | 'decimals'>,
  order: PlacedOrderRow,
) {
  if (facts.walletPart <= 0 || owner.kind !== 'customer') return;
  const type = facts.payment.method === 'wallet' ? 'order_place' : 'partial_payment';
  const ok = await deps.wallet.debit(tx, owner.userId, facts.walletPart as Minor, facts.decimals, type, order.id);
  if (!ok) throw unprocessable('insufficient_balance', M.insufficientBalance);
}

async function answer(deps: PlaceOrderDeps, order: PlacedOrderRow): Promise<PlacedOrder> {
  const ownerId = order.user_id ?? order.guest_id!;
  const placed: PlacedOrder = {
    message: M.placed,
    order_id: Number(order.id),
    total_ammount: Number(order.order_amount),
    status: order.order_status,
    created_at: order.created_at,
    user_id: ownerId,
  };
  if (order.digital_due) placed.redirect_link = await deps.paymentLink(Number(order.id), ownerId);
  return placed;
}

/**
 * A parcel (reference §5.2 "Parcel", decision 24). who: a parcel module, guest checkout, the
 * category, who pays. where: the sender (the order's address) and the receiver, each inside a
 * zone the parcel module serves; the distance between them ours. price: the domain's parcelCharge
 * (what the parcel form previews). check: the receiver pays only in cash, then the payment rules
 * of every order in the sender's zone. Then one transaction and the answer, as every order.
 */
async function placeParcel(deps: PlaceOrderDeps, caller: PlaceCaller, body: PlaceOrderBody): Promise<PlacedOrder> {
  const who = await parcelWho(deps, caller, body);
  const where = await parcelWhere(deps, who);
  // The payment switches, then a guest's new account, checked before anything is priced.
  parcelSwitches(who, where);
  const newAccount = await guestAccountOf(deps, caller, body);
  const price = await parcelPrice(deps, who, where);
  const facts = await parcelCheck(deps, who, where, price);
  const order = await parcelTake(deps, who, facts, newAccount);
  if ('answered' in order) return order.answered;
  return answer(deps, { ...order, digital_due: facts.payment.method === 'digital_payment' });
}

interface ParcelWho {
  caller: PlaceCaller;
  body: PlaceOrderBody;
  s: Settings;
  decimals: number;
  category: NonNullable<Awaited<ReturnType<ParcelCatalog['category']>>>;
  chargePayer: NonNullable<PlaceOrderBody['charge_payer']>;
  /** The gateways and offline methods there are to pay through. */
  means: PaymentMeans;
}
interface ParcelWhere {
  sender: { lat: number; lng: number; address: string };
  receiver: ReturnType<typeof readReceiver>;
  senderZone: Zone;
  receiverZone: Zone;
}
type ParcelPrice = {
  charge: ReturnType<typeof parcelCharge>;
  codMaximum: Minor | null;
  customer: OrderingCustomer | null;
};

/** who: a parcel module, guest checkout on for a guest, a category of that module, who pays; the tip. */
async function parcelWho(deps: PlaceOrderDeps, caller: PlaceCaller, body: PlaceOrderBody): Promise<ParcelWho> {
  const { owner, moduleId } = caller;
  const [s, snapshot, decimals] = await Promise.all([
    deps.settings.all(caller.locale),
    deps.catalog.snapshot(),
    currencyDecimals(deps.settings),
  ]);
  const parcelModule = snapshot.modules.get(moduleId);
  if (!parcelModule?.status || parcelModule.module_type !== 'parcel') throw forbidden('order_type', M.parcelModule);
  if (owner.kind === 'guest' && !flag(s.guest_checkout_status)) throw forbidden('guest_checkout', M.guestCheckoutOff);
  if (!body.parcel_category_id) throw unprocessable('parcel_category_id', M.parcelCategoryRequired);
  const category = await deps.parcel.category(body.parcel_category_id, moduleId);
  if (!category) throw notFound('parcel_category_id', M.parcelCategoryNotFound);
  if (!body.charge_payer) throw unprocessable('charge_payer', M.chargePayerRequired);
  checkTips(body);
  const means = await paymentMeans(deps, s);
  return { caller, body, s, decimals, category, chargePayer: body.charge_payer, means };
}

/** where: the sender and the receiver, each inside a zone the parcel module serves. */
async function parcelWhere(deps: PlaceOrderDeps, who: ParcelWho): Promise<ParcelWhere> {
  const { body, caller } = who;
  if (body.latitude === null || body.longitude === null || !body.address)
    throw unprocessable('address', M.senderRequired);
  const sender = { lat: body.latitude, lng: body.longitude, address: body.address };
  if (!isValidLatLng(sender.lat, sender.lng)) throw unprocessable('latitude', M.coordinates);
  const receiver = readReceiver(body.receiver_details);
  const senderZone = await parcelZone(deps, caller.moduleId, sender);
  if (!senderZone) throw forbidden('out_of_coverage', M.senderOutOfCoverage);
  const receiverZone = await parcelZone(deps, caller.moduleId, receiver);
  if (!receiverZone) throw forbidden('receiver_out_of_coverage', M.receiverOutOfCoverage);
  return { sender, receiver, senderZone, receiverZone };
}

/** The payment switches: the receiver pays only in cash; the method is on in the sender's zone. */
function parcelSwitches(who: ParcelWho, where: ParcelWhere) {
  const payment = paymentChoiceOf(who.body);
  if (parcelPaymentRefusal(who.chargePayer, payment)) throw forbidden('charge_payer', M.receiverPaysCash);
  const signedIn = who.caller.owner.kind === 'customer';
  const refusal = paymentSwitchRefusal(
    paymentRules(who.s, where.senderZone, { signedIn, walletBalance: 0 }, null, who.means),
    payment,
  );
  if (refusal) throw paymentRefused(refusal);
}

/** price: the domain's parcelCharge from the category's, the zone's and the vehicles' rates. */
async function parcelPrice(deps: PlaceOrderDeps, who: ParcelWho, where: ParcelWhere): Promise<ParcelPrice> {
  const { caller, body, s, decimals } = who;
  const [pivot, vehicles, customer] = await Promise.all([
    deps.modules.pivot(caller.moduleId, where.senderZone.id),
    deps.checkout.vehicles(decimals),
    caller.owner.kind === 'customer' ? selectOrderingCustomer(deps.db, caller.owner.userId) : null,
  ]);
  const charge = parcelCharge({
    rules: parcelChargeRules(s, decimals),
    distanceKm: distanceKm(where.sender, where.receiver),
    category: categoryRates(who.category, decimals),
    zoneModuleRates: pivot ? pivotRates(pivot, decimals) : null,
    vehicles,
    increasedFeePercent: where.senderZone.increased_delivery_fee_status
      ? where.senderZone.increased_delivery_fee
      : null,
    tips: body.dm_tips === null ? 0 : toMinor(body.dm_tips, decimals),
  });
  const codMaximum = pivot?.maximum_cod_order_amount == null ? null : toMinor(pivot.maximum_cod_order_amount, decimals);
  return { charge, codMaximum, customer };
}

/** check: the amount by the payment rules of the sender's zone (balance, COD maximum); the parcel's facts. */
async function parcelCheck(deps: PlaceOrderDeps, who: ParcelWho, where: ParcelWhere, price: ParcelPrice) {
  const { caller, body, s, decimals } = who;
  const { owner } = caller;
  const payment = paymentChoiceOf(body);
  const usesWallet = payment.method === 'wallet' || payment.partial;
  const balance = owner.kind === 'customer' && usesWallet ? await deps.wallet.balance(deps.db, owner.userId) : 0;
  const signedIn = owner.kind === 'customer';
  const rules = paymentRules(s, where.senderZone, { signedIn, walletBalance: balance }, price.codMaximum, who.means);
  const refusal = paymentAmountRefusal(rules, payment, price.charge.orderAmount);
  if (refusal) throw paymentRefused(refusal);
  const facts: ParcelFacts = {
    owner,
    moduleId: caller.moduleId,
    body,
    now: new Date(),
    contact: contactOf(body, price.customer, owner),
    payment,
    walletPart: walletShare(rules, payment, price.charge.orderAmount),
    addressId: await savedAddress(deps, owner, body.delivery_address_id),
    idempotencyKey: caller.idempotencyKey,
    decimals,
    zoneId: where.senderZone.id,
    sender: where.sender,
    receiver: { ...where.receiver, zoneId: where.receiverZone.id },
    categoryId: who.category.id,
    chargePayer: who.chargePayer,
    charge: price.charge,
  };
  return facts;
}

/**
 * take and record: one transaction — the guest's new account (create_new_user, as with any
 * order), the order, the wallet share, the category's count. A failure answers the key's order.
 */
async function parcelTake(
  deps: PlaceOrderDeps,
  who: ParcelWho,
  facts: ParcelFacts,
  newAccount: PreparedAccount | null,
): Promise<PlacedOrderRow | { answered: PlacedOrder }> {
  const { caller } = who;
  try {
    return await deps.db.transaction(async (tx) => {
      const orderOwner: Owner = newAccount
        ? { kind: 'customer', userId: await deps.accounts.create(tx, newAccount) }
        : caller.owner;
      const placed = await insertOrderWithLines(
        tx,
        parcelOrderColumns({ ...facts, owner: orderOwner }),
        [],
        paymentRows({ ...facts, amount: facts.charge.orderAmount }),
        statusEvents(facts.payment),
      );
      if (orderOwner.kind === 'customer') await rememberOrderZone(tx, orderOwner.userId, facts.zoneId);
      await payFromWallet(deps, tx, orderOwner, facts, placed);
      await deps.parcel.countOrder(tx, facts.categoryId);
      return placed;
    });
  } catch (error) {
    return { answered: await recoverFailedTake(deps, caller, facts.idempotencyKey, error) };
  }
}

/** The smallest active zone holding the point that the parcel module serves (has rates in), else null. */
async function parcelZone(deps: PlaceOrderDeps, moduleId: number, point: { lat: number; lng: number }) {
  const containing = zonesContaining(point, await deps.zones.active());
  for (const zone of containing) if (await deps.modules.pivot(moduleId, zone.id)) return zone;
  return null;
}
