/**
 * Car rental money and time (reference server-rules §5.9), computed the same
 * way by the API (decision) and the storefront (preview). Amounts are integer
 * minor units; each percentage is rounded once.
 *
 *   line price    = (hourly: hourly_price × hours | distance_wise: distance_price × km) × quantity
 *   line discount = vehicle discount (percent of the price, or flat per vehicle) × quantity
 *   discount      = max(Σ line discounts, provider discount: min(price × % , max) when price ≥ min purchase)
 *   coupon        = on price − discount
 *   referral      = first-trip discount on what is left
 *   tax           = left × rate / (100 + (included ? rate : 0))
 *   trip amount   = left + (excluded ? tax : 0) + additional charge
 */
import { percentOf, roundHalfAwayFromZero, type Minor } from './money.ts';
import { couponDiscount, type Coupon } from './pricing/coupon.ts';

export const RENTAL_TYPES = ['hourly', 'distance_wise'] as const;
export type RentalType = (typeof RENTAL_TYPES)[number];

export function isRentalType(value: unknown): value is RentalType {
  return value === 'hourly' || value === 'distance_wise';
}

/** Bounds on what a shopper may ask for: a month of hours, a country's width of kilometres. */
export const RENTAL_LIMITS = { maxHours: 720, maxDistanceKm: 5000, maxQuantity: 10 } as const;

export interface RentalVehiclePricing {
  /** Per hour and per km, minor units. */
  hourlyPrice: Minor;
  distancePrice: Minor;
  discountType: 'percent' | 'amount';
  /** Percent (0–100) or minor units off each vehicle. */
  discount: number;
  tripHourly: boolean;
  tripDistance: boolean;
}

export interface TripTerms {
  rentalType: RentalType;
  /** Hourly trips: how long. */
  estimatedHours: number;
  /** Distance-wise trips: how far (km) and how long the drive takes (hours). */
  distanceKm: number;
  destinationHours: number;
  quantity: number;
}

export const RENTAL_MESSAGES = {
  typeNotSupported: 'This vehicle is not available for the selected rental type',
  hoursInvalid: 'Estimated hours must be between 1 and 720',
  distanceInvalid: 'Distance must be greater than 0',
  quantityInvalid: 'Quantity must be between 1 and 10',
} as const;

/** Why these terms cannot be priced for this vehicle, or null. */
export function tripTermsRejection(
  vehicle: Pick<RentalVehiclePricing, 'tripHourly' | 'tripDistance'>,
  terms: TripTerms,
): { code: string; message: string } | null {
  const supported = terms.rentalType === 'hourly' ? vehicle.tripHourly : vehicle.tripDistance;
  if (!supported) return { code: 'rental_type', message: RENTAL_MESSAGES.typeNotSupported };
  if (!Number.isInteger(terms.quantity) || terms.quantity < 1 || terms.quantity > RENTAL_LIMITS.maxQuantity)
    return { code: 'quantity', message: RENTAL_MESSAGES.quantityInvalid };
  if (terms.rentalType === 'hourly') {
    if (!(terms.estimatedHours >= 1 && terms.estimatedHours <= RENTAL_LIMITS.maxHours))
      return { code: 'estimated_hours', message: RENTAL_MESSAGES.hoursInvalid };
  } else if (
    !(terms.distanceKm > 0 && terms.distanceKm <= RENTAL_LIMITS.maxDistanceKm) ||
    !(terms.destinationHours >= 0 && terms.destinationHours <= RENTAL_LIMITS.maxHours)
  ) {
    return { code: 'distance', message: RENTAL_MESSAGES.distanceInvalid };
  }
  return null;
}

export interface RentalLinePrice {
  /** One vehicle for the trip, before its discount. */
  unitPrice: Minor;
  unitDiscount: Minor;
  /** unitPrice × quantity. */
  price: Minor;
  /** unitDiscount × quantity. */
  discount: Minor;
  /** price − discount: what the cart shows for the line. */
  total: Minor;
}

/** One cart line from the vehicle as it is now and the trip's terms. */
export function rentalLinePrice(vehicle: RentalVehiclePricing, terms: TripTerms): RentalLinePrice {
  const unitPrice =
    terms.rentalType === 'hourly'
      ? roundHalfAwayFromZero(vehicle.hourlyPrice * terms.estimatedHours)
      : roundHalfAwayFromZero(vehicle.distancePrice * terms.distanceKm);
  const raw = vehicle.discountType === 'percent' ? percentOf(unitPrice, vehicle.discount) : vehicle.discount;
  const unitDiscount = Math.max(0, Math.min(unitPrice, raw));
  const quantity = terms.quantity;
  return {
    unitPrice,
    unitDiscount,
    price: unitPrice * quantity,
    discount: unitDiscount * quantity,
    total: (unitPrice - unitDiscount) * quantity,
  };
}

/** The provider's (or the admin's) discount row: percent of the trip, capped, above a minimum. */
export interface ProviderDiscountTerms {
  percent: number;
  minPurchase: Minor;
  /** 0 = uncapped. */
  maxDiscount: Minor;
}

export interface TripPricingInput {
  lines: Pick<RentalLinePrice, 'price' | 'discount'>[];
  providerDiscount?: ProviderDiscountTerms | null;
  coupon?: Pick<Coupon, 'couponType' | 'discountType' | 'discount' | 'maxDiscount' | 'minPurchase'> | null;
  /** New-customer (referral) discount on the first trip. */
  referralDiscount?: { type: 'percentage' | 'amount'; value: number } | null;
  taxPercent: number;
  taxIncluded: boolean;
  additionalCharge?: Minor;
}

export interface TripTotals {
  price: Minor;
  /** Which discount won: the vehicles' own, or the provider's. */
  discountSource: 'vehicle' | 'provider' | null;
  discount: Minor;
  couponDiscount: Minor;
  referralDiscount: Minor;
  /** After every discount, before tax and charges. */
  subtotal: Minor;
  tax: Minor;
  taxIncluded: boolean;
  additionalCharge: Minor;
  tripAmount: Minor;
}

export function providerDiscountAmount(price: Minor, terms: ProviderDiscountTerms | null | undefined): Minor {
  if (!terms || price < terms.minPurchase) return 0;
  const amount = percentOf(price, terms.percent);
  return Math.min(price, terms.maxDiscount > 0 ? Math.min(amount, terms.maxDiscount) : amount);
}

export function tripTotals(input: TripPricingInput): TripTotals {
  const price = input.lines.reduce((sum, l) => sum + l.price, 0);
  const vehicleDiscount = input.lines.reduce((sum, l) => sum + l.discount, 0);
  const providerDiscount = providerDiscountAmount(price, input.providerDiscount);
  const discount = Math.max(vehicleDiscount, providerDiscount);
  const discountSource = discount === 0 ? null : providerDiscount > vehicleDiscount ? 'provider' : 'vehicle';
  let left = price - discount;

  const coupon = input.coupon && left >= input.coupon.minPurchase ? input.coupon : null;
  const couponAmount = coupon ? couponDiscount(coupon, left) : 0;
  left -= couponAmount;

  let referralDiscount = 0;
  if (input.referralDiscount) {
    const { type, value } = input.referralDiscount;
    referralDiscount = Math.min(left, type === 'percentage' ? percentOf(left, value) : value);
    left -= referralDiscount;
  }

  const tax = percentOf(left, (100 * input.taxPercent) / (100 + (input.taxIncluded ? input.taxPercent : 0)));
  const additionalCharge = input.additionalCharge ?? 0;
  return {
    price,
    discountSource,
    discount,
    couponDiscount: couponAmount,
    referralDiscount,
    subtotal: left,
    tax,
    taxIncluded: input.taxIncluded,
    additionalCharge,
    tripAmount: left + (input.taxIncluded ? 0 : tax) + additionalCharge,
  };
}

const HOUR_MS = 3_600_000;

/** How many whole hours the trip holds the vehicles: ceil(hours), or ceil(drive time) for distance trips (at least 1). */
export function tripHours(terms: Pick<TripTerms, 'rentalType' | 'estimatedHours' | 'destinationHours'>): number {
  const hours = terms.rentalType === 'hourly' ? terms.estimatedHours : terms.destinationHours;
  return Math.max(1, Math.ceil(hours - 1e-9));
}

/** estimated_trip_end_time = pickup + ceil(hours or destination_time). */
export function tripEndTime(
  pickup: Date,
  terms: Pick<TripTerms, 'rentalType' | 'estimatedHours' | 'destinationHours'>,
) {
  return new Date(pickup.getTime() + tripHours(terms) * HOUR_MS);
}

export interface TimeWindow {
  start: Date;
  end: Date;
}

/** Half-open windows [start, end): a trip ending at 10:00 frees the vehicle for one starting at 10:00. */
export function windowsOverlap(a: TimeWindow, b: TimeWindow): boolean {
  return a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();
}

/** Identities of a vehicle free for the window, given the windows each identity is already booked for. */
export function freeIdentities<I extends { id: number; booked: readonly TimeWindow[] }>(
  identities: readonly I[],
  window: TimeWindow,
): I[] {
  return identities.filter((identity) => !identity.booked.some((b) => windowsOverlap(b, window)));
}

/**
 * Spec §4, picking the rental module: a rental cart whose pickup zone is not
 * among the zones now chosen is cleared (once); an empty cart needs nothing.
 */
export function rentalCartOnModulePick(
  cart: { lines: number; pickupZoneId: number | null },
  allowedZoneIds: readonly number[],
): 'nothing' | 'keep' | 'clear' {
  if (cart.lines === 0) return 'nothing';
  return cart.pickupZoneId !== null && allowedZoneIds.includes(cart.pickupZoneId) ? 'keep' : 'clear';
}

/* ---- Trip statuses ---- */

export const TRIP_STATUSES = ['pending', 'confirmed', 'ongoing', 'completed', 'canceled', 'payment_failed'] as const;
export type TripStatus = (typeof TRIP_STATUSES)[number];
export type TripActor = 'customer' | 'operator' | 'payment' | 'simulator';

export function isTripStatus(value: unknown): value is TripStatus {
  return typeof value === 'string' && (TRIP_STATUSES as readonly string[]).includes(value);
}

/** Statuses that no longer hold vehicles (their identities are free again). */
export const TRIP_RELEASED_STATUSES: readonly TripStatus[] = ['completed', 'canceled', 'payment_failed'];
export const TRIP_RUNNING_STATUSES: readonly TripStatus[] = ['pending', 'confirmed', 'ongoing'];

const TRIP_TRANSITIONS: readonly { from: TripStatus; to: TripStatus; by: readonly TripActor[] }[] = [
  { from: 'pending', to: 'confirmed', by: ['operator', 'simulator', 'payment'] },
  { from: 'confirmed', to: 'ongoing', by: ['operator', 'simulator'] },
  { from: 'ongoing', to: 'completed', by: ['operator', 'simulator'] },
  { from: 'pending', to: 'canceled', by: ['customer', 'operator'] },
  { from: 'confirmed', to: 'canceled', by: ['operator'] },
  { from: 'pending', to: 'payment_failed', by: ['payment', 'operator'] },
  { from: 'payment_failed', to: 'pending', by: ['payment'] },
];

export const TRIP_STATUS_MESSAGES = {
  cancelAfterConfirm: 'You can not cancel a trip after it is confirmed',
  notAllowed: 'This status change is not allowed',
} as const;

/** Why `by` may not move a trip from → to, or null when it may. */
export function tripTransitionRejection(from: TripStatus, to: TripStatus, by: TripActor): string | null {
  if (TRIP_TRANSITIONS.some((t) => t.from === from && t.to === to && t.by.includes(by))) return null;
  if (by === 'customer' && to === 'canceled') return TRIP_STATUS_MESSAGES.cancelAfterConfirm;
  return TRIP_STATUS_MESSAGES.notAllowed;
}

/** The simulator's next step for a trip, or null when it rests there. */
export function nextTripStatus(from: TripStatus): TripStatus | null {
  if (from === 'pending') return 'confirmed';
  if (from === 'confirmed') return 'ongoing';
  if (from === 'ongoing') return 'completed';
  return null;
}
