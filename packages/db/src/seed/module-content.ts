/**
 * What the module homes show besides the catalog (decision 17): section
 * banners, "why choose us" cards and a how-it-works video with three steps,
 * for every module type; testimonials; and the running cashback offers.
 * English and Arabic; images are drawn from their file names (storage
 * module), the videos are files shipped with the API.
 */
import type { ModuleType } from '@souq/domain';
import type { Queryable } from '../client.ts';
import { translate } from './platform.ts';

interface Text {
  en: string;
  ar: string;
}

interface ModuleContent {
  /** Section banners of the module home (keys 6amMart clients read), or the parcel home's slides. */
  banners: { key: string; file: string }[];
  whyChoose: { title: Text; text: Text; image: string }[];
  video: { title: Text; file: string; poster: string; steps: [Text, Text][] };
}

/** The how-it-works videos (apps/api/src/modules/storage/assets/promotional_banner/video). */
export const DEMO_VIDEOS = { order: 'how-souq-works.mp4', parcel: 'how-parcel-delivery-works.mp4' } as const;

const sectionBanners = (type: string) => [
  { key: 'best_reviewed_section_banner', file: `${type}-best-reviewed-banner.svg` },
  { key: 'new_arrival_section_banner', file: `${type}-new-arrivals-banner.svg` },
  { key: 'bottom_section_banner', file: `${type}-weekend-deals-banner.svg` },
];

const orderSteps = (pick: Text): [Text, Text][] => [
  [
    { en: 'Set your location', ar: 'حدد موقعك' },
    { en: 'See who delivers to you right now.', ar: 'اعرف من يوصل إليك الآن.' },
  ],
  [pick, { en: 'Prices and fees are shown before you pay.', ar: 'تظهر الأسعار والرسوم قبل أن تدفع.' }],
  [
    { en: 'Track it to your door', ar: 'تابع طلبك حتى بابك' },
    { en: 'Follow every step live, from the store to you.', ar: 'تابع كل خطوة مباشرة من المتجر إليك.' },
  ],
];

export const DEMO_MODULE_CONTENT: Record<ModuleType, ModuleContent> = {
  food: {
    banners: sectionBanners('food'),
    whyChoose: [
      {
        title: { en: 'Hot and on time', ar: 'ساخن وفي موعده' },
        text: { en: 'Kitchens near you, couriers who know the way.', ar: 'مطابخ قريبة منك ومندوبون يعرفون الطريق.' },
        image: 'food-hot-and-on-time.svg',
      },
      {
        title: { en: 'Local favourites', ar: 'مطاعم الحي المفضلة' },
        text: {
          en: 'From kabsa to sushi, the places your city loves.',
          ar: 'من الكبسة إلى السوشي، الأماكن التي تحبها مدينتك.',
        },
        image: 'food-local-favourites.svg',
      },
      {
        title: { en: 'Live tracking', ar: 'تتبع مباشر' },
        text: { en: 'See your order move from the kitchen to you.', ar: 'شاهد طلبك ينتقل من المطبخ إليك.' },
        image: 'food-live-tracking.svg',
      },
      {
        title: { en: 'Pay your way', ar: 'ادفع كما تحب' },
        text: {
          en: 'Cash, wallet or card, with no surprise fees.',
          ar: 'نقداً أو بالمحفظة أو بالبطاقة، بلا رسوم مفاجئة.',
        },
        image: 'food-pay-your-way.svg',
      },
    ],
    video: {
      title: { en: 'How ordering food works', ar: 'كيف تطلب طعامك' },
      file: DEMO_VIDEOS.order,
      poster: 'food-how-it-works-banner.svg',
      steps: orderSteps({ en: 'Pick your meal', ar: 'اختر وجبتك' }),
    },
  },
  grocery: {
    banners: sectionBanners('grocery'),
    whyChoose: [
      {
        title: { en: 'Fresh every day', ar: 'طازج كل يوم' },
        text: { en: 'Produce from stores that restock each morning.', ar: 'خضار وفواكه من متاجر تتجدد كل صباح.' },
        image: 'grocery-fresh-every-day.svg',
      },
      {
        title: { en: 'Everything for the home', ar: 'كل ما يحتاجه البيت' },
        text: {
          en: 'Pantry, cleaning and baby care in one cart.',
          ar: 'المؤن والتنظيف ومستلزمات الأطفال في سلة واحدة.',
        },
        image: 'grocery-everything-for-the-home.svg',
      },
      {
        title: { en: 'Only what is in stock', ar: 'المتوفر فقط' },
        text: {
          en: 'Stock is checked when you add, not at the door.',
          ar: 'نتحقق من التوفر عند الإضافة لا عند الباب.',
        },
        image: 'grocery-only-what-is-in-stock.svg',
      },
      {
        title: { en: 'Free delivery on big baskets', ar: 'توصيل مجاني للسلال الكبيرة' },
        text: { en: 'Fill the basket and the delivery is on us.', ar: 'املأ السلة والتوصيل علينا.' },
        image: 'grocery-free-delivery.svg',
      },
    ],
    video: {
      title: { en: 'How grocery delivery works', ar: 'كيف يعمل توصيل البقالة' },
      file: DEMO_VIDEOS.order,
      poster: 'grocery-how-it-works-banner.svg',
      steps: orderSteps({ en: 'Fill your basket', ar: 'املأ سلتك' }),
    },
  },
  pharmacy: {
    banners: sectionBanners('pharmacy'),
    whyChoose: [
      {
        title: { en: 'Licensed pharmacies', ar: 'صيدليات مرخصة' },
        text: { en: 'Every store is a pharmacy near you.', ar: 'كل متجر صيدلية قريبة منك.' },
        image: 'pharmacy-licensed-pharmacies.svg',
      },
      {
        title: { en: 'Prescriptions made easy', ar: 'الوصفات بسهولة' },
        text: { en: 'Attach a photo of your prescription at checkout.', ar: 'أرفق صورة وصفتك عند الدفع.' },
        image: 'pharmacy-prescriptions-made-easy.svg',
      },
      {
        title: { en: 'Care for every day', ar: 'عناية لكل يوم' },
        text: { en: 'Vitamins, skin care and baby care too.', ar: 'فيتامينات وعناية بالبشرة والأطفال أيضاً.' },
        image: 'pharmacy-care-for-every-day.svg',
      },
      {
        title: { en: 'Discreet delivery', ar: 'توصيل بخصوصية' },
        text: { en: 'Sealed bags, straight to your door.', ar: 'أكياس مغلقة تصل مباشرة إلى بابك.' },
        image: 'pharmacy-discreet-delivery.svg',
      },
    ],
    video: {
      title: { en: 'How pharmacy delivery works', ar: 'كيف يعمل توصيل الصيدلية' },
      file: DEMO_VIDEOS.order,
      poster: 'pharmacy-how-it-works-banner.svg',
      steps: orderSteps({ en: 'Choose or upload a prescription', ar: 'اختر منتجاتك أو ارفع وصفة' }),
    },
  },
  ecommerce: {
    banners: sectionBanners('shop'),
    whyChoose: [
      {
        title: { en: 'Brands you trust', ar: 'علامات تثق بها' },
        text: { en: 'Electronics, fashion and home from real stores.', ar: 'إلكترونيات وأزياء ومنزل من متاجر حقيقية.' },
        image: 'shop-brands-you-trust.svg',
      },
      {
        title: { en: 'Across the city', ar: 'في أنحاء المدينة' },
        text: {
          en: 'Shop stores in every district, delivered to yours.',
          ar: 'تسوق من متاجر كل الأحياء ويصلك إلى حيك.',
        },
        image: 'shop-across-the-city.svg',
      },
      {
        title: { en: 'Easy refunds', ar: 'استرداد سهل' },
        text: { en: 'Something wrong? Ask for a refund from your order.', ar: 'هناك مشكلة؟ اطلب الاسترداد من طلبك.' },
        image: 'shop-easy-refunds.svg',
      },
      {
        title: { en: 'Secure payment', ar: 'دفع آمن' },
        text: { en: 'Your card never touches the store.', ar: 'بطاقتك لا تصل إلى المتجر أبداً.' },
        image: 'shop-secure-payment.svg',
      },
    ],
    video: {
      title: { en: 'How shopping works', ar: 'كيف تتسوق' },
      file: DEMO_VIDEOS.order,
      poster: 'shop-how-it-works-banner.svg',
      steps: orderSteps({ en: 'Add to your cart', ar: 'أضف إلى سلتك' }),
    },
  },
  parcel: {
    banners: [
      { key: 'promotional_banner', file: 'parcel-send-anything-banner.svg' },
      { key: 'promotional_banner', file: 'parcel-same-day-banner.svg' },
      { key: 'promotional_banner', file: 'parcel-track-live-banner.svg' },
    ],
    whyChoose: [
      {
        title: { en: 'Same-day delivery', ar: 'توصيل في اليوم نفسه' },
        text: { en: 'Picked up within the hour, delivered today.', ar: 'نستلمه خلال ساعة ويصل اليوم.' },
        image: 'parcel-same-day-delivery.svg',
      },
      {
        title: { en: 'Fair prices', ar: 'أسعار عادلة' },
        text: { en: 'Priced by distance, shown before you send.', ar: 'السعر حسب المسافة ويظهر قبل الإرسال.' },
        image: 'parcel-fair-prices.svg',
      },
      {
        title: { en: 'Track every step', ar: 'تتبع كل خطوة' },
        text: { en: 'Know where your parcel is at any moment.', ar: 'اعرف مكان طردك في أي لحظة.' },
        image: 'parcel-track-every-step.svg',
      },
      {
        title: { en: 'Handled with care', ar: 'نقل بعناية' },
        text: { en: 'Documents, gifts or boxes, delivered safely.', ar: 'مستندات أو هدايا أو صناديق تصل بأمان.' },
        image: 'parcel-handled-with-care.svg',
      },
    ],
    video: {
      title: { en: 'How sending a parcel works', ar: 'كيف ترسل طرداً' },
      file: DEMO_VIDEOS.parcel,
      poster: 'parcel-how-it-works-banner.svg',
      steps: [
        [
          { en: 'Tell us what and where', ar: 'أخبرنا بما ترسله وإلى أين' },
          { en: 'Pick the parcel type, the sender and the receiver.', ar: 'اختر نوع الطرد والمرسل والمستلم.' },
        ],
        [
          { en: 'We pick it up', ar: 'نستلمه منك' },
          { en: 'A courier collects it from your door.', ar: 'يستلمه مندوب من باب بيتك.' },
        ],
        [
          { en: 'Delivered and confirmed', ar: 'يُسلَّم ونؤكد لك' },
          { en: 'Follow it live until the receiver has it.', ar: 'تابعه مباشرة حتى يستلمه المستلم.' },
        ],
      ],
    },
  },
  rental: {
    banners: [{ key: 'bottom_section_banner', file: 'rental-weekend-trips-banner.svg' }],
    whyChoose: [
      {
        title: { en: 'A driver included', ar: 'مع سائق' },
        text: { en: 'Relax: every car comes with its driver.', ar: 'استرخِ: كل سيارة مع سائقها.' },
        image: 'rental-a-driver-included.svg',
      },
      {
        title: { en: 'By the hour or the kilometre', ar: 'بالساعة أو بالكيلومتر' },
        text: { en: 'Choose the price that suits your trip.', ar: 'اختر السعر الذي يناسب رحلتك.' },
        image: 'rental-by-the-hour-or-the-kilometre.svg',
      },
      {
        title: { en: 'Cars for every trip', ar: 'سيارة لكل رحلة' },
        text: { en: 'Sedans, family vans and luxury cars.', ar: 'سيارات سيدان وعائلية وفاخرة.' },
        image: 'rental-cars-for-every-trip.svg',
      },
      {
        title: { en: 'Trusted providers', ar: 'مزودون موثوقون' },
        text: { en: 'Rated by riders after every trip.', ar: 'يقيّمهم الركاب بعد كل رحلة.' },
        image: 'rental-trusted-providers.svg',
      },
    ],
    video: {
      title: { en: 'How renting a car works', ar: 'كيف تستأجر سيارة' },
      file: DEMO_VIDEOS.order,
      poster: 'rental-how-it-works-banner.svg',
      steps: [
        [
          { en: 'Set pickup and destination', ar: 'حدد الانطلاق والوجهة' },
          { en: 'Tell us where and when to meet you.', ar: 'أخبرنا أين ومتى نلقاك.' },
        ],
        [
          { en: 'Choose your car', ar: 'اختر سيارتك' },
          { en: 'Compare cars and providers by price.', ar: 'قارن السيارات والمزودين حسب السعر.' },
        ],
        [
          { en: 'Enjoy the ride', ar: 'استمتع بالرحلة' },
          { en: 'Your driver meets you at pickup.', ar: 'يلقاك سائقك عند نقطة الانطلاق.' },
        ],
      ],
    },
  },
};

export const DEMO_TESTIMONIALS: { name: Text; designation: Text; review: Text; image: string }[] = [
  {
    name: { en: 'Noura Al Qahtani', ar: 'نورة القحطاني' },
    designation: { en: 'Teacher, Al Olaya', ar: 'معلمة، العليا' },
    review: {
      en: 'Groceries for the week arrive before I am home from school, and nothing is ever missing.',
      ar: 'تصل بقالة الأسبوع قبل عودتي من المدرسة، ولا ينقص منها شيء أبداً.',
    },
    image: 'noura-al-qahtani.svg',
  },
  {
    name: { en: 'Faisal Al Dosari', ar: 'فيصل الدوسري' },
    designation: { en: 'Engineer, Al Malaz', ar: 'مهندس، الملز' },
    review: {
      en: 'I can follow my order on the map the whole way. The kabsa was still hot.',
      ar: 'أتابع طلبي على الخريطة طوال الطريق، ووصلت الكبسة ساخنة.',
    },
    image: 'faisal-al-dosari.svg',
  },
  {
    name: { en: 'Maria Santos', ar: 'ماريا سانتوس' },
    designation: { en: 'Nurse, Riyadh Central', ar: 'ممرضة، وسط الرياض' },
    review: {
      en: 'Uploading a prescription takes a minute, and the pharmacy calls if something is unclear.',
      ar: 'رفع الوصفة يستغرق دقيقة، والصيدلية تتصل إن كان شيء غير واضح.',
    },
    image: 'maria-santos.svg',
  },
  {
    name: { en: 'Abdullah Al Harbi', ar: 'عبدالله الحربي' },
    designation: { en: 'Shop owner, Al Nakheel', ar: 'صاحب متجر، النخيل' },
    review: {
      en: 'Customers across the city find my store now. Orders come in with everything I need to prepare them.',
      ar: 'صار العملاء في أنحاء المدينة يجدون متجري، وتصل الطلبات بكل ما أحتاجه لتجهيزها.',
    },
    image: 'abdullah-al-harbi.svg',
  },
];

interface CashbackSpec {
  title: Text;
  type: 'percentage' | 'amount';
  amount: number;
  minPurchase: number;
  maxDiscount: number;
  sameUserLimit: number | null;
  /** Days from the seeding moment. */
  from: number;
  to: number;
}

export const DEMO_CASHBACKS: CashbackSpec[] = [
  {
    title: { en: '5% back on every order', ar: 'استرداد ٥٪ على كل طلب' },
    type: 'percentage',
    amount: 5,
    minPurchase: 50,
    maxDiscount: 30,
    sameUserLimit: 10,
    from: -7,
    to: 60,
  },
  {
    title: { en: '25 SAR back on big orders', ar: 'استرداد ٢٥ ريالاً على الطلبات الكبيرة' },
    type: 'amount',
    amount: 25,
    minPurchase: 400,
    maxDiscount: 0,
    sameUserLimit: 3,
    from: -7,
    to: 60,
  },
];

const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);

export async function seedModuleContent(tx: Queryable, now = new Date()): Promise<void> {
  const modules = await tx.query<{ id: number; module_type: ModuleType }>('select id, module_type from modules');
  for (const module of modules) {
    const content = DEMO_MODULE_CONTENT[module.module_type];
    if (!content) continue;
    const banner = async (type: string, key: string, value: string, position: number, ar?: string) => {
      const [row] = await tx.query<{ id: number }>(
        'insert into module_banners (module_id, type, key, value, position) values ($1, $2, $3, $4, $5) returning id',
        [module.id, type, key, value, position],
      );
      if (ar) await translate(tx, 'module_banner', row.id, 'value', ar);
    };
    for (const [i, b] of content.banners.entries()) await banner('promotional_banner', b.key, b.file, i);
    const video = content.video;
    await banner('video_banner_content', 'section_title', video.title.en, 0, video.title.ar);
    await banner('video_banner_content', 'banner_type', 'video_content', 1);
    await banner('video_banner_content', 'banner_video_content', video.file, 2);
    await banner('video_banner_content', 'banner_image', video.poster, 3);
    for (const [i, [title, subtitle]] of video.steps.entries()) {
      await banner('video_banner_content', `content${i + 1}_title`, title.en, 10 + i * 2, title.ar);
      await banner('video_banner_content', `content${i + 1}_subtitle`, subtitle.en, 11 + i * 2, subtitle.ar);
    }
    for (const [i, w] of content.whyChoose.entries()) {
      const [row] = await tx.query<{ id: number }>(
        'insert into module_why_choose (module_id, title, short_description, image, position) values ($1, $2, $3, $4, $5) returning id',
        [module.id, w.title.en, w.text.en, w.image, i],
      );
      await translate(tx, 'why_choose', row.id, 'title', w.title.ar);
      await translate(tx, 'why_choose', row.id, 'short_description', w.text.ar);
    }
  }

  for (const [i, t] of DEMO_TESTIMONIALS.entries()) {
    const [row] = await tx.query<{ id: number }>(
      'insert into testimonials (name, designation, review, reviewer_image, position) values ($1, $2, $3, $4, $5) returning id',
      [t.name.en, t.designation.en, t.review.en, t.image, i],
    );
    await translate(tx, 'testimonial', row.id, 'name', t.name.ar);
    await translate(tx, 'testimonial', row.id, 'designation', t.designation.ar);
    await translate(tx, 'testimonial', row.id, 'review', t.review.ar);
  }

  for (const c of DEMO_CASHBACKS) {
    const [row] = await tx.query<{ id: number }>(
      `insert into cash_backs (title, cashback_type, cashback_amount, min_purchase, max_discount, same_user_limit, start_date, end_date)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
      [
        c.title.en,
        c.type,
        c.amount,
        c.minPurchase,
        c.maxDiscount,
        c.sameUserLimit,
        addDays(now, c.from),
        addDays(now, c.to),
      ],
    );
    await translate(tx, 'cash_back', row.id, 'title', c.title.ar);
  }
}
