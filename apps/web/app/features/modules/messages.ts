import type { Translation } from '../../i18n/types.ts';

export const en = {
  'modules.title': 'Select Module',
  'modules.subtitle': 'Select a type of module for your orders',
  'modules.note': 'You can switch modules any time from the header or the home page.',
  'modules.loading': 'Loading modules',
  'modules.emptyTitle': 'No module found',
  'modules.emptyBody': 'Contact with the site owner to activate modules.',
  'modules.selected': 'A Module has been selected.',
  'modules.locationSet': 'Location set successfully',
  'modules.rentalCartCleared':
    'Your cart has been cleared as the selected zone does not support the previous pickup point.',
  'modules.required': 'A module must be selected to continue.',
  'modules.switcherLabel': 'Modules',
} as const;

export const ar: Translation<typeof en> = {
  'modules.title': 'اختر القسم',
  'modules.subtitle': 'اختر نوع القسم لطلباتك',
  'modules.note': 'يمكنك تغيير القسم في أي وقت من الشريط العلوي أو الصفحة الرئيسية.',
  'modules.loading': 'جارٍ تحميل الأقسام',
  'modules.emptyTitle': 'لم يتم العثور على أي قسم',
  'modules.emptyBody': 'تواصل مع مالك الموقع لتفعيل الأقسام.',
  'modules.selected': 'تم اختيار القسم.',
  'modules.locationSet': 'تم تعيين الموقع بنجاح',
  'modules.rentalCartCleared': 'تم إفراغ سلتك لأن المنطقة المختارة لا تدعم نقطة الاستلام السابقة.',
  'modules.required': 'يجب اختيار قسم للمتابعة.',
  'modules.switcherLabel': 'الأقسام',
};
