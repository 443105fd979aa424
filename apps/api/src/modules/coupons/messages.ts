/** Messages of coupons (spec §8 wording for the minimum purchase) and their Arabic. */
import { addArabicMessages } from '../../http/messages.ts';

export const COUPON_MESSAGES = {
  notFound: 'Coupon not found',
  expired: 'Coupon expired',
  notEligible: 'You are not eligible for this coupon',
  usageLimit: 'Coupon usage limit is over',
  // The spec's wording, with the amount after it as 6amMart clients show it.
  minPurchase: 'To apply this coupon,the minimum purchase amount is {amount}',
  codeRequired: 'The code field is required.',
  storeRequired: 'The store_id field is required.',
  usedUp: 'This coupon has been used up.',
} as const;

addArabicMessages({
  [COUPON_MESSAGES.notFound]: 'القسيمة غير موجودة',
  [COUPON_MESSAGES.expired]: 'انتهت صلاحية القسيمة',
  [COUPON_MESSAGES.notEligible]: 'أنت غير مؤهل لاستخدام هذه القسيمة',
  [COUPON_MESSAGES.usageLimit]: 'تم تجاوز حد استخدام القسيمة',
  [COUPON_MESSAGES.minPurchase]: 'لتطبيق هذه القسيمة، الحد الأدنى للشراء هو {amount}',
  [COUPON_MESSAGES.codeRequired]: 'حقل الرمز مطلوب.',
  [COUPON_MESSAGES.storeRequired]: 'حقل store_id مطلوب.',
  [COUPON_MESSAGES.usedUp]: 'نفدت استخدامات هذه القسيمة.',
});
