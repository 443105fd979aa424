/**
 * The maps' own words. They travel with the map chunks (useMapT), not with
 * every page's root data; the words a page shows before a map opens (its
 * loading text, 'Pick from map') stay with the location feature.
 */
import type { Translation } from '../../i18n/types.ts';

export const en = {
  'map.failed': 'The map could not be loaded. Search for your location instead.',
  'map.roleDescription': 'map',
  'map.pickerLabel': 'Map: drag to move the pin to your location',
  'map.dragHint': 'Drag the map, tap your street, or use the arrow keys to put the pin on your location; + and − zoom.',
  'map.findingAddress': 'Finding the address…',
  'map.confirm': 'Pick this location',
  'map.zoomIn': 'Zoom in',
  'map.zoomOut': 'Zoom out',
  'map.store': 'Store: {name}',
  'map.customer': 'Your location',
  'map.courier': 'Delivery person',
} as const;

export const ar: Translation<typeof en> = {
  'map.failed': 'تعذّر تحميل الخريطة. ابحث عن موقعك بدلاً من ذلك.',
  'map.roleDescription': 'خريطة',
  'map.pickerLabel': 'الخريطة: اسحبها لوضع الدبوس على موقعك',
  'map.dragHint':
    'اسحب الخريطة أو اضغط على شارعك أو استخدم مفاتيح الأسهم لوضع الدبوس على موقعك؛ و + و − للتكبير والتصغير.',
  'map.findingAddress': 'جارٍ تحديد العنوان…',
  'map.confirm': 'اختر هذا الموقع',
  'map.zoomIn': 'تكبير',
  'map.zoomOut': 'تصغير',
  'map.store': 'المتجر: {name}',
  'map.customer': 'موقعك',
  'map.courier': 'مندوب التوصيل',
};
