/**
 * The demo car rental (issue 17): six providers (stores of the rental
 * module) in the rental zones, vehicle categories and brands, 37 vehicles
 * with two to four plates each, reviews, a banner and rental coupons. Every
 * name in English and Arabic; pictures are generated from their file names
 * (storage/images.ts). Olaya Car Rental and Riyadh Drive never close, so the
 * demo books at any hour; the others keep day, night or morning hours, so at
 * every hour one provider is closed (as in every module, catalog.test.ts).
 */
import type { Queryable } from '../client.ts';
import { businessDate } from './catalog/index.ts';
import { addDays, createRandom } from './catalog/random.ts';
import { HOURS } from './catalog/stores.ts';
import { CatalogWriter } from './catalog/writer.ts';
import type { Bi } from './catalog/reference.ts';

export const RENTAL_SEED = 20_261_125;

export const VEHICLE_CATEGORIES: { key: string; name: Bi }[] = [
  { key: 'sedan', name: { en: 'Sedan', ar: 'سيدان' } },
  { key: 'suv', name: { en: 'SUV', ar: 'دفع رباعي' } },
  { key: 'van', name: { en: 'Van', ar: 'فان' } },
  { key: 'luxury', name: { en: 'Luxury', ar: 'فاخرة' } },
  { key: 'electric', name: { en: 'Electric', ar: 'كهربائية' } },
  { key: 'pickup', name: { en: 'Pickup', ar: 'بيك أب' } },
];

export const VEHICLE_BRANDS: { key: string; name: Bi }[] = [
  { key: 'toyota', name: { en: 'Toyota', ar: 'تويوتا' } },
  { key: 'hyundai', name: { en: 'Hyundai', ar: 'هيونداي' } },
  { key: 'nissan', name: { en: 'Nissan', ar: 'نيسان' } },
  { key: 'kia', name: { en: 'Kia', ar: 'كيا' } },
  { key: 'chevrolet', name: { en: 'Chevrolet', ar: 'شفروليه' } },
  { key: 'gmc', name: { en: 'GMC', ar: 'جي إم سي' } },
  { key: 'ford', name: { en: 'Ford', ar: 'فورد' } },
  { key: 'lexus', name: { en: 'Lexus', ar: 'لكزس' } },
  { key: 'mercedes', name: { en: 'Mercedes-Benz', ar: 'مرسيدس-بنز' } },
  { key: 'bmw', name: { en: 'BMW', ar: 'بي إم دبليو' } },
  { key: 'tesla', name: { en: 'Tesla', ar: 'تسلا' } },
  { key: 'lucid', name: { en: 'Lucid', ar: 'لوسيد' } },
  { key: 'byd', name: { en: 'BYD', ar: 'بي واي دي' } },
];

type Fuel = 'petrol' | 'diesel' | 'electric' | 'hybrid';
/** [key, English, Arabic, brand, category, seats, fuel, automatic?, per hour, per km] */
type VehicleRow = [string, string, string, string, string, number, Fuel, boolean, number, number];

export const VEHICLES: VehicleRow[] = [
  ['toyota-camry', 'Toyota Camry', 'تويوتا كامري', 'toyota', 'sedan', 5, 'hybrid', true, 45, 1.5],
  ['toyota-corolla', 'Toyota Corolla', 'تويوتا كورولا', 'toyota', 'sedan', 5, 'petrol', true, 35, 1.2],
  ['hyundai-elantra', 'Hyundai Elantra', 'هيونداي إلنترا', 'hyundai', 'sedan', 5, 'petrol', true, 35, 1.2],
  ['hyundai-sonata', 'Hyundai Sonata', 'هيونداي سوناتا', 'hyundai', 'sedan', 5, 'petrol', true, 42, 1.4],
  ['nissan-altima', 'Nissan Altima', 'نيسان ألتيما', 'nissan', 'sedan', 5, 'petrol', true, 40, 1.4],
  ['nissan-sunny', 'Nissan Sunny', 'نيسان صني', 'nissan', 'sedan', 5, 'petrol', false, 28, 1],
  ['kia-cerato', 'Kia Cerato', 'كيا سيراتو', 'kia', 'sedan', 5, 'petrol', true, 32, 1.1],
  ['chevrolet-malibu', 'Chevrolet Malibu', 'شفروليه ماليبو', 'chevrolet', 'sedan', 5, 'petrol', true, 38, 1.3],
  ['toyota-land-cruiser', 'Toyota Land Cruiser', 'تويوتا لاند كروزر', 'toyota', 'suv', 7, 'petrol', true, 95, 3],
  ['toyota-rav4', 'Toyota RAV4', 'تويوتا راف فور', 'toyota', 'suv', 5, 'hybrid', true, 55, 1.8],
  ['hyundai-tucson', 'Hyundai Tucson', 'هيونداي توسان', 'hyundai', 'suv', 5, 'petrol', true, 50, 1.7],
  ['hyundai-santa-fe', 'Hyundai Santa Fe', 'هيونداي سانتافي', 'hyundai', 'suv', 7, 'diesel', true, 60, 2],
  ['nissan-patrol', 'Nissan Patrol', 'نيسان باترول', 'nissan', 'suv', 7, 'petrol', true, 90, 2.8],
  ['gmc-yukon', 'GMC Yukon', 'جي إم سي يوكن', 'gmc', 'suv', 8, 'petrol', true, 85, 2.7],
  ['ford-explorer', 'Ford Explorer', 'فورد إكسبلورر', 'ford', 'suv', 7, 'petrol', true, 65, 2.1],
  ['kia-sorento', 'Kia Sorento', 'كيا سورينتو', 'kia', 'suv', 7, 'diesel', true, 58, 1.9],
  ['chevrolet-tahoe', 'Chevrolet Tahoe', 'شفروليه تاهو', 'chevrolet', 'suv', 8, 'petrol', true, 80, 2.6],
  ['toyota-hiace', 'Toyota HiAce', 'تويوتا هايس', 'toyota', 'van', 12, 'diesel', false, 70, 2.2],
  ['hyundai-staria', 'Hyundai Staria', 'هيونداي ستاريا', 'hyundai', 'van', 9, 'diesel', true, 75, 2.3],
  ['kia-carnival', 'Kia Carnival', 'كيا كرنفال', 'kia', 'van', 8, 'petrol', true, 72, 2.2],
  ['ford-transit', 'Ford Transit', 'فورد ترانزيت', 'ford', 'van', 14, 'diesel', false, 78, 2.4],
  ['gmc-savana', 'GMC Savana', 'جي إم سي سافانا', 'gmc', 'van', 12, 'petrol', true, 80, 2.5],
  ['mercedes-s-class', 'Mercedes-Benz S-Class', 'مرسيدس-بنز الفئة إس', 'mercedes', 'luxury', 4, 'petrol', true, 220, 6],
  [
    'mercedes-e-class',
    'Mercedes-Benz E-Class',
    'مرسيدس-بنز الفئة إي',
    'mercedes',
    'luxury',
    5,
    'petrol',
    true,
    150,
    4.5,
  ],
  ['lexus-ls', 'Lexus LS', 'لكزس إل إس', 'lexus', 'luxury', 5, 'hybrid', true, 180, 5],
  ['lexus-lx', 'Lexus LX', 'لكزس إل إكس', 'lexus', 'luxury', 7, 'petrol', true, 200, 5.5],
  ['bmw-7-series', 'BMW 7 Series', 'بي إم دبليو الفئة السابعة', 'bmw', 'luxury', 5, 'petrol', true, 210, 5.8],
  ['tesla-model-3', 'Tesla Model 3', 'تسلا موديل ٣', 'tesla', 'electric', 5, 'electric', true, 70, 1.6],
  ['tesla-model-y', 'Tesla Model Y', 'تسلا موديل واي', 'tesla', 'electric', 5, 'electric', true, 80, 1.8],
  ['lucid-air', 'Lucid Air', 'لوسيد إير', 'lucid', 'electric', 5, 'electric', true, 160, 4],
  ['byd-han', 'BYD Han', 'بي واي دي هان', 'byd', 'electric', 5, 'electric', true, 60, 1.5],
  ['hyundai-ioniq-5', 'Hyundai Ioniq 5', 'هيونداي أيونيك ٥', 'hyundai', 'electric', 5, 'electric', true, 65, 1.6],
  ['toyota-hilux', 'Toyota Hilux', 'تويوتا هايلكس', 'toyota', 'pickup', 5, 'diesel', false, 50, 1.8],
  ['ford-f-150', 'Ford F-150', 'فورد إف-١٥٠', 'ford', 'pickup', 5, 'petrol', true, 70, 2.2],
  ['nissan-navara', 'Nissan Navara', 'نيسان نافارا', 'nissan', 'pickup', 5, 'diesel', false, 48, 1.7],
  ['chevrolet-silverado', 'Chevrolet Silverado', 'شفروليه سيلفرادو', 'chevrolet', 'pickup', 5, 'petrol', true, 72, 2.3],
  ['kia-k5', 'Kia K5', 'كيا كيه فايف', 'kia', 'sedan', 5, 'petrol', true, 40, 1.3],
];

interface ProviderSpec {
  key: string;
  name: Bi;
  address: Bi;
  zone: string;
  pickupZones: string[];
  lat: number;
  lng: number;
  /** [opening, closing] rows of every day. */
  hours: [string, string][];
  tax: number;
  /** Provider discount: percent, minimum trip, maximum discount. */
  discount: [number, number, number] | null;
  /** Categories it rents out. */
  categories: string[];
}

export const RENTAL_PROVIDERS: ProviderSpec[] = [
  {
    key: 'olaya-car-rental',
    name: { en: 'Olaya Car Rental', ar: 'العليا لتأجير السيارات' },
    address: { en: 'Olaya Street, Al Olaya', ar: 'شارع العليا، العليا' },
    zone: 'Al Olaya',
    pickupZones: ['Al Olaya', 'Riyadh Central', 'Al Nakheel'],
    lat: 24.705,
    lng: 46.68,
    hours: HOURS['round-the-clock'],
    tax: 15,
    discount: [10, 200, 100],
    categories: ['sedan', 'suv', 'electric'],
  },
  {
    key: 'riyadh-drive',
    name: { en: 'Riyadh Drive', ar: 'رياض درايف' },
    address: { en: 'King Fahd Road, Al Murabba', ar: 'طريق الملك فهد، المربع' },
    zone: 'Riyadh Central',
    pickupZones: ['Riyadh Central', 'Al Olaya'],
    lat: 24.66,
    lng: 46.71,
    hours: HOURS['round-the-clock'],
    tax: 15,
    discount: null,
    categories: ['sedan', 'van', 'pickup'],
  },
  {
    key: 'nakheel-luxury-cars',
    name: { en: 'Nakheel Luxury Cars', ar: 'النخيل للسيارات الفاخرة' },
    address: { en: 'Prince Turki Road, Al Nakheel', ar: 'طريق الأمير تركي، النخيل' },
    zone: 'Al Nakheel',
    pickupZones: ['Al Nakheel', 'Al Olaya'],
    lat: 24.745,
    lng: 46.64,
    hours: HOURS.day,
    tax: 15,
    discount: [5, 500, 150],
    categories: ['luxury', 'electric', 'suv'],
  },
  {
    key: 'central-van-hire',
    name: { en: 'Central Van Hire', ar: 'المركز لتأجير الحافلات' },
    address: { en: 'Al Batha Street, Riyadh Central', ar: 'شارع البطحاء، وسط الرياض' },
    zone: 'Riyadh Central',
    pickupZones: ['Riyadh Central'],
    lat: 24.635,
    lng: 46.72,
    hours: HOURS.night,
    tax: 0,
    discount: null,
    categories: ['van', 'pickup', 'suv'],
  },
  {
    key: 'diriyah-classic-cars',
    name: { en: 'Diriyah Classic Cars', ar: 'الدرعية للسيارات الكلاسيكية' },
    address: { en: 'Imam Saud Road, Riyadh Central', ar: 'طريق الإمام سعود، وسط الرياض' },
    zone: 'Riyadh Central',
    pickupZones: ['Riyadh Central'],
    lat: 24.69,
    lng: 46.735,
    hours: [['06:00:00', '16:00:00']],
    tax: 15,
    discount: null,
    categories: ['luxury', 'sedan'],
  },
  {
    key: 'malqa-rent-a-car',
    name: { en: 'Malqa Rent a Car', ar: 'الملقا لتأجير السيارات' },
    address: { en: 'Anas Ibn Malik Road, Al Nakheel', ar: 'طريق أنس بن مالك، النخيل' },
    zone: 'Al Nakheel',
    pickupZones: ['Al Nakheel', 'Al Olaya'],
    lat: 24.76,
    lng: 46.625,
    hours: HOURS.morning,
    tax: 15,
    discount: [15, 300, 80],
    categories: ['sedan', 'suv', 'pickup'],
  },
];

const DESCRIPTIONS: Record<string, Bi> = {
  sedan: { en: 'A comfortable sedan for the city and the highway.', ar: 'سيارة سيدان مريحة للمدينة والطرق السريعة.' },
  suv: { en: 'Room for the family and the luggage, on any road.', ar: 'مساحة للعائلة والأمتعة على أي طريق.' },
  van: {
    en: 'Seats for the whole group, airport runs and outings.',
    ar: 'مقاعد للمجموعة كلها، لرحلات المطار والنزهات.',
  },
  luxury: {
    en: 'Arrive in style: leather, quiet and a professional driver.',
    ar: 'وصول بأناقة: جلد وهدوء وسائق محترف.',
  },
  electric: {
    en: 'Silent, clean and quick, charged before every trip.',
    ar: 'هادئة ونظيفة وسريعة، مشحونة قبل كل رحلة.',
  },
  pickup: { en: 'A strong bed for moving day and desert trips.', ar: 'صندوق متين ليوم النقل ورحلات البر.' },
};

const REVIEW_TEXTS: Bi[] = [
  { en: 'Clean car and a polite driver, on time.', ar: 'سيارة نظيفة وسائق مهذب وفي الموعد.' },
  { en: 'Smooth booking, the car was exactly as shown.', ar: 'حجز سلس والسيارة كما في الصور تماماً.' },
  { en: 'Good value for a day trip.', ar: 'قيمة جيدة لرحلة يوم كامل.' },
  { en: 'Pickup took a little longer than expected.', ar: 'تأخر الاستلام قليلاً عن المتوقع.' },
  { en: 'Comfortable and cold air conditioning, thank you.', ar: 'مريحة والتكييف بارد، شكراً لكم.' },
];

const PLATE_LETTERS = ['ABA', 'BDR', 'HRS', 'KSA', 'LMN', 'RTS', 'SJD', 'TVX'];

export async function seedRental(tx: Queryable, now = new Date()): Promise<void> {
  const [module] = await tx.query<{ id: number }>(
    `select id from modules where module_type = 'rental' order by id limit 1`,
  );
  if (!module) return;
  const zones = new Map(
    (await tx.query<{ id: number; name: string }>('select id, name from zones')).map((z) => [z.name, z.id]),
  );
  const zoneId = (name: string) => {
    const id = zones.get(name);
    if (!id) throw new Error(`Unknown zone ${name}`);
    return id;
  };
  const reviewers = await tx.query<{ id: number; f_name: string; lang: string }>(
    `select id, f_name, coalesce(current_language_key, 'en') as lang from users order by id limit 24`,
  );
  const random = createRandom(RENTAL_SEED);
  const today = businessDate(now);

  const w = new CatalogWriter();
  await w.table(tx, 'stores', {
    module_id: 'integer',
    zone_id: 'integer',
    name: 'text',
    slug: 'text',
    phone: 'text',
    email: 'text',
    logo: 'text',
    cover_photo: 'text',
    address: 'text',
    latitude: 'double precision',
    longitude: 'double precision',
    tax: 'numeric',
    delivery_time: 'text',
    schedule_order: 'boolean',
    pickup_zone_ids: 'integer[]',
    featured: 'boolean',
    rating: 'integer[]',
    total_order: 'integer',
    created_at: 'timestamptz',
  });
  await w.table(tx, 'store_schedules', {
    store_id: 'integer',
    day: 'smallint',
    opening_time: 'time',
    closing_time: 'time',
  });
  await w.table(
    tx,
    'store_discounts',
    {
      store_id: 'integer',
      discount: 'numeric',
      min_purchase: 'numeric',
      max_discount: 'numeric',
      start_date: 'date',
      end_date: 'date',
    },
    false,
  );
  await w.table(tx, 'vehicle_categories', { name: 'text', image: 'text', position: 'integer' });
  await w.table(tx, 'vehicle_brands', { name: 'text', image: 'text' });
  await w.table(tx, 'vehicles', {
    provider_id: 'integer',
    zone_id: 'integer',
    category_id: 'integer',
    brand_id: 'integer',
    name: 'text',
    description: 'text',
    thumbnail: 'text',
    images: 'text[]',
    model: 'text',
    hourly_price: 'numeric',
    distance_price: 'numeric',
    discount_type: 'text',
    discount_price: 'numeric',
    trip_hourly: 'boolean',
    trip_distance: 'boolean',
    seating_capacity: 'smallint',
    fuel_type: 'text',
    transmission_type: 'text',
    air_condition: 'boolean',
    engine_capacity: 'text',
    engine_power: 'text',
    rating: 'integer[]',
    total_trip: 'integer',
    new_tag: 'boolean',
    created_at: 'timestamptz',
  });
  await w.table(tx, 'vehicle_identities', { vehicle_id: 'integer', vin_number: 'text', license_plate_number: 'text' });
  await w.table(tx, 'vehicle_reviews', {
    vehicle_id: 'integer',
    provider_id: 'integer',
    user_id: 'integer',
    reviewer_name: 'text',
    rating: 'smallint',
    comment: 'text',
    created_at: 'timestamptz',
  });
  await w.table(
    tx,
    'translations',
    { translationable_type: 'text', translationable_id: 'integer', locale: 'text', key: 'text', value: 'text' },
    false,
  );
  const ar = (type: string, id: number, key: string, value: string) =>
    w.add('translations', { translationable_type: type, translationable_id: id, locale: 'ar', key, value });

  const categories = new Map<string, number>();
  VEHICLE_CATEGORIES.forEach((c, position) => {
    const row = w.add('vehicle_categories', { name: c.name.en, image: `${c.key}-vehicle-category.svg`, position });
    ar('vehicle_category', row.id, 'name', c.name.ar);
    categories.set(c.key, row.id);
  });
  const brands = new Map<string, number>();
  for (const b of VEHICLE_BRANDS) {
    const row = w.add('vehicle_brands', { name: b.name.en, image: `${b.key}-brand-logo.svg` });
    ar('vehicle_brand', row.id, 'name', b.name.ar);
    brands.set(b.key, row.id);
  }

  const providers = RENTAL_PROVIDERS.map((spec, k) => {
    const row = w.add('stores', {
      module_id: module.id,
      zone_id: zoneId(spec.zone),
      name: spec.name.en,
      slug: spec.key,
      phone: `+9661${String(31_000_000 + k * 7919).slice(-8)}`,
      email: `hello@${spec.key}.souq.example`,
      logo: `${spec.key}-logo.svg`,
      cover_photo: `${spec.key}-cover.svg`,
      address: spec.address.en,
      latitude: spec.lat,
      longitude: spec.lng,
      tax: spec.tax,
      delivery_time: '15-30 min',
      schedule_order: true,
      pickup_zone_ids: spec.pickupZones.map(zoneId),
      featured: k < 2,
      rating: [0, 0, 0, 0, 0],
      total_order: 0,
      created_at: new Date(now.getTime() - (k + 1) * 40 * 86_400_000).toISOString(),
    });
    ar('store', row.id, 'name', spec.name.ar);
    ar('store', row.id, 'address', spec.address.ar);
    for (let day = 0; day < 7; day++)
      for (const [opening_time, closing_time] of spec.hours)
        w.add('store_schedules', { store_id: row.id, day, opening_time, closing_time });
    if (spec.discount) {
      const [discount, min_purchase, max_discount] = spec.discount;
      w.add('store_discounts', {
        store_id: row.id,
        discount,
        min_purchase,
        max_discount,
        start_date: addDays(today, -5),
        end_date: addDays(today, 120),
      });
    }
    return { spec, row };
  });

  let plate = 1000;
  VEHICLES.forEach(([key, en, arName, brand, category, seats, fuel, automatic, hourly, perKm], index) => {
    const owners = providers.filter((p) => p.spec.categories.includes(category));
    const provider = owners[index % owners.length];
    const roll = random.next();
    const discount: [string, number] =
      roll < 0.25
        ? ['percent', random.pick([5, 10, 15])]
        : roll < 0.4
          ? ['amount', random.pick([10, 20, 25])]
          : ['percent', 0];
    const vehicle = w.add('vehicles', {
      provider_id: provider.row.id,
      zone_id: provider.row.zone_id,
      category_id: categories.get(category)!,
      brand_id: brands.get(brand)!,
      name: en,
      description: DESCRIPTIONS[category].en,
      thumbnail: `${key}-thumbnail.svg`,
      images: [`${key}-1.svg`, `${key}-2.svg`, `${key}-3.svg`],
      model: String(2022 + (index % 4)),
      hourly_price: hourly,
      distance_price: perKm,
      discount_type: discount[0],
      discount_price: discount[1],
      // Vans and pickups go by the hour only; two sedans only by distance.
      trip_hourly: !['nissan-sunny', 'kia-cerato'].includes(key),
      trip_distance: !['van', 'pickup'].includes(category) || key === 'toyota-hiace',
      seating_capacity: seats,
      fuel_type: fuel,
      transmission_type: automatic ? 'automatic' : 'manual',
      air_condition: key !== 'nissan-navara',
      engine_capacity: fuel === 'electric' ? null : `${random.pick([1.6, 2, 2.5, 3.5, 4, 5.3])} L`,
      engine_power: `${random.int(12, 60) * 10} hp`,
      rating: [0, 0, 0, 0, 0] as number[],
      total_trip: random.int(0, 120),
      new_tag: index % 9 === 0,
      created_at: new Date(now.getTime() - random.int(1, 300) * 86_400_000).toISOString(),
    });
    ar('vehicle', vehicle.id, 'name', arName);
    ar('vehicle', vehicle.id, 'description', DESCRIPTIONS[category].ar);
    // Two to four plates; the luxury cars one or two, so "the last one" is real.
    const units = category === 'luxury' ? random.int(1, 2) : random.int(2, 4);
    for (let u = 0; u < units; u++) {
      plate += 7;
      w.add('vehicle_identities', {
        vehicle_id: vehicle.id,
        vin_number: `SOUQ${String(vehicle.id).padStart(4, '0')}${String(u + 1).padStart(2, '0')}${plate}`,
        license_plate_number: `${PLATE_LETTERS[plate % PLATE_LETTERS.length]} ${plate}`,
      });
    }
    const reviews = reviewers.length ? random.int(0, 4) : 0;
    for (let r = 0; r < reviews; r++) {
      const who = reviewers[(index * 5 + r * 3) % reviewers.length];
      const stars = random.pick([5, 5, 5, 4, 4, 3, 2]);
      const text = REVIEW_TEXTS[random.int(0, REVIEW_TEXTS.length - 1)];
      w.add('vehicle_reviews', {
        vehicle_id: vehicle.id,
        provider_id: provider.row.id,
        user_id: who.id,
        reviewer_name: who.f_name,
        rating: stars,
        comment: who.lang === 'ar' ? text.ar : text.en,
        created_at: new Date(now.getTime() - random.int(1, 90) * 86_400_000).toISOString(),
      });
      vehicle.rating[stars - 1] += 1;
      provider.row.rating[stars - 1] += 1;
    }
    provider.row.total_order += vehicle.total_trip;
  });

  await w.flush(tx);

  // A rental banner per provider with a discount, and one for the module.
  await tx.query(
    `insert into banners (module_id, zone_id, title, type, data, image, featured)
     values ($1, null, 'Weekend trips, by the hour', 'default', null, 'rental-weekend-trips-banner.svg', true)`,
    [module.id],
  );
  for (const p of providers.filter((p) => p.spec.discount)) {
    const [banner] = await tx.query<{ id: number }>(
      `insert into banners (module_id, zone_id, title, type, data, image) values ($1, $2, $3, 'store_wise', $4, $5) returning id`,
      [
        module.id,
        p.row.zone_id,
        `${p.spec.name.en}: ${p.spec.discount![0]}% off`,
        p.row.id,
        `${p.spec.key}-banner.svg`,
      ],
    );
    await tx.query(
      `insert into translations (translationable_type, translationable_id, locale, key, value) values ('banner', $1, 'ar', 'title', $2)`,
      [banner.id, `${p.spec.name.ar}: خصم ${toArabicDigits(p.spec.discount![0])}٪`],
    );
  }

  // Rental coupons: one for everyone, one for the first trip.
  const coupons: [string, string, string, string, number, string, number, number, number | null][] = [
    ['Ride 10% off', 'رحلات بخصم ١٠٪', 'RIDE10', 'default', 10, 'percent', 100, 50, null],
    ['First trip 30 off', 'خصم ٣٠ على أول رحلة', 'FIRSTRIDE', 'first_order', 30, 'amount', 150, 0, 1],
  ];
  for (const [title, titleAr, code, type, discount, discountType, minPurchase, maxDiscount, limit] of coupons) {
    const [row] = await tx.query<{ id: number }>(
      `insert into coupons (title, code, module_id, coupon_type, discount, discount_type, min_purchase, max_discount,
                            start_date, expire_date, limit_per_user)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
      [
        title,
        code,
        module.id,
        type,
        discount,
        discountType,
        minPurchase,
        maxDiscount,
        addDays(today, -10),
        addDays(today, 90),
        limit,
      ],
    );
    await tx.query(
      `insert into translations (translationable_type, translationable_id, locale, key, value) values ('coupon', $1, 'ar', 'title', $2)`,
      [row.id, titleAr],
    );
  }
  await tx.query('analyze vehicles, vehicle_identities, vehicle_reviews');
}

function toArabicDigits(n: number): string {
  return String(n).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]);
}
