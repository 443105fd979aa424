import type { Translation } from '../../i18n/types.ts';

export const en = {
  'interest.title': 'Choose your interests',
  'interest.subtitle': 'Pick the categories you like and we will show you more of them in {module}.',
  'interest.categories': 'Categories',
  'interest.selected': '{count} selected',
  'interest.skip': 'Skip',
  'interest.save': 'Save',
  'interest.empty': 'This module has no categories yet.',
} as const;

export const ar: Translation<typeof en> = {
  'interest.title': 'اختر اهتماماتك',
  'interest.subtitle': 'اختر الفئات التي تحبها وسنعرض لك المزيد منها في {module}.',
  'interest.categories': 'الفئات',
  'interest.selected': 'تم اختيار {count}',
  'interest.skip': 'تخطي',
  'interest.save': 'حفظ',
  'interest.empty': 'لا توجد فئات في هذا القسم بعد.',
};
