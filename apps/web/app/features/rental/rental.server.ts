/**
 * The rental pages' API calls and the shapes they hand the components
 * (money in minor units). The checkout's summary is the domain's tripTotals
 * over the cart's lines, the same function the API books with.
 */
import type { WireConfig, WireProvider, WireRentalCart, WireVehicle } from '@souq/api/answers';
import {
  chargeRules,
  clockText,
  localMoment,
  toMinor,
  tripTotals,
  type Minor,
  type ProviderDiscountTerms,
  type TripTotals,
} from '@souq/domain';
import type { Api } from '../../lib/api.server.ts';
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

/**
 * The checkout's summary: the domain's tripTotals over the cart's lines, the provider's tax and discount, and
 * the config's tax mode and charge as the domain's chargeRules reads them (the API books with the same).
 */
export function checkoutSummary(
  cart: WireRentalCart,
  config: Pick<WireConfig, 'tax_included' | 'additional_charge_status' | 'additional_charge'>,
  decimals: number,
): TripTotals | null {
  const provider = cart.carts[0]?.vehicle.provider;
  if (!provider) return null;
  const charges = chargeRules(config, decimals);
  const d = provider.discount;
  const providerDiscount: ProviderDiscountTerms | null = d
    ? {
        percent: d.discount,
        minPurchase: toMinor(d.min_purchase, decimals),
        maxDiscount: toMinor(d.max_discount, decimals),
      }
    : null;
  return tripTotals({
    lines: cart.carts.map((l) => ({
      price: toMinor(l.price, decimals),
      discount: toMinor(l.discount_on_trip, decimals),
    })),
    providerDiscount,
    taxPercent: provider.tax,
    taxIncluded: charges.taxIncluded,
    additionalCharge: charges.additionalCharge ?? 0,
  });
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
    api.getAs<{ categories: { id: number; name: string; image_full_url: string | null }[] }>()(
      '/rental/vehicle/category-list',
    ),
    api.get('/rental/vehicle/top-rated', { limit: 8, offset: 1 }),
    api.getAs<{ stores: (WireProvider & { avg_rating?: number })[] }>()('/rental/provider/popular', {
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
