/** Shop products (electronics, fashion, home, beauty, sports) with brands and options. */
import type { Bi } from './reference.ts';
import { product, type ProductTemplate } from './templates.ts';

const p = product;

/** Fictional brands of the demo shop. */
export const BRANDS: Record<string, Bi> = {
  zenith: { en: 'Zenith', ar: 'زينيث' },
  nova: { en: 'Nova Audio', ar: 'نوفا أوديو' },
  aurora: { en: 'Aurora Home', ar: 'أورورا هوم' },
  sahara: { en: 'Sahara Wear', ar: 'صحارى وير' },
  najma: { en: 'Najma', ar: 'نجمة' },
  'oud-royale': { en: 'Oud Royale', ar: 'عود رويال' },
  falcon: { en: 'Falcon Sports', ar: 'فالكون سبورتس' },
  lumina: { en: 'Lumina Beauty', ar: 'لومينا بيوتي' },
};

const COLORS = (...names: string[]): [string, number][] => names.map((n) => [n, 0]);
const SIZES = (...names: string[]): [string, number][] => names.map((n) => [n, 0]);

export const ECOMMERCE: ProductTemplate[] = [
  // Phones
  p('zenith-z12', 'Zenith Z12 Smartphone', 'هاتف زينيث Z12 الذكي', 2499, 'phones', ['6.4-inch OLED, 50 MP camera and two-day battery.', 'شاشة OLED مقاس ٦٫٤ إنش وكاميرا ٥٠ ميغابكسل وبطارية تدوم يومين.'], { unit: 'pc', brand: 'zenith', tags: ['bestseller'], choices: [{ attribute: 'color', options: COLORS('Black', 'Silver', 'Blue') }, { attribute: 'storage', options: [['128GB', 0], ['256GB', 400]] }], maxQuantity: 2 }),
  p('zenith-z12-pro', 'Zenith Z12 Pro', 'زينيث Z12 برو', 3799, 'phones', ['Titanium frame, 5× periscope zoom and 120 Hz display.', 'إطار من التيتانيوم وتقريب بصري ٥× وشاشة ١٢٠ هرتز.'], { unit: 'pc', brand: 'zenith', tags: ['premium', 'new'], choices: [{ attribute: 'color', options: COLORS('Graphite', 'Sand') }, { attribute: 'storage', options: [['256GB', 0], ['512GB', 600]] }], maxQuantity: 2 }),
  p('zenith-lite', 'Zenith Lite Phone', 'هاتف زينيث لايت', 999, 'phones', ['Everyday phone with a big battery and dual SIM.', 'هاتف للاستخدام اليومي ببطارية كبيرة وشريحتين.'], { unit: 'pc', brand: 'zenith', choices: [{ attribute: 'color', options: COLORS('Black', 'Green') }, { attribute: 'storage', options: [['64GB', 0], ['128GB', 200]] }] }),
  p('fast-charger-65w', '65 W Fast Charger', 'شاحن سريع ٦٥ واط', 89, 'accessories', ['USB-C GaN charger for phones and laptops.', 'شاحن GaN بمنفذ USB-C للهواتف والحواسيب.'], { unit: 'pc', brand: 'zenith' }),
  p('phone-case', 'Silicone Phone Case', 'غطاء هاتف سيليكون', 59, 'accessories', ['Soft-touch case for the Z12 series.', 'غطاء ناعم الملمس لسلسلة Z12.'], { unit: 'pc', brand: 'zenith', choices: [{ attribute: 'color', options: COLORS('Black', 'Sand', 'Olive', 'Rose') }] }),
  p('power-bank', 'Power Bank 20000 mAh', 'شاحن متنقل ٢٠٠٠٠ مللي أمبير', 129, 'accessories', ['Charges a phone four times, with 22.5 W output.', 'يشحن الهاتف أربع مرات بقدرة ٢٢٫٥ واط.'], { unit: 'pc', brand: 'nova' }),
  p('usb-c-cable', 'Braided USB-C Cable 2 m', 'كابل USB-C مضفر ٢ م', 35, 'accessories', ['Tough braided cable, 100 W.', 'كابل مضفر متين بقدرة ١٠٠ واط.'], { unit: 'pc', brand: 'zenith' }),
  p('smartwatch', 'Zenith Watch 3', 'ساعة زينيث ٣', 799, 'accessories', ['Fitness tracking, prayer time alerts and 7-day battery.', 'تتبع اللياقة وتنبيهات أوقات الصلاة وبطارية ٧ أيام.'], { unit: 'pc', brand: 'zenith', tags: ['new'], choices: [{ attribute: 'size', options: [['41 mm', 0], ['45 mm', 50]] }, { attribute: 'color', options: COLORS('Black', 'Silver') }] }),
  // Computers
  p('zenith-book-14', 'Zenith Book 14 Laptop', 'حاسوب زينيث بوك ١٤', 3299, 'computers', ['14-inch, 1.2 kg, Arabic–English keyboard.', 'مقاس ١٤ إنش ووزن ١٫٢ كغ ولوحة مفاتيح عربية إنجليزية.'], { unit: 'pc', brand: 'zenith', choices: [{ attribute: 'memory', options: [['8GB', 0], ['16GB', 500]] }], maxQuantity: 2 }),
  p('zenith-tab-11', 'Zenith Tab 11', 'جهاز زينيث تاب ١١', 1599, 'computers', ['11-inch tablet with stylus support.', 'جهاز لوحي مقاس ١١ إنش يدعم القلم.'], { unit: 'pc', brand: 'zenith', choices: [{ attribute: 'storage', options: [['128GB', 0], ['256GB', 300]] }] }),
  p('wireless-mouse', 'Silent Wireless Mouse', 'فأرة لاسلكية صامتة', 79, 'computers', ['Quiet clicks, 18-month battery.', 'نقرات هادئة وبطارية ١٨ شهراً.'], { unit: 'pc', brand: 'zenith', choices: [{ attribute: 'color', options: COLORS('Black', 'White') }] }),
  p('laptop-backpack', 'Laptop Backpack 15"', 'حقيبة ظهر للحاسوب ١٥ إنش', 149, 'computers', ['Water-resistant with a padded laptop sleeve.', 'مقاومة للماء مع جيب مبطن للحاسوب.'], { unit: 'pc', brand: 'sahara' }),
  // Audio
  p('nova-buds-pro', 'Nova Buds Pro', 'سماعات نوفا بودز برو', 399, 'audio', ['Noise-cancelling earbuds with 30-hour case.', 'سماعات أذن بعزل الضوضاء وعلبة تدوم ٣٠ ساعة.'], { unit: 'pc', brand: 'nova', tags: ['bestseller'], choices: [{ attribute: 'color', options: COLORS('White', 'Black') }] }),
  p('nova-headphones', 'Nova Over-Ear ANC Headphones', 'سماعات نوفا فوق الأذن بعزل الضوضاء', 699, 'audio', ['Adaptive noise cancelling and 40-hour battery.', 'عزل ضوضاء تكيفي وبطارية ٤٠ ساعة.'], { unit: 'pc', brand: 'nova', tags: ['premium'], choices: [{ attribute: 'color', options: COLORS('Midnight', 'Cream') }] }),
  p('nova-go-speaker', 'Nova Go Speaker', 'مكبر صوت نوفا غو', 249, 'audio', ['Waterproof Bluetooth speaker for the desert camp.', 'مكبر صوت بلوتوث مقاوم للماء للمخيم.'], { unit: 'pc', brand: 'nova', choices: [{ attribute: 'color', options: COLORS('Black', 'Red', 'Teal') }] }),
  p('nova-soundbar', 'Nova Soundbar 2.1', 'مكبر صوت نوفا ساوند بار ٢٫١', 899, 'audio', ['Soundbar with wireless subwoofer.', 'مكبر صوت مع مضخم لاسلكي.'], { unit: 'pc', brand: 'nova' }),
  // Men
  p('cotton-thobe', 'Cotton Thobe', 'ثوب قطني', 189, 'men', ['Classic Saudi collar thobe in breathable cotton.', 'ثوب بياقة سعودية كلاسيكية من القطن المريح.'], { unit: 'pc', brand: 'sahara', tags: ['bestseller'], choices: [{ attribute: 'size', options: SIZES('54', '56', '58', '60') }, { attribute: 'color', options: COLORS('White', 'Beige') }] }),
  p('red-shemagh', 'Red Shemagh', 'شماغ أحمر', 89, 'men', ['Fine cotton shemagh with crisp pattern.', 'شماغ قطني ناعم بنقشة واضحة.'], { unit: 'pc', brand: 'sahara', tags: ['traditional', 'gift'] }),
  p('linen-shirt', 'Linen Shirt', 'قميص كتان', 129, 'men', ['Relaxed linen shirt for warm evenings.', 'قميص كتان مريح للأمسيات الدافئة.'], { unit: 'pc', brand: 'sahara', choices: [{ attribute: 'size', options: SIZES('S', 'M', 'L', 'XL') }, { attribute: 'color', options: COLORS('White', 'Sky') }] }),
  p('chino-trousers', 'Chino Trousers', 'بنطال تشينو', 149, 'men', ['Stretch cotton chinos.', 'بنطال تشينو قطني مرن.'], { unit: 'pc', brand: 'sahara', choices: [{ attribute: 'size', options: SIZES('30', '32', '34', '36') }] }),
  p('polo-shirt', 'Piqué Polo Shirt', 'قميص بولو', 79, 'men', ['Cotton piqué polo.', 'قميص بولو من القطن.'], { unit: 'pc', brand: 'falcon', choices: [{ attribute: 'size', options: SIZES('S', 'M', 'L', 'XL') }, { attribute: 'color', options: COLORS('Navy', 'White', 'Green') }] }),
  // Women
  p('classic-abaya', 'Classic Black Abaya', 'عباية سوداء كلاسيكية', 349, 'women', ['Flowing crepe abaya with hidden buttons.', 'عباية كريب انسيابية بأزرار مخفية.'], { unit: 'pc', brand: 'najma', tags: ['bestseller'], choices: [{ attribute: 'size', options: SIZES('52', '54', '56', '58') }] }),
  p('embroidered-abaya', 'Embroidered Abaya', 'عباية مطرزة', 549, 'women', ['Hand-embroidered sleeves in gold thread.', 'أكمام مطرزة يدوياً بخيوط ذهبية.'], { unit: 'pc', brand: 'najma', tags: ['premium'], choices: [{ attribute: 'size', options: SIZES('52', '54', '56', '58') }, { attribute: 'color', options: COLORS('Black', 'Navy') }] }),
  p('silk-hijab', 'Silk Hijab', 'طرحة حرير', 69, 'women', ['Soft silk-touch hijab.', 'طرحة ناعمة بملمس الحرير.'], { unit: 'pc', brand: 'najma', choices: [{ attribute: 'color', options: COLORS('Black', 'Beige', 'Dusty Rose', 'Grey') }] }),
  p('maxi-dress', 'Maxi Dress', 'فستان طويل', 259, 'women', ['Modest flowing maxi dress.', 'فستان طويل محتشم وانسيابي.'], { unit: 'pc', brand: 'najma', choices: [{ attribute: 'size', options: SIZES('S', 'M', 'L') }, { attribute: 'color', options: COLORS('Emerald', 'Sand') }] }),
  p('knit-cardigan', 'Long Knit Cardigan', 'كارديجان طويل', 139, 'women', ['Lightweight knit for cool evenings.', 'كارديجان خفيف للأمسيات الباردة.'], { unit: 'pc', brand: 'najma', choices: [{ attribute: 'size', options: SIZES('S', 'M', 'L') }] }),
  // Shoes
  p('running-shoes', 'Falcon Running Shoes', 'حذاء الجري فالكون', 299, 'shoes', ['Cushioned road running shoes.', 'حذاء جري مبطن للطرق.'], { unit: 'pc', brand: 'falcon', tags: ['bestseller'], choices: [{ attribute: 'size', options: SIZES('40', '41', '42', '43', '44', '45') }, { attribute: 'color', options: COLORS('Black', 'White') }] }),
  p('leather-sandals', 'Leather Sharqi Sandals', 'نعال شرقي جلد', 179, 'shoes', ['Handmade leather sandals.', 'نعال جلد مصنوع يدوياً.'], { unit: 'pc', brand: 'sahara', tags: ['traditional'], choices: [{ attribute: 'size', options: SIZES('41', '42', '43', '44') }] }),
  p('womens-sneakers', "Women's Sneakers", 'حذاء رياضي نسائي', 249, 'shoes', ['Light everyday sneakers.', 'حذاء رياضي خفيف للاستخدام اليومي.'], { unit: 'pc', brand: 'falcon', choices: [{ attribute: 'size', options: SIZES('36', '37', '38', '39', '40') }] }),
  // Home and kitchen
  p('air-fryer', 'Air Fryer 5.5 L', 'قلاية هوائية ٥٫٥ لتر', 399, 'appliances', ['Crisp samboosa and fries with little oil.', 'سمبوسة وبطاطس مقرمشة بقليل من الزيت.'], { unit: 'pc', brand: 'aurora', tags: ['bestseller'], choices: [{ attribute: 'color', options: COLORS('Black', 'White') }] }),
  p('espresso-machine', 'Espresso Machine', 'آلة إسبريسو', 899, 'appliances', ['15-bar pump with milk frother.', 'مضخة ١٥ بار مع مبخر حليب.'], { unit: 'pc', brand: 'aurora', tags: ['coffee', 'premium'] }),
  p('saudi-coffee-maker', 'Electric Arabic Coffee Maker', 'صانعة القهوة العربية الكهربائية', 259, 'appliances', ['Brews gahwa with cardamom and keeps it warm.', 'تحضر القهوة العربية بالهيل وتبقيها دافئة.'], { unit: 'pc', brand: 'aurora', tags: ['coffee', 'traditional'] }),
  p('blender', 'High-Speed Blender 1.5 L', 'خلاط عالي السرعة ١٫٥ لتر', 229, 'appliances', ['For smoothies, hummus and crushed ice.', 'للسموذي والحمص وجرش الثلج.'], { unit: 'pc', brand: 'aurora' }),
  p('electric-kettle', 'Electric Kettle 1.7 L', 'غلاية كهربائية ١٫٧ لتر', 119, 'appliances', ['Fast boil with keep-warm.', 'غليان سريع مع حفظ الحرارة.'], { unit: 'pc', brand: 'aurora', choices: [{ attribute: 'color', options: COLORS('Steel', 'Black') }] }),
  p('cookware-set', 'Non-Stick Cookware Set (10 pieces)', 'طقم أواني طبخ غير لاصقة (١٠ قطع)', 449, 'cookware', ['Pots and pans for induction and gas.', 'قدور ومقالٍ للحث والغاز.'], { unit: 'set', brand: 'aurora' }),
  p('dallah-thermos', 'Dallah Thermos 1 L', 'ترمس دلة ١ لتر', 89, 'cookware', ['Keeps coffee hot for 12 hours.', 'يحفظ القهوة ساخنة ١٢ ساعة.'], { unit: 'pc', brand: 'aurora', tags: ['coffee', 'gift'], choices: [{ attribute: 'color', options: COLORS('Gold', 'Silver', 'Black') }] }),
  p('date-tray', 'Wooden Date Serving Tray', 'صينية تقديم التمر الخشبية', 129, 'decor', ['Acacia wood tray with brass handles.', 'صينية من خشب الأكاسيا بمقابض نحاسية.'], { unit: 'pc', brand: 'aurora', tags: ['gift'] }),
  p('oud-candle', 'Oud Scented Candle', 'شمعة معطرة بالعود', 69, 'decor', ['Hand-poured candle with oud and amber.', 'شمعة مصبوبة يدوياً بالعود والعنبر.'], { unit: 'pc', brand: 'oud-royale', tags: ['gift'] }),
  p('prayer-mat', 'Padded Prayer Mat', 'سجادة صلاة مبطنة', 99, 'decor', ['Thick memory-foam prayer mat.', 'سجادة صلاة سميكة بإسفنج ذكي.'], { unit: 'pc', brand: 'sahara', choices: [{ attribute: 'color', options: COLORS('Green', 'Burgundy', 'Navy') }] }),
  // Beauty
  p('oud-royale-edp', 'Oud Royale Eau de Parfum', 'عطر عود رويال أو دو بارفان', 329, 'fragrance', ['Cambodian oud, rose and saffron.', 'عود كمبودي وورد وزعفران.'], { unit: 'bottle', brand: 'oud-royale', tags: ['premium', 'gift'], choices: [{ attribute: 'volume', options: [['50 ml', 0], ['100 ml', 170]] }] }),
  p('bakhoor', 'Bakhoor Incense 50 g', 'بخور ٥٠ غ', 79, 'fragrance', ['Rich bakhoor for majlis and guests.', 'بخور غني للمجلس والضيوف.'], { unit: 'box', brand: 'oud-royale', tags: ['traditional'] }),
  p('rose-oil', 'Taif Rose Perfume Oil 12 ml', 'دهن ورد طائفي ١٢ مل', 149, 'fragrance', ['Alcohol-free perfume oil of Taif roses.', 'دهن عطري من ورد الطائف خالٍ من الكحول.'], { unit: 'bottle', brand: 'oud-royale', tags: ['local', 'gift'] }),
  p('matte-lipstick', 'Matte Lipstick', 'أحمر شفاه مطفي', 89, 'makeup', ['Long-wear matte lipstick.', 'أحمر شفاه مطفي يدوم طويلاً.'], { unit: 'pc', brand: 'lumina', choices: [{ attribute: 'shade', options: COLORS('Nude', 'Rose', 'Ruby') }] }),
  p('foundation', 'Skin-Tint Foundation 30 ml', 'كريم أساس خفيف ٣٠ مل', 129, 'makeup', ['Light coverage with SPF 20.', 'تغطية خفيفة مع SPF ٢٠.'], { unit: 'bottle', brand: 'lumina', choices: [{ attribute: 'shade', options: COLORS('Ivory', 'Sand', 'Honey', 'Mocha') }] }),
  p('mascara', 'Volume Mascara', 'ماسكارا لتكثيف الرموش', 79, 'makeup', ['Smudge-proof volume mascara.', 'ماسكارا مقاومة للتلطخ لتكثيف الرموش.'], { unit: 'pc', brand: 'lumina' }),
  p('brush-set', 'Makeup Brush Set (8)', 'طقم فرش مكياج (٨)', 119, 'makeup', ['Soft synthetic brushes with case.', 'فرش صناعية ناعمة مع حقيبة.'], { unit: 'set', brand: 'lumina', tags: ['gift'] }),
  // Sports
  p('yoga-mat', 'Yoga Mat 6 mm', 'سجادة يوغا ٦ مم', 119, 'fitness', ['Non-slip mat with carry strap.', 'سجادة مانعة للانزلاق مع حزام للحمل.'], { unit: 'pc', brand: 'falcon', choices: [{ attribute: 'color', options: COLORS('Teal', 'Purple', 'Black') }] }),
  p('adjustable-dumbbells', 'Adjustable Dumbbells 20 kg', 'دمبل قابل للتعديل ٢٠ كغ', 499, 'fitness', ['Pair of dumbbells adjustable from 2 to 20 kg.', 'زوج دمبل قابل للتعديل من ٢ إلى ٢٠ كغ.'], { unit: 'set', brand: 'falcon', maxQuantity: 2 }),
  p('resistance-bands', 'Resistance Bands Set', 'طقم أحزمة مقاومة', 89, 'fitness', ['Five bands from light to extra heavy.', 'خمسة أحزمة من الخفيف إلى الثقيل جداً.'], { unit: 'set', brand: 'falcon' }),
  p('camping-tent', 'Desert Camping Tent (4 person)', 'خيمة تخييم صحراوية (٤ أشخاص)', 399, 'outdoor', ['Sand-proof tent with sun fly.', 'خيمة مقاومة للرمال مع غطاء شمسي.'], { unit: 'pc', brand: 'falcon', tags: ['family'] }),
  p('cooler-box', 'Cooler Box 30 L', 'صندوق تبريد ٣٠ لتر', 189, 'outdoor', ['Keeps ice for two days.', 'يحفظ الثلج يومين.'], { unit: 'pc', brand: 'falcon' }),
  p('football', 'Match Football Size 5', 'كرة قدم مقاس ٥', 99, 'outdoor', ['Thermo-bonded match ball.', 'كرة مباريات ملحومة حرارياً.'], { unit: 'pc', brand: 'falcon' }),
  p('water-bottle', 'Insulated Water Bottle 1 L', 'قارورة ماء معزولة ١ لتر', 59, 'fitness', ['Cold for 24 hours.', 'تحفظ البرودة ٢٤ ساعة.'], { unit: 'pc', brand: 'falcon', choices: [{ attribute: 'color', options: COLORS('Black', 'Sand', 'Sky') }] }),
];
