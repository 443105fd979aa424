/**
 * Small bilingual vocabularies the catalog generators draw on: units,
 * option kinds, tags, allergens, nutrition lines, and the food variation
 * templates dishes pick from.
 */
import { localizeDigits } from '@souq/domain';

export interface Bi {
  en: string;
  ar: string;
}

export const UNITS = {
  kg: { en: 'kg', ar: 'كغ' },
  g: { en: 'g', ar: 'غ' },
  l: { en: 'litre', ar: 'لتر' },
  ml: { en: 'ml', ar: 'مل' },
  pc: { en: 'piece', ar: 'حبة' },
  pack: { en: 'pack', ar: 'عبوة' },
  box: { en: 'box', ar: 'علبة' },
  bottle: { en: 'bottle', ar: 'زجاجة' },
  bunch: { en: 'bunch', ar: 'حزمة' },
  tray: { en: 'tray', ar: 'طبق' },
  set: { en: 'set', ar: 'طقم' },
} satisfies Record<string, Bi>;
export type UnitKey = keyof typeof UNITS;

export const ATTRIBUTES = {
  color: { en: 'Color', ar: 'اللون' },
  size: { en: 'Size', ar: 'المقاس' },
  storage: { en: 'Storage', ar: 'السعة' },
  memory: { en: 'Memory', ar: 'الذاكرة' },
  weight: { en: 'Weight', ar: 'الوزن' },
  pack: { en: 'Pack size', ar: 'حجم العبوة' },
  volume: { en: 'Volume', ar: 'الحجم' },
  shade: { en: 'Shade', ar: 'الدرجة' },
} satisfies Record<string, Bi>;
export type AttributeKey = keyof typeof ATTRIBUTES;

export const TAGS = {
  bestseller: { en: 'bestseller', ar: 'الأكثر مبيعاً' },
  spicy: { en: 'spicy', ar: 'حار' },
  family: { en: 'family size', ar: 'حجم عائلي' },
  healthy: { en: 'healthy', ar: 'صحي' },
  new: { en: 'new', ar: 'جديد' },
  vegan: { en: 'vegan', ar: 'نباتي صرف' },
  breakfast: { en: 'breakfast', ar: 'فطور' },
  traditional: { en: 'traditional', ar: 'شعبي' },
  local: { en: 'local produce', ar: 'إنتاج محلي' },
  sugarfree: { en: 'sugar free', ar: 'خالٍ من السكر' },
  kids: { en: 'kids', ar: 'أطفال' },
  gift: { en: 'gift idea', ar: 'فكرة هدية' },
  premium: { en: 'premium', ar: 'فاخر' },
  seafood: { en: 'seafood', ar: 'مأكولات بحرية' },
  coffee: { en: 'coffee', ar: 'قهوة' },
} satisfies Record<string, Bi>;
export type TagKey = keyof typeof TAGS;

export const ALLERGENS = {
  G: { en: 'Gluten', ar: 'الغلوتين' },
  D: { en: 'Milk', ar: 'الحليب' },
  E: { en: 'Eggs', ar: 'البيض' },
  N: { en: 'Tree nuts', ar: 'المكسرات' },
  P: { en: 'Peanuts', ar: 'الفول السوداني' },
  S: { en: 'Sesame', ar: 'السمسم' },
  Y: { en: 'Soy', ar: 'الصويا' },
  F: { en: 'Fish', ar: 'السمك' },
  C: { en: 'Shellfish', ar: 'القشريات' },
  M: { en: 'Mustard', ar: 'الخردل' },
} satisfies Record<string, Bi>;
export type AllergenKey = keyof typeof ALLERGENS;

/** [kcal, protein g, carbohydrate g, fat g] → nutrition lines in both languages. */
export function nutritionLines([kcal, protein, carbs, fat]: readonly number[]): Bi[] {
  // Arabic-Indic digits, as the rest of the Arabic catalogue text writes its numbers.
  const ar = (n: number) => localizeDigits(String(n), 'ar');
  return [
    { en: `Calories ${kcal} kcal`, ar: `السعرات الحرارية ${ar(kcal)} سعرة` },
    { en: `Protein ${protein} g`, ar: `البروتين ${ar(protein)} غ` },
    { en: `Carbohydrates ${carbs} g`, ar: `الكربوهيدرات ${ar(carbs)} غ` },
    { en: `Fat ${fat} g`, ar: `الدهون ${ar(fat)} غ` },
  ];
}

interface VariationTemplate {
  name: Bi;
  type: 'single' | 'multi';
  required: boolean;
  min: number;
  max: number;
  values: [en: string, ar: string, price: number][];
}

/** Food variations dishes refer to by key (6amMart's food_variations). */
export const FOOD_VARIATIONS = {
  portion: {
    name: { en: 'Portion', ar: 'الحصة' },
    type: 'single',
    required: true,
    min: 1,
    max: 1,
    values: [
      ['Single', 'فردي', 0],
      ['Family (serves 4)', 'عائلي (٤ أشخاص)', 85],
    ],
  },
  size: {
    name: { en: 'Size', ar: 'الحجم' },
    type: 'single',
    required: true,
    min: 1,
    max: 1,
    values: [
      ['Regular', 'عادي', 0],
      ['Large', 'كبير', 6],
    ],
  },
  patty: {
    name: { en: 'Patty', ar: 'القرص' },
    type: 'single',
    required: true,
    min: 1,
    max: 1,
    values: [
      ['Single', 'فردي', 0],
      ['Double', 'مزدوج', 9],
    ],
  },
  pizza: {
    name: { en: 'Size', ar: 'الحجم' },
    type: 'single',
    required: true,
    min: 1,
    max: 1,
    values: [
      ['Small 8"', 'صغير ٨ إنش', 0],
      ['Medium 10"', 'وسط ١٠ إنش', 12],
      ['Large 12"', 'كبير ١٢ إنش', 22],
    ],
  },
  crust: {
    name: { en: 'Crust', ar: 'العجينة' },
    type: 'single',
    required: false,
    min: 0,
    max: 1,
    values: [
      ['Classic', 'كلاسيكية', 0],
      ['Thin', 'رقيقة', 0],
      ['Stuffed cheese', 'محشوة بالجبن', 8],
    ],
  },
  spice: {
    name: { en: 'Spice level', ar: 'درجة الحرارة' },
    type: 'single',
    required: true,
    min: 1,
    max: 1,
    values: [
      ['Mild', 'خفيف', 0],
      ['Medium', 'متوسط', 0],
      ['Hot', 'حار', 0],
    ],
  },
  burgerExtras: {
    name: { en: 'Extras', ar: 'إضافات' },
    type: 'multi',
    required: false,
    min: 0,
    max: 3,
    values: [
      ['Extra cheese', 'جبن إضافي', 3],
      ['Beef bacon', 'لحم مقدد بقري', 5],
      ['Fried egg', 'بيضة مقلية', 3],
      ['Jalapeños', 'هالبينو', 2],
    ],
  },
  sauces: {
    name: { en: 'Sauces', ar: 'الصوصات' },
    type: 'multi',
    required: true,
    min: 1,
    max: 2,
    values: [
      ['Garlic', 'ثوم', 0],
      ['Tahini', 'طحينة', 0],
      ['Chili', 'حار', 1],
      ['Pomegranate molasses', 'دبس الرمان', 1],
    ],
  },
  bread: {
    name: { en: 'Bread', ar: 'الخبز' },
    type: 'single',
    required: true,
    min: 1,
    max: 1,
    values: [
      ['Arabic bread', 'خبز عربي', 0],
      ['Saj', 'صاج', 2],
      ['Samoon', 'صامولي', 1],
    ],
  },
  cupSize: {
    name: { en: 'Cup size', ar: 'حجم الكوب' },
    type: 'single',
    required: true,
    min: 1,
    max: 1,
    values: [
      ['Small', 'صغير', 0],
      ['Medium', 'وسط', 3],
      ['Large', 'كبير', 5],
    ],
  },
  milk: {
    name: { en: 'Milk', ar: 'الحليب' },
    type: 'single',
    required: false,
    min: 0,
    max: 1,
    values: [
      ['Full fat', 'كامل الدسم', 0],
      ['Oat', 'شوفان', 4],
      ['Almond', 'لوز', 4],
    ],
  },
  sweetness: {
    name: { en: 'Sweetness', ar: 'السكر' },
    type: 'single',
    required: false,
    min: 0,
    max: 1,
    values: [
      ['No sugar', 'بدون سكر', 0],
      ['Medium', 'وسط', 0],
      ['Sweet', 'زيادة', 0],
    ],
  },
  pieces: {
    name: { en: 'Pieces', ar: 'عدد القطع' },
    type: 'single',
    required: true,
    min: 1,
    max: 1,
    values: [
      ['4 pieces', '٤ قطع', 0],
      ['8 pieces', '٨ قطع', 22],
    ],
  },
  toppings: {
    name: { en: 'Toppings', ar: 'الإضافات' },
    type: 'multi',
    required: false,
    min: 0,
    max: 4,
    values: [
      ['Mushrooms', 'فطر', 4],
      ['Olives', 'زيتون', 3],
      ['Jalapeños', 'هالبينو', 3],
      ['Extra mozzarella', 'موزاريلا إضافية', 6],
      ['Turkey pepperoni', 'ببروني ديك رومي', 7],
    ],
  },
  rice: {
    name: { en: 'Rice', ar: 'الأرز' },
    type: 'single',
    required: false,
    min: 0,
    max: 1,
    values: [
      ['Basmati', 'بسمتي', 0],
      ['Saffron rice', 'أرز بالزعفران', 4],
      ['No rice', 'بدون أرز', 0],
    ],
  },
} satisfies Record<string, VariationTemplate>;
export type FoodVariationKey = keyof typeof FOOD_VARIATIONS;

/** 6amMart's food_variations JSON in one language. */
export function foodVariationsJson(keys: readonly FoodVariationKey[], locale: 'en' | 'ar') {
  return keys.map((key) => {
    const v: VariationTemplate = FOOD_VARIATIONS[key];
    return {
      name: v.name[locale],
      type: v.type,
      min: v.type === 'single' ? (v.required ? 1 : 0) : v.min,
      max: v.type === 'single' ? 1 : v.max,
      required: v.required ? 'on' : 'off',
      values: v.values.map(([en, ar, price]) => ({ label: locale === 'en' ? en : ar, optionPrice: price })),
    };
  });
}

/** Arabic of the demo's choice values (colours, shades, sizes), issue 16 item 3. */
const OPTION_WORDS_AR: Record<string, string> = {
  Black: 'أسود',
  Silver: 'فضي',
  Blue: 'أزرق',
  Graphite: 'رمادي غامق',
  Sand: 'رملي',
  Green: 'أخضر',
  Olive: 'زيتوني',
  Rose: 'وردي',
  White: 'أبيض',
  Midnight: 'كحلي داكن',
  Cream: 'كريمي',
  Red: 'أحمر',
  Teal: 'أزرق مخضر',
  Beige: 'بيج',
  Sky: 'سماوي',
  Navy: 'كحلي',
  'Dusty Rose': 'وردي باهت',
  Grey: 'رمادي',
  Emerald: 'زمردي',
  Steel: 'فولاذي',
  Gold: 'ذهبي',
  Burgundy: 'عنابي',
  Nude: 'بلون البشرة',
  Ruby: 'ياقوتي',
  Ivory: 'عاجي',
  Honey: 'عسلي',
  Mocha: 'موكا',
  Purple: 'بنفسجي',
  S: 'صغير',
  M: 'وسط',
  L: 'كبير',
  XL: 'كبير جداً',
};

const OPTION_UNITS_AR: Record<string, string> = {
  GB: 'غيغابايت',
  mm: 'مم',
  ml: 'مل',
  kg: 'كغ',
  L: 'لتر',
  eggs: 'بيضة',
  tablets: 'قرص',
};

/** A choice value in Arabic: a known word, "128GB"/"1 kg"/"Size 3" with Arabic digits and units, or a bare number. */
export function optionValueAr(value: string): string {
  const word = OPTION_WORDS_AR[value];
  if (word) return word;
  const size = /^Size (\d+)$/.exec(value);
  if (size) return `مقاس ${localizeDigits(size[1], 'ar')}`;
  const measure = /^(\d+(?:\.\d+)?) ?([A-Za-z]+)$/.exec(value);
  if (measure && OPTION_UNITS_AR[measure[2]])
    return `${localizeDigits(measure[1], 'ar')} ${OPTION_UNITS_AR[measure[2]]}`;
  if (/^\d+$/.test(value)) return localizeDigits(value, 'ar');
  throw new Error(`No Arabic for the choice value "${value}": add it to OPTION_WORDS_AR`);
}
