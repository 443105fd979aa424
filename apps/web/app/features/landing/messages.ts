import type { Translation } from '../../i18n/types.ts';

export const en = {
  'landing.metaTitle': 'Order from the stores around you',
  'landing.quote': '“{text}”',
  'landing.metaDescription': 'Meals, groceries, medicine, gadgets, parcels and rides from the stores around you.',
  'landing.modulesTitle': 'Everything in one place',
  'landing.modulesSubtitle': 'Pick your location, then choose what you want to order.',
} as const;

export const ar: Translation<typeof en> = {
  'landing.metaTitle': 'اطلب من المتاجر القريبة منك',
  'landing.quote': '«{text}»',
  'landing.metaDescription': 'وجبات وبقالة وأدوية وأجهزة وطرود ورحلات من المتاجر القريبة منك.',
  'landing.modulesTitle': 'كل ما تحتاجه في مكان واحد',
  'landing.modulesSubtitle': 'حدّد موقعك، ثم اختر ما تريد طلبه.',
};
