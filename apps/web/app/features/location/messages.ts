import type { Translation } from '../../i18n/types.ts';

export const en = {
  'location.searchLabel': 'Search for your location',
  'location.searchPlaceholder': 'Search a street, area or landmark',
  'location.noResults': 'Sorry no data found related to your search.',
  'location.useCurrent': 'Use Current Location',
  'location.locating': 'Finding you…',
  'location.pickFromMap': 'Pick from map',
  'location.saving': 'Checking delivery to this location…',
  'location.current': 'Current location:',
  'location.geolocationFailed': 'We could not get your current location. Allow location access or search for a place.',
  'location.invalid': 'Choose a location on the map or from the search.',
  'location.zoneRequired': 'You must pick a zone to access this page.',
  'location.selected': 'New Delivery address selected.',
  'location.pickupSelected': 'New Pickup address selected.',
  'map.loading': 'Loading map…',
  'map.unnamedPlace': 'Pinned location',
} as const;

export const ar: Translation<typeof en> = {
  'location.searchLabel': 'ابحث عن موقعك',
  'location.searchPlaceholder': 'ابحث عن شارع أو حي أو معلم',
  'location.noResults': 'عذراً، لا توجد نتائج مطابقة لبحثك.',
  'location.useCurrent': 'استخدم موقعي الحالي',
  'location.locating': 'جارٍ تحديد موقعك…',
  'location.pickFromMap': 'اختر من الخريطة',
  'location.saving': 'جارٍ التحقق من التوصيل إلى هذا الموقع…',
  'location.current': 'الموقع الحالي:',
  'location.geolocationFailed': 'تعذّر تحديد موقعك الحالي. اسمح بالوصول إلى الموقع أو ابحث عن مكان.',
  'location.invalid': 'اختر موقعاً من الخريطة أو من البحث.',
  'location.zoneRequired': 'يجب اختيار منطقة للوصول إلى هذه الصفحة.',
  'location.selected': 'تم اختيار عنوان توصيل جديد.',
  'location.pickupSelected': 'تم اختيار عنوان استلام جديد.',
  'map.loading': 'جارٍ تحميل الخريطة…',
  'map.unnamedPlace': 'الموقع المحدد على الخريطة',
};
