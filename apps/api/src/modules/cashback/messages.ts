/** Messages of cashback and their Arabic. */
import { addArabicMessages } from '../../http/messages.ts';

export const CASHBACK_MESSAGES = {
  amount: 'The amount must be a number of at least 0.',
} as const;

addArabicMessages({
  [CASHBACK_MESSAGES.amount]: 'يجب أن يكون المبلغ رقماً لا يقل عن ٠.',
});
