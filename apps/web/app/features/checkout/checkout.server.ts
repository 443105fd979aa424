/**
 * Everything /checkout renders with, read through the customer API with the
 * visitor's cookies (reference client-contract §7): the lines (the cart, or
 * the Buy Now / campaign line), the store, the zone of the delivery point
 * with its payment switches and rates, the business settings, the shopper's
 * addresses, wallet, coupons and the suggested tip. Money is turned into
 * minor units once, here, into the domain's QuoteInput and PaymentRules:
 * the page previews with the domain's quoteOrder and payment rules, the
 * same functions the API charges and refuses by.
 */
import type { AppLoadContext } from 'react-router';
import {
  chargeRules,
  currencyDecimals,
  firstOrderTerms,
  paymentRules,
  walletBalanceMinor,
  settingOn as on,
  type PaymentRules,
  type QuoteInput,
  haversineMeters,
  selectionUnitPrice,
  addOnTotal,
  toMinor,
  type FoodSelection,
  type Minor,
  type PricedLine,
  itemUnitDiscount,
  lineDiscountAmount,
  type ScheduleRow,
  type Locale,
  cashbackOffer,
  type CashbackOffer,
} from '@souq/domain';
import { ApiError, createApi, type Api } from '../../lib/api.server.ts';
import type { Prefs } from '../../lib/prefs.server.ts';
import { couponOffer, type CouponOffer } from '../coupons/offer.ts';
import { listAddresses, readGuestAddress } from '../addresses/addresses.server.ts';
import { samePlace, type Address } from '../addresses/address.ts';
import { endedSession } from '../auth/session.server.ts';
import { toItemDetail } from '../catalog/cards.server.ts';
import type { WireConfig, WireCartLine, WireItem, WireZone } from '@souq/api/answers';
import { addOnText } from '../cart/cart.server.ts';
import { readBuyNow, type BuyNowLine } from './buy-now.server.ts';
import { OFFLINE_METHODS_PATH, toOfflineMethod, type OfflineMethod } from './offline-methods.ts';

export type { OfflineMethod } from './offline-methods.ts';

export type CheckoutPage = 'cart' | 'buy_now' | 'campaign';

export const CHECKOUT_PAGES: readonly CheckoutPage[] = ['cart', 'buy_now', 'campaign'];

export interface CheckoutLine {
  key: string;
  itemId: number;
  name: string;
  image: string | null;
  quantity: number;
  /** Chosen variation / food options and add-ons, as text. */
  options: string[];
  genericName: string[];
  prescriptionRequired: boolean;
  /** Price after discount, add-ons included. */
  total: Minor;
  /** Before discount, add-ons included (shown struck through when different). */
  gross: Minor;
  /** Where the discount comes from: a store discount only applies from its minimum purchase. */
  discountSource: 'flash_sale' | 'store' | 'item' | null;
  /** The API's reason this line cannot be ordered as it is. */
  problem: string | null;
}

/** An address the order can go to; `current` is the header's delivery location ('Selected Address'). */
export interface CheckoutAddress extends Address {
  current: boolean;
}

export interface CheckoutStore {
  id: number;
  name: string;
  logo: string | null;
  address: string;
  zoneId: number;
  moduleType: string;
  open: boolean;
  delivery: boolean;
  takeAway: boolean;
  scheduleOrder: boolean;
  schedules: ScheduleRow[];
  minimumOrder: Minor;
}

export interface CheckoutData {
  page: CheckoutPage;
  renderedAt: number;
  lines: CheckoutLine[];
  store: CheckoutStore | null;
  /** What the page quotes from (quoteOrder with the shopper's choices). */
  basis: QuoteInput | null;
  /** Store to delivery point as the API measures it; null while there is no point. */
  distanceKm: number | null;
  signedIn: boolean;
  /** Saved addresses the store's zone serves, and the chosen one. */
  addresses: CheckoutAddress[];
  chosenAddress: CheckoutAddress | null;
  /** The customer's name, phone and email (take-away contact), or the guest's from this device. */
  contact: { name: string; phone: string; email: string } | null;
  orderTypes: { delivery: boolean; takeAway: boolean; schedule: boolean };
  slotMinutes: number;
  payment: {
    rules: PaymentRules;
    gateways: { gateway: string; title: string; image: string | null }[];
    offlineMethods: OfflineMethod[];
  };
  tips: { enabled: boolean; mostTipped: Minor | null };
  additionalChargeName: string;
  coupon: { applied: CouponOffer | null; code: string; error: string | null; offers: CouponOffer[] };
  /** Prescription upload shown (pharmacy item that needs one, or the store takes prescriptions). */
  prescription: { required: boolean; allowed: boolean };
  /** Cashback offers the signed-in customer may use today; the page previews the best on its total. */
  cashback: CashbackOffer[];
  /** A guest may make an account with the order's contact and a password (create_new_user; password sign-up on). */
  offerAccount: boolean;
  /** digit_after_decimal_point: the minor units money is kept in. */
  decimals: number;
}

/** Who the order's contact is: the signed-in customer's profile, else the guest's saved contact. */
export function orderContact(
  profile: { f_name: string | null; l_name: string | null; phone: string | null; email: string | null } | null,
  guestAddress: Address | null,
): { name: string; phone: string; email: string } | null {
  if (profile)
    return {
      name: [profile.f_name, profile.l_name].filter(Boolean).join(' '),
      phone: profile.phone ?? '',
      email: profile.email ?? '',
    };
  return guestAddress
    ? { name: guestAddress.contactName, phone: guestAddress.contactPhone, email: guestAddress.contactEmail }
    : null;
}

/** A read that may not exist yet or may refuse (no coupons, no tips history): null instead of failing the page. */
async function maybe<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw error;
    if (error instanceof ApiError) return null;
    throw error;
  }
}

export type PaymentGateway = CheckoutData['payment']['gateways'][number];

/** The digital payment gateways /config lists, as the payment sections (checkout, parcel) show them. */
export const paymentGateways = (config: Pick<WireConfig, 'active_payment_method_list'>): PaymentGateway[] =>
  config.active_payment_method_list.map((g) => ({
    gateway: g.gateway,
    title: g.gateway_title,
    image: g.gateway_image_full_url,
  }));

/** Courier tips: offered while dm_tips_status is on, with the amount tipped most (most-tips) as the hint. */
export async function loadCourierTips(
  api: Api,
  config: Pick<WireConfig, 'dm_tips_status'>,
  decimals: number,
): Promise<CheckoutData['tips']> {
  if (!on(config.dm_tips_status)) return { enabled: false, mostTipped: null };
  const tips = await maybe(api.get('/most-tips'));
  return { enabled: true, mostTipped: tips?.most_tips_amount ? toMinor(tips.most_tips_amount, decimals) : null };
}

export function checkoutPage(value: string | null): CheckoutPage | null {
  return CHECKOUT_PAGES.includes(value as CheckoutPage) ? (value as CheckoutPage) : null;
}

function cartLines(
  rows: WireCartLine[],
  decimals: number,
  locale: Locale,
): { lines: CheckoutLine[]; priced: PricedLine[]; storeId: number | null } {
  const priced: PricedLine[] = [];
  const lines = rows.map((row) => {
    const line: PricedLine = {
      unitPrice: toMinor(row.unit_price, decimals),
      quantity: row.quantity,
      addOnTotal: toMinor(row.add_on_price, decimals),
      discount: itemUnitDiscount(row.item, decimals),
    };
    priced.push(line);
    const addOnNames = new Map((row.item.addons ?? row.item.add_ons).map((a) => [a.id, a.name]));
    const options = [
      ...row.variation.map((v) => ('type' in v ? v.type : `${v.name}: ${v.values.label.join(', ')}`)).filter(Boolean),
      ...row.add_on_ids.map((id, i) => addOnText(addOnNames.get(id) ?? '', row.add_on_qtys[i] ?? 1, locale)),
    ];
    return toLine(`cart-${row.id}`, row.item, line, options, row.problem?.message ?? null);
  });
  return { lines, priced, storeId: rows[0]?.item.store_id ?? null };
}

function toLine(
  key: string,
  item: WireItem,
  line: PricedLine,
  options: string[],
  problem: string | null,
): CheckoutLine {
  const gross = line.unitPrice * line.quantity + line.addOnTotal;
  return {
    key,
    itemId: item.id,
    name: item.name,
    image: item.image_full_url,
    quantity: line.quantity,
    options,
    genericName: item.generic_name ?? [],
    prescriptionRequired: on(item.is_prescription_required),
    total: gross - lineDiscountAmount(line),
    gross,
    discountSource: line.discount?.source ?? null,
    problem,
  };
}

/** The Buy Now / campaign line priced from the item as the API shows it now (the API prices it again on placing). */
async function buyNowLines(api: Api, choice: BuyNowLine, decimals: number, locale: Locale) {
  const wire = await api.get(
    `/items/details/${choice.itemId}`,
    choice.model === 'ItemCampaign' ? { campaign: 1 } : undefined,
  );
  const item = toItemDetail(wire, decimals);
  const foodSelection = item.foodVariations.length ? (choice.variation as FoodSelection[]) : undefined;
  const variationType = (choice.variation[0] as { type?: string } | undefined)?.type ?? null;
  const line: PricedLine = {
    unitPrice: selectionUnitPrice({
      basePrice: item.basePrice,
      foodVariations: item.foodVariations,
      foodSelection,
      variations: item.variations,
      variationType,
    }),
    quantity: choice.quantity,
    addOnTotal: addOnTotal(item.addOns, choice.addOnIds, choice.addOnQtys),
    discount: item.discount,
  };
  const addOnNames = new Map(item.addOns.map((a) => [a.id, a.name]));
  const options = [
    ...(foodSelection ?? []).map((s) => `${s.name}: ${s.values.label.join(', ')}`),
    ...(variationType ? [variationType] : []),
    ...choice.addOnIds.map((id, i) => addOnText(addOnNames.get(id) ?? '', choice.addOnQtys[i] ?? 1, locale)),
  ];
  return { lines: [toLine(`buy-${item.id}`, wire, line, options, null)], priced: [line], storeId: item.storeId };
}

/** Distance as the API measures it (config/distance-api), else the straight line the domain computes. */
async function distanceKm(
  api: Api,
  from: { lat: number; lng: number },
  to: { lat: number; lng: number },
): Promise<number> {
  const answer = await maybe(
    api.get('/config/distance-api', {
      origin_lat: from.lat,
      origin_lng: from.lng,
      destination_lat: to.lat,
      destination_lng: to.lng,
      mode: 'driving',
    }),
  );
  const meters = metersOf(answer);
  return (meters ?? haversineMeters(from, to)) / 1000;
}

/** Reads the meters out of the distance answer's known shapes (Routes API, Distance Matrix, or our own). */
export function metersOf(answer: unknown): number | null {
  const a = answer as {
    distanceMeters?: unknown;
    distance?: unknown;
    routes?: { distanceMeters?: unknown }[];
    rows?: { elements?: { distance?: { value?: unknown } }[] }[];
  } | null;
  const candidates = [a?.distanceMeters, a?.routes?.[0]?.distanceMeters, a?.rows?.[0]?.elements?.[0]?.distance?.value];
  for (const value of candidates) if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return value;
  if (typeof a?.distance === 'number' && Number.isFinite(a.distance)) return a.distance * 1000;
  return null;
}

interface LoadInput {
  request: Request;
  context: AppLoadContext;
  prefs: Prefs;
  page: CheckoutPage;
  url: URL;
}

export async function loadCheckout({ request, context, prefs, page, url }: LoadInput): Promise<CheckoutData> {
  const api = createApi(context, prefs);
  try {
    return await load(api, { request, prefs, page, url });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw endedSession(context.secureCookies);
    throw error;
  }
}

async function load(api: Api, { request, prefs, page, url }: Omit<LoadInput, 'context'>): Promise<CheckoutData> {
  const signedIn = Boolean(prefs.token);
  const config = await api.get('/config');
  const decimals = currencyDecimals(config.digit_after_decimal_point);
  const guestQuery = signedIn ? undefined : { guest_id: prefs.guestId };

  const choice = page === 'cart' ? null : readBuyNow(request, page);
  const source =
    page === 'cart'
      ? cartLines(
          signedIn || prefs.guestId ? await api.get('/customer/cart/list', guestQuery) : [],
          decimals,
          prefs.locale,
        )
      : choice
        ? await buyNowLines(api, choice, decimals, prefs.locale)
        : { lines: [], priced: [], storeId: null };

  const [store, profile, addresses] = await Promise.all([
    source.storeId ? api.get(`/stores/details/${source.storeId}`) : null,
    signedIn ? api.get('/customer/info') : null,
    signedIn ? listAddresses(api) : Promise.resolve([] as Address[]),
  ]);

  const guestAddress = signedIn ? null : readGuestAddress(request);
  const contact = orderContact(profile, guestAddress);

  // Addresses the store's zone serves; the header's location first, as 'Selected Address'.
  const served = store ? addresses.filter((a) => a.zoneIds.includes(store.zone_id)) : addresses;
  const current: CheckoutAddress | null =
    signedIn && prefs.location && !served.some((a) => samePlace(a, prefs.location))
      ? {
          id: null,
          type: 'other',
          label: '',
          address: prefs.location.address,
          lat: prefs.location.lat,
          lng: prefs.location.lng,
          contactName: contact?.name ?? '',
          contactPhone: contact?.phone ?? '',
          contactEmail: '',
          road: '',
          house: '',
          floor: '',
          zoneIds: [],
          current: true,
        }
      : null;
  const listed: CheckoutAddress[] = served.map((a) => ({ ...a, current: false }));
  const wanted = Number(url.searchParams.get('address'));
  const chosenAddress: CheckoutAddress | null = signedIn
    ? (listed.find((a) => a.id === wanted) ??
      listed.find((a) => samePlace(a, prefs.location)) ??
      current ??
      listed[0] ??
      null)
    : guestAddress
      ? { ...guestAddress, current: false }
      : null;
  const point = chosenAddress ?? prefs.location;

  let zone: WireZone | null = null;
  if (point) {
    const zones = await maybe(api.get('/config/get-zone-id', { lat: point.lat, lng: point.lng }));
    zone = zones?.zone_data.find((z) => z.id === store?.zone_id) ?? zones?.zone_data[0] ?? null;
  }
  const pivot = zone?.modules.find((m) => m.id === store?.module_id)?.pivot ?? null;
  const selfDelivery = Boolean(store && on(store.self_delivery_system));

  const storeLatLng = store ? { lat: Number(store.latitude), lng: Number(store.longitude) } : null;
  const km = storeLatLng && point ? await distanceKm(api, storeLatLng, point) : null;
  const vehicleExtra = km !== null ? await maybe(api.get('/vehicle/extra_charge', { distance: km })) : null;

  const couponCode = (url.searchParams.get('coupon') ?? '').trim().slice(0, 50);
  const [applied, offers, tips, offline, cashback] = await Promise.all([
    couponCode && store
      ? applyCoupon(api, couponCode, store.id, decimals, guestQuery)
      : Promise.resolve({ coupon: null, offer: null, error: null }),
    signedIn ? maybe(api.get('/coupon/list')) : null,
    loadCourierTips(api, config, decimals),
    on(config.offline_payment_status) && zone?.offline_payment ? maybe(api.get(OFFLINE_METHODS_PATH)) : null,
    // Cashback goes to the wallet on delivery, so only a signed-in customer with the wallet on earns it.
    signedIn && on(config.customer_wallet_status) ? maybe(api.get('/cashback/list')) : null,
  ]);

  const money = (value: number | null | undefined) => toMinor(value ?? 0, decimals);
  const extra = vehicleExtra === null ? 0 : toMinor(vehicleExtra, decimals);
  const basis: QuoteInput | null = store
    ? {
        lines: source.priced,
        charges: chargeRules(config, decimals),
        store: {
          moduleType: store.module_type,
          taxPercent: Number(store.tax) || 0,
          selfDelivery,
          freeDelivery: Boolean(store.free_delivery),
          rates: {
            perKm: money(store.per_km_shipping_charge),
            minimum: money(store.minimum_shipping_charge),
            maximum: money(store.maximum_shipping_charge),
          },
          extraPackaging: on(store.extra_packaging_status) ? money(store.extra_packaging_amount) : null,
        },
        storeDiscount: store.discount
          ? {
              minPurchase: toMinor(store.discount.min_purchase, decimals),
              maxDiscount: toMinor(store.discount.max_discount, decimals),
            }
          : null,
        coupon: applied.coupon,
        firstOrderDiscount:
          profile?.is_valid_for_discount && profile.discount_amount
            ? firstOrderTerms(
                {
                  type: profile.discount_amount_type === 'amount' ? 'amount' : 'percentage',
                  amount: profile.discount_amount,
                },
                decimals,
              )
            : null,
        distanceKm: km ?? 0,
        zoneModuleRates: pivot
          ? {
              perKm: money(pivot.per_km_shipping_charge),
              minimum: money(pivot.minimum_shipping_charge),
              maximum: money(pivot.maximum_shipping_charge),
            }
          : null,
        // The API chose the vehicle band for this distance: it is the one band the page quotes with.
        vehicles: km !== null && extra > 0 ? [{ id: 0, startingKm: 0, maximumKm: km, extraCharge: extra }] : [],
        increasedFeePercent:
          zone && on(zone.increased_delivery_fee_status) ? Number(zone.increased_delivery_fee) : null,
      }
    : null;

  const prescriptionRequired = source.lines.some((l) => l.prescriptionRequired);
  return {
    page,
    renderedAt: Date.now(),
    lines: source.lines,
    store: store
      ? {
          id: store.id,
          name: store.name,
          logo: store.logo_full_url,
          address: store.address ?? '',
          zoneId: store.zone_id,
          moduleType: store.module_type,
          open: on(store.open),
          delivery: Boolean(store.delivery),
          takeAway: Boolean(store.take_away),
          scheduleOrder: Boolean(store.schedule_order),
          schedules: store.schedules,
          minimumOrder: toMinor(store.minimum_order ?? 0, decimals),
        }
      : null,
    basis,
    distanceKm: km,
    signedIn,
    addresses: listed,
    chosenAddress: chosenAddress ?? current,
    contact,
    orderTypes: {
      delivery: on(config.home_delivery_status) && Boolean(store?.delivery ?? true),
      takeAway: on(config.takeaway_status) && Boolean(store?.take_away ?? true),
      schedule: on(config.schedule_order) && Boolean(store?.schedule_order),
    },
    slotMinutes: Math.max(5, Number(config.schedule_order_slot_duration) || 30),
    payment: {
      rules: paymentRules(
        config,
        zone,
        { signedIn, walletBalance: walletBalanceMinor(profile?.wallet_balance, decimals) },
        pivot?.maximum_cod_order_amount ? toMinor(pivot.maximum_cod_order_amount, decimals) : null,
        { gateways: config.active_payment_method_list.length, offlineMethods: offline?.length ?? 0 },
      ),
      gateways: paymentGateways(config),
      offlineMethods: (offline ?? []).map(toOfflineMethod),
    },
    tips,
    additionalChargeName: config.additional_charge_name ?? '',
    coupon: {
      applied: applied.offer,
      code: couponCode,
      error: applied.error,
      offers: (offers ?? []).map((c) => couponOffer(c, decimals)),
    },
    prescription: {
      required: prescriptionRequired,
      allowed:
        prescriptionRequired || Boolean(store && on(store.prescription_order) && on(config.prescription_order_status)),
    },
    cashback: (cashback ?? []).map((terms) => cashbackOffer(terms, decimals)),
    offerAccount: !signedIn && on(config.centralize_login?.manual_login_status),
    decimals,
  };
}

async function applyCoupon(
  api: Api,
  code: string,
  storeId: number,
  decimals: number,
  /** A guest's coupon is checked for that guest (the API answers 401 without the guest id). */
  guestQuery: { guest_id: string | null } | undefined,
): Promise<{ coupon: QuoteInput['coupon']; offer: CouponOffer | null; error: string | null }> {
  try {
    const offer = couponOffer(await api.get('/coupon/apply', { code, store_id: storeId, ...guestQuery }), decimals);
    const couponType =
      (['default', 'zone_wise', 'store_wise', 'free_delivery', 'first_order'] as const).find(
        (t) => t === offer.couponType,
      ) ?? 'default';
    return {
      coupon: {
        couponType,
        discountType: offer.discountType,
        discount: offer.discount,
        maxDiscount: offer.maxDiscount,
        minPurchase: offer.minPurchase,
        createdBy: offer.createdBy,
      },
      offer,
      error: null,
    };
  } catch (error) {
    if (error instanceof ApiError && error.status !== 401) return { coupon: null, offer: null, error: error.message };
    throw error;
  }
}
