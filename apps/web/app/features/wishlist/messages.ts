import type { Translation } from '../../i18n/types.ts';

export const en = {
  'wishlist.open': 'Wishlist',
  'wishlist.openWithCount': 'Wishlist, {count} saved',
  'wishlist.title': 'Wishlist',
  'wishlist.items': 'Items',
  'wishlist.stores': 'Stores',
  'wishlist.itemsCount': 'Items ({count})',
  'wishlist.storesCount': 'Stores ({count})',
  'wishlist.add': 'Add {name} to wishlist',
  'wishlist.remove': 'Remove {name} from wishlist',
  'wishlist.loginRequired': 'You are not logged in',
  'wishlist.emptyItems': 'No items in your wishlist yet.',
  'wishlist.emptyStores': 'No stores in your wishlist yet.',
  'wishlist.loading': 'Loading your wishlist',
};

export const ar: Translation<typeof en> = {
  'wishlist.open': 'قائمة الأمنيات',
  'wishlist.openWithCount': 'قائمة الأمنيات، {count} محفوظة',
  'wishlist.title': 'قائمة الأمنيات',
  'wishlist.items': 'المنتجات',
  'wishlist.stores': 'المتاجر',
  'wishlist.itemsCount': 'المنتجات ({count})',
  'wishlist.storesCount': 'المتاجر ({count})',
  'wishlist.add': 'أضف {name} إلى قائمة الأمنيات',
  'wishlist.remove': 'أزل {name} من قائمة الأمنيات',
  'wishlist.loginRequired': 'لم تقم بتسجيل الدخول',
  'wishlist.emptyItems': 'لا توجد منتجات في قائمة أمنياتك بعد.',
  'wishlist.emptyStores': 'لا توجد متاجر في قائمة أمنياتك بعد.',
  'wishlist.loading': 'جارٍ تحميل قائمة أمنياتك',
};
