/**
 * The new-customer (referral) discount (reference §5.2 "first_order_disc"):
 * a signed-in customer who came with a referral code, has placed no order
 * yet and joined within the validity gets it on the first order, while
 * new_customer_discount_status is on. Decided here for the API's charge, for
 * customer/info's is_valid_for_discount and for the checkout's preview.
 */
import { toMinor } from '../money.ts';
import { settingOn } from './settings.ts';

export interface NewCustomerDiscountSettings {
  new_customer_discount_status?: unknown;
  new_customer_discount_amount?: unknown;
  new_customer_discount_amount_type?: unknown;
  new_customer_discount_amount_validity?: unknown;
  new_customer_discount_validity_type?: unknown;
}

export interface ReferralStanding {
  /** users.ref_by is set. */
  referred: boolean;
  /** Orders the customer has placed (any status). */
  ordersPlaced: number;
  /** Whole days since the account was made. */
  memberSinceDays: number;
}

export interface NewCustomerDiscount {
  type: 'percentage' | 'amount';
  /** Percent, or an amount in the currency (as the setting holds it). */
  amount: number;
  /** "30 day" */
  validity: string;
}

const DAYS_PER_UNIT = new Map([
  ['day', 1],
  ['month', 30],
  ['year', 365],
]);

/** The discount this customer gets on this order, or null. */
export function newCustomerDiscount(
  settings: NewCustomerDiscountSettings,
  customer: ReferralStanding | null,
): NewCustomerDiscount | null {
  if (!customer || !settingOn(settings.new_customer_discount_status)) return null;
  if (!customer.referred || customer.ordersPlaced > 0) return null;
  const validity = Number(settings.new_customer_discount_amount_validity ?? 0);
  const unit = String(settings.new_customer_discount_validity_type ?? 'day');
  const days = validity * (DAYS_PER_UNIT.get(unit) ?? 1);
  if (!(customer.memberSinceDays < days)) return null;
  const amount = Number(settings.new_customer_discount_amount ?? 0);
  if (!(amount > 0)) return null;
  const type = settings.new_customer_discount_amount_type === 'amount' ? 'amount' : 'percentage';
  return { type, amount, validity: `${validity} ${unit}` };
}

/** The discount as orderTotals takes it: a percent, or minor units. */
export function firstOrderTerms(
  discount: Pick<NewCustomerDiscount, 'type' | 'amount'> | null,
  decimals: number,
): { type: 'percentage' | 'amount'; value: number } | null {
  if (!discount || !(discount.amount > 0)) return null;
  return {
    type: discount.type,
    value: discount.type === 'amount' ? toMinor(discount.amount, decimals) : discount.amount,
  };
}
