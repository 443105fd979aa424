/** Messages of the wallet and their Arabic. */
import { addArabicMessages } from '../../http/messages.ts';

export const WALLET_MESSAGES = {
  disabled: 'The wallet is not available.',
  addFundDisabled: 'Adding funds to the wallet is not available.',
  insufficient: 'Your wallet balance is not enough for this order.',
  amountRequired: 'Please Enter amount',
  amountMinimum: 'The amount must be at least 1.',
  amountMaximum: 'The amount must not be more than {max}.',
  methodRequired: 'Payment method is required',
  digitalDisabled: 'Digital payment is not available.',
} as const;

addArabicMessages({
  [WALLET_MESSAGES.disabled]: 'المحفظة غير متاحة.',
  [WALLET_MESSAGES.addFundDisabled]: 'إضافة الرصيد إلى المحفظة غير متاحة.',
  [WALLET_MESSAGES.insufficient]: 'رصيد محفظتك لا يكفي لهذا الطلب.',
  [WALLET_MESSAGES.amountRequired]: 'يرجى إدخال المبلغ',
  [WALLET_MESSAGES.amountMinimum]: 'يجب ألا يقل المبلغ عن ١.',
  [WALLET_MESSAGES.amountMaximum]: 'يجب ألا يزيد المبلغ عن {max}.',
  [WALLET_MESSAGES.methodRequired]: 'طريقة الدفع مطلوبة',
  [WALLET_MESSAGES.digitalDisabled]: 'الدفع الإلكتروني غير متاح.',
});
