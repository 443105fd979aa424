import type { Translation } from '../../i18n/types.ts';

export const en = {
  'referral.title': 'Referral Code',
  'referral.lead': 'Invite friends and earn {amount} in your wallet',
  'referral.body': 'When a friend signs up with your code, you get {amount} once their first order is delivered.',
  'referral.yourCode': 'Your referral code',
  'referral.copy': 'Copy code',
  'referral.copied': 'Code copied',
  'referral.share': 'Share',
  'referral.shareText': 'Sign up on {shop} with my code {code}.',
  'referral.how': 'How it works',
  'referral.step1': 'Share your code with a friend.',
  'referral.step2': 'Your friend signs up with it and places a first order.',
  'referral.step3': 'When that order is delivered, {amount} lands in your wallet.',
};

export const ar: Translation<typeof en> = {
  'referral.title': 'رمز الإحالة',
  'referral.lead': 'ادعُ أصدقاءك واكسب {amount} في محفظتك',
  'referral.body': 'عندما يسجّل صديق برمزك، تحصل على {amount} بعد توصيل طلبه الأول.',
  'referral.yourCode': 'رمز الإحالة الخاص بك',
  'referral.copy': 'انسخ الرمز',
  'referral.copied': 'تم نسخ الرمز',
  'referral.share': 'مشاركة',
  'referral.shareText': 'سجّل في {shop} برمزي {code}.',
  'referral.how': 'كيف يعمل',
  'referral.step1': 'شارك رمزك مع صديق.',
  'referral.step2': 'يسجّل صديقك به ويطلب أول طلب.',
  'referral.step3': 'عند توصيل ذلك الطلب، يُضاف {amount} إلى محفظتك.',
};
