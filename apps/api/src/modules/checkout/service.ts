/**
 * Order placement (POST customer/order/place, reference §5.2, decision 12).
 *
 * 1. Who: a customer, or a guest when guest checkout is on (with contact).
 * 2. What: the cart lines of the module, or the buy-now / campaign lines
 *    posted in `cart`; each is validated and priced by the cart's priceLine
 *    from the item as it is now (options, add-ons, stock, limits).
 * 3. Where and when: the store of store_id (every line must be of it), the
 *    point inside the store's zone, the store open now or at schedule_at,
 *    every item available at that time; the distance is measured here.
 * 4. Money: pricing.ts (orderTotals), then the checks that depend on it:
 *    minimum order, COD maximum, wallet balance, partial payment.
 * 5. One transaction: the owner's placements serialized, the idempotency key
 *    (header, or a digest of the cart) answered with the earlier order,
 *    stock and flash-sale units taken, the coupon use claimed, the wallet
 *    debited — each conditional, so under concurrency the loser gets the
 *    shopper's message and nothing is written.
 */
import { createHash, randomInt } from 'node:crypto';
import type { Database } from '@souq/db';
import {
  distanceKm,
  firstOrderTerms,
  fromMinor,
  newCustomerDiscount,
  paymentAmountRefusal,
  paymentRules,
  paymentSwitchRefusal,
  walletShare,
  type PaymentChoice,
  isItemAvailableAt,
  isValidLatLng,
  vehicleFor,
  isOpenAt,
  localMoment,
  minorToDecimalString,
  toMinor,
  zonedInstant,
  type LanguageCode,
  type LocalMoment,
  type Minor,
} from '@souq/domain';
import { unknownGuest, type Owner } from '../../http/auth.ts';
import { AppError, conflict, forbidden, notFound, unprocessable } from '../../http/errors.ts';
import { cached } from '../../lib/cache.ts';
import { currencyDecimals, moneyText } from '../../lib/money.ts';
import {
  type CartService,
  type LineInput,
  CART_MESSAGES,
  lockCart,
  selectLines,
  type CartRow,
  type CartModel,
} from '../cart/index.ts';
import { type CatalogService, runningStoreDiscount, type StoreEntry } from '../catalog/index.ts';
import type { CouponService, OrderCoupon } from '../coupons/index.ts';
import { flag, type Settings, type SettingsService } from '../settings/index.ts';
import type { WalletService } from '../wallet/index.ts';
import type { ZoneService } from '../zones/index.ts';
import type { Attachment } from './attachments.ts';
import { CHECKOUT_MESSAGES as M } from './messages.ts';
import { paymentRefused } from './payment.ts';
import { priceOrder, type OrderLine, type OrderPricing } from './pricing.ts';
import {
  deleteCartLines,
  insertOrderWithLines,
  lockCartLines,
  selectAllZoneModuleRates,
  selectCustomer,
  selectOrderByKey,
  selectOwnAddress,
  selectVehicles,
  takeFlashUnits,
  takeStock,
  type CustomerRow,
  type PlacedOrderRow,
  type StockClaim,
} from './queries.ts';
import { buyNowLine, type PlaceOrderBody } from './schemas.ts';
import { createStoreOrderCounter } from './store-orders.ts';

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

type PaymentMethod = PlaceOrderBody['payment_method'];

/** A minute of grace: a slot picked just now is not "in the past" by the time it arrives. */
const SCHEDULE_GRACE_MS = 60_000;
const MAX_BUY_NOW_LINES = 20;
/** A tip above this is a typo (and would overflow the amount columns). */
const MAX_TIPS = 10_000;
const MAX_INT = 2_147_483_647;

export interface CheckoutDeps {
  db: Database;
  settings: SettingsService;
  catalog: CatalogService;
  cart: CartService;
  coupons: CouponService;
  wallet: WalletService;
  zones: ZoneService;
  /** The payment page link of an order (payments module). */
  paymentLink: (orderId: number, customerId: string | number) => Promise<string>;
  /** Keeps the prescription images; answers their stored names. */
  saveAttachments: (files: Attachment[]) => Promise<string[]>;
  /** Deletes saved attachments no order holds (the placement failed). */
  removeAttachments: (names: string[]) => Promise<void>;
  guestExists: (guestId: string) => Promise<boolean>;
}

/** Zone–module rates and vehicles change rarely: kept this long. */
const RATES_TTL_MS = 10_000;

export function createCheckoutService(deps: CheckoutDeps) {
  const { db, settings, catalog, cart, coupons, wallet, zones } = deps;
  const zoneModuleRates = cached(RATES_TTL_MS, () => selectAllZoneModuleRates(db));
  const vehicleRows = cached(RATES_TTL_MS, () => selectVehicles(db));
  const storeOrders = createStoreOrderCounter(db);

  /** Rule 1 and 2 of reference §5.2: who may order, and which order types and payment methods are on. */
  function checkSwitches(
    s: Settings,
    caller: PlaceCaller,
    body: PlaceOrderBody,
    store: StoreEntry,
    zone: { cash_on_delivery: boolean; digital_payment: boolean; offline_payment: boolean },
  ) {
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
    const rules = paymentRules(s, zone, { signedIn: caller.owner.kind === 'customer', walletBalance: 0 }, null);
    const refusal = paymentSwitchRefusal(rules, paymentChoiceOf(body));
    if (refusal) throw paymentRefused(refusal);
  }

  /** When the order is for: now, or the scheduled instant (must be ahead, with scheduling on and a store that schedules). */
  function orderTime(
    s: Settings,
    body: PlaceOrderBody,
    store: StoreEntry,
    now: Date,
    nowMoment: LocalMoment,
    timeZone: string,
  ): { at: Date; scheduled: boolean; moment: LocalMoment } {
    if (!body.schedule_at) return { at: now, scheduled: false, moment: nowMoment };
    const at = parseScheduleAt(body.schedule_at, timeZone);
    if (at.getTime() < now.getTime() - SCHEDULE_GRACE_MS) throw unprocessable('schedule_at', M.schedulePast);
    // A slot that is now (within the grace) is an order for now.
    if (at.getTime() <= now.getTime() + SCHEDULE_GRACE_MS) return { at: now, scheduled: false, moment: nowMoment };
    if (!store.row.schedule_order || !flag(s.schedule_order)) throw unprocessable('schedule_at', M.scheduleOff);
    return { at, scheduled: true, moment: localMoment(at, timeZone) };
  }

  /** The lines of the order: the cart of the module, or the buy-now lines. */
  async function orderLines(
    caller: PlaceCaller,
    body: PlaceOrderBody,
  ): Promise<{ lines: OrderLine[]; cartRows: CartRow[] | null }> {
    const cartCaller = { owner: caller.owner, moduleId: caller.moduleId, locale: caller.locale, storeIds: null };
    let inputs: LineInput[];
    let cartRows: CartRow[] | null = null;
    if (body.is_buy_now) {
      inputs = readBuyNowLines(body.cart);
    } else {
      const rows = await selectLines(db, caller.owner, caller.moduleId);
      cartRows = rows;
      if (cartRows.length === 0) throw unprocessable('cart', M.emptyCart);
      inputs = cartRows.map((row) => ({
        itemId: row.item_id,
        model: row.item_type,
        quantity: row.quantity,
        variation: row.variation,
        addOnIds: row.add_on_ids,
        addOnQtys: row.add_on_qtys,
      }));
    }
    const priced = await Promise.all(inputs.map((input) => cart.priceBuyNow(cartCaller, input)));
    const items = await catalog.loadItems([...new Set(priced.map((p) => p.itemId))], 'en');
    const snapshot = await catalog.snapshot();
    const lines = priced.map((p) => ({
      priced: p,
      item: items.get(p.itemId)!,
      flashSaleItemId: p.discount?.source === 'flash_sale' ? (snapshot.flashItems.get(p.itemId)?.id ?? null) : null,
    }));
    return { lines, cartRows };
  }

  /** Stock across lines (the same item in two lines counts once, per variation for modules that track it). */
  function checkQuantities(lines: OrderLine[]): StockClaim[] {
    const claims = new Map<number, StockClaim>();
    for (const { priced } of lines) {
      const claim = claims.get(priced.itemId) ?? { itemId: priced.itemId, quantity: 0, byVariation: new Map() };
      claim.quantity += priced.quantity;
      const type = (priced.variation[0] as { type?: string } | undefined)?.type;
      if (type) claim.byVariation.set(type, (claim.byVariation.get(type) ?? 0) + priced.quantity);
      claims.set(priced.itemId, claim);
      const max = priced.limits.maxCartQuantity;
      if (max && claim.quantity > max) throw unprocessable('out_of_limits', CART_MESSAGES.outOfLimits, { max });
      // limits.stock is the chosen variation's stock when there is one, else the item's.
      if (priced.limits.tracksStock) {
        const used = type ? claim.byVariation.get(type)! : claim.quantity;
        if (used > priced.limits.stock) throw outOfStock(priced.limits.stock);
      }
    }
    return [...claims.values()].filter(
      (c) => lines.find((l) => l.priced.itemId === c.itemId)!.priced.limits.tracksStock,
    );
  }

  /** The referral first-order discount (the domain's rule, also behind customer/info and the checkout preview). */
  function firstOrderDiscount(s: Settings, customer: CustomerRow | null, decimals: number) {
    const standing = customer
      ? {
          referred: customer.ref_by !== null,
          ordersPlaced: customer.orders,
          memberSinceDays: customer.member_since_days,
        }
      : null;
    return firstOrderTerms(newCustomerDiscount(s, standing), decimals);
  }

  async function placeOnce(caller: PlaceCaller, body: PlaceOrderBody, files: Attachment[]): Promise<PlacedOrder> {
    // A key that already made an order answers that order, before anything is checked again.
    if (caller.idempotencyKey) {
      const earlier = await selectOrderByKey(db, caller.owner, caller.idempotencyKey);
      if (earlier) return placedAnswer(earlier, deps);
    }

    const [s, snapshot, decimals, zoneList] = await Promise.all([
      settings.all(caller.locale),
      catalog.snapshot(),
      currencyDecimals(settings),
      zones.all(),
    ]);
    const store = snapshot.stores.get(body.store_id);
    if (!store || !store.row.status || store.row.module_id !== caller.moduleId)
      throw notFound('store_id', M.storeNotFound);
    const zone = zoneList.find((z) => z.id === store.row.zone_id);
    if (!zone || !zone.status) throw forbidden('out_of_coverage', M.outOfCoverage);
    checkSwitches(s, caller, body, store, zone);
    const orderType = orderTypeOf(body);

    // Where: a delivery needs the point, inside the store's zone; the distance is ours.
    let point: { lat: number; lng: number } | null = null;
    if (orderType === 'delivery') {
      if (body.latitude === null || body.longitude === null || !body.address)
        throw unprocessable('address', M.addressRequired);
      point = { lat: body.latitude, lng: body.longitude };
      if (!isValidLatLng(point.lat, point.lng)) throw unprocessable('latitude', M.coordinates);
      if (!(await zones.contains(store.row.zone_id, point))) throw forbidden('out_of_coverage', M.outOfCoverage);
    }
    const distance = point ? distanceKm({ lat: store.row.latitude, lng: store.row.longitude }, point) : 0;

    // When: open now, or at the scheduled time.
    const timeZone = String(s.timezone || 'UTC');
    const now = new Date();
    const nowMoment = localMoment(now, timeZone);
    const when = orderTime(s, body, store, now, nowMoment, timeZone);
    if (when.scheduled) {
      if (!isOpenAt(store.schedules, when.moment)) throw new AppError(409, 'store_closed', M.storeClosedAt);
    } else if (!store.row.active || !isOpenAt(store.schedules, when.moment)) {
      throw new AppError(
        409,
        'store_closed',
        store.row.schedule_order && store.row.active ? M.storeClosedNowSchedule : M.storeClosedNow,
      );
    }

    // What: the lines, all of this store, each available at that time, within stock and limits.
    const customer = caller.owner.kind === 'customer' ? await selectCustomer(db, caller.owner.userId) : null;
    const prescriptionOnly = caller.kind === 'prescription';
    if (prescriptionOnly) {
      if (
        !flag(s.prescription_order_status) ||
        !store.row.prescription_order ||
        store.module.module_type !== 'pharmacy'
      ) {
        throw forbidden('prescription_order', M.prescriptionOff);
      }
      if (files.length === 0) throw unprocessable('order_attachment', M.prescriptionRequired);
    }
    const { lines, cartRows } = prescriptionOnly
      ? { lines: [] as OrderLine[], cartRows: null }
      : await orderLines(caller, body);
    if (lines.some((l) => l.priced.storeId !== store.row.id)) throw forbidden('different_stores', M.differentStores);
    for (const { item } of lines) {
      if (!isItemAvailableAt(item, when.moment)) {
        throw new AppError(409, 'item_not_available', CART_MESSAGES.notAvailableNow, {
          from: item.available_time_starts.slice(0, 5),
          to: item.available_time_ends.slice(0, 5),
        });
      }
    }
    const stockClaims = checkQuantities(lines);
    const needsPrescription = lines.some(
      (l) => l.item.is_prescription_required === 1 && store.module.module_type === 'pharmacy',
    );
    if (needsPrescription && files.length === 0) throw unprocessable('order_attachment', M.prescriptionRequired);

    // Money.
    const contact = contactOf(body, customer, caller.owner);
    const subtotalForCoupon = (pricing: OrderPricing) =>
      pricing.totals.subtotal - pricing.totals.storeDiscount - pricing.totals.flashDiscount;
    const [pivot, vehicles, firstOrder] = await Promise.all([
      zoneModuleRates.get().then((all) => all.get(`${caller.moduleId}:${store.row.zone_id}`) ?? null),
      vehicleRows.get(),
      firstOrderDiscount(s, customer, decimals),
    ]);
    const running = runningStoreDiscount(store, nowMoment);
    const flashShares = new Map<number, [number, number]>();
    for (const sale of snapshot.flashSales) {
      for (const entry of snapshot.flashItemsBySale.get(sale.id) ?? [])
        flashShares.set(entry.id, [Number(sale.admin_discount_percentage), Number(sale.vendor_discount_percentage)]);
    }
    const pricingInput = {
      decimals,
      settings: s,
      store,
      lines,
      orderType,
      distanceKm: distance,
      pivot,
      vehicles: vehicles.map((v) => ({
        id: v.id,
        startingKm: Number(v.starting_coverage_area),
        maximumKm: Number(v.maximum_coverage_area),
        extraCharge: toMinor(v.extra_charges, decimals),
      })),
      increasedFeePercent: zone.increased_delivery_fee_status ? zone.increased_delivery_fee : null,
      storeDiscount: running
        ? {
            minPurchase: toMinor(running.min_purchase, decimals),
            maxDiscount: toMinor(running.max_discount, decimals),
          }
        : null,
      coupon: null as OrderCoupon | null,
      flashShares,
      firstOrderDiscount: firstOrder,
      tips: body.dm_tips === null ? 0 : toMinor(body.dm_tips, decimals),
      extraPackagingRequested: (body.extra_packaging_amount ?? 0) > 0,
    };
    if (body.dm_tips !== null && body.dm_tips < 0) throw unprocessable('dm_tips', M.tipsInvalid);
    if (body.dm_tips !== null && body.dm_tips > MAX_TIPS)
      throw unprocessable('dm_tips', M.tipsMaximum, { max: MAX_TIPS });
    let pricing = priceOrder(pricingInput);
    if (body.coupon_code && !prescriptionOnly) {
      pricingInput.coupon = await coupons.forOrder(body.coupon_code, {
        owner: caller.owner,
        moduleId: caller.moduleId,
        storeId: store.row.id,
        storeZoneId: store.row.zone_id,
        amount: subtotalForCoupon(pricing),
        locale: caller.locale,
      });
      pricing = priceOrder(pricingInput);
    }
    const totals = pricing.totals;
    const minimumOrder = toMinor(store.row.minimum_order, decimals);
    if (!prescriptionOnly && minimumOrder > totals.subtotal) {
      throw unprocessable('minimum_order', M.minimumOrder, {
        amount: await moneyText(settings, caller.locale, minimumOrder),
      });
    }

    // Payment: wallet balance, partial bounds, COD maximum on the whole order (the domain's rules).
    const method: PaymentMethod = body.payment_method;
    const choice = paymentChoiceOf(body);
    const balance =
      caller.owner.kind === 'customer' && (method === 'wallet' || body.partial_payment)
        ? await wallet.balance(db, caller.owner.userId)
        : 0;
    const rules = paymentRules(
      s,
      zone,
      { signedIn: caller.owner.kind === 'customer', walletBalance: balance },
      pivot?.maximum_cod_order_amount == null ? null : toMinor(pivot.maximum_cod_order_amount, decimals),
    );
    const refusal = paymentAmountRefusal(rules, choice, totals.orderAmount);
    if (refusal) throw paymentRefused(refusal);
    const walletPart: Minor = walletShare(rules, choice, totals.orderAmount);

    const attachments = files.length ? await deps.saveAttachments(files) : [];
    const key = caller.idempotencyKey ?? (cartRows ? cartDigest(cartRows) : null);
    const money = (minor: Minor) => minorToDecimalString(minor, decimals);
    // Paid in full by the wallet, or the wallet share paid and the rest due in cash: confirmed at once.
    // A digital or offline rest waits for that payment (pending).
    const status =
      method === 'wallet' || (body.partial_payment && method === 'cash_on_delivery') ? 'confirmed' : 'pending';

    const ownerColumns =
      caller.owner.kind === 'customer' ? { user_id: caller.owner.userId } : { guest_id: caller.owner.guestId };
    const orderColumns = {
      ...ownerColumns,
      store_id: store.row.id,
      zone_id: store.row.zone_id,
      module_id: caller.moduleId,
      dm_vehicle_id: pricing.vehicleId,
      order_amount: money(totals.orderAmount),
      coupon_discount_amount: money(totals.couponDiscount),
      coupon_discount_title: pricingInput.coupon?.title ?? null,
      coupon_code: pricingInput.coupon?.code ?? null,
      coupon_created_by: pricingInput.coupon?.createdBy ?? null,
      store_discount_amount: money(totals.storeDiscount),
      discount_on_product_by: pricing.discountOnProductBy,
      flash_admin_discount_amount: money(pricing.flashAdminDiscount),
      flash_store_discount_amount: money(pricing.flashStoreDiscount),
      ref_bonus_amount: money(totals.firstOrderDiscount),
      total_tax_amount: money(totals.tax),
      tax_percentage: Number(store.row.tax),
      tax_status: totals.taxIncluded ? 'included' : 'excluded',
      delivery_charge: money(totals.deliveryCharge),
      original_delivery_charge: money(totals.originalDeliveryCharge),
      free_delivery_by: pricing.freeDeliveryBy,
      dm_tips: money(totals.tips),
      additional_charge: money(totals.additionalCharge),
      extra_packaging_amount: money(totals.extraPackaging),
      partially_paid_amount: money(body.partial_payment ? walletPart : 0),
      payment_status: method === 'wallet' ? 'paid' : body.partial_payment ? 'partially_paid' : 'unpaid',
      payment_method: body.partial_payment ? 'partial_payment' : method,
      order_status: status,
      pending: now,
      confirmed: status === 'confirmed' ? now : null,
      order_type: orderType,
      delivery_address: JSON.stringify({
        contact_person_name: contact.name,
        contact_person_number: contact.number,
        contact_person_email: contact.email,
        address_type: body.address_type ?? (orderType === 'delivery' ? 'others' : null),
        address: orderType === 'delivery' ? body.address : null,
        floor: body.floor,
        road: body.road,
        house: body.house,
        latitude: point ? String(point.lat) : null,
        longitude: point ? String(point.lng) : null,
      }),
      delivery_address_id:
        caller.owner.kind === 'customer' &&
        body.delivery_address_id &&
        Number.isInteger(body.delivery_address_id) &&
        body.delivery_address_id > 0 &&
        body.delivery_address_id <= MAX_INT &&
        (await selectOwnAddress(db, caller.owner.userId, body.delivery_address_id))
          ? body.delivery_address_id
          : null,
      distance,
      order_note: body.order_note,
      delivery_instruction: body.delivery_instruction,
      unavailable_item_note: body.unavailable_item_note,
      cutlery: body.cutlery,
      schedule_at: when.at,
      scheduled: when.scheduled,
      otp: String(randomInt(1000, 10000)),
      order_attachment: JSON.stringify(attachments),
      prescription_order: attachments.length > 0,
      idempotency_key: key,
      created_at: now,
      updated_at: now,
    };
    const details = lines.map(({ priced, item, flashSaleItemId }, index) => {
      const isCampaign = priced.model === 'ItemCampaign';
      const addOns = new Map(item.add_ons.map((a) => [a.id, a]));
      return {
        item_id: isCampaign ? null : priced.itemId,
        item_campaign_id: isCampaign ? priced.itemId : null,
        flash_sale_item_id: flashSaleItemId,
        item_details: item,
        variation: priced.variation,
        variant: (priced.variation[0] as { type?: string } | undefined)?.type ?? '',
        add_ons: priced.addOnIds.map((id, i) => ({
          id,
          name: addOns.get(id)?.name ?? '',
          price: addOns.get(id)?.price ?? 0,
          quantity: priced.addOnQtys[i],
        })),
        total_add_on_price: money(priced.addOnTotal),
        price: money(priced.unitPrice),
        discount_on_item: money(priced.unitDiscount),
        discount_type: priced.discount?.type === 'percent' ? 'percent' : 'amount',
        quantity: priced.quantity,
        tax_amount: money(pricing.unitTax[index]),
      };
    });
    const payments = body.partial_payment
      ? [
          { amount: money(walletPart), payment_status: 'paid', payment_method: 'wallet' },
          { amount: money(totals.orderAmount - walletPart), payment_status: 'unpaid', payment_method: method },
        ]
      : [
          {
            amount: money(totals.orderAmount),
            payment_status: method === 'wallet' ? 'paid' : 'unpaid',
            payment_method: method,
          },
        ];
    const events = [{ status: 'pending', changed_by: 'customer', note: null as string | null }];
    if (status === 'confirmed')
      events.push({
        status: 'confirmed',
        changed_by: 'payment',
        note: method === 'wallet' ? 'paid by wallet' : 'wallet share paid',
      });

    let flashSoldOut = false;
    let placed: PlacedOrderRow;
    // Nothing shared to take (no stock, flash units, wallet, coupon or cart): the one insert
    // statement is its own transaction. Otherwise everything commits together.
    const sharedState =
      cartRows !== null ||
      stockClaims.length > 0 ||
      lines.some((l) => l.flashSaleItemId !== null) ||
      walletPart > 0 ||
      pricingInput.coupon !== null;
    try {
      placed = !sharedState
        ? await insertOrderWithLines(db, orderColumns, details, payments, events)
        : await db.transaction(async (tx) => {
            if (cartRows) {
              // The cart as checked above, unchanged and held until the order commits.
              await lockCart(tx, caller.owner, caller.moduleId);
              const current = await lockCartLines(tx, caller.owner, caller.moduleId);
              if (cartDigest(current) !== cartDigest(cartRows)) throw conflict('cart_changed', M.cartChanged);
            }
            const shortage = await takeStock(tx, stockClaims);
            if (shortage) throw outOfStock(shortage.left);
            for (const line of lines) {
              if (line.flashSaleItemId === null) continue;
              const taken = await takeFlashUnits(tx, line.flashSaleItemId, line.priced.quantity);
              if (!taken) throw conflict('out_of_stock', M.flashSoldOut);
              flashSoldOut ||= taken.soldOut;
            }
            // The order, its lines, payments and first status in one statement; a second order with the
            // same key fails here on the unique index (and is answered with the first, below).
            const order = await insertOrderWithLines(tx, orderColumns, details, payments, events);
            if (walletPart > 0) {
              const ok = await wallet.debit(
                tx,
                (caller.owner as { userId: number }).userId,
                walletPart,
                decimals,
                method === 'wallet' ? 'order_place' : 'partial_payment',
                order.id,
              );
              if (!ok) throw unprocessable('insufficient_balance', M.insufficientBalance);
            }
            if (pricingInput.coupon) await coupons.claim(tx, pricingInput.coupon, caller.owner, Number(order.id));
            if (cartRows)
              await deleteCartLines(
                tx,
                cartRows.map((r) => r.id),
              );
            return order;
          });
    } catch (error) {
      // No order holds the prescription images saved above.
      if (attachments.length) await deps.removeAttachments(attachments);
      // Lost a race with the same key (or the same cart): answer the order that won.
      const earlier = key ? await selectOrderByKey(db, caller.owner, key) : null;
      if (earlier) return placedAnswer(earlier, deps);
      // A guest id the server never issued fails the insert (foreign key): the 401 of every guest route.
      if (caller.owner.kind === 'guest' && !(await deps.guestExists(caller.owner.guestId))) throw unknownGuest();
      throw error;
    }

    storeOrders.placed(store.row.id);
    if (cartRows) cart.forget(caller.owner, caller.moduleId);
    if (flashSoldOut) catalog.invalidate();
    else if (stockClaims.length) catalog.forgetItems(stockClaims.map((c) => c.itemId));
    return placedAnswer({ ...placed, digital_due: method === 'digital_payment' }, deps);
  }

  return {
    /** Adds the orders counted since the last time to stores.total_order (also done every second, and on close). */
    flushStoreOrders: () => storeOrders.flush(),
    close: () => storeOrders.close(),

    /**
     * Places an order. A repeat of an Idempotency-Key answers the key's
     * order, also when it lost the race to it: whatever refused the repeat
     * (the cart the first one emptied, the stock it took) came from that
     * order, so the order is the answer, never "Your cart is empty."
     * (issue 13, item 4).
     */
    async place(caller: PlaceCaller, body: PlaceOrderBody, files: Attachment[]): Promise<PlacedOrder> {
      try {
        return await placeOnce(caller, body, files);
      } catch (error) {
        const earlier = caller.idempotencyKey ? await selectOrderByKey(db, caller.owner, caller.idempotencyKey) : null;
        if (earlier) return placedAnswer(earlier, deps);
        throw error;
      }
    },

    /** GET config/distance-api: kilometres measured by the server between two points. */
    distance(from: { lat: number; lng: number }, to: { lat: number; lng: number }) {
      return distanceKm(from, to);
    },

    /** Call after changing zone–module rates or vehicles. */
    invalidate() {
      zoneModuleRates.clear();
      vehicleRows.clear();
    },

    /** GET most-tips: the most frequent non-zero tip (6amMart's mode of dm_tips), 0 before any. */
    async mostTips(): Promise<number> {
      const [row] = await db.query<{ dm_tips: string }>(
        'select dm_tips from orders where dm_tips > 0 group by dm_tips order by count(*) desc, dm_tips desc limit 1',
      );
      return row ? Number(row.dm_tips) : 0;
    },

    /** GET vehicle/extra_charge?distance: the extra charge of the vehicle covering that distance. */
    async vehicleExtraCharge(distance: number): Promise<number> {
      const decimals = await currencyDecimals(settings);
      const vehicles = (await vehicleRows.get()).map((v) => ({
        id: v.id,
        startingKm: Number(v.starting_coverage_area),
        maximumKm: Number(v.maximum_coverage_area),
        extraCharge: toMinor(v.extra_charges, decimals),
      }));
      return fromMinor(vehicleFor(vehicles, distance)?.extraCharge ?? 0, decimals);
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;

function paymentChoiceOf(body: PlaceOrderBody): PaymentChoice {
  return { method: body.payment_method, partial: Boolean(body.partial_payment) };
}

function orderTypeOf(body: PlaceOrderBody): 'delivery' | 'take_away' {
  return body.order_type === 'take_away' ? 'take_away' : 'delivery';
}

function outOfStock(left: number) {
  return left > 0
    ? new AppError(409, 'out_of_stock', CART_MESSAGES.outOfStockLeft, { count: left })
    : new AppError(409, 'out_of_stock', CART_MESSAGES.outOfStock);
}

/** 'YYYY-MM-DD HH:mm[:ss]' on the business clock, or an ISO instant with its offset. */
function parseScheduleAt(value: string, timeZone: string): Date {
  const local = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/.exec(value);
  if (local) return zonedInstant(local[1], local[2], timeZone);
  const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(value)
    ? new Date(value)
    : null;
  if (!instant || Number.isNaN(instant.getTime())) throw unprocessable('schedule_at', M.scheduleInvalid);
  return instant;
}

/** Buy-now and campaign lines from `cart` (a JSON string or a list). */
function readBuyNowLines(raw: PlaceOrderBody['cart']): LineInput[] {
  let list: unknown = raw;
  if (typeof raw === 'string') {
    try {
      list = JSON.parse(raw);
    } catch {
      throw unprocessable('cart', M.cartRequired);
    }
  }
  if (!Array.isArray(list) || list.length === 0 || list.length > MAX_BUY_NOW_LINES)
    throw unprocessable('cart', M.cartRequired);
  return list.map((entry) => {
    const parsed = buyNowLine.safeParse(entry);
    if (!parsed.success)
      throw unprocessable(
        'cart',
        parsed.error.issues[0]?.message?.startsWith('The quantity') ? CART_MESSAGES.quantityMinimum : M.cartRequired,
      );
    const line = parsed.data;
    const type = String(line.item_type ?? line.model ?? '').replace(/^App\\?Models\\?/, '');
    const model: CartModel | undefined =
      line.item_campaign_id || type === 'ItemCampaign' ? 'ItemCampaign' : type === 'Item' ? 'Item' : undefined;
    const itemId = line.item_campaign_id ?? line.item_id;
    if (!itemId) throw unprocessable('cart', M.cartRequired);
    return {
      itemId,
      model,
      quantity: line.quantity,
      variation: line.variation ?? [],
      addOnIds: line.add_on_ids ?? [],
      addOnQtys: line.add_on_qtys ?? [],
    };
  });
}

/** The same cart (same lines, quantities and last changes) gives the same digest: placing it twice is one order. */
function cartDigest(rows: Pick<CartRow, 'id' | 'quantity' | 'updated_at'>[]): string {
  const text = rows
    .map((r) => `${r.id}:${r.quantity}:${new Date(r.updated_at).getTime()}`)
    .sort()
    .join('|');
  return `cart:${createHash('sha256').update(text).digest('hex').slice(0, 40)}`;
}

/** Contact on the order: what was sent, else the customer's profile; guests must send name and number. */
function contactOf(body: PlaceOrderBody, customer: CustomerRow | null, owner: Owner) {
  const name =
    body.contact_person_name ??
    (customer ? [customer.f_name, customer.l_name].filter(Boolean).join(' ') || null : null);
  const number = body.contact_person_number ?? customer?.phone ?? null;
  if (owner.kind === 'guest' || !name) {
    if (!name) throw unprocessable('contact_person_name', M.contactNameRequired);
  }
  if (!number) throw unprocessable('contact_person_number', M.contactNumberRequired);
  return { name, number, email: body.contact_person_email ?? customer?.email ?? null };
}

async function placedAnswer(order: PlacedOrderRow, deps: CheckoutDeps): Promise<PlacedOrder> {
  const ownerId = order.user_id ?? order.guest_id!;
  const answer: PlacedOrder = {
    message: M.placed,
    order_id: Number(order.id),
    total_ammount: Number(order.order_amount),
    status: order.order_status,
    created_at: order.created_at,
    user_id: ownerId,
  };
  if (order.digital_due) answer.redirect_link = await deps.paymentLink(Number(order.id), ownerId);
  return answer;
}
