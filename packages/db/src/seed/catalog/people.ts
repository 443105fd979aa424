/**
 * Demo customers who wrote the seeded reviews, and what they wrote. Each
 * writes in their own language; comments fit the module and the stars.
 */
import type { StoreModuleType } from './stores.ts';

export interface Reviewer {
  f_name: string;
  l_name: string;
  email: string;
  phone: string;
  language: 'en' | 'ar';
}

export const REVIEWERS: Reviewer[] = [
  {
    f_name: 'Abdullah',
    l_name: 'Al-Qahtani',
    email: 'abdullah.q@reviewers.souq.example',
    phone: '+966501110001',
    language: 'ar',
  },
  {
    f_name: 'Sara',
    l_name: 'Al-Harbi',
    email: 'sara.h@reviewers.souq.example',
    phone: '+966501110002',
    language: 'ar',
  },
  {
    f_name: 'Mohammed',
    l_name: 'Al-Otaibi',
    email: 'mohammed.o@reviewers.souq.example',
    phone: '+966501110003',
    language: 'ar',
  },
  {
    f_name: 'Noura',
    l_name: 'Al-Shehri',
    email: 'noura.s@reviewers.souq.example',
    phone: '+966501110004',
    language: 'ar',
  },
  {
    f_name: 'Faisal',
    l_name: 'Al-Dosari',
    email: 'faisal.d@reviewers.souq.example',
    phone: '+966501110005',
    language: 'ar',
  },
  {
    f_name: 'Reem',
    l_name: 'Al-Mutairi',
    email: 'reem.m@reviewers.souq.example',
    phone: '+966501110006',
    language: 'ar',
  },
  {
    f_name: 'James',
    l_name: 'Carter',
    email: 'james.c@reviewers.souq.example',
    phone: '+966501110007',
    language: 'en',
  },
  { f_name: 'Priya', l_name: 'Nair', email: 'priya.n@reviewers.souq.example', phone: '+966501110008', language: 'en' },
  { f_name: 'Omar', l_name: 'Haddad', email: 'omar.h@reviewers.souq.example', phone: '+966501110009', language: 'en' },
  {
    f_name: 'Layla',
    l_name: 'Mansour',
    email: 'layla.m@reviewers.souq.example',
    phone: '+966501110010',
    language: 'ar',
  },
];

type Comments = Record<5 | 4 | 3 | 2 | 1, { en: string[]; ar: string[] }>;

export const REVIEW_COMMENTS: Record<StoreModuleType, Comments> = {
  food: {
    5: {
      en: [
        'Delicious and arrived piping hot. Will order again!',
        'Generous portion and perfectly seasoned.',
        'Tastes just like home. Highly recommended.',
      ],
      ar: ['لذيذ جداً ووصل ساخناً. سأطلب مرة أخرى!', 'كمية سخية وتتبيلة ممتازة.', 'طعم البيت بالضبط. أنصح به بشدة.'],
    },
    4: {
      en: [
        'Very good, a little slow to arrive.',
        'Tasty, though I would like a bit more sauce.',
        'Fresh and good value.',
      ],
      ar: ['جيد جداً لكن التوصيل تأخر قليلاً.', 'لذيذ لكن أتمنى صوص أكثر.', 'طازج وسعره مناسب.'],
    },
    3: {
      en: ['Okay, nothing special this time.', 'Good taste but the portion was small.'],
      ar: ['مقبول، لا شيء مميز هذه المرة.', 'الطعم جيد لكن الكمية قليلة.'],
    },
    2: {
      en: ['Arrived cold and the bread was soggy.', 'Too salty for my taste.'],
      ar: ['وصل بارداً والخبز طري.', 'مالح أكثر من اللازم.'],
    },
    1: {
      en: ['Wrong order delivered, very disappointed.'],
      ar: ['وصلني طلب خاطئ، خيبة أمل كبيرة.'],
    },
  },
  grocery: {
    5: {
      en: [
        'Fresh and well packed, exactly as described.',
        'Great quality, better than the supermarket shelf.',
        'Always fresh. My weekly go-to.',
      ],
      ar: ['طازج ومغلف بعناية كما في الوصف.', 'جودة ممتازة أفضل من رف السوبرماركت.', 'دائماً طازج. طلبي الأسبوعي.'],
    },
    4: {
      en: ['Good quality, delivery was on time.', 'Nice product, slightly pricey.'],
      ar: ['جودة جيدة والتوصيل في الوقت.', 'منتج جميل لكن سعره مرتفع قليلاً.'],
    },
    3: {
      en: ['Average. Some pieces were not ripe yet.', 'Fine, but the expiry date was close.'],
      ar: ['متوسط. بعض الحبات لم تنضج بعد.', 'لا بأس لكن تاريخ الانتهاء قريب.'],
    },
    2: {
      en: ['Packaging was damaged when it arrived.'],
      ar: ['وصلت العبوة متضررة.'],
    },
    1: {
      en: ['Not fresh at all, had to throw it away.'],
      ar: ['غير طازج إطلاقاً واضطررت لرميه.'],
    },
  },
  pharmacy: {
    5: {
      en: [
        'Delivered within half an hour, genuine product.',
        'The pharmacist called to explain the dosage. Excellent service.',
        'Works well and arrived fast.',
      ],
      ar: ['وصل خلال نصف ساعة ومنتج أصلي.', 'اتصل الصيدلي ليشرح الجرعة. خدمة ممتازة.', 'فعال ووصل بسرعة.'],
    },
    4: {
      en: ['Good, the same as in the pharmacy.', 'Effective, the box was a bit dented.'],
      ar: ['جيد، نفس المنتج في الصيدلية.', 'فعال لكن العلبة كانت منبعجة قليلاً.'],
    },
    3: {
      en: ['It is fine, took longer than expected.'],
      ar: ['لا بأس به، تأخر أكثر من المتوقع.'],
    },
    2: {
      en: ['Received a different pack size than ordered.'],
      ar: ['استلمت حجم عبوة مختلف عن الطلب.'],
    },
    1: {
      en: ['Order was cancelled after an hour of waiting.'],
      ar: ['أُلغي الطلب بعد ساعة من الانتظار.'],
    },
  },
  ecommerce: {
    5: {
      en: [
        'Original product, sealed box, fast delivery.',
        'Excellent quality for the price.',
        'Exactly as pictured. Very happy with it.',
      ],
      ar: ['منتج أصلي وعلبة مختومة وتوصيل سريع.', 'جودة ممتازة مقابل السعر.', 'مطابق تماماً للصور. سعيد جداً به.'],
    },
    4: {
      en: ['Good product, the size runs slightly large.', 'Works well, the manual is only in English.'],
      ar: ['منتج جيد لكن المقاس أكبر قليلاً.', 'يعمل جيداً لكن الدليل بالإنجليزية فقط.'],
    },
    3: {
      en: ['Decent, but the colour is darker than in the photos.'],
      ar: ['مقبول لكن اللون أغمق من الصور.'],
    },
    2: {
      en: ['Stopped working properly after two weeks.'],
      ar: ['توقف عن العمل بشكل صحيح بعد أسبوعين.'],
    },
    1: {
      en: ['Arrived broken and the return took too long.'],
      ar: ['وصل مكسوراً والإرجاع استغرق وقتاً طويلاً.'],
    },
  },
};

/** Star weights of seeded reviews: mostly happy customers, as real stores show. */
export const STAR_WEIGHTS: [number, number][] = [
  [5, 46],
  [4, 30],
  [3, 12],
  [2, 7],
  [1, 5],
];
