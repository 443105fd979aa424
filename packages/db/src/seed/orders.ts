/**
 * Demo data of checkout: coupons of every type, refund and cancellation
 * reasons (English and Arabic), offline payment methods, delivery vehicles,
 * wallet bonuses and a wallet balance for the demo customer. Dates are
 * relative to `now`, like the catalog's promotions.
 */
import type { Queryable } from '../client.ts';
import { translate } from './platform.ts';
import { DEMO_CUSTOMER } from './customers.ts';

/** Demo wallet balance of the demo customer (an add_fund ledger row explains it). */
export const DEMO_WALLET_BALANCE = 500;

interface CouponSpec {
  code: string;
  title: string;
  titleAr: string;
  module: 'food' | 'grocery' | 'pharmacy' | 'ecommerce';
  type: 'default' | 'zone_wise' | 'store_wise' | 'free_delivery' | 'first_order';
  discount: number;
  discountType: 'percent' | 'amount';
  minPurchase: number;
  maxDiscount: number;
  /** Days from the seeding day. */
  from: number;
  to: number;
  limitPerUser?: number;
  /** store_wise: store slugs; zone_wise: zone names. */
  data?: string[];
  /** A vendor coupon of this store. */
  vendorStore?: string;
}

export const DEMO_COUPONS: CouponSpec[] = [
  {
    code: 'WELCOME10',
    title: '10% off your order',
    titleAr: 'خصم ١٠٪ على طلبك',
    module: 'food',
    type: 'default',
    discount: 10,
    discountType: 'percent',
    minPurchase: 30,
    maxDiscount: 25,
    from: -10,
    to: 120,
  },
  {
    code: 'FRESH15',
    title: '15 SAR off groceries',
    titleAr: 'خصم ١٥ ريال على البقالة',
    module: 'grocery',
    type: 'default',
    discount: 15,
    discountType: 'amount',
    minPurchase: 100,
    maxDiscount: 0,
    from: -10,
    to: 120,
  },
  {
    code: 'OLAYA20',
    title: '20% off in Al Olaya',
    titleAr: 'خصم ٢٠٪ في العليا',
    module: 'food',
    type: 'zone_wise',
    discount: 20,
    discountType: 'percent',
    minPurchase: 50,
    maxDiscount: 40,
    from: -5,
    to: 90,
    data: ['Riyadh Central', 'Al Olaya'],
  },
  {
    code: 'BURGER5',
    title: '5 SAR off at Burger Yard',
    titleAr: 'خصم ٥ ريال في ساحة البرجر',
    module: 'food',
    type: 'store_wise',
    discount: 5,
    discountType: 'amount',
    minPurchase: 20,
    maxDiscount: 0,
    from: -5,
    to: 90,
    data: ['burger-yard'],
  },
  {
    code: 'FREEDEL',
    title: 'Free delivery',
    titleAr: 'توصيل مجاني',
    module: 'food',
    type: 'free_delivery',
    discount: 0,
    discountType: 'amount',
    minPurchase: 40,
    maxDiscount: 0,
    from: -5,
    to: 90,
  },
  {
    code: 'FIRSTMEAL',
    title: 'First order: 25% off',
    titleAr: 'الطلب الأول: خصم ٢٥٪',
    module: 'food',
    type: 'first_order',
    discount: 25,
    discountType: 'percent',
    minPurchase: 0,
    maxDiscount: 50,
    from: -30,
    to: 365,
    limitPerUser: 1,
  },
  {
    code: 'ONCE50',
    title: '50% off, once per customer',
    titleAr: 'خصم ٥٠٪ مرة واحدة لكل عميل',
    module: 'grocery',
    type: 'default',
    discount: 50,
    discountType: 'percent',
    minPurchase: 0,
    maxDiscount: 0,
    from: -1,
    to: 60,
    limitPerUser: 1,
  },
  {
    code: 'TECH100',
    title: '100 SAR off at TechHub',
    titleAr: 'خصم ١٠٠ ريال في تك هب',
    module: 'ecommerce',
    type: 'store_wise',
    discount: 100,
    discountType: 'amount',
    minPurchase: 1000,
    maxDiscount: 0,
    from: -3,
    to: 60,
    vendorStore: 'techhub',
    data: ['techhub'],
  },
  {
    code: 'CARE10',
    title: '10% off pharmacy',
    titleAr: 'خصم ١٠٪ على الصيدلية',
    module: 'pharmacy',
    type: 'default',
    discount: 10,
    discountType: 'percent',
    minPurchase: 0,
    maxDiscount: 30,
    from: -3,
    to: 60,
  },
  {
    code: 'SUMMER24',
    title: 'Summer sale (ended)',
    titleAr: 'تخفيضات الصيف (انتهت)',
    module: 'food',
    type: 'default',
    discount: 30,
    discountType: 'percent',
    minPurchase: 0,
    maxDiscount: 0,
    from: -120,
    to: -30,
  },
];

const REFUND_REASONS: [string, string][] = [
  ['Items were missing from my order', 'بعض المنتجات ناقصة من طلبي'],
  ['I received the wrong items', 'استلمت منتجات غير التي طلبتها'],
  ['Items arrived damaged or spoiled', 'وصلت المنتجات تالفة أو فاسدة'],
  ['The order arrived very late', 'وصل الطلب متأخراً جداً'],
  ['Quality was not as described', 'الجودة ليست كما في الوصف'],
];

const CANCELLATION_REASONS: [string, string, 'customer' | 'store' | 'deliveryman'][] = [
  ['I ordered by mistake', 'طلبت عن طريق الخطأ', 'customer'],
  ['I want to change items or quantities', 'أريد تغيير المنتجات أو الكميات', 'customer'],
  ['I want to change the delivery address', 'أريد تغيير عنوان التوصيل', 'customer'],
  ['Delivery time is too long', 'وقت التوصيل طويل جداً', 'customer'],
  ['I found a better price elsewhere', 'وجدت سعراً أفضل في مكان آخر', 'customer'],
  ['Items are out of stock', 'المنتجات غير متوفرة', 'store'],
  ['Store is too busy', 'المتجر مشغول جداً', 'store'],
  ['Customer is unreachable', 'تعذر الوصول إلى العميل', 'deliveryman'],
];

const OFFLINE_METHODS = [
  {
    name: 'Bank Transfer',
    ar: {
      name: 'تحويل بنكي',
      placeholders: ['الاسم على الحساب المرسِل', 'مرجع التحويل', 'مصرفك'],
    },
    fields: [
      { input_name: 'bank_name', input_data: 'Souq Demo Bank' },
      { input_name: 'account_name', input_data: 'Souq Trading Co.' },
      { input_name: 'iban', input_data: 'SA03 8000 0000 6080 1016 7519' },
    ],
    informations: [
      { customer_input: 'sender_name', customer_placeholder: 'Name on the sending account', is_required: 1 },
      { customer_input: 'transaction_id', customer_placeholder: 'Transfer reference', is_required: 1 },
      { customer_input: 'sender_bank', customer_placeholder: 'Your bank', is_required: 0 },
    ],
  },
  {
    name: 'STC Pay',
    ar: { name: 'STC Pay', placeholders: ['رقمك في STC Pay'] },
    fields: [{ input_name: 'wallet_number', input_data: '+966 55 000 0000' }],
    informations: [{ customer_input: 'sender_number', customer_placeholder: 'Your STC Pay number', is_required: 1 }],
  },
];

/** Vehicles by coverage band in km; the extra charge grows with distance. */
const VEHICLES: [string, number, number, number][] = [
  ['Bike', 0, 5, 0],
  ['Motorbike', 5, 15, 3],
  ['Car', 15, 60, 8],
];

function addDays(now: Date, days: number): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

export async function seedOrders(tx: Queryable, now = new Date()): Promise<void> {
  const modules = new Map(
    (await tx.query<{ id: number; module_type: string }>('select id, module_type from modules')).map((m) => [
      m.module_type,
      m.id,
    ]),
  );
  const stores = new Map(
    (await tx.query<{ id: number; slug: string }>('select id, slug from stores')).map((s) => [s.slug, s.id]),
  );
  const zones = new Map(
    (await tx.query<{ id: number; name: string }>('select id, name from zones')).map((z) => [z.name, z.id]),
  );

  for (const c of DEMO_COUPONS) {
    const data =
      c.type === 'store_wise'
        ? (c.data ?? []).map((s) => stores.get(s))
        : c.type === 'zone_wise'
          ? (c.data ?? []).map((z) => zones.get(z))
          : [];
    if (data.some((id) => id === undefined)) throw new Error(`Coupon ${c.code} names an unknown store or zone`);
    const [row] = await tx.query<{ id: number }>(
      `insert into coupons (title, code, module_id, coupon_type, discount, discount_type, min_purchase, max_discount, start_date, expire_date,
         limit_per_user, data, created_by, store_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) returning id`,
      [
        c.title,
        c.code,
        modules.get(c.module) ?? null,
        c.type,
        c.discount,
        c.discountType,
        c.minPurchase,
        c.maxDiscount,
        addDays(now, c.from),
        addDays(now, c.to),
        c.limitPerUser ?? null,
        JSON.stringify(data),
        c.vendorStore ? 'vendor' : 'admin',
        c.vendorStore ? stores.get(c.vendorStore) : null,
      ],
    );
    await translate(tx, 'coupon', row.id, 'title', c.titleAr);
  }

  for (const [en, ar] of REFUND_REASONS) {
    const [row] = await tx.query<{ id: number }>('insert into refund_reasons (reason) values ($1) returning id', [en]);
    await translate(tx, 'refund_reason', row.id, 'reason', ar);
  }
  for (const [en, ar, userType] of CANCELLATION_REASONS) {
    const [row] = await tx.query<{ id: number }>(
      'insert into order_cancellation_reasons (reason, user_type) values ($1, $2) returning id',
      [en, userType],
    );
    await translate(tx, 'order_cancellation_reason', row.id, 'reason', ar);
  }

  for (const m of OFFLINE_METHODS) {
    const [row] = await tx.query<{ id: number }>(
      'insert into offline_payment_methods (method_name, method_fields, method_informations) values ($1, $2, $3) returning id',
      [m.name, JSON.stringify(m.fields), JSON.stringify(m.informations)],
    );
    await translate(tx, 'offline_payment_method', row.id, 'method_name', m.ar.name);
    await translate(tx, 'offline_payment_method', row.id, 'method_informations', JSON.stringify(m.ar.placeholders));
  }
  for (const [type, from, to, extra] of VEHICLES) {
    await tx.query(
      'insert into d_m_vehicles (type, starting_coverage_area, maximum_coverage_area, extra_charges) values ($1, $2, $3, $4)',
      [type, from, to, extra],
    );
  }

  const bonuses = await tx.query<{ id: number }>(
    `insert into wallet_bonuses (title, description, bonus_type, bonus_amount, minimum_add_amount, maximum_bonus_amount, start_date, end_date)
     values ('Top up 100, get 5%', 'A 5% bonus on top-ups of 100 SAR or more, up to 20 SAR.', 'percentage', 5, 100, 20, $1, $2),
            ('Big top-up bonus', '25 SAR on top-ups of 500 SAR or more.', 'amount', 25, 500, 0, $1, $2)
     returning id`,
    [addDays(now, -10), addDays(now, 120)],
  );
  const bonusesAr = [
    ['اشحن ١٠٠ واحصل على ٥٪', 'مكافأة ٥٪ على الشحن بمبلغ ١٠٠ ريال أو أكثر، حتى ٢٠ ريالاً.'],
    ['مكافأة الشحن الكبير', '٢٥ ريالاً عند الشحن بمبلغ ٥٠٠ ريال أو أكثر.'],
  ];
  for (const [i, { id }] of bonuses.entries()) {
    await translate(tx, 'wallet_bonus', id, 'title', bonusesAr[i][0]);
    await translate(tx, 'wallet_bonus', id, 'description', bonusesAr[i][1]);
  }

  const [customer] = await tx.query<{ id: number }>('select id from users where lower(email) = lower($1)', [
    DEMO_CUSTOMER.email,
  ]);
  if (customer) {
    await tx.query('update users set wallet_balance = $2 where id = $1', [customer.id, DEMO_WALLET_BALANCE]);
    await tx.query(
      `insert into wallet_transactions (user_id, credit, balance, transaction_type, reference) values ($1, $2, $2, 'add_fund', 'demo')`,
      [customer.id, DEMO_WALLET_BALANCE],
    );
  }
}
