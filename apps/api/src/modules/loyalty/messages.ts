/** Messages of loyalty points and their Arabic. */
import { addArabicMessages } from '../../http/messages.ts';

export const LOYALTY_MESSAGES = {
  disabled: 'Loyalty points are not available.',
  pointRequired: 'Please enter the points to convert.',
  belowMinimum: 'At least {min, plural, one {# point is} other {# points are}} needed to convert.',
  notEnough: 'You do not have that many points.',
  transferred: 'Point to wallet transfer successfully.',
} as const;

addArabicMessages({
  [LOYALTY_MESSAGES.disabled]: 'نقاط الولاء غير متاحة.',
  [LOYALTY_MESSAGES.pointRequired]: 'يرجى إدخال عدد النقاط المراد تحويلها.',
  [LOYALTY_MESSAGES.belowMinimum]:
    'يلزم {min, plural, zero {# نقطة} one {نقطة واحدة} two {نقطتان} few {# نقاط} many {# نقطة} other {# نقطة}} على الأقل للتحويل.',
  [LOYALTY_MESSAGES.notEnough]: 'ليس لديك هذا العدد من النقاط.',
  [LOYALTY_MESSAGES.transferred]: 'تم تحويل النقاط إلى المحفظة بنجاح.',
});
