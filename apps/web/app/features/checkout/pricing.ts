/**
 * The checkout page's preview (spec §9, reference §5.2): the summary is the
 * domain's quoteOrder and the payment choices are the domain's payment rules
 * — the very functions the API charges and refuses by — over the basis the
 * loader read. Nothing is decided here: this only shapes the rules' answers
 * for the payment section (what is shown, what is disabled and why).
 */
import {
  allowedPayments,
  paymentRefusal,
  paymentSwitchRefusal,
  type Minor,
  type PaymentMethod,
  type PaymentRefusal,
  type PaymentRules,
  type QuoteChoices,
} from '@souq/domain';

export type { PaymentMethod };
export type OrderType = QuoteChoices['orderType'];

export interface PaymentView {
  /** Some partial payment (wallet + a rest method) is allowed for this amount. */
  partialPossible: boolean;
  /** What remains to pay after the wallet part of a partial payment. */
  partialRemainder: Minor;
  /** The method is switched on for this kind of payment (shown, perhaps disabled). */
  shown: (method: PaymentMethod) => boolean;
  /** Why the method cannot pay this amount now, or null. */
  refusal: (method: PaymentMethod) => PaymentRefusal | null;
  /** No choice at all is allowed. */
  nothing: boolean;
}

export function paymentView(rules: PaymentRules, orderAmount: Minor, partial: boolean): PaymentView {
  const allowed = allowedPayments(rules, orderAmount);
  return {
    partialPossible: allowed.some((c) => c.partial),
    partialRemainder: Math.max(0, orderAmount - rules.walletBalance),
    shown: (method) => paymentSwitchRefusal(rules, { method, partial }) === null,
    refusal: (method) => paymentRefusal(rules, { method, partial }, orderAmount),
    nothing: allowed.length === 0,
  };
}
