/**
 * The demo stores: seven or eight per store module, spread over the Riyadh
 * zones (coordinates inside their zone), each with its own hours, fees and
 * promotions.
 *
 * Opening hours are deterministic and keep the demo honest at any hour:
 * - each store has one weekly day off, rotating with its position in its
 *   module (store k is closed on weekday k mod 7), so on every weekday one
 *   store per module is closed all day;
 * - patterns differ: split hours (closed in the afternoon), night hours
 *   (closed by day, open past midnight), all day, round the clock.
 */
import type { Bi } from './reference.ts';

export type HoursPattern = 'day' | 'meals' | 'retail' | 'night' | 'round-the-clock' | 'morning' | 'late';

/** [opening, closing] rows of one open day; closing before opening runs past midnight. */
export const HOURS: Record<HoursPattern, [string, string][]> = {
  day: [['08:00:00', '23:00:00']],
  meals: [['12:00:00', '16:00:00'], ['18:30:00', '01:00:00']],
  retail: [['09:00:00', '13:00:00'], ['16:30:00', '23:30:00']],
  night: [['17:00:00', '03:00:00']],
  'round-the-clock': [['00:00:00', '23:59:59']],
  morning: [['06:00:00', '22:00:00']],
  late: [['10:00:00', '02:00:00']],
};

export type StoreModuleType = 'food' | 'grocery' | 'pharmacy' | 'ecommerce';

export interface StoreSpec {
  key: string;
  module: StoreModuleType;
  name: Bi;
  address: Bi;
  zone: string;
  lat: number;
  lng: number;
  /** Food: the cuisine (food.ts). Others: sub-category keys the store sells, or 'all'. */
  range: string | string[];
  /** How many products a non-food store stocks from its range. */
  size?: number;
  hours: HoursPattern;
  deliveryTime: string;
  minimumOrder: number;
  tax?: number;
  freeDelivery?: boolean;
  /** [minimum, per km, maximum] when the store delivers with its own staff. */
  selfDelivery?: [number, number, number];
  scheduleOrder?: boolean;
  takeAway?: boolean;
  /** false: temporarily closed by the store. */
  active?: boolean;
  featured?: boolean;
  recommended?: boolean;
  cutlery?: boolean;
  prescriptionOrder?: boolean;
  halal?: boolean;
  extraPackaging?: number;
  announcement?: Bi;
  /** Percent off, minimum purchase, maximum discount, optional daily hours. */
  discount?: { percent: number; minPurchase: number; maxDiscount: number; hours?: [string, string] };
}

const at = (street: string, streetAr: string, district: string, districtAr: string): Bi => ({
  en: `${street}, ${district}, Riyadh`,
  ar: `${streetAr}، ${districtAr}، الرياض`,
});

export const DEMO_STORES: StoreSpec[] = [
  // Food
  {
    key: 'najdi-table', module: 'food', name: { en: 'Najdi Table', ar: 'المائدة النجدية' }, range: 'saudi',
    address: at('Olaya Street', 'شارع العليا', 'Al Olaya', 'العليا'), zone: 'Al Olaya', lat: 24.712, lng: 46.682,
    hours: 'meals', deliveryTime: '35-50 min', minimumOrder: 30, featured: true, recommended: true, cutlery: true, halal: true,
    scheduleOrder: true, extraPackaging: 3,
    announcement: { en: 'Family platters serve four — order an hour ahead for gatherings.', ar: 'الأطباق العائلية تكفي أربعة أشخاص — اطلبها قبل ساعة للعزائم.' },
    discount: { percent: 15, minPurchase: 60, maxDiscount: 35 },
  },
  {
    key: 'al-sham-shawarma', module: 'food', name: { en: 'Al Sham Shawarma', ar: 'شاورما الشام' }, range: 'levant',
    address: at('Salahuddin Road', 'طريق صلاح الدين', 'Al Malaz', 'الملز'), zone: 'Al Malaz', lat: 24.667, lng: 46.727,
    hours: 'late', deliveryTime: '20-30 min', minimumOrder: 15, halal: true, cutlery: true, selfDelivery: [5, 1.5, 20],
  },
  {
    key: 'burger-yard', module: 'food', name: { en: 'Burger Yard', ar: 'ساحة البرجر' }, range: 'burgers',
    address: at('Tahlia Street', 'شارع التحلية', 'Al Olaya', 'العليا'), zone: 'Al Olaya', lat: 24.695, lng: 46.675,
    hours: 'day', deliveryTime: '25-35 min', minimumOrder: 25, featured: true, halal: true,
    discount: { percent: 20, minPurchase: 40, maxDiscount: 25, hours: ['12:00:00', '16:00:00'] },
  },
  {
    key: 'forno-napoli', module: 'food', name: { en: 'Forno Napoli', ar: 'فورنو نابولي' }, range: 'italian',
    address: at('Imam Saud Road', 'طريق الإمام سعود', 'Al Nakheel', 'النخيل'), zone: 'Al Nakheel', lat: 24.77, lng: 46.641,
    hours: 'meals', deliveryTime: '30-45 min', minimumOrder: 35, scheduleOrder: true, recommended: true, halal: true,
  },
  {
    key: 'spice-route', module: 'food', name: { en: 'Spice Route', ar: 'طريق البهارات' }, range: 'indian',
    address: at('King Faisal Road', 'طريق الملك فيصل', 'Al Murabba', 'المربع'), zone: 'Riyadh Central', lat: 24.645, lng: 46.713,
    hours: 'meals', deliveryTime: '40-55 min', minimumOrder: 30, halal: true, cutlery: true,
  },
  {
    key: 'sakura-sushi', module: 'food', name: { en: 'Sakura Sushi', ar: 'ساكورا سوشي' }, range: 'asian',
    address: at('Abu Bakr Al Siddiq Road', 'طريق أبو بكر الصديق', 'Al Sahafah', 'الصحافة'), zone: 'Riyadh Central', lat: 24.783, lng: 46.731,
    hours: 'night', deliveryTime: '35-50 min', minimumOrder: 50, scheduleOrder: true, halal: true,
    announcement: { en: 'Fresh fish arrives every afternoon; we open at 5 pm — schedule your order now.', ar: 'يصل السمك الطازج كل عصر؛ نفتح الساعة ٥ مساءً — جدول طلبك الآن.' },
  },
  {
    key: 'qahwa-house', module: 'food', name: { en: 'Qahwa House', ar: 'بيت القهوة' }, range: 'cafe',
    address: at('Terminal 5', 'الصالة ٥', 'King Khalid International Airport', 'مطار الملك خالد الدولي'), zone: 'Airport District', lat: 24.957, lng: 46.699,
    hours: 'round-the-clock', deliveryTime: '15-25 min', minimumOrder: 10, freeDelivery: true, scheduleOrder: true, featured: true,
  },
  {
    key: 'bujairi-grill', module: 'food', name: { en: 'Bujairi Grill House', ar: 'مشويات البجيري' }, range: 'levant',
    address: at('Bujairi Terrace', 'مطل البجيري', 'Diriyah', 'الدرعية'), zone: 'Diriyah', lat: 24.735, lng: 46.575,
    hours: 'day', deliveryTime: '30-40 min', minimumOrder: 40, halal: true,
  },
  // Grocery
  {
    key: 'fresh-basket', module: 'grocery', name: { en: 'Fresh Basket Supermarket', ar: 'سوبرماركت السلة الطازجة' }, range: 'all', size: 26,
    address: at('Tahlia Street', 'شارع التحلية', 'Al Olaya', 'العليا'), zone: 'Al Olaya', lat: 24.7, lng: 46.69,
    hours: 'morning', deliveryTime: '30-45 min', minimumOrder: 50, featured: true, recommended: true, halal: true, selfDelivery: [10, 1, 30],
    discount: { percent: 10, minPurchase: 100, maxDiscount: 50 },
  },
  {
    key: 'hayat-market', module: 'grocery', name: { en: 'Hayat Market', ar: 'أسواق الحياة' }, range: 'all', size: 24,
    address: at('Al Ahsa Street', 'شارع الأحساء', 'Al Malaz', 'الملز'), zone: 'Al Malaz', lat: 24.675, lng: 46.738,
    hours: 'retail', deliveryTime: '40-60 min', minimumOrder: 60, scheduleOrder: true, halal: true,
  },
  {
    key: 'green-valley-organic', module: 'grocery', name: { en: 'Green Valley Organic', ar: 'الوادي الأخضر العضوي' }, size: 20,
    range: ['fruits', 'vegetables', 'herbs', 'milk', 'yogurt', 'eggs-grocery', 'bread', 'rice-grains', 'oils', 'dates-honey'],
    address: at('Prince Turki Road', 'طريق الأمير تركي', 'Al Nakheel', 'النخيل'), zone: 'Al Nakheel', lat: 24.752, lng: 46.655,
    hours: 'day', deliveryTime: '45-60 min', minimumOrder: 80, freeDelivery: true,
    announcement: { en: 'Organic boxes are packed every morning at 7 — order before noon for same-day delivery.', ar: 'تُجهّز صناديق الخضار العضوية كل صباح الساعة ٧ — اطلب قبل الظهر للتوصيل في نفس اليوم.' },
  },
  {
    key: 'nakheel-mini-mart', module: 'grocery', name: { en: 'Nakheel Mini Mart', ar: 'ميني ماركت النخيل' }, range: 'all', size: 16,
    address: at('Othman Bin Affan Road', 'طريق عثمان بن عفان', 'Al Nakheel', 'النخيل'), zone: 'Al Nakheel', lat: 24.76, lng: 46.63,
    hours: 'late', deliveryTime: '15-25 min', minimumOrder: 20, active: false,
    announcement: { en: 'We are closed for a few days for renovation — see you soon!', ar: 'نحن مغلقون لبضعة أيام للتجديد — نراكم قريباً!' },
  },
  {
    key: 'tamr-and-more', module: 'grocery', name: { en: 'Dates & More', ar: 'تمور وأكثر' }, size: 16,
    range: ['dates-honey', 'nuts-chips', 'chocolate', 'coffee-tea', 'pastries', 'spices'],
    address: at('Imam Turki Bin Abdullah Street', 'شارع الإمام تركي بن عبدالله', 'Al Dirah', 'الديرة'), zone: 'Riyadh Central', lat: 24.631, lng: 46.713,
    hours: 'retail', deliveryTime: '30-40 min', minimumOrder: 40, recommended: true,
  },
  {
    key: 'al-malaz-hyper', module: 'grocery', name: { en: 'Al Malaz Hypermarket', ar: 'هايبر الملز' }, range: 'all', size: 30,
    address: at('Jarir Street', 'شارع جرير', 'Al Malaz', 'الملز'), zone: 'Al Malaz', lat: 24.66, lng: 46.72,
    hours: 'round-the-clock', deliveryTime: '45-60 min', minimumOrder: 100, scheduleOrder: true, halal: true,
  },
  {
    key: 'daily-needs', module: 'grocery', name: { en: 'Daily Needs Express', ar: 'احتياجات يومية إكسبرس' }, range: 'all', size: 18,
    address: at('King Abdulaziz Road', 'طريق الملك عبدالعزيز', 'Al Wurud', 'الورود'), zone: 'Riyadh Central', lat: 24.74, lng: 46.7,
    hours: 'late', deliveryTime: '20-30 min', minimumOrder: 30,
  },
  // Pharmacy
  {
    key: 'al-shifa-pharmacy', module: 'pharmacy', name: { en: 'Al Shifa Pharmacy', ar: 'صيدلية الشفاء' }, range: 'all', size: 22,
    address: at('Olaya Street', 'شارع العليا', 'Al Olaya', 'العليا'), zone: 'Al Olaya', lat: 24.72, lng: 46.668,
    hours: 'round-the-clock', deliveryTime: '20-30 min', minimumOrder: 0, prescriptionOrder: true, featured: true, recommended: true,
  },
  {
    key: 'wellness-pharmacy', module: 'pharmacy', name: { en: 'Wellness Pharmacy', ar: 'صيدلية العافية' }, range: 'all', size: 16,
    address: at('Al Urubah Road', 'طريق العروبة', 'Al Olaya', 'العليا'), zone: 'Al Olaya', lat: 24.705, lng: 46.678,
    hours: 'retail', deliveryTime: '25-35 min', minimumOrder: 25,
    discount: { percent: 5, minPurchase: 50, maxDiscount: 20 },
  },
  {
    key: 'al-noor-pharmacy', module: 'pharmacy', name: { en: 'Al Noor Pharmacy', ar: 'صيدلية النور' }, range: 'all', size: 18,
    address: at('Al Sitteen Street', 'شارع الستين', 'Al Malaz', 'الملز'), zone: 'Al Malaz', lat: 24.672, lng: 46.731,
    hours: 'day', deliveryTime: '30-40 min', minimumOrder: 20, prescriptionOrder: true,
  },
  {
    key: 'salama-pharmacy', module: 'pharmacy', name: { en: 'Salama Pharmacy', ar: 'صيدلية السلامة' }, range: 'all', size: 14,
    address: at('Omar Bin Abdulaziz Road', 'طريق عمر بن عبدالعزيز', 'Al Malaz', 'الملز'), zone: 'Al Malaz', lat: 24.683, lng: 46.745,
    hours: 'retail', deliveryTime: '30-45 min', minimumOrder: 20, scheduleOrder: true,
  },
  {
    key: 'family-health-pharmacy', module: 'pharmacy', name: { en: 'Family Health Pharmacy', ar: 'صيدلية صحة العائلة' }, range: 'all', size: 16,
    address: at('Al Batha Street', 'شارع البطحاء', 'Al Batha', 'البطحاء'), zone: 'Riyadh Central', lat: 24.615, lng: 46.74,
    hours: 'day', deliveryTime: '35-50 min', minimumOrder: 30, freeDelivery: true,
  },
  {
    key: 'night-owl-pharmacy', module: 'pharmacy', name: { en: 'Night Owl Pharmacy', ar: 'صيدلية البومة الليلية' }, range: 'all', size: 14,
    address: at('Khalid Bin Al Walid Road', 'طريق خالد بن الوليد', 'Al Hamra', 'الحمراء'), zone: 'Riyadh Central', lat: 24.776, lng: 46.761,
    hours: 'night', deliveryTime: '25-40 min', minimumOrder: 15, prescriptionOrder: true,
  },
  {
    key: 'murabba-pharmacy', module: 'pharmacy', name: { en: 'Al Murabba Pharmacy', ar: 'صيدلية المربع' }, range: 'all', size: 14,
    address: at('Al Washm Street', 'شارع الوشم', 'Al Murabba', 'المربع'), zone: 'Riyadh Central', lat: 24.648, lng: 46.709,
    hours: 'retail', deliveryTime: '30-40 min', minimumOrder: 20,
    announcement: { en: 'Free blood pressure check in store every Thursday evening.', ar: 'فحص ضغط الدم مجاناً في الصيدلية كل مساء خميس.' },
  },
  // Shop
  {
    key: 'techhub', module: 'ecommerce', name: { en: 'TechHub', ar: 'تك هب' }, range: ['phones', 'computers', 'audio', 'accessories'], size: 16,
    address: at('Kingdom Centre, King Fahd Road', 'برج المملكة، طريق الملك فهد', 'Al Olaya', 'العليا'), zone: 'Al Olaya', lat: 24.711, lng: 46.674,
    hours: 'retail', deliveryTime: '60-90 min', minimumOrder: 50, featured: true, recommended: true, selfDelivery: [15, 1, 50],
    discount: { percent: 8, minPurchase: 500, maxDiscount: 300 },
  },
  {
    key: 'gadget-souq', module: 'ecommerce', name: { en: 'Gadget Souq', ar: 'سوق الأجهزة' }, range: ['phones', 'audio', 'accessories', 'appliances'], size: 14,
    address: at('Al Khazan Street', 'شارع الخزان', 'Al Malaz', 'الملز'), zone: 'Al Malaz', lat: 24.678, lng: 46.716,
    hours: 'retail', deliveryTime: '60-120 min', minimumOrder: 30,
  },
  {
    key: 'urban-threads', module: 'ecommerce', name: { en: 'Urban Threads', ar: 'خيوط المدينة' }, range: ['men', 'shoes', 'fitness'], size: 14,
    address: at('Riyadh Park, Northern Ring Road', 'رياض بارك، الطريق الدائري الشمالي', 'Al Nakheel', 'النخيل'), zone: 'Al Nakheel', lat: 24.77, lng: 46.65,
    hours: 'retail', deliveryTime: '90-120 min', minimumOrder: 50,
  },
  {
    key: 'abaya-atelier', module: 'ecommerce', name: { en: 'Abaya Atelier', ar: 'أتيليه العباءات' }, range: ['women', 'fragrance'], size: 12,
    address: at('Panorama Mall, Tahlia Street', 'بانوراما مول، شارع التحلية', 'Al Olaya', 'العليا'), zone: 'Al Olaya', lat: 24.69, lng: 46.684,
    hours: 'retail', deliveryTime: '90-150 min', minimumOrder: 100, freeDelivery: true, featured: true,
  },
  {
    key: 'home-nest', module: 'ecommerce', name: { en: 'Home Nest', ar: 'عش المنزل' }, range: ['appliances', 'cookware', 'decor'], size: 12,
    address: at('Anas Bin Malik Road', 'طريق أنس بن مالك', 'Al Sahafah', 'الصحافة'), zone: 'Riyadh Central', lat: 24.8, lng: 46.65,
    hours: 'day', deliveryTime: '120-180 min', minimumOrder: 80,
    discount: { percent: 12, minPurchase: 200, maxDiscount: 100 },
  },
  {
    key: 'sports-arena', module: 'ecommerce', name: { en: 'Sports Arena', ar: 'ساحة الرياضة' }, range: ['fitness', 'outdoor', 'shoes'], size: 12,
    address: at('Granada Mall, Eastern Ring Road', 'غرناطة مول، الطريق الدائري الشرقي', 'Al Hamra', 'الحمراء'), zone: 'Riyadh Central', lat: 24.776, lng: 46.755,
    hours: 'day', deliveryTime: '90-120 min', minimumOrder: 50,
  },
  {
    key: 'beauty-box', module: 'ecommerce', name: { en: 'Beauty Box', ar: 'صندوق الجمال' }, range: ['makeup', 'fragrance', 'decor'], size: 10,
    address: at('Al Jamiah Street', 'شارع الجامعة', 'Al Malaz', 'الملز'), zone: 'Al Malaz', lat: 24.656, lng: 46.742,
    hours: 'retail', deliveryTime: '60-90 min', minimumOrder: 40,
  },
];
