/** The six module types of the demo city and the zones each serves. */
import type { ModuleType } from '@souq/domain';

export interface DemoModule {
  type: ModuleType;
  name: string;
  nameAr: string;
  description: string;
  descriptionAr: string;
  allZoneService?: boolean;
  /** Zone names (DEMO_ZONES) with per-module delivery rates. */
  zones: string[];
  rates: { perKm: number; min: number; max: number; maxCod: number | null };
}

const CITY = ['Riyadh Central', 'Al Olaya', 'Al Malaz', 'Al Nakheel'];

export const DEMO_MODULES: DemoModule[] = [
  {
    type: 'food',
    name: 'Food',
    nameAr: 'الطعام',
    description: 'Restaurants and cafés delivering hot meals.',
    descriptionAr: 'مطاعم ومقاهٍ توصل الوجبات الساخنة.',
    zones: [...CITY, 'Diriyah', 'Airport District'],
    rates: { perKm: 2, min: 8, max: 30, maxCod: 500 },
  },
  {
    type: 'grocery',
    name: 'Grocery',
    nameAr: 'البقالة',
    description: 'Fresh produce, pantry staples and household goods.',
    descriptionAr: 'خضار وفواكه طازجة ومؤن ومستلزمات منزلية.',
    zones: CITY,
    rates: { perKm: 1.5, min: 10, max: 35, maxCod: 800 },
  },
  {
    type: 'pharmacy',
    name: 'Pharmacy',
    nameAr: 'الصيدلية',
    description: 'Medicines, personal care and health essentials.',
    descriptionAr: 'أدوية وعناية شخصية ومستلزمات صحية.',
    zones: ['Riyadh Central', 'Al Olaya', 'Al Malaz'],
    rates: { perKm: 2, min: 12, max: 40, maxCod: 600 },
  },
  {
    type: 'ecommerce',
    name: 'Shop',
    nameAr: 'المتجر',
    description: 'Electronics, fashion and home goods shipped across the city.',
    descriptionAr: 'إلكترونيات وأزياء ومستلزمات منزلية تُشحن في أنحاء المدينة.',
    allZoneService: true,
    zones: CITY,
    rates: { perKm: 1, min: 15, max: 50, maxCod: 2000 },
  },
  {
    type: 'parcel',
    name: 'Parcel',
    nameAr: 'الطرود',
    description: 'Send a parcel anywhere in the city.',
    descriptionAr: 'أرسل طرداً إلى أي مكان في المدينة.',
    zones: ['Riyadh Central', 'Al Olaya', 'Al Malaz'],
    rates: { perKm: 3, min: 15, max: 60, maxCod: 300 },
  },
  {
    type: 'rental',
    name: 'Car Rental',
    nameAr: 'تأجير السيارات',
    description: 'Cars with drivers by the hour or by distance.',
    descriptionAr: 'سيارات مع سائق بالساعة أو بالمسافة.',
    zones: ['Riyadh Central', 'Al Olaya', 'Al Nakheel'],
    rates: { perKm: 0, min: 0, max: 0, maxCod: null },
  },
];
