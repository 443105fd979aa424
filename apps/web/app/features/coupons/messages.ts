import type { Translation } from '../../i18n/types.ts';

export const en = {
  'coupons.title': 'Coupons',
  'coupons.list': 'Your coupons',
  'coupons.hint': 'Enter a code at checkout to use it.',
  'coupons.copy': 'Copy',
  'coupons.copyCode': 'Copy code {code}',
  'coupons.copied': 'Coupon code copied',
  'coupons.upTo': 'up to {amount}',
  'coupons.validUntil': 'Valid until {date}',
  'coupons.atStore': 'At {store}',
  'coupons.firstOrder': 'For your first order',
  'coupons.empty': 'No coupons right now',
  'coupons.emptyHint': 'Coupons the store runs for you show here.',
};

export const ar: Translation<typeof en> = {
  'coupons.title': 'القسائم',
  'coupons.list': 'قسائمك',
  'coupons.hint': 'أدخل الرمز عند إتمام الطلب لاستخدامه.',
  'coupons.copy': 'نسخ',
  'coupons.copyCode': 'انسخ الرمز {code}',
  'coupons.copied': 'تم نسخ رمز القسيمة',
  'coupons.upTo': 'بحد أقصى {amount}',
  'coupons.validUntil': 'صالحة حتى {date}',
  'coupons.atStore': 'في {store}',
  'coupons.firstOrder': 'لطلبك الأول',
  'coupons.empty': 'لا توجد قسائم حالياً',
  'coupons.emptyHint': 'تظهر هنا القسائم التي يقدّمها المتجر لك.',
};
