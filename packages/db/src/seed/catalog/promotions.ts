/**
 * Campaign items, basic campaigns, flash sales and banners of the demo.
 * Dates are offsets in days from the seeding day, so a demo seeded today
 * keeps running for months (and one of each kind has ended or not begun,
 * to show they are filtered out).
 */
import type { Bi } from './reference.ts';
import type { StoreModuleType } from './stores.ts';
import { product, type ProductTemplate } from './templates.ts';

export interface CampaignItemSpec {
  store: string;
  template: ProductTemplate;
  /** Days from the seeding day to the first and last day. */
  from: number;
  to: number;
}

export const CAMPAIGN_ITEMS: CampaignItemSpec[] = [
  {
    store: 'najdi-table',
    from: -3,
    to: 150,
    template: product(
      'family-kabsa-feast',
      'Family Kabsa Feast',
      'وليمة الكبسة العائلية',
      189,
      'kabsa',
      [
        'Whole lamb kabsa for six with salads, laban and a tray of luqaimat.',
        'كبسة خروف كاملة لستة أشخاص مع السلطات واللبن وصينية لقيمات.',
      ],
      {
        halal: true,
        nutrition: [5400, 320, 520, 210],
        allergens: ['G', 'D', 'S'],
        tags: ['family', 'traditional'],
        window: ['12:00:00', '23:00:00'],
      },
    ),
  },
  {
    store: 'burger-yard',
    from: -1,
    to: 120,
    template: product(
      'burger-duo-deal',
      'Burger Duo Deal',
      'عرض البرجر المزدوج',
      49,
      'beef-burgers',
      ['Two classic smash burgers, two fries and two drinks.', 'اثنان من برجر السماش الكلاسيكي مع بطاطس ومشروبين.'],
      { halal: true, nutrition: [2100, 90, 210, 100], allergens: ['G', 'D', 'E', 'S'], tags: ['bestseller'] },
    ),
  },
  {
    store: 'qahwa-house',
    from: 10,
    to: 100,
    template: product(
      'coffee-date-cake-combo',
      'Coffee & Date Cake Combo',
      'كومبو القهوة وكيكة التمر',
      25,
      'cakes',
      ['A Spanish latte with a slice of sticky date cake.', 'سبانش لاتيه مع قطعة من كيكة التمر.'],
      { veg: true, nutrition: [680, 14, 96, 26], allergens: ['G', 'D', 'E'], tags: ['coffee'] },
    ),
  },
  {
    store: 'fresh-basket',
    from: -2,
    to: 90,
    template: product(
      'weekly-fruit-box',
      'Weekly Fruit Box',
      'صندوق الفواكه الأسبوعي',
      59,
      'fruits',
      ['Five kilos of seasonal fruit picked for the week.', 'خمسة كيلوغرامات من فواكه الموسم مختارة للأسبوع.'],
      { unit: 'box', veg: true, tags: ['healthy', 'family'] },
    ),
  },
  {
    store: 'green-valley-organic',
    from: 0,
    to: 120,
    template: product(
      'organic-veggie-box',
      'Organic Veggie Box',
      'صندوق الخضار العضوية',
      79,
      'vegetables',
      [
        'Certified organic vegetables and herbs for a family of four.',
        'خضار وأعشاب عضوية معتمدة لعائلة من أربعة أشخاص.',
      ],
      { unit: 'box', veg: true, organic: true, tags: ['healthy', 'family'] },
    ),
  },
  {
    store: 'techhub',
    from: -5,
    to: 60,
    template: product(
      'phone-buds-bundle',
      'Z12 + Nova Buds Bundle',
      'باقة Z12 مع سماعات نوفا',
      2699,
      'phones',
      [
        'Zenith Z12 128GB with Nova Buds Pro at a bundle price.',
        'هاتف زينيث Z12 بسعة ١٢٨ غيغابايت مع سماعات نوفا بودز برو بسعر الباقة.',
      ],
      { unit: 'set', brand: 'zenith', tags: ['gift'], maxQuantity: 1 },
    ),
  },
];

export interface BasicCampaignSpec {
  key: string;
  module: StoreModuleType;
  title: Bi;
  description: Bi;
  stores: string[];
  from: number;
  to: number;
  hours?: [string, string];
}

export const BASIC_CAMPAIGNS: BasicCampaignSpec[] = [
  {
    key: 'weekend-feast',
    module: 'food',
    from: -7,
    to: 120,
    stores: ['najdi-table', 'burger-yard', 'forno-napoli', 'al-sham-shawarma'],
    title: { en: 'Weekend Feast', ar: 'وليمة نهاية الأسبوع' },
    description: {
      en: 'Family meals from the city’s favourite kitchens, ready for Thursday night.',
      ar: 'وجبات عائلية من أشهر مطابخ المدينة، جاهزة لليلة الخميس.',
    },
  },
  {
    key: 'late-night-cravings',
    module: 'food',
    from: -2,
    to: 90,
    stores: ['sakura-sushi', 'al-sham-shawarma', 'qahwa-house'],
    hours: ['21:00:00', '23:59:59'],
    title: { en: 'Late Night Cravings', ar: 'سهرة الجوعانين' },
    description: {
      en: 'Kitchens that stay open after nine, with fast delivery.',
      ar: 'مطابخ تبقى مفتوحة بعد التاسعة مع توصيل سريع.',
    },
  },
  {
    key: 'fresh-week',
    module: 'grocery',
    from: -4,
    to: 100,
    stores: ['fresh-basket', 'green-valley-organic', 'hayat-market'],
    title: { en: 'Fresh Week', ar: 'أسبوع الطازج' },
    description: {
      en: 'Farm-fresh fruit, vegetables and dairy delivered the same day.',
      ar: 'فواكه وخضار وألبان طازجة من المزرعة توصل في نفس اليوم.',
    },
  },
  {
    key: 'summer-pantry',
    module: 'grocery',
    from: -60,
    to: -1,
    stores: ['al-malaz-hyper'],
    title: { en: 'Summer Pantry', ar: 'مؤونة الصيف' },
    description: { en: 'Stock up on rice, oil and dates.', ar: 'تموّن بالأرز والزيت والتمر.' },
  },
  {
    key: 'wellness-month',
    module: 'pharmacy',
    from: -10,
    to: 80,
    stores: ['al-shifa-pharmacy', 'wellness-pharmacy', 'family-health-pharmacy'],
    title: { en: 'Wellness Month', ar: 'شهر العافية' },
    description: {
      en: 'Vitamins, skin care and check-up devices from trusted pharmacies.',
      ar: 'فيتامينات وعناية بالبشرة وأجهزة فحص من صيدليات موثوقة.',
    },
  },
  {
    key: 'tech-fest',
    module: 'ecommerce',
    from: -3,
    to: 60,
    stores: ['techhub', 'gadget-souq'],
    title: { en: 'Tech Fest', ar: 'مهرجان التقنية' },
    description: {
      en: 'Phones, audio and accessories from Riyadh’s gadget shops.',
      ar: 'هواتف وصوتيات وملحقات من متاجر الأجهزة في الرياض.',
    },
  },
];

export interface FlashSaleSpec {
  key: string;
  module: StoreModuleType;
  title: Bi;
  /** Days from the seeding moment. */
  from: number;
  to: number;
  items: { store: string; item: string; discount: number; type: 'percent' | 'amount'; stock: number; sold: number }[];
}

export const FLASH_SALES: FlashSaleSpec[] = [
  {
    key: 'lunch-rush',
    module: 'food',
    from: -1,
    to: 75,
    title: { en: 'Lunch Rush Flash Sale', ar: 'تخفيضات الغداء الخاطفة' },
    items: [
      { store: 'najdi-table', item: 'chicken-kabsa', discount: 25, type: 'percent', stock: 60, sold: 22 },
      { store: 'burger-yard', item: 'crispy-chicken-burger', discount: 30, type: 'percent', stock: 40, sold: 31 },
      {
        store: 'al-sham-shawarma',
        item: 'chicken-shawarma-sandwich',
        discount: 4,
        type: 'amount',
        stock: 80,
        sold: 12,
      },
      { store: 'forno-napoli', item: 'margherita-pizza', discount: 20, type: 'percent', stock: 30, sold: 30 },
      { store: 'spice-route', item: 'butter-chicken', discount: 10, type: 'amount', stock: 25, sold: 3 },
    ],
  },
  {
    key: 'weekend-flash-deals',
    module: 'grocery',
    from: -1,
    to: 60,
    title: { en: 'Weekend Flash Deals', ar: 'عروض البرق لنهاية الأسبوع' },
    items: [
      { store: 'fresh-basket', item: 'full-fat-milk', discount: 2, type: 'amount', stock: 100, sold: 41 },
      { store: 'fresh-basket', item: 'basmati-rice', discount: 20, type: 'percent', stock: 50, sold: 18 },
      { store: 'tamr-and-more', item: 'sukkari-dates', discount: 15, type: 'percent', stock: 40, sold: 9 },
      { store: 'al-malaz-hyper', item: 'whole-chicken', discount: 5, type: 'amount', stock: 60, sold: 60 },
    ],
  },
  {
    key: 'last-month-flash',
    module: 'grocery',
    from: -40,
    to: -2,
    title: { en: 'Last Month’s Flash Sale', ar: 'تخفيضات الشهر الماضي' },
    items: [{ store: 'hayat-market', item: 'olive-oil', discount: 30, type: 'percent', stock: 20, sold: 20 }],
  },
  {
    key: 'tech-flash',
    module: 'ecommerce',
    from: -1,
    to: 45,
    title: { en: 'Mega Tech Flash Sale', ar: 'تخفيضات التقنية الخاطفة' },
    items: [
      { store: 'techhub', item: 'nova-buds-pro', discount: 25, type: 'percent', stock: 30, sold: 11 },
      { store: 'techhub', item: 'zenith-z12', discount: 300, type: 'amount', stock: 15, sold: 4 },
      { store: 'gadget-souq', item: 'power-bank', discount: 20, type: 'percent', stock: 50, sold: 27 },
      { store: 'home-nest', item: 'air-fryer', discount: 80, type: 'amount', stock: 20, sold: 6 },
    ],
  },
];

export interface BannerSpec {
  key: string;
  module: StoreModuleType;
  title: Bi;
  type: 'default' | 'store_wise' | 'item_wise';
  store?: string;
  item?: string;
  /** Zone name; absent = the target store's zone, null = every zone. */
  zone?: string | null;
  link?: string;
  featured?: boolean;
  createdBy?: 'admin' | 'store';
}

export const BANNERS: BannerSpec[] = [
  {
    key: 'taste-of-riyadh',
    module: 'food',
    type: 'default',
    zone: null,
    featured: true,
    title: { en: 'Taste the best kitchens of Riyadh', ar: 'تذوق أفضل مطابخ الرياض' },
  },
  {
    key: 'najdi-table-family',
    module: 'food',
    type: 'store_wise',
    store: 'najdi-table',
    featured: true,
    title: { en: 'Najdi Table: kabsa for the whole family', ar: 'المائدة النجدية: كبسة للعائلة كلها' },
  },
  {
    key: 'sakura-nights',
    module: 'food',
    type: 'store_wise',
    store: 'sakura-sushi',
    title: { en: 'Sushi nights at Sakura', ar: 'ليالي السوشي في ساكورا' },
  },
  {
    key: 'smash-burger',
    module: 'food',
    type: 'item_wise',
    store: 'burger-yard',
    item: 'classic-smash-burger',
    title: { en: 'The smash burger everyone talks about', ar: 'برجر السماش الذي يتحدث عنه الجميع' },
  },
  {
    key: 'airport-coffee',
    module: 'food',
    type: 'store_wise',
    store: 'qahwa-house',
    title: { en: 'Coffee at the gate, day and night', ar: 'قهوتك عند البوابة ليلاً ونهاراً' },
  },
  {
    key: 'farm-fresh',
    module: 'grocery',
    type: 'default',
    zone: null,
    featured: true,
    title: { en: 'Fresh from the farm every morning', ar: 'طازج من المزرعة كل صباح' },
  },
  {
    key: 'fresh-basket-week',
    module: 'grocery',
    type: 'store_wise',
    store: 'fresh-basket',
    title: { en: 'Fresh Basket: groceries in 45 minutes', ar: 'السلة الطازجة: مقاضيك خلال ٤٥ دقيقة' },
  },
  {
    key: 'sukkari-season',
    module: 'grocery',
    type: 'item_wise',
    store: 'tamr-and-more',
    item: 'sukkari-dates',
    title: { en: 'Sukkari season is here', ar: 'موسم السكري وصل' },
  },
  {
    key: 'family-vitamins',
    module: 'pharmacy',
    type: 'default',
    zone: null,
    featured: true,
    title: { en: 'Vitamins for the whole family', ar: 'فيتامينات لكل العائلة' },
  },
  {
    key: 'al-shifa-24h',
    module: 'pharmacy',
    type: 'store_wise',
    store: 'al-shifa-pharmacy',
    title: { en: 'Al Shifa: open around the clock', ar: 'صيدلية الشفاء: مفتوحة على مدار الساعة' },
  },
  {
    key: 'vitamin-d',
    module: 'pharmacy',
    type: 'item_wise',
    store: 'al-shifa-pharmacy',
    item: 'vitamin-d3',
    title: { en: 'Sunshine in a tablet: vitamin D3', ar: 'الشمس في قرص: فيتامين د٣' },
  },
  {
    key: 'new-phones',
    module: 'ecommerce',
    type: 'default',
    zone: null,
    featured: true,
    title: { en: 'The new Zenith phones are here', ar: 'هواتف زينيث الجديدة وصلت' },
  },
  {
    key: 'z12-pro',
    module: 'ecommerce',
    type: 'item_wise',
    store: 'techhub',
    item: 'zenith-z12-pro',
    title: { en: 'Zenith Z12 Pro at TechHub', ar: 'زينيث Z12 برو في تك هب' },
  },
  {
    key: 'abaya-collection',
    module: 'ecommerce',
    type: 'store_wise',
    store: 'abaya-atelier',
    title: { en: 'The new abaya collection', ar: 'تشكيلة العبايات الجديدة' },
  },
  // Banners stores put on their own page (GET /banners/{store_id}).
  {
    key: 'najdi-gatherings',
    module: 'food',
    type: 'store_wise',
    store: 'najdi-table',
    createdBy: 'store',
    title: { en: 'Catering for gatherings of 20 or more', ar: 'نجهز العزائم لعشرين شخصاً أو أكثر' },
  },
  {
    key: 'organic-corner',
    module: 'grocery',
    type: 'store_wise',
    store: 'fresh-basket',
    createdBy: 'store',
    title: { en: 'Our organic corner is now open', ar: 'ركن المنتجات العضوية افتتح الآن' },
  },
  {
    key: 'trade-in',
    module: 'ecommerce',
    type: 'store_wise',
    store: 'techhub',
    createdBy: 'store',
    title: { en: 'Trade in your old phone', ar: 'استبدل هاتفك القديم' },
  },
];

/** Item keys a store must stock because a promotion points at them. */
export function promotedItemKeys(storeKey: string): string[] {
  const keys = [
    ...FLASH_SALES.flatMap((sale) => sale.items.filter((i) => i.store === storeKey).map((i) => i.item)),
    ...BANNERS.filter((b) => b.store === storeKey && b.item).map((b) => b.item!),
  ];
  return [...new Set(keys)];
}
