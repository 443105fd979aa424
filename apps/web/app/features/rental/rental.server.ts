/**
 * The rental pages' API calls and the shapes they hand the components
 * (money in minor units). The checkout's summary is the API's trip summary,
 * priced by the function the booking charges with.
 */
import type { WireRentalCart, WireTripSummary, WireVehicle } from '@souq/api/answers';
import { clockText, localMoment, toMinor, type Minor, type TripTotals } from '@souq/domain';
import { ApiError, type Api } from '../../lib/api.server.ts';
import type { Prefs } from '../../lib/prefs.server.ts';

export interface VehicleCard {
  id: number;
  name: string;
  image: string | null;
  category: string | null;
  seats: number;
  fuel: string;
  transmission: string;
  airCondition: boolean;
  hourly: Minor | null;
  perKm: Minor | null;
  discountPercent: number | null;
  provider: string | null;
  rating: number;
  ratingCount: number;
}

export function toVehicleCard(v: WireVehicle, decimals: number): VehicleCard {
  return {
    id: v.id,
    name: v.name,
    image: v.thumbnail_full_url,
    category: v.category?.name ?? null,
    seats: v.seating_capacity,
    fuel: v.fuel_type,
    transmission: v.transmission_type,
    airCondition: v.air_condition === 1,
    hourly: v.trip_hourly ? toMinor(v.hourly_price, decimals) : null,
    perKm: v.trip_distance ? toMinor(v.distance_price, decimals) : null,
    discountPercent: v.discount_type === 'percent' && v.discount_price > 0 ? v.discount_price : null,
    provider: v.provider?.name ?? null,
    rating: v.avg_rating,
    ratingCount: v.rating_count,
  };
}

/** The guest id a call carries: rental/user routes read it from the query or body. */
export const ownerQuery = (prefs: Prefs, guestId: string | null = prefs.guestId) =>
  prefs.token || !guestId ? {} : { guest_id: guestId };

export async function loadRentalCart(api: Api, prefs: Prefs): Promise<WireRentalCart> {
  if (!prefs.token && !prefs.guestId) return { carts: [], user_data: null };
  return api.get('/rental/user/cart/get-cart', ownerQuery(prefs));
}

/** The checkout's summary, in minor units, and the coupon it was priced with (or why the coupon was refused). */
export interface TripSummary {
  totals: TripTotals;
  coupon: { code: string; error: string | null } | null;
}

/**
 * The checkout's summary as the booking will charge it (issue 14: one rule, one place): the API prices the cart
 * with the same function its booking runs (the domain's tripTotals over the vehicles' and provider's discounts,
 * the coupon checked as the booking checks it, the referral first-trip discount, which counts the customer's trips
 * — nothing the storefront could read otherwise — tax and charge). A refused coupon is shown with its reason and
 * the trip priced without it. Null when the cart has nothing to book.
 */
export async function loadTripSummary(
  api: Api,
  prefs: Prefs,
  decimals: number,
  couponCode: string | null,
): Promise<TripSummary | null> {
  const read = (code: string | null) =>
    api.get('/rental/user/trip/summary', { ...ownerQuery(prefs), ...(code ? { coupon_code: code } : {}) });
  const inMinor = (t: WireTripSummary): TripTotals => {
    const m = (amount: number) => toMinor(amount, decimals);
    return {
      ...t,
      price: m(t.price),
      discount: m(t.discount),
      couponDiscount: m(t.couponDiscount),
      referralDiscount: m(t.referralDiscount),
      subtotal: m(t.subtotal),
      tax: m(t.tax),
      additionalCharge: m(t.additionalCharge),
      tripAmount: m(t.tripAmount),
    };
  };
  try {
    if (!couponCode) return { totals: inMinor(await read(null)), coupon: null };
    try {
      return { totals: inMinor(await read(couponCode)), coupon: { code: couponCode, error: null } };
    } catch (error) {
      if (!(error instanceof ApiError) || error.errors[0]?.code === 'cart') throw error;
      return { totals: inMinor(await read(null)), coupon: { code: couponCode, error: error.message } };
    }
  } catch (error) {
    // An empty cart (or one without its trip's terms) has no summary: the page shows the empty state.
    if (error instanceof ApiError && error.status === 422 && error.errors[0]?.code === 'cart') return null;
    throw error;
  }
}

/** An instant from the API on the business clock: 'YYYY-MM-DD' and 'HH:MM'. */
export function businessTime(iso: string, timeZone?: string | null): { date: string; time: string } {
  const moment = localMoment(new Date(iso), timeZone || 'Asia/Riyadh');
  return { date: moment.date, time: clockText(moment.seconds).slice(0, 5) };
}

/** The rental home's rows (issue 17): vehicle categories, top-rated vehicles and popular providers. */
export interface RentalHomeRows {
  categories: { id: number; name: string; image: string | null }[];
  topRated: VehicleCard[];
  providers: { id: number; name: string; address: string; logo: string | null; rating: number }[];
}

export async function loadRentalHomeRows(api: Api, decimals: number): Promise<RentalHomeRows> {
  const [categories, topRated, providers] = await Promise.all([
    api.get('/rental/vehicle/category-list'),
    api.get('/rental/vehicle/top-rated', { limit: 8, offset: 1 }),
    api.get('/rental/provider/popular', {
      limit: 6,
      offset: 1,
    }),
  ]);
  return {
    categories: categories.categories.map((c) => ({ id: c.id, name: c.name, image: c.image_full_url })),
    topRated: topRated.vehicles.map((v) => toVehicleCard(v, decimals)),
    providers: providers.stores.map((p) => ({
      id: p.id,
      name: p.name,
      address: p.address,
      logo: p.logo_full_url,
      rating: p.avg_rating ?? 0,
    })),
  };
}
