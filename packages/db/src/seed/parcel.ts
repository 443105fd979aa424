/**
 * The demo parcel service (issue 18): parcel categories with their own
 * per-km and minimum charges (one, "Other items", left to the zone–module
 * rates of the parcel module), and the instructions a sender may pick.
 * Every name and description in English and Arabic (Arabic-Indic digits);
 * pictures are drawn from their file names (storage/images.ts).
 */
import type { Queryable } from '../client.ts';
import type { Bi } from './catalog/reference.ts';
import { translate } from './platform.ts';

export interface DemoParcelCategory {
  key: string;
  name: Bi;
  description: Bi;
  /** SAR per km and minimum; null = the zone–module rates of the parcel module. */
  perKm: number | null;
  minimum: number | null;
}

export const PARCEL_CATEGORIES: DemoParcelCategory[] = [
  {
    key: 'documents',
    name: { en: 'Documents', ar: 'مستندات' },
    description: {
      en: 'Papers, contracts and envelopes up to letter size, kept flat and dry.',
      ar: 'أوراق وعقود وأظرف بحجم الورق القياسي، تبقى مسطحة وجافة.',
    },
    perKm: 2,
    minimum: 10,
  },
  {
    key: 'small-box',
    name: { en: 'Small box', ar: 'صندوق صغير' },
    description: {
      en: 'Fits in a backpack: up to 5 kg, like a shoebox or a gift.',
      ar: 'يتسع في حقيبة ظهر: حتى ٥ كغ، مثل علبة حذاء أو هدية.',
    },
    perKm: 2.5,
    minimum: 12,
  },
  {
    key: 'medium-box',
    name: { en: 'Medium box', ar: 'صندوق متوسط' },
    description: {
      en: 'Up to 15 kg, carried on the courier’s bike or in a car.',
      ar: 'حتى ١٥ كغ، يُنقل على دراجة المندوب أو في سيارة.',
    },
    perKm: 3,
    minimum: 15,
  },
  {
    key: 'large-box',
    name: { en: 'Large box', ar: 'صندوق كبير' },
    description: {
      en: 'Up to 30 kg, sent by car: small furniture, appliances, moving boxes.',
      ar: 'حتى ٣٠ كغ، يُرسل بالسيارة: أثاث صغير وأجهزة وصناديق نقل.',
    },
    perKm: 4,
    minimum: 25,
  },
  {
    key: 'fragile',
    name: { en: 'Fragile', ar: 'قابل للكسر' },
    description: {
      en: 'Glass, ceramics and gifts that travel upright and by hand.',
      ar: 'زجاج وخزف وهدايا تُنقل قائمةً وباليد.',
    },
    perKm: 4,
    minimum: 20,
  },
  {
    key: 'food-container',
    name: { en: 'Food container', ar: 'حافظة طعام' },
    description: {
      en: 'Home-cooked food and lunch boxes, delivered while still warm.',
      ar: 'طعام منزلي وعلب غداء تصل وهي دافئة.',
    },
    perKm: 3,
    minimum: 14,
  },
  {
    key: 'electronics',
    name: { en: 'Electronics', ar: 'إلكترونيات' },
    description: {
      en: 'Phones, laptops and chargers in their boxes, kept dry.',
      ar: 'هواتف وحواسيب وشواحن في علبها، بعيداً عن الرطوبة.',
    },
    perKm: 3.5,
    minimum: 18,
  },
  {
    key: 'other-items',
    name: { en: 'Other items', ar: 'أغراض أخرى' },
    description: {
      en: 'Anything else a courier can carry, at the zone’s parcel rates.',
      ar: 'أي شيء آخر يستطيع المندوب حمله، بأسعار الطرود في المنطقة.',
    },
    perKm: null,
    minimum: null,
  },
];

export const PARCEL_INSTRUCTIONS: Bi[] = [
  { en: 'Handle with care', ar: 'يُرجى التعامل بحذر' },
  { en: 'Call before arriving', ar: 'اتصل قبل الوصول' },
  { en: 'Keep upright', ar: 'حافظ عليه قائماً' },
  { en: 'Do not bend', ar: 'لا تَثنِه' },
  { en: 'Ring the doorbell', ar: 'اضغط جرس الباب' },
  { en: 'Leave with the building guard', ar: 'سلّمه لحارس المبنى' },
  { en: 'Hand to the receiver only', ar: 'سلّمه للمستلم شخصياً' },
  { en: 'Keep away from heat', ar: 'أبعده عن الحرارة' },
];

export const parcelCategoryImage = (key: string) => `parcel-${key}.svg`;

export async function seedParcel(tx: Queryable): Promise<void> {
  const [module] = await tx.query<{ id: number }>(
    `select id from modules where module_type = 'parcel' order by id limit 1`,
  );
  if (!module) return;
  for (const [position, c] of PARCEL_CATEGORIES.entries()) {
    const [row] = await tx.query<{ id: number }>(
      `insert into parcel_categories (module_id, name, description, image, position, parcel_per_km_shipping_charge, parcel_minimum_shipping_charge)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [module.id, c.name.en, c.description.en, parcelCategoryImage(c.key), position, c.perKm, c.minimum],
    );
    await translate(tx, 'parcel_category', row.id, 'name', c.name.ar);
    await translate(tx, 'parcel_category', row.id, 'description', c.description.ar);
  }
  for (const [position, text] of PARCEL_INSTRUCTIONS.entries()) {
    const [row] = await tx.query<{ id: number }>(
      'insert into parcel_delivery_instructions (instruction, position) values ($1, $2) returning id',
      [text.en, position],
    );
    await translate(tx, 'parcel_instruction', row.id, 'instruction', text.ar);
  }
}
