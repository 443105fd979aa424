/** Landing-page blocks and the policy pages, in English and Arabic. */

export const DEMO_LANDING: Record<'en' | 'ar', Record<string, unknown>> = {
  en: {
    header_title: 'Everything your neighbourhood sells, at your door',
    header_sub_title: 'Meals, groceries, medicine, gadgets, parcels and rides from the stores around you.',
    header_tag_line: 'Pick your location to see who delivers there',
    header_icon: 'header-icon.svg',
    header_banner: 'header-banner.svg',
    business_title: 'Why Souq',
    business_sub_title: 'One cart per store, live tracking and prices the store sets — no surprises at checkout.',
    business_image: 'business.svg',
    company_title: 'Open to every store',
    company_sub_title: 'Souq is open source',
    company_description: 'Run it for your own city: the whole storefront and its API are free software.',
    company_button_name: 'Become a vendor',
    company_button_url: '/store-registration?active=active',
    earning_title: 'Earn with Souq',
    earning_sub_title: 'Sell from your store or deliver in your spare time.',
    earning_seller_title: 'Become a vendor',
    earning_seller_sub_title: 'List your store and reach customers across the city.',
    earning_seller_button_name: 'Register your store',
    earning_seller_button_url: '/store-registration?active=active',
    earning_dm_title: 'Become a delivery man',
    earning_dm_sub_title: 'Choose your hours and get paid for every delivery.',
    earning_dm_button_name: 'Join as delivery man',
    earning_dm_button_url: '/deliveryman-registration',
    download_user_app_title: 'Take Souq with you',
    download_user_app_sub_title: 'Order and track from your phone.',
    download_user_app_links: {
      playstore_url: 'https://play.google.com/store/apps/details?id=org.souq.customer',
      playstore_url_status: '1',
      apple_store_url: 'https://apps.apple.com/app/souq-customer/id6000000000',
      apple_store_url_status: '1',
    },
    download_business_app_links: {
      seller_playstore_url: 'https://play.google.com/store/apps/details?id=org.souq.vendor',
      seller_playstore_url_status: '1',
      seller_appstore_url: '',
      seller_appstore_url_status: '0',
    },
    fixed_newsletter_title: 'Sign up to our newsletter',
    fixed_newsletter_sub_title: 'New stores, weekly deals and nothing else. Unsubscribe any time.',
    fixed_footer_description: 'Souq connects you with the restaurants, grocers, pharmacies and shops of your city.',
    fixed_promotional_banner: 'promo-banner.svg',
    promotion_banners: [],
    testimonial_title: 'What our customers say',
  },
  ar: {
    header_title: 'كل ما يبيعه حيّك، حتى باب بيتك',
    header_sub_title: 'وجبات وبقالة وأدوية وأجهزة وطرود ومشاوير من المتاجر من حولك.',
    header_tag_line: 'اختر موقعك لتعرف من يوصل إليه',
    business_title: 'لماذا سوق',
    business_sub_title: 'سلة واحدة لكل متجر، وتتبع مباشر، وأسعار يحددها المتجر — بلا مفاجآت عند الدفع.',
    company_title: 'مفتوح لكل متجر',
    company_sub_title: 'سوق مفتوح المصدر',
    company_description: 'شغّله لمدينتك: الواجهة وواجهتها البرمجية برمجيات حرة بالكامل.',
    company_button_name: 'كن بائعاً',
    earning_title: 'اكسب مع سوق',
    earning_sub_title: 'بع من متجرك أو وصّل الطلبات في وقت فراغك.',
    earning_seller_title: 'كن بائعاً',
    earning_seller_sub_title: 'أضف متجرك وصل إلى العملاء في أنحاء المدينة.',
    earning_seller_button_name: 'سجّل متجرك',
    earning_dm_title: 'كن مندوب توصيل',
    earning_dm_sub_title: 'اختر ساعاتك واحصل على أجرك عن كل توصيلة.',
    earning_dm_button_name: 'انضم كمندوب توصيل',
    download_user_app_title: 'سوق معك أينما كنت',
    download_user_app_sub_title: 'اطلب وتابع من هاتفك.',
    fixed_newsletter_title: 'اشترك في نشرتنا البريدية',
    fixed_newsletter_sub_title: 'متاجر جديدة وعروض أسبوعية ولا شيء غير ذلك. يمكنك إلغاء الاشتراك متى شئت.',
    fixed_footer_description: 'يربطك سوق بمطاعم مدينتك ومحلات البقالة والصيدليات والمتاجر.',
    testimonial_title: 'ماذا يقول عملاؤنا',
  },
};

export interface DemoPage {
  slug: string;
  en: { title: string; body: string };
  ar: { title: string; body: string };
}

const html = (...paragraphs: string[]) => paragraphs.map((p) => (p.startsWith('<') ? p : `<p>${p}</p>`)).join('\n');

export const DEMO_PAGES: DemoPage[] = [
  {
    slug: 'terms-and-conditions',
    en: {
      title: 'Terms & Conditions',
      body: html(
        '<h2>Using Souq</h2>',
        'Souq is a marketplace: each order is a contract between you and the store that accepts it. We take the order, pass it on and keep you informed until it arrives.',
        '<h2>Prices and payment</h2>',
        'Prices, taxes and delivery fees are calculated by our servers when you place the order and are shown before you confirm. Cash on delivery has a maximum order amount per area.',
        '<h2>Your account</h2>',
        'Keep your password to yourself. You can delete your account at any time from your profile; orders already placed are kept for accounting as the law requires.',
      ),
    },
    ar: {
      title: 'الشروط والأحكام',
      body: html(
        '<h2>استخدام سوق</h2>',
        'سوق منصة تسوق: كل طلب عقد بينك وبين المتجر الذي يقبله. نستلم الطلب وننقله ونبقيك على اطلاع حتى يصلك.',
        '<h2>الأسعار والدفع</h2>',
        'تحسب خوادمنا الأسعار والضرائب ورسوم التوصيل عند تقديم الطلب وتُعرض عليك قبل التأكيد. للدفع عند الاستلام حد أقصى لقيمة الطلب في كل منطقة.',
        '<h2>حسابك</h2>',
        'احتفظ بكلمة المرور لنفسك. يمكنك حذف حسابك في أي وقت من ملفك الشخصي، وتُحفظ الطلبات السابقة لأغراض المحاسبة كما يقتضي النظام.',
      ),
    },
  },
  {
    slug: 'privacy-policy',
    en: {
      title: 'Privacy Policy',
      body: html(
        'We keep what we need to deliver your orders: your name, phone, email, saved addresses and order history. We do not sell it.',
        'Your sign-in lives in a secure cookie that page scripts cannot read. Your location, language and theme are kept in cookies so pages open the way you left them.',
        'Stores and delivery staff see the contact details and address of the orders they handle, and nothing more.',
      ),
    },
    ar: {
      title: 'سياسة الخصوصية',
      body: html(
        'نحتفظ بما نحتاجه لتوصيل طلباتك: اسمك وهاتفك وبريدك وعناوينك المحفوظة وسجل طلباتك. ولا نبيع هذه البيانات.',
        'يُحفظ تسجيل دخولك في ملف تعريف ارتباط آمن لا تستطيع نصوص الصفحات قراءته. ويُحفظ موقعك ولغتك ومظهرك في ملفات تعريف الارتباط لتفتح الصفحات كما تركتها.',
        'يرى المتجر ومندوب التوصيل بيانات التواصل والعنوان للطلبات التي يتولونها فقط.',
      ),
    },
  },
  {
    slug: 'refund-policy',
    en: {
      title: 'Refund Policy',
      body: html(
        'If a delivered order is wrong, damaged or incomplete, open it under My Orders and choose Refund Request with a reason and photos.',
        'Approved refunds of the item amount (without delivery fee and tips) go to your Souq wallet within 3 working days.',
      ),
    },
    ar: {
      title: 'سياسة الاسترداد',
      body: html(
        'إذا وصل طلبك خاطئاً أو تالفاً أو ناقصاً، افتحه من طلباتي واختر طلب استرداد مع ذكر السبب وإرفاق الصور.',
        'تُضاف المبالغ المستردة المعتمدة (دون رسوم التوصيل والإكرامية) إلى محفظتك في سوق خلال ٣ أيام عمل.',
      ),
    },
  },
  {
    slug: 'cancellation-policy',
    en: {
      title: 'Cancellation Policy',
      body: html(
        'You can cancel an order while it is still pending, before the store confirms it. Choose a reason so the store can improve.',
        'Once the store has confirmed the order, contact support: the store may already be preparing it.',
      ),
    },
    ar: {
      title: 'سياسة الإلغاء',
      body: html(
        'يمكنك إلغاء الطلب ما دام قيد الانتظار وقبل أن يؤكده المتجر. اختر سبب الإلغاء ليتمكن المتجر من التحسن.',
        'بعد تأكيد المتجر للطلب تواصل مع الدعم، فقد يكون المتجر بدأ تجهيزه.',
      ),
    },
  },
  {
    slug: 'shipping-policy',
    en: {
      title: 'Shipping Policy',
      body: html(
        'Delivery fees depend on the distance from the store to you, within the minimum and maximum of your area. Orders above the free-delivery threshold ship free.',
        'Scheduled orders are prepared for the time slot you choose. Take-away orders have no delivery fee.',
      ),
    },
    ar: {
      title: 'سياسة الشحن',
      body: html(
        'تعتمد رسوم التوصيل على المسافة بين المتجر وموقعك ضمن الحد الأدنى والأقصى لمنطقتك. الطلبات التي تتجاوز حد التوصيل المجاني تُشحن مجاناً.',
        'تُجهّز الطلبات المجدولة للفترة الزمنية التي تختارها. لا رسوم توصيل على طلبات الاستلام من المتجر.',
      ),
    },
  },
  {
    slug: 'about-us',
    en: {
      title: 'About Us',
      body: html(
        'Souq is an open-source ordering storefront for every kind of neighbourhood business: restaurants, grocers, pharmacies, shops, couriers and car rentals.',
        'It is built to be fast on any phone, to read as well in Arabic as in English, and to keep your data and your money safe.',
      ),
    },
    ar: {
      title: 'من نحن',
      body: html(
        'سوق واجهة طلبات مفتوحة المصدر لكل أنواع الأعمال في الحي: المطاعم والبقالات والصيدليات والمتاجر وخدمات التوصيل وتأجير السيارات.',
        'صُمم ليكون سريعاً على أي هاتف، ومقروءاً بالعربية كما بالإنجليزية، وليحفظ بياناتك وأموالك.',
      ),
    },
  },
];
