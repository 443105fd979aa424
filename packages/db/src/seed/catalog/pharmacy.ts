/** Pharmacy products with generic names, common conditions and prescription flags. */
import type { Bi } from './reference.ts';
import { product, type ProductTemplate } from './templates.ts';

const p = product;
const g = (en: string, ar: string): Bi => ({ en, ar });

export const CONDITIONS: Record<string, Bi> = {
  headache: g('Headache & Fever', 'الصداع والحمى'),
  'cold-flu': g('Cold & Flu', 'البرد والإنفلونزا'),
  allergies: g('Allergies', 'الحساسية'),
  acidity: g('Acidity & Heartburn', 'الحموضة وحرقة المعدة'),
  diabetes: g('Diabetes Care', 'رعاية السكري'),
  'dry-skin': g('Dry Skin', 'جفاف البشرة'),
  immunity: g('Immunity', 'المناعة'),
  'joint-pain': g('Joint & Muscle Pain', 'آلام المفاصل والعضلات'),
};

const PARACETAMOL = g('Paracetamol', 'باراسيتامول');

export const PHARMACY: ProductTemplate[] = [
  p('paracetamol-500', 'Paracetamol 500 mg Tablets', 'أقراص باراسيتامول ٥٠٠ ملغ', 9, 'pain-fever', ['Relieves mild to moderate pain and reduces fever.', 'يخفف الألم الخفيف إلى المتوسط ويخفض الحرارة.'], { unit: 'box', generic: [PARACETAMOL], condition: 'headache', basic: true, tags: ['bestseller'], choices: [{ attribute: 'pack', options: [['24 tablets', 0], ['48 tablets', 7]] }], maxQuantity: 3 }),
  p('paracetamol-extra', 'Paracetamol Extra with Caffeine', 'باراسيتامول إكسترا مع الكافيين', 12, 'pain-fever', ['Extra-strength relief for headaches and migraine.', 'تخفيف قوي للصداع والشقيقة.'], { unit: 'box', generic: [PARACETAMOL, g('Caffeine', 'كافيين')], condition: 'headache', maxQuantity: 3 }),
  p('ibuprofen-400', 'Ibuprofen 400 mg Tablets (20)', 'أقراص إيبوبروفين ٤٠٠ ملغ (٢٠)', 14, 'pain-fever', ['Anti-inflammatory for pain, fever and swelling.', 'مضاد للالتهاب لتخفيف الألم والحرارة والتورم.'], { unit: 'box', generic: [g('Ibuprofen', 'إيبوبروفين')], condition: 'joint-pain', basic: true, maxQuantity: 3 }),
  p('kids-paracetamol-syrup', "Children's Paracetamol Syrup 120 ml", 'شراب باراسيتامول للأطفال ١٢٠ مل', 16, 'pain-fever', ['Strawberry-flavoured fever relief for children from 3 months.', 'خافض حرارة بنكهة الفراولة للأطفال من عمر ٣ أشهر.'], { unit: 'bottle', generic: [PARACETAMOL], condition: 'headache', tags: ['kids'] }),
  p('diclofenac-gel', 'Diclofenac Gel 50 g', 'جل ديكلوفيناك ٥٠ غ', 22, 'pain-fever', ['Topical gel for joint and muscle pain.', 'جل موضعي لآلام المفاصل والعضلات.'], { unit: 'box', generic: [g('Diclofenac sodium', 'ديكلوفيناك الصوديوم')], condition: 'joint-pain' }),
  p('cold-flu-day-night', 'Cold & Flu Day/Night Tablets', 'أقراص البرد والإنفلونزا نهار وليل', 24, 'cold-flu', ['Day tablets keep you going, night tablets help you rest.', 'أقراص النهار تبقيك نشيطاً وأقراص الليل تساعدك على الراحة.'], { unit: 'box', generic: [PARACETAMOL, g('Pseudoephedrine', 'سودوإيفيدرين'), g('Chlorphenamine', 'كلورفينامين')], condition: 'cold-flu', maxQuantity: 2 }),
  p('throat-lozenges', 'Honey & Lemon Throat Lozenges (24)', 'أقراص استحلاب للحلق بالعسل والليمون (٢٤)', 15, 'cold-flu', ['Soothes sore throats.', 'تلطف التهاب الحلق.'], { unit: 'box', generic: [g('Amylmetacresol', 'أميل ميتاكريسول')], condition: 'cold-flu' }),
  p('saline-nasal-spray', 'Saline Nasal Spray 30 ml', 'بخاخ أنف ملحي ٣٠ مل', 18, 'cold-flu', ['Gentle seawater spray for blocked noses.', 'بخاخ ماء بحر لطيف لانسداد الأنف.'], { unit: 'bottle', generic: [g('Sodium chloride 0.9%', 'كلوريد الصوديوم ٠٫٩٪')], condition: 'cold-flu', tags: ['kids'] }),
  p('cough-syrup', 'Dry Cough Syrup 100 ml', 'شراب للكحة الجافة ١٠٠ مل', 21, 'cold-flu', ['Non-drowsy relief from dry tickly coughs.', 'يخفف الكحة الجافة دون أن يسبب النعاس.'], { unit: 'bottle', generic: [g('Dextromethorphan', 'ديكستروميثورفان')], condition: 'cold-flu' }),
  p('vapour-rub', 'Vapour Rub 50 g', 'مرهم استنشاق ٥٠ غ', 17, 'cold-flu', ['Menthol and eucalyptus chest rub.', 'مرهم للصدر بالمنثول والكافور.'], { unit: 'box', generic: [g('Menthol', 'منثول'), g('Eucalyptus oil', 'زيت الأوكالبتوس')], condition: 'cold-flu' }),
  p('cetirizine-10', 'Cetirizine 10 mg Tablets (10)', 'أقراص سيتيريزين ١٠ ملغ (١٠)', 13, 'allergy', ['Once-daily relief from hay fever and dust allergy.', 'تخفيف لمرة يومياً من حساسية الغبار وحمى القش.'], { unit: 'box', generic: [g('Cetirizine', 'سيتيريزين')], condition: 'allergies', basic: true }),
  p('loratadine-10', 'Loratadine 10 mg Tablets (20)', 'أقراص لوراتادين ١٠ ملغ (٢٠)', 14, 'allergy', ['Non-drowsy antihistamine.', 'مضاد هيستامين لا يسبب النعاس.'], { unit: 'box', generic: [g('Loratadine', 'لوراتادين')], condition: 'allergies' }),
  p('allergy-eye-drops', 'Antihistamine Eye Drops 10 ml', 'قطرة عين مضادة للحساسية ١٠ مل', 26, 'allergy', ['For itchy, watery eyes during dust storms.', 'لحكة العين ودموعها خلال العواصف الترابية.'], { unit: 'bottle', generic: [g('Olopatadine', 'أولوباتادين')], condition: 'allergies' }),
  p('antacid-tablets', 'Antacid Chewable Tablets (48)', 'أقراص مضغ مضادة للحموضة (٤٨)', 19, 'digestive', ['Fast relief from heartburn and indigestion.', 'تخفيف سريع لحرقة المعدة وعسر الهضم.'], { unit: 'box', generic: [g('Calcium carbonate', 'كربونات الكالسيوم'), g('Magnesium carbonate', 'كربونات المغنيسيوم')], condition: 'acidity' }),
  p('omeprazole-20', 'Omeprazole 20 mg Capsules (14)', 'كبسولات أوميبرازول ٢٠ ملغ (١٤)', 21, 'digestive', ['Reduces stomach acid for lasting heartburn relief.', 'يقلل حمض المعدة لتخفيف دائم للحموضة.'], { unit: 'box', generic: [g('Omeprazole', 'أوميبرازول')], condition: 'acidity' }),
  p('oral-rehydration', 'Oral Rehydration Salts (10 sachets)', 'أملاح الإرواء الفموية (١٠ أكياس)', 12, 'digestive', ['Restores fluids and salts lost in the heat.', 'تعوض السوائل والأملاح المفقودة في الحر.'], { unit: 'box', generic: [g('Oral rehydration salts', 'أملاح الإرواء')], basic: true }),
  p('probiotic-capsules', 'Probiotic Capsules (30)', 'كبسولات بروبيوتيك (٣٠)', 65, 'digestive', ['Ten billion live cultures for gut health.', 'عشرة مليارات من البكتيريا النافعة لصحة الأمعاء.'], { unit: 'box', generic: [g('Lactobacillus rhamnosus', 'لاكتوباسيلس رامنوسس')], condition: 'immunity' }),
  p('amoxicillin-500', 'Amoxicillin 500 mg Capsules (21)', 'كبسولات أموكسيسيلين ٥٠٠ ملغ (٢١)', 28, 'prescription', ['Antibiotic for bacterial infections. Dispensed on prescription only.', 'مضاد حيوي للالتهابات البكتيرية. يصرف بوصفة طبية فقط.'], { unit: 'box', generic: [g('Amoxicillin', 'أموكسيسيلين')], prescription: true, maxQuantity: 2 }),
  p('azithromycin-250', 'Azithromycin 250 mg Tablets (6)', 'أقراص أزيثروميسين ٢٥٠ ملغ (٦)', 34, 'prescription', ['Antibiotic course. Dispensed on prescription only.', 'كورس مضاد حيوي. يصرف بوصفة طبية فقط.'], { unit: 'box', generic: [g('Azithromycin', 'أزيثروميسين')], prescription: true, maxQuantity: 2 }),
  p('metformin-500', 'Metformin 500 mg Tablets (60)', 'أقراص ميتفورمين ٥٠٠ ملغ (٦٠)', 18, 'prescription', ['For type 2 diabetes. Dispensed on prescription only.', 'لعلاج السكري من النوع الثاني. يصرف بوصفة طبية فقط.'], { unit: 'box', generic: [g('Metformin hydrochloride', 'ميتفورمين هيدروكلورايد')], prescription: true, condition: 'diabetes', maxQuantity: 3 }),
  p('atorvastatin-20', 'Atorvastatin 20 mg Tablets (30)', 'أقراص أتورفاستاتين ٢٠ ملغ (٣٠)', 45, 'prescription', ['Lowers cholesterol. Dispensed on prescription only.', 'يخفض الكوليسترول. يصرف بوصفة طبية فقط.'], { unit: 'box', generic: [g('Atorvastatin', 'أتورفاستاتين')], prescription: true, maxQuantity: 3 }),
  p('salbutamol-inhaler', 'Salbutamol Inhaler 100 mcg', 'بخاخ سالبوتامول ١٠٠ ميكروغرام', 25, 'prescription', ['Reliever inhaler for asthma. Dispensed on prescription only.', 'بخاخ موسع للشعب الهوائية للربو. يصرف بوصفة طبية فقط.'], { unit: 'pc', generic: [g('Salbutamol', 'سالبوتامول')], prescription: true, maxQuantity: 2 }),
  p('vitamin-d3', 'Vitamin D3 1000 IU (60)', 'فيتامين د٣ ١٠٠٠ وحدة (٦٠)', 35, 'vitamins-daily', ['Supports bones and immunity — most of us need it, even in the sun.', 'يدعم العظام والمناعة — يحتاجه معظمنا حتى مع الشمس.'], { unit: 'box', generic: [g('Cholecalciferol', 'كوليكالسيفيرول')], condition: 'immunity', tags: ['bestseller'] }),
  p('vitamin-c-effervescent', 'Vitamin C 1000 mg Effervescent (20)', 'فيتامين سي ١٠٠٠ ملغ فوار (٢٠)', 24, 'vitamins-daily', ['Orange-flavoured effervescent tablets.', 'أقراص فوارة بنكهة البرتقال.'], { unit: 'box', generic: [g('Ascorbic acid', 'حمض الأسكوربيك')], condition: 'immunity' }),
  p('multivitamin', 'Daily Multivitamin (30)', 'فيتامينات متعددة يومية (٣٠)', 49, 'vitamins-daily', ['A to Z vitamins and minerals in one tablet.', 'فيتامينات ومعادن من الألف إلى الياء في قرص واحد.'], { unit: 'box', generic: [g('Multivitamins', 'فيتامينات متعددة')], choices: [{ attribute: 'pack', options: [['30 tablets', 0], ['90 tablets', 70]] }] }),
  p('biotin', 'Biotin 5000 mcg (60)', 'بيوتين ٥٠٠٠ ميكروغرام (٦٠)', 45, 'vitamins-daily', ['For healthy hair, skin and nails.', 'لصحة الشعر والبشرة والأظافر.'], { unit: 'box', generic: [g('Biotin', 'بيوتين')] }),
  p('omega-3', 'Omega-3 Fish Oil 1000 mg (60)', 'زيت السمك أوميغا ٣ ١٠٠٠ ملغ (٦٠)', 59, 'minerals', ['EPA and DHA for heart and brain.', 'أحماض EPA وDHA للقلب والدماغ.'], { unit: 'box', generic: [g('Omega-3 fatty acids', 'أحماض أوميغا ٣ الدهنية')], allergens: ['F'] }),
  p('zinc-50', 'Zinc 50 mg (60)', 'زنك ٥٠ ملغ (٦٠)', 29, 'minerals', ['Supports immunity.', 'يدعم المناعة.'], { unit: 'box', generic: [g('Zinc gluconate', 'غلوكونات الزنك')], condition: 'immunity' }),
  p('iron-folic', 'Iron + Folic Acid (30)', 'حديد + حمض الفوليك (٣٠)', 27, 'minerals', ['Gentle iron for energy and pregnancy.', 'حديد لطيف للطاقة وفترة الحمل.'], { unit: 'box', generic: [g('Ferrous fumarate', 'فومارات الحديدوز'), g('Folic acid', 'حمض الفوليك')] }),
  p('calcium-d3', 'Calcium + D3 (60)', 'كالسيوم + د٣ (٦٠)', 42, 'minerals', ['For strong bones and teeth.', 'لعظام وأسنان قوية.'], { unit: 'box', generic: [g('Calcium carbonate', 'كربونات الكالسيوم'), g('Cholecalciferol', 'كوليكالسيفيرول')], condition: 'joint-pain' }),
  p('dry-skin-cream', 'Intensive Moisturising Cream 200 ml', 'كريم مرطب مكثف ٢٠٠ مل', 39, 'skin-care', ['Ceramide cream for very dry skin in desert air.', 'كريم بالسيراميد للبشرة شديدة الجفاف في الجو الصحراوي.'], { unit: 'box', condition: 'dry-skin', tags: ['bestseller'] }),
  p('sunscreen-spf50', 'Sunscreen SPF 50+ 50 ml', 'واقي شمس SPF ٥٠+ ٥٠ مل', 69, 'skin-care', ['Broad-spectrum, light fluid that does not whiten.', 'حماية واسعة الطيف بقوام خفيف لا يترك أثراً أبيض.'], { unit: 'bottle' }),
  p('micellar-water', 'Micellar Cleansing Water 400 ml', 'ماء ميسيلار منظف ٤٠٠ مل', 45, 'skin-care', ['Removes make-up without rinsing.', 'يزيل المكياج دون شطف.'], { unit: 'bottle' }),
  p('lip-balm', 'Lip Balm SPF 15', 'مرطب شفاه SPF ١٥', 12, 'skin-care', ['Protects chapped lips.', 'يحمي الشفاه المتشققة.'], { unit: 'pc', condition: 'dry-skin' }),
  p('sensitive-toothpaste', 'Sensitive Toothpaste 75 ml', 'معجون أسنان للأسنان الحساسة ٧٥ مل', 19, 'oral-care', ['Builds protection against sensitivity.', 'يبني حماية ضد حساسية الأسنان.'], { unit: 'box' }),
  p('mouthwash', 'Antiseptic Mouthwash 500 ml', 'غسول فم مطهر ٥٠٠ مل', 22, 'oral-care', ['Alcohol-free mint mouthwash.', 'غسول فم بالنعناع خالٍ من الكحول.'], { unit: 'bottle' }),
  p('miswak-toothpaste', 'Miswak Toothpaste 100 ml', 'معجون أسنان بالمسواك ١٠٠ مل', 11, 'oral-care', ['Natural miswak extract for healthy gums.', 'خلاصة المسواك الطبيعية للثة صحية.'], { unit: 'box', tags: ['traditional'] }),
  p('anti-dandruff-shampoo', 'Anti-Dandruff Shampoo 200 ml', 'شامبو ضد القشرة ٢٠٠ مل', 32, 'hair-care', ['Ketoconazole 1% medicated shampoo.', 'شامبو علاجي بالكيتوكونازول ١٪.'], { unit: 'bottle', generic: [g('Ketoconazole', 'كيتوكونازول')] }),
  p('baby-diapers', 'Baby Diapers Size 4 (44)', 'حفاضات أطفال مقاس ٤ (٤٤)', 65, 'baby-care', ['Up to 12 hours of dryness, 9–14 kg.', 'جفاف حتى ١٢ ساعة، ٩–١٤ كغ.'], { unit: 'pack', tags: ['bestseller'], choices: [{ attribute: 'size', options: [['Size 3', -5], ['Size 4', 0], ['Size 5', 6]] }] }),
  p('baby-wipes', 'Baby Wipes (72)', 'مناديل مبللة للأطفال (٧٢)', 14, 'baby-care', ['Fragrance-free, 99% water.', 'بدون عطر، ٩٩٪ ماء.'], { unit: 'pack' }),
  p('diaper-rash-cream', 'Diaper Rash Cream 100 g', 'كريم التسلخات ١٠٠ غ', 28, 'baby-care', ['Zinc oxide barrier cream.', 'كريم حاجز بأكسيد الزنك.'], { unit: 'box', generic: [g('Zinc oxide', 'أكسيد الزنك')] }),
  p('infant-formula-1', 'Infant Formula Stage 1 800 g', 'حليب رضع المرحلة ١ ٨٠٠ غ', 89, 'baby-food', ['From birth to 6 months.', 'من الولادة حتى ٦ أشهر.'], { unit: 'box', allergens: ['D'], maxQuantity: 4 }),
  p('baby-rice-cereal', 'Baby Rice Cereal 250 g', 'سيريلاك أرز للأطفال ٢٥٠ غ', 19, 'baby-food', ['First solid food from 6 months.', 'أول طعام صلب من عمر ٦ أشهر.'], { unit: 'box' }),
  p('digital-thermometer', 'Digital Thermometer', 'ميزان حرارة رقمي', 29, 'medical-devices', ['Reads in 10 seconds, with fever alarm.', 'يقرأ خلال ١٠ ثوانٍ مع تنبيه الحرارة.'], { unit: 'pc', basic: true }),
  p('bp-monitor', 'Upper Arm Blood Pressure Monitor', 'جهاز قياس ضغط الدم من الذراع', 189, 'medical-devices', ['Clinically validated, stores 60 readings.', 'معتمد سريرياً ويحفظ ٦٠ قراءة.'], { unit: 'pc', tags: ['premium'] }),
  p('glucose-meter', 'Blood Glucose Meter Kit', 'جهاز قياس السكر', 149, 'medical-devices', ['Meter, lancing device and 10 strips.', 'جهاز وقلم وخز و١٠ شرائط.'], { unit: 'set', condition: 'diabetes' }),
  p('glucose-strips', 'Glucose Test Strips (50)', 'شرائط فحص السكر (٥٠)', 95, 'medical-devices', ['Strips for the glucose meter kit.', 'شرائط لجهاز قياس السكر.'], { unit: 'box', condition: 'diabetes' }),
  p('pulse-oximeter', 'Fingertip Pulse Oximeter', 'جهاز قياس الأكسجين', 99, 'medical-devices', ['Oxygen saturation and pulse rate.', 'نسبة تشبع الأكسجين ومعدل النبض.'], { unit: 'pc' }),
  p('adhesive-bandages', 'Adhesive Bandages (40)', 'لاصق جروح (٤٠)', 12, 'first-aid', ['Assorted waterproof plasters.', 'لواصق جروح متنوعة مقاومة للماء.'], { unit: 'box', basic: true }),
  p('antiseptic-solution', 'Antiseptic Solution 250 ml', 'محلول مطهر ٢٥٠ مل', 16, 'first-aid', ['For cuts, grazes and bites.', 'للجروح والخدوش واللدغات.'], { unit: 'bottle', generic: [g('Chloroxylenol', 'كلوروكسيلينول')] }),
  p('hand-sanitizer', 'Hand Sanitizer 500 ml', 'معقم يدين ٥٠٠ مل', 19, 'first-aid', ['70% alcohol gel with aloe.', 'جل كحولي ٧٠٪ مع الصبار.'], { unit: 'bottle' }),
  p('face-masks', 'Medical Face Masks (50)', 'كمامات طبية (٥٠)', 25, 'first-aid', ['Three-layer disposable masks.', 'كمامات بثلاث طبقات للاستخدام مرة واحدة.'], { unit: 'box' }),
];
