/**
 * Whether a payment is allowed (reference §5.2 "Payment rules"): the API
 * refuses by these, and the checkout page offers exactly the choices they
 * allow.
 * - Cash on delivery, digital and offline: switched on in the settings and
 *   in the delivery zone; digital also needs a gateway to pay through and
 *   offline an active method to pay by (a switch alone takes nothing).
 * - COD maximum: the zone–module maximum_cod_order_amount (when > 0) is
 *   compared with the WHOLE order amount — also when the wallet pays part of
 *   it (6amMart compares order_amount; so does the page).
 * - Wallet: the feature on, a signed-in customer, a balance covering the order.
 * - Partial payment: the feature on, some balance but less than the order;
 *   the rest is paid by the method partial_payment_method names
 *   (cod | digital_payment | offline_payment), or any of the three ('both').
 */
import { minorToDecimalString, toMinor, type Minor } from '../money.ts';
import { settingOn } from './settings.ts';

export type PaymentMethod = 'cash_on_delivery' | 'digital_payment' | 'wallet' | 'offline_payment';
export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  'cash_on_delivery',
  'digital_payment',
  'wallet',
  'offline_payment',
];

export type PartialRest = 'cod' | 'digital_payment' | 'offline_payment' | 'both';

export interface PaymentRules {
  /** Settings and zone both allow it. */
  cashOnDelivery: boolean;
  digital: boolean;
  offline: boolean;
  /** The zone–module COD maximum; null or 0 = none. */
  codMaximum: Minor | null;
  /** customer_wallet_status. */
  walletFeature: boolean;
  /** A signed-in customer (guests have no wallet). */
  customer: boolean;
  walletBalance: Minor;
  /** partial_payment_status. */
  partialPayment: boolean;
  /** partial_payment_method. */
  partialRest: PartialRest;
}

export interface PaymentChoice {
  method: PaymentMethod;
  /** The wallet pays what it holds, `method` the rest. */
  partial: boolean;
}

export type PaymentRefusal =
  | 'cod_off'
  | 'digital_off'
  | 'offline_off'
  | 'wallet_off'
  | 'wallet_needs_account'
  | 'partial_off'
  | 'partial_method'
  | 'insufficient_balance'
  | 'partial_empty'
  | 'partial_not_needed'
  | 'cod_maximum';

/** The settings and zone switches of the payment methods, as settings/config name them. */
export interface PaymentSettings {
  cash_on_delivery?: unknown;
  digital_payment?: unknown;
  offline_payment_status?: unknown;
  customer_wallet_status?: unknown;
  partial_payment_status?: unknown;
  partial_payment_method?: unknown;
}

/** What the store has set up to take a payment with: active gateways, active offline methods. */
export interface PaymentMeans {
  gateways: number;
  offlineMethods: number;
}

export function paymentRules(
  s: PaymentSettings,
  zone: { cash_on_delivery: boolean; digital_payment: boolean; offline_payment: boolean } | null,
  customer: { signedIn: boolean; walletBalance: Minor },
  codMaximum: Minor | null,
  means: PaymentMeans,
): PaymentRules {
  return {
    cashOnDelivery: settingOn(s.cash_on_delivery) && zone?.cash_on_delivery !== false,
    digital: settingOn(s.digital_payment) && zone?.digital_payment !== false && means.gateways > 0,
    offline: settingOn(s.offline_payment_status) && zone?.offline_payment !== false && means.offlineMethods > 0,
    codMaximum: codMaximum && codMaximum > 0 ? codMaximum : null,
    walletFeature: settingOn(s.customer_wallet_status),
    customer: customer.signedIn,
    walletBalance: customer.signedIn ? customer.walletBalance : 0,
    partialPayment: settingOn(s.partial_payment_status),
    partialRest: partialRestOf(s.partial_payment_method),
  };
}

export function partialRestOf(value: unknown): PartialRest {
  return value === 'cod' || value === 'digital_payment' || value === 'offline_payment' ? value : 'both';
}

const REST_SETTING = new Map<PaymentMethod, PartialRest>([
  ['cash_on_delivery', 'cod'],
  ['digital_payment', 'digital_payment'],
  ['offline_payment', 'offline_payment'],
]);

/** The switches alone (no amount): whether the method may be used at all. */
export function paymentSwitchRefusal(rules: PaymentRules, choice: PaymentChoice): PaymentRefusal | null {
  const { method, partial } = choice;
  if (method === 'cash_on_delivery' && !rules.cashOnDelivery) return 'cod_off';
  if (method === 'digital_payment' && !rules.digital) return 'digital_off';
  if (method === 'offline_payment' && !rules.offline) return 'offline_off';
  if (method === 'wallet' || partial) {
    if (!rules.walletFeature) return 'wallet_off';
    if (!rules.customer) return 'wallet_needs_account';
  }
  if (partial) {
    if (!rules.partialPayment) return 'partial_off';
    const rest = REST_SETTING.get(method);
    if (!rest || (rules.partialRest !== 'both' && rules.partialRest !== rest)) return 'partial_method';
  }
  return null;
}

/** The checks that depend on the order amount: wallet balance, partial bounds, COD maximum. */
export function paymentAmountRefusal(
  rules: PaymentRules,
  choice: PaymentChoice,
  orderAmount: Minor,
): PaymentRefusal | null {
  const balance = rules.walletBalance;
  if (choice.method === 'wallet' && !choice.partial && balance < orderAmount) return 'insufficient_balance';
  if (choice.partial) {
    if (balance <= 0) return 'partial_empty';
    if (balance >= orderAmount) return 'partial_not_needed';
  }
  if (choice.method === 'cash_on_delivery' && rules.codMaximum !== null && orderAmount > rules.codMaximum)
    return 'cod_maximum';
  return null;
}

export function paymentRefusal(rules: PaymentRules, choice: PaymentChoice, orderAmount: Minor): PaymentRefusal | null {
  return paymentSwitchRefusal(rules, choice) ?? paymentAmountRefusal(rules, choice, orderAmount);
}

/** What the wallet pays of an allowed choice. */
export function walletShare(rules: PaymentRules, choice: PaymentChoice, orderAmount: Minor): Minor {
  if (choice.method === 'wallet' && !choice.partial) return orderAmount;
  return choice.partial ? Math.min(rules.walletBalance, orderAmount) : 0;
}

/** Every choice the rules allow for this amount (what the page offers, what the API accepts). */
export function allowedPayments(rules: PaymentRules, orderAmount: Minor): PaymentChoice[] {
  const all: PaymentChoice[] = [];
  for (const partial of [false, true])
    for (const method of PAYMENT_METHODS)
      if (paymentRefusal(rules, { method, partial }, orderAmount) === null) all.push({ method, partial });
  return all;
}

/**
 * A wallet balance in minor units of the currency, rounded down: a balance
 * kept with more decimals than the currency has now (decimals lowered after
 * it was credited) never lets the wallet pay more than it holds.
 */
export function walletBalanceMinor(balance: number | string | null | undefined, decimals: number): Minor {
  const minor = toMinor(balance ?? 0, decimals);
  return Number(minorToDecimalString(minor, decimals)) > Number(balance ?? 0) ? minor - 1 : minor;
}
