/** Category trees of the four store modules: categories with sub-categories. */
import type { ModuleType } from '@souq/domain';

export interface CategorySpec {
  key: string;
  en: string;
  ar: string;
  featured?: boolean;
  children: { key: string; en: string; ar: string }[];
}

type StoreModule = Extract<ModuleType, 'food' | 'grocery' | 'pharmacy' | 'ecommerce'>;

const c = (
  key: string,
  en: string,
  ar: string,
  children: [string, string, string][],
  featured = false,
): CategorySpec => ({
  key,
  en,
  ar,
  featured,
  children: children.map(([childKey, childEn, childAr]) => ({ key: childKey, en: childEn, ar: childAr })),
});

export const CATEGORIES: Record<StoreModule, CategorySpec[]> = {
  food: [
    c(
      'saudi',
      'Saudi Dishes',
      'أطباق سعودية',
      [
        ['kabsa', 'Kabsa & Rice', 'الكبسة والأرز'],
        ['traditional', 'Traditional Plates', 'أكلات شعبية'],
      ],
      true,
    ),
    c(
      'grills',
      'Grills & Shawarma',
      'مشويات وشاورما',
      [
        ['mixed-grills', 'Mixed Grills', 'مشويات مشكلة'],
        ['shawarma', 'Shawarma', 'شاورما'],
      ],
      true,
    ),
    c(
      'burgers',
      'Burgers',
      'برجر',
      [
        ['beef-burgers', 'Beef Burgers', 'برجر لحم'],
        ['chicken-burgers', 'Chicken Burgers', 'برجر دجاج'],
        ['veggie-burgers', 'Veggie Burgers', 'برجر نباتي'],
      ],
      true,
    ),
    c(
      'pizza-pasta',
      'Pizza & Pasta',
      'بيتزا ومعكرونة',
      [
        ['pizza', 'Pizza', 'بيتزا'],
        ['pasta', 'Pasta', 'معكرونة'],
      ],
      true,
    ),
    c('indian', 'Indian', 'هندي', [
      ['curries', 'Curries', 'كاري'],
      ['biryani', 'Biryani', 'برياني'],
    ]),
    c('asian', 'Asian', 'آسيوي', [
      ['sushi', 'Sushi', 'سوشي'],
      ['noodles', 'Noodles & Bowls', 'نودلز وأطباق'],
    ]),
    c(
      'breakfast',
      'Breakfast',
      'فطور',
      [
        ['eggs', 'Eggs & Plates', 'بيض وأطباق'],
        ['bakery-items', 'Pastries', 'معجنات'],
      ],
      true,
    ),
    c('starters', 'Starters & Salads', 'مقبلات وسلطات', [
      ['appetizers', 'Appetizers', 'مقبلات'],
      ['salads', 'Salads', 'سلطات'],
    ]),
    c('desserts', 'Desserts', 'حلويات', [
      ['arabic-sweets', 'Arabic Sweets', 'حلويات عربية'],
      ['cakes', 'Cakes & Desserts', 'كيك وحلى'],
    ]),
    c('drinks', 'Drinks', 'مشروبات', [
      ['hot-drinks', 'Hot Drinks', 'مشروبات ساخنة'],
      ['cold-drinks', 'Cold Drinks & Juices', 'مشروبات باردة وعصائر'],
    ]),
  ],
  grocery: [
    c(
      'produce',
      'Fruits & Vegetables',
      'فواكه وخضروات',
      [
        ['fruits', 'Fruits', 'فواكه'],
        ['vegetables', 'Vegetables', 'خضروات'],
        ['herbs', 'Fresh Herbs', 'أعشاب طازجة'],
      ],
      true,
    ),
    c(
      'dairy',
      'Dairy & Eggs',
      'ألبان وبيض',
      [
        ['milk', 'Milk & Laban', 'حليب ولبن'],
        ['cheese', 'Cheese', 'أجبان'],
        ['yogurt', 'Yogurt & Labneh', 'زبادي ولبنة'],
        ['eggs-grocery', 'Eggs', 'بيض'],
      ],
      true,
    ),
    c('bakery', 'Bakery', 'مخبوزات', [
      ['bread', 'Bread', 'خبز'],
      ['pastries', 'Pastries & Sweets', 'معجنات وحلويات'],
    ]),
    c(
      'meat',
      'Meat & Poultry',
      'لحوم ودواجن',
      [
        ['poultry', 'Poultry', 'دواجن'],
        ['red-meat', 'Red Meat', 'لحوم حمراء'],
      ],
      true,
    ),
    c(
      'pantry',
      'Pantry',
      'المؤونة',
      [
        ['rice-grains', 'Rice & Grains', 'أرز وحبوب'],
        ['oils', 'Oils & Ghee', 'زيوت وسمن'],
        ['spices', 'Spices', 'بهارات'],
        ['dates-honey', 'Dates & Honey', 'تمور وعسل'],
      ],
      true,
    ),
    c('beverages', 'Beverages', 'مشروبات', [
      ['water', 'Water', 'مياه'],
      ['juices', 'Juices', 'عصائر'],
      ['coffee-tea', 'Coffee & Tea', 'قهوة وشاي'],
    ]),
    c('snacks', 'Snacks', 'وجبات خفيفة', [
      ['nuts-chips', 'Nuts & Chips', 'مكسرات ورقائق'],
      ['chocolate', 'Chocolate & Sweets', 'شوكولاتة وحلوى'],
    ]),
    c('household', 'Household', 'مستلزمات المنزل', [
      ['cleaning', 'Cleaning', 'منظفات'],
      ['paper', 'Paper & Tissue', 'ورقيات ومناديل'],
    ]),
  ],
  pharmacy: [
    c(
      'medicines',
      'Medicines',
      'أدوية',
      [
        ['pain-fever', 'Pain & Fever', 'الألم والحرارة'],
        ['cold-flu', 'Cold & Flu', 'البرد والإنفلونزا'],
        ['allergy', 'Allergy', 'الحساسية'],
        ['digestive', 'Digestive Health', 'صحة الجهاز الهضمي'],
        ['prescription', 'Prescription Medicines', 'أدوية بوصفة طبية'],
      ],
      true,
    ),
    c(
      'vitamins',
      'Vitamins & Supplements',
      'فيتامينات ومكملات',
      [
        ['vitamins-daily', 'Vitamins', 'فيتامينات'],
        ['minerals', 'Minerals & Omega', 'معادن وأوميغا'],
      ],
      true,
    ),
    c(
      'personal-care',
      'Personal Care',
      'العناية الشخصية',
      [
        ['skin-care', 'Skin Care', 'العناية بالبشرة'],
        ['oral-care', 'Oral Care', 'العناية بالفم'],
        ['hair-care', 'Hair Care', 'العناية بالشعر'],
      ],
      true,
    ),
    c('mother-baby', 'Mother & Baby', 'الأم والطفل', [
      ['baby-care', 'Baby Care', 'العناية بالطفل'],
      ['baby-food', 'Baby Food', 'أغذية الأطفال'],
    ]),
    c('devices', 'Devices & First Aid', 'أجهزة وإسعافات أولية', [
      ['medical-devices', 'Medical Devices', 'أجهزة طبية'],
      ['first-aid', 'First Aid', 'إسعافات أولية'],
    ]),
  ],
  ecommerce: [
    c(
      'electronics',
      'Electronics',
      'إلكترونيات',
      [
        ['phones', 'Phones', 'هواتف'],
        ['computers', 'Laptops & Tablets', 'حواسيب وأجهزة لوحية'],
        ['audio', 'Audio', 'صوتيات'],
        ['accessories', 'Accessories', 'ملحقات'],
      ],
      true,
    ),
    c(
      'fashion',
      'Fashion',
      'أزياء',
      [
        ['men', 'Men', 'رجال'],
        ['women', 'Women', 'نساء'],
        ['shoes', 'Shoes', 'أحذية'],
      ],
      true,
    ),
    c(
      'home-kitchen',
      'Home & Kitchen',
      'المنزل والمطبخ',
      [
        ['appliances', 'Appliances', 'أجهزة منزلية'],
        ['cookware', 'Cookware', 'أدوات الطبخ'],
        ['decor', 'Home Decor', 'ديكور المنزل'],
      ],
      true,
    ),
    c('beauty', 'Beauty & Fragrance', 'الجمال والعطور', [
      ['fragrance', 'Fragrance', 'عطور'],
      ['makeup', 'Makeup', 'مكياج'],
    ]),
    c('sports', 'Sports & Outdoors', 'رياضة ورحلات', [
      ['fitness', 'Fitness', 'لياقة'],
      ['outdoor', 'Outdoor', 'رحلات وتخييم'],
    ]),
  ],
};
