import type { Translation } from '../../i18n/types.ts';

export const en = {
  'categories.metaDescription': 'Browse every category: find restaurants, stores and items near you.',
  'categories.metaCategory': '{name}: items and stores that deliver to you.',
  'categories.itemCount': '{count, plural, one {# item} other {# items}}',
  'categories.subCategories': 'Sub-categories',
  'categories.restaurants': 'Restaurants',
  'categories.needsLocation': 'Choose your location to see the items and stores that deliver to you.',
  'categories.empty': 'Nothing in this category near you yet.',
  'categories.none': 'No categories yet.',
} as const;

export const ar: Translation<typeof en> = {
  'categories.metaDescription': 'تصفح كل التصنيفات: اعثر على المطاعم والمتاجر والمنتجات القريبة منك.',
  'categories.metaCategory': '{name}: منتجات ومتاجر توصل إليك.',
  'categories.itemCount':
    '{count, plural, zero {# منتج} one {منتج واحد} two {منتجان} few {# منتجات} many {# منتجًا} other {# منتج}}',
  'categories.subCategories': 'التصنيفات الفرعية',
  'categories.restaurants': 'المطاعم',
  'categories.needsLocation': 'اختر موقعك لعرض المنتجات والمتاجر التي توصل إليك.',
  'categories.empty': 'لا يوجد شيء في هذا التصنيف بالقرب منك بعد.',
  'categories.none': 'لا توجد تصنيفات بعد.',
};
