/**
 * The demo city: Riyadh. Zone outlines are simplified district shapes
 * ([lat, lng] vertices); places form the offline gazetteer used for search
 * and reverse geocoding when no geocoder URL is configured.
 */
type Ring = [number, number][];

export interface DemoZone {
  name: string;
  nameAr: string;
  outer: Ring;
  holes?: Ring[];
  status: boolean;
  increasedFee?: number;
  increasedFeeMessage?: string;
}

export const DEMO_ZONES: DemoZone[] = [
  {
    name: 'Riyadh Central',
    nameAr: 'وسط الرياض',
    status: true,
    outer: [
      [24.56, 46.62],
      [24.56, 46.8],
      [24.64, 46.86],
      [24.78, 46.86],
      [24.86, 46.78],
      [24.86, 46.62],
      [24.8, 46.6],
      [24.62, 46.6],
    ],
  },
  {
    name: 'Al Olaya',
    nameAr: 'العليا',
    status: true,
    outer: [
      [24.68, 46.66],
      [24.68, 46.7],
      [24.705, 46.705],
      [24.73, 46.7],
      [24.73, 46.66],
    ],
  },
  {
    name: 'Al Malaz',
    nameAr: 'الملز',
    status: true,
    increasedFee: 10,
    increasedFeeMessage: 'Heavy traffic around Al Malaz: delivery costs a little more today.',
    outer: [
      [24.65, 46.71],
      [24.65, 46.75],
      [24.69, 46.75],
      [24.69, 46.71],
    ],
  },
  {
    name: 'Al Nakheel',
    nameAr: 'النخيل',
    status: true,
    outer: [
      [24.74, 46.62],
      [24.74, 46.67],
      [24.78, 46.67],
      [24.78, 46.62],
    ],
  },
  {
    name: 'Diriyah',
    nameAr: 'الدرعية',
    status: false,
    outer: [
      [24.72, 46.53],
      [24.72, 46.59],
      [24.77, 46.59],
      [24.77, 46.53],
    ],
  },
  {
    name: 'Airport District',
    nameAr: 'حي المطار',
    status: true,
    outer: [
      [24.93, 46.67],
      [24.93, 46.73],
      [24.98, 46.73],
      [24.98, 46.67],
    ],
  },
];

export interface DemoPlace {
  name: string;
  nameAr: string;
  address: string;
  addressAr: string;
  lat: number;
  lng: number;
}

const place = (
  name: string,
  nameAr: string,
  district: string,
  districtAr: string,
  lat: number,
  lng: number,
): DemoPlace => ({
  name,
  nameAr,
  address: `${name}, ${district}, Riyadh, Saudi Arabia`,
  addressAr: `${nameAr}، ${districtAr}، الرياض، المملكة العربية السعودية`,
  lat,
  lng,
});

export const DEMO_PLACES: DemoPlace[] = [
  place('Kingdom Centre', 'برج المملكة', 'Al Olaya', 'العليا', 24.7114, 46.6744),
  place('Al Faisaliah Tower', 'برج الفيصلية', 'Al Olaya', 'العليا', 24.6903, 46.6853),
  place('Olaya Street', 'شارع العليا', 'Al Olaya', 'العليا', 24.6995, 46.6845),
  place('Tahlia Street', 'شارع التحلية', 'Al Olaya', 'العليا', 24.6979, 46.6771),
  place('Panorama Mall', 'بانوراما مول', 'Al Olaya', 'العليا', 24.6925, 46.6695),
  place('Al Malaz Park', 'حديقة الملز', 'Al Malaz', 'الملز', 24.6667, 46.7273),
  place('King Fahd Stadium Road', 'طريق استاد الملك فهد', 'Al Malaz', 'الملز', 24.672, 46.738),
  place('Salam Park', 'حديقة السلام', 'Al Murabba', 'المربع', 24.624, 46.7057),
  place('Murabba Palace', 'قصر المربع', 'Al Murabba', 'المربع', 24.6455, 46.7133),
  place('National Museum', 'المتحف الوطني', 'Al Murabba', 'المربع', 24.6477, 46.7101),
  place('Masmak Fortress', 'قصر المصمك', 'Al Dirah', 'الديرة', 24.6312, 46.7134),
  place('Al Nakheel Mall', 'النخيل مول', 'Al Nakheel', 'النخيل', 24.7705, 46.641),
  place('King Saud University', 'جامعة الملك سعود', 'Al Nakheel', 'النخيل', 24.716, 46.619),
  place('Imam Saud Road', 'طريق الإمام سعود', 'Al Nakheel', 'النخيل', 24.752, 46.655),
  place('Riyadh Park Mall', 'رياض بارك مول', 'Al Aqiq', 'العقيق', 24.7556, 46.629),
  place('Granada Mall', 'غرناطة مول', 'Al Sahafah', 'الصحافة', 24.783, 46.731),
  place('Riyadh Gallery Mall', 'رياض جاليري مول', 'Al Nafal', 'النفل', 24.743, 46.662),
  place('King Abdullah Financial District', 'مركز الملك عبدالله المالي', 'Al Aqiq', 'العقيق', 24.7627, 46.6402),
  place('Al Rajhi Grand Mosque', 'جامع الراجحي', 'Al Jazirah', 'الجزيرة', 24.704, 46.822),
  place('Al Hamra Plaza', 'الحمراء بلازا', 'Al Hamra', 'الحمراء', 24.776, 46.761),
  place('Diriyah At-Turaif', 'حي الطريف', 'Diriyah', 'الدرعية', 24.7333, 46.575),
  place('Bujairi Terrace', 'مطل البجيري', 'Diriyah', 'الدرعية', 24.735, 46.576),
  place(
    'King Khalid International Airport',
    'مطار الملك خالد الدولي',
    'Airport District',
    'حي المطار',
    24.9576,
    46.6988,
  ),
  place('Al Kharj Old Market', 'سوق الخرج القديم', 'Al Kharj', 'الخرج', 24.1556, 47.312),
];

/** How a road is drawn: ring roads and expressways, main streets, local streets. */
export type RoadKind = 'highway' | 'primary' | 'street';

export interface DemoRoad {
  name: string;
  nameAr: string;
  kind: RoadKind;
  /** [lat, lng] vertices; roads meet where they cross (the network finds the crossings). */
  path: [number, number][];
}

/**
 * The main roads of the demo city, simplified to a few vertices each: the
 * offline map draws them and names the street a pin is on, and the offline
 * route follows them. They pass the gazetteer's places as in the city.
 */
export const DEMO_ROADS: DemoRoad[] = [
  {
    name: 'King Fahd Road',
    nameAr: 'طريق الملك فهد',
    kind: 'highway',
    path: [
      [24.59, 46.732],
      [24.63, 46.717],
      [24.6455, 46.7095],
      [24.6903, 46.6865],
      [24.7114, 46.6755],
      [24.74, 46.66],
      [24.7627, 46.6465],
      [24.79, 46.632],
      [24.83, 46.612],
    ],
  },
  {
    name: 'Olaya Street',
    nameAr: 'شارع العليا',
    kind: 'primary',
    path: [
      [24.665, 46.702],
      [24.6903, 46.6893],
      [24.7114, 46.6783],
      [24.74, 46.6628],
      [24.76, 46.652],
    ],
  },
  {
    name: 'Tahlia Street',
    nameAr: 'شارع التحلية',
    kind: 'primary',
    path: [
      [24.6935, 46.645],
      [24.6979, 46.6771],
      [24.701, 46.7],
    ],
  },
  {
    name: 'Al Urubah Road',
    nameAr: 'طريق العروبة',
    kind: 'primary',
    path: [
      [24.706, 46.65],
      [24.7085, 46.7],
    ],
  },
  {
    name: 'Makkah Al Mukarramah Road',
    nameAr: 'طريق مكة المكرمة',
    kind: 'highway',
    path: [
      [24.67, 46.6],
      [24.684, 46.66],
      [24.687, 46.6853],
      [24.6905, 46.72],
      [24.695, 46.76],
    ],
  },
  {
    name: 'Khurais Road',
    nameAr: 'طريق خريص',
    kind: 'highway',
    path: [
      [24.695, 46.76],
      [24.704, 46.81],
      [24.71, 46.86],
    ],
  },
  {
    name: 'King Abdullah Road',
    nameAr: 'طريق الملك عبدالله',
    kind: 'highway',
    path: [
      [24.719, 46.62],
      [24.726, 46.67],
      [24.73, 46.71],
      [24.735, 46.76],
      [24.74, 46.8],
    ],
  },
  {
    name: 'Imam Saud bin Abdulaziz Road',
    nameAr: 'طريق الإمام سعود بن عبدالعزيز',
    kind: 'primary',
    path: [
      [24.748, 46.61],
      [24.752, 46.655],
      [24.757, 46.7],
      [24.762, 46.76],
    ],
  },
  {
    name: 'Northern Ring Road',
    nameAr: 'الطريق الدائري الشمالي',
    kind: 'highway',
    path: [
      [24.755, 46.57],
      [24.762, 46.62],
      [24.766, 46.66],
      [24.775, 46.71],
      [24.781, 46.75],
      [24.788, 46.79],
    ],
  },
  {
    name: 'Eastern Ring Road',
    nameAr: 'الطريق الدائري الشرقي',
    kind: 'highway',
    path: [
      [24.788, 46.79],
      [24.74, 46.792],
      [24.7, 46.793],
      [24.65, 46.788],
      [24.6, 46.78],
      [24.585, 46.77],
    ],
  },
  {
    name: 'Southern Ring Road',
    nameAr: 'الطريق الدائري الجنوبي',
    kind: 'highway',
    path: [
      [24.585, 46.77],
      [24.59, 46.732],
      [24.6, 46.68],
      [24.615, 46.63],
      [24.63, 46.6],
    ],
  },
  {
    name: 'King Khalid Road',
    nameAr: 'طريق الملك خالد',
    kind: 'primary',
    path: [
      [24.63, 46.6],
      [24.67, 46.615],
      [24.71, 46.628],
      [24.74, 46.615],
      [24.765, 46.615],
    ],
  },
  {
    name: 'Prince Turki bin Abdulaziz Al Awwal Road',
    nameAr: 'طريق الأمير تركي بن عبدالعزيز الأول',
    kind: 'primary',
    path: [
      [24.734, 46.578],
      [24.73, 46.6],
      [24.725, 46.63],
    ],
  },
  {
    name: 'King Abdulaziz Road',
    nameAr: 'طريق الملك عبدالعزيز',
    kind: 'primary',
    path: [
      [24.64, 46.718],
      [24.67, 46.715],
      [24.7, 46.713],
      [24.73, 46.71],
      [24.76, 46.705],
      [24.79, 46.7],
    ],
  },
  {
    name: 'Al Madinah Al Munawwarah Road',
    nameAr: 'طريق المدينة المنورة',
    kind: 'primary',
    path: [
      [24.642, 46.6],
      [24.635, 46.68],
      [24.63, 46.725],
    ],
  },
  {
    name: 'Salahuddin Al Ayyubi Road',
    nameAr: 'طريق صلاح الدين الأيوبي',
    kind: 'primary',
    path: [
      [24.645, 46.733],
      [24.672, 46.736],
      [24.7, 46.738],
    ],
  },
  {
    name: 'Jarir Street',
    nameAr: 'شارع جرير',
    kind: 'street',
    path: [
      [24.666, 46.712],
      [24.667, 46.733],
      [24.668, 46.75],
    ],
  },
  {
    name: 'Airport Road',
    nameAr: 'طريق المطار',
    kind: 'highway',
    path: [
      [24.77, 46.742],
      [24.83, 46.73],
      [24.89, 46.715],
      [24.935, 46.705],
      [24.956, 46.7],
    ],
  },
];
