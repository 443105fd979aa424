/**
 * The API's answer to a payment the domain's rules refuse (paymentRefusal):
 * switched off is 403, a matter of the amount or balance is 422. The rules
 * themselves live in @souq/domain, shared with the checkout page.
 */
import type { PaymentRefusal } from '@souq/domain';
import { forbidden, unprocessable, type AppError } from '../../http/errors.ts';
import { CHECKOUT_MESSAGES as M } from './messages.ts';

const REFUSALS = new Map<PaymentRefusal, () => AppError>([
  ['cod_off', () => forbidden('payment_method', M.codOff)],
  ['digital_off', () => forbidden('payment_method', M.digitalOff)],
  ['offline_off', () => forbidden('payment_method', M.offlineOff)],
  ['wallet_off', () => forbidden('payment_method', M.walletOff)],
  ['wallet_needs_account', () => forbidden('payment_method', M.walletNeedsAccount)],
  ['partial_off', () => forbidden('partial_payment', M.partialOff)],
  ['partial_method', () => forbidden('partial_payment', M.partialMethod)],
  ['insufficient_balance', () => unprocessable('insufficient_balance', M.insufficientBalance)],
  ['partial_empty', () => unprocessable('partial_payment', M.partialEmpty)],
  ['partial_not_needed', () => unprocessable('partial_payment', M.partialNotNeeded)],
  ['cod_maximum', () => unprocessable('cod_limit', M.codMaximum)],
]);

export function paymentRefused(refusal: PaymentRefusal): AppError {
  return REFUSALS.get(refusal)!();
}
