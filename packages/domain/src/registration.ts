/**
 * Joining Souq (issue 20): what makes a store's or a courier's application
 * complete and valid. The API decides with these functions; the
 * registration pages run the same ones before each step, so a shopper sees
 * the message the server would answer without a round trip.
 *
 * Problems name the field and one of REGISTRATION_MESSAGES (English; the
 * API and the pages each hold its Arabic).
 */
import { LIMITS } from './constants.ts';
import { isEmail, isPhone } from './contact.ts';
import { isValidLatLng } from './geo.ts';

export const REGISTRATION_LIMITS = {
  nameMax: 100,
  addressMax: 255,
  /** 6amMart's store passwords: at least 8 characters of four kinds (server-rules §3). */
  strongPasswordMin: 8,
  passwordMax: 128,
  identityNumberMax: 50,
  /** Identity pictures: the upload limit of spec §9. */
  identityImagesMax: LIMITS.maxImagesPerUpload,
  deliveryTimeMax: 999,
} as const;

/**
 * Whether store or courier applications are taken (toggle_store_registration, toggle_dm_registration): open
 * unless the switch is stored off — a store that never set it takes applications. The join pages show the form
 * and the API takes an application by this one reading.
 */
export function registrationOpen(flag: unknown): boolean {
  return !(flag === 0 || flag === false || flag === '0');
}

export const DELIVERY_TIME_TYPES = ['min', 'hours', 'days'] as const;
export type DeliveryTimeType = (typeof DELIVERY_TIME_TYPES)[number];
export const BUSINESS_PLANS = ['commission', 'subscription'] as const;
export type BusinessPlan = (typeof BUSINESS_PLANS)[number];
export const IDENTITY_TYPES = ['passport', 'driving_license', 'nid'] as const;
export type IdentityType = (typeof IDENTITY_TYPES)[number];
export const VEHICLE_TYPES = ['bicycle', 'motorbike', 'car'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];
export const EARNING_TYPES = ['freelancer', 'salaried'] as const;
export type EarningType = (typeof EARNING_TYPES)[number];

export const REGISTRATION_MESSAGES = {
  storeNameRequired: 'Store name is required.',
  storeNameArRequired: 'Store name in Arabic is required.',
  addressRequired: 'Store address is required.',
  addressArRequired: 'Store address in Arabic is required.',
  tooLong: 'This field is too long.',
  moduleRequired: 'Please select a business module.',
  zoneRequired: 'Please select a zone.',
  pointRequired: 'Please pick the exact location of the store on the map.',
  pointOutsideZone: 'The location must be inside the selected zone.',
  logoRequired: 'Please upload the store logo.',
  coverRequired: 'Please upload the store cover photo.',
  minTimeRequired: 'Minimum delivery time is required.',
  maxTimeRequired: 'Maximum delivery time is required.',
  timeOrder: 'Maximum delivery time must be greater than the minimum.',
  timeTypeInvalid: 'Please select a delivery time unit.',
  taxInvalid: 'Tax must be a number between 0 and 100.',
  firstNameRequired: 'First name is required',
  phoneRequired: 'phone number required',
  phoneInvalid: 'Please enter a valid phone number.',
  emailRequired: 'Email is required',
  emailInvalid: 'Must be a valid email',
  passwordRequired: 'Password is required',
  passwordWeak: 'Password must be at least 8 characters with upper and lower case letters, a number and a symbol.',
  confirmRequired: 'Confirm password is required',
  passwordsMatch: 'Passwords must match',
  planRequired: 'Please choose a business plan.',
  packageRequired: 'Please choose a subscription package.',
  vehicleRequired: 'Please select a vehicle type.',
  earningRequired: 'Please select an earning type.',
  identityTypeRequired: 'Please select an identity type.',
  identityNumberRequired: 'Identity number is required.',
  identityImagesRequired: 'Please upload at least one identity image.',
  identityImagesTooMany: 'Maximum 3 images can be send at a time.',
  photoRequired: 'Please upload your profile photo.',
} as const;
export type RegistrationMessage = keyof typeof REGISTRATION_MESSAGES;

/**
 * Their Arabic, for the API's translations and the pages. Messages sign-up
 * and uploads share keep the Arabic those give them (one Arabic per message).
 */
export const REGISTRATION_MESSAGES_AR: Record<RegistrationMessage, string> = {
  storeNameRequired: 'اسم المتجر مطلوب.',
  storeNameArRequired: 'اسم المتجر بالعربية مطلوب.',
  addressRequired: 'عنوان المتجر مطلوب.',
  addressArRequired: 'عنوان المتجر بالعربية مطلوب.',
  tooLong: 'هذا الحقل طويل جداً.',
  moduleRequired: 'يرجى اختيار نوع النشاط.',
  zoneRequired: 'يرجى اختيار المنطقة.',
  pointRequired: 'يرجى تحديد موقع المتجر بدقة على الخريطة.',
  pointOutsideZone: 'يجب أن يكون الموقع داخل المنطقة المختارة.',
  logoRequired: 'يرجى رفع شعار المتجر.',
  coverRequired: 'يرجى رفع صورة غلاف المتجر.',
  minTimeRequired: 'أقل مدة توصيل مطلوبة.',
  maxTimeRequired: 'أقصى مدة توصيل مطلوبة.',
  timeOrder: 'يجب أن تكون أقصى مدة توصيل أكبر من أقلها.',
  timeTypeInvalid: 'يرجى اختيار وحدة مدة التوصيل.',
  taxInvalid: 'يجب أن تكون الضريبة رقماً بين ٠ و١٠٠.',
  firstNameRequired: 'الاسم الأول مطلوب',
  phoneRequired: 'رقم الهاتف مطلوب',
  phoneInvalid: 'يرجى إدخال رقم هاتف صالح.',
  emailRequired: 'البريد الإلكتروني مطلوب',
  emailInvalid: 'يجب إدخال بريد إلكتروني صالح',
  passwordRequired: 'كلمة المرور مطلوبة',
  passwordWeak: 'يجب أن تتكون كلمة المرور من ٨ أحرف على الأقل وتضم حرفاً كبيراً وحرفاً صغيراً ورقماً ورمزاً.',
  confirmRequired: 'تأكيد كلمة المرور مطلوب',
  passwordsMatch: 'يجب أن تتطابق كلمتا المرور',
  planRequired: 'يرجى اختيار خطة العمل.',
  packageRequired: 'يرجى اختيار باقة الاشتراك.',
  vehicleRequired: 'يرجى اختيار نوع المركبة.',
  earningRequired: 'يرجى اختيار نوع الأجر.',
  identityTypeRequired: 'يرجى اختيار نوع الهوية.',
  identityNumberRequired: 'رقم الهوية مطلوب.',
  identityImagesRequired: 'يرجى رفع صورة واحدة للهوية على الأقل.',
  identityImagesTooMany: 'يمكن إرسال ٣ صور كحد أقصى في كل مرة.',
  photoRequired: 'يرجى رفع صورتك الشخصية.',
};

export interface RegistrationProblem {
  field: string;
  code: RegistrationMessage;
}

/** The store form as both sides hold it; numbers are null when missing or not numbers. */
export interface StoreApplicationInput {
  name: string;
  nameAr: string;
  address: string;
  addressAr: string;
  moduleId: number | null;
  zoneId: number | null;
  latitude: number | null;
  longitude: number | null;
  /** Whether the point lies in the chosen zone; null while unknown (the page without the zone's outline). */
  pointInZone: boolean | null;
  hasLogo: boolean;
  hasCover: boolean;
  minDeliveryTime: number | null;
  maxDeliveryTime: number | null;
  deliveryTimeType: string;
  tax: number | null;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  password: string;
  /** Absent from API clients that do not send one. */
  confirmPassword?: string;
  businessPlan: string;
  packageId: number | null;
}

export interface CourierApplicationInput {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  password: string;
  confirmPassword?: string;
  zoneId: number | null;
  vehicleType: string;
  earning: string;
  identityType: string;
  identityNumber: string;
  identityImages: number;
  hasPhoto: boolean;
}

/** Rule: 8+ characters with a lower and an upper case letter, a digit and a symbol. */
export function isStrongPassword(value: string): boolean {
  return (
    value.length >= REGISTRATION_LIMITS.strongPasswordMin &&
    value.length <= REGISTRATION_LIMITS.passwordMax &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    /\d/.test(value) &&
    /[^A-Za-z0-9]/.test(value)
  );
}

const blank = (value: string) => value.trim() === '';
const includes = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

function text(
  problems: RegistrationProblem[],
  field: string,
  value: string,
  required: RegistrationMessage,
  max: number,
) {
  if (blank(value)) problems.push({ field, code: required });
  else if (value.trim().length > max) problems.push({ field, code: 'tooLong' });
}

function account(
  problems: RegistrationProblem[],
  input: Pick<StoreApplicationInput, 'firstName' | 'lastName' | 'phone' | 'email' | 'password' | 'confirmPassword'>,
) {
  text(problems, 'f_name', input.firstName, 'firstNameRequired', REGISTRATION_LIMITS.nameMax);
  if (input.lastName.trim().length > REGISTRATION_LIMITS.nameMax) problems.push({ field: 'l_name', code: 'tooLong' });
  if (blank(input.phone)) problems.push({ field: 'phone', code: 'phoneRequired' });
  else if (!isPhone(input.phone)) problems.push({ field: 'phone', code: 'phoneInvalid' });
  if (blank(input.email)) problems.push({ field: 'email', code: 'emailRequired' });
  else if (!isEmail(input.email)) problems.push({ field: 'email', code: 'emailInvalid' });
  if (input.password === '') problems.push({ field: 'password', code: 'passwordRequired' });
  else if (!isStrongPassword(input.password)) problems.push({ field: 'password', code: 'passwordWeak' });
  if (input.confirmPassword !== undefined) {
    if (input.confirmPassword === '') problems.push({ field: 'confirm_password', code: 'confirmRequired' });
    else if (input.confirmPassword !== input.password)
      problems.push({ field: 'confirm_password', code: 'passwordsMatch' });
  }
}

const positive = (value: number | null) => value !== null && Number.isInteger(value) && value > 0;

/** Every problem of a store application, in the form's order (empty: it may be submitted). */
export function storeApplicationProblems(input: StoreApplicationInput): RegistrationProblem[] {
  const problems: RegistrationProblem[] = [];
  text(problems, 'name', input.name, 'storeNameRequired', REGISTRATION_LIMITS.nameMax);
  text(problems, 'name_ar', input.nameAr, 'storeNameArRequired', REGISTRATION_LIMITS.nameMax);
  text(problems, 'address', input.address, 'addressRequired', REGISTRATION_LIMITS.addressMax);
  text(problems, 'address_ar', input.addressAr, 'addressArRequired', REGISTRATION_LIMITS.addressMax);
  if (!positive(input.moduleId)) problems.push({ field: 'module_id', code: 'moduleRequired' });
  if (!positive(input.zoneId)) problems.push({ field: 'zone_id', code: 'zoneRequired' });
  if (input.latitude === null || input.longitude === null || !isValidLatLng(input.latitude, input.longitude))
    problems.push({ field: 'latitude', code: 'pointRequired' });
  else if (input.pointInZone === false) problems.push({ field: 'latitude', code: 'pointOutsideZone' });
  if (!input.hasLogo) problems.push({ field: 'logo', code: 'logoRequired' });
  if (!input.hasCover) problems.push({ field: 'cover_photo', code: 'coverRequired' });
  const min = input.minDeliveryTime;
  const max = input.maxDeliveryTime;
  const time = (value: number | null) =>
    value !== null && Number.isInteger(value) && value > 0 && value <= REGISTRATION_LIMITS.deliveryTimeMax;
  if (!time(min)) problems.push({ field: 'minimum_delivery_time', code: 'minTimeRequired' });
  if (!time(max)) problems.push({ field: 'maximum_delivery_time', code: 'maxTimeRequired' });
  else if (time(min) && (max as number) <= (min as number))
    problems.push({ field: 'maximum_delivery_time', code: 'timeOrder' });
  if (!includes(DELIVERY_TIME_TYPES, input.deliveryTimeType))
    problems.push({ field: 'delivery_time_type', code: 'timeTypeInvalid' });
  if (input.tax === null || !Number.isFinite(input.tax) || input.tax < 0 || input.tax > 100)
    problems.push({ field: 'tax', code: 'taxInvalid' });
  account(problems, input);
  if (!includes(BUSINESS_PLANS, input.businessPlan)) problems.push({ field: 'business_plan', code: 'planRequired' });
  else if (input.businessPlan === 'subscription' && !positive(input.packageId))
    problems.push({ field: 'package_id', code: 'packageRequired' });
  return problems;
}

/** Every problem of a courier application, in the form's order. */
export function courierApplicationProblems(input: CourierApplicationInput): RegistrationProblem[] {
  const problems: RegistrationProblem[] = [];
  account(problems, input);
  if (!positive(input.zoneId)) problems.push({ field: 'zone_id', code: 'zoneRequired' });
  if (!includes(VEHICLE_TYPES, input.vehicleType)) problems.push({ field: 'vehicle_type', code: 'vehicleRequired' });
  if (!includes(EARNING_TYPES, input.earning)) problems.push({ field: 'earning', code: 'earningRequired' });
  if (!includes(IDENTITY_TYPES, input.identityType))
    problems.push({ field: 'identity_type', code: 'identityTypeRequired' });
  text(
    problems,
    'identity_number',
    input.identityNumber,
    'identityNumberRequired',
    REGISTRATION_LIMITS.identityNumberMax,
  );
  if (input.identityImages === 0) problems.push({ field: 'identity_image', code: 'identityImagesRequired' });
  else if (input.identityImages > REGISTRATION_LIMITS.identityImagesMax)
    problems.push({ field: 'identity_image', code: 'identityImagesTooMany' });
  if (!input.hasPhoto) problems.push({ field: 'image', code: 'photoRequired' });
  return problems;
}

/** "30-40 min": the store's delivery time as lists and cards show it. */
export function deliveryTimeText(min: number, max: number, type: DeliveryTimeType): string {
  return `${min}-${max} ${type}`;
}
