/**
 * A registration form read into the domain's input, once for both sides: the
 * API reads a multipart or JSON body, the page reads its own FormData before
 * the shopper moves on a step. Each side says only how a field's values are
 * fetched (RegistrationFields); which field means what, how text becomes a
 * number and what a missing choice defaults to are decided here.
 * 6amMart's form sends translations as parallel lists, `name[]`/`address[]`
 * with `lang[]` ("default" or "en" first, then "ar"); `name_ar` and
 * `address_ar` say the same directly.
 */
import { normalizePhone } from './contact.ts';
import type { CourierApplicationInput, StoreApplicationInput } from './registration.ts';

export interface RegistrationFields {
  /** Every value sent under `name`, in order, as text (a value that is not text reads as ''). */
  values(name: string): string[];
  /** How many files that are not empty were sent under `name` (0 where files are checked later). */
  files(name: string): number;
}

const ACCOUNT_FIELDS = ['f_name', 'l_name', 'phone', 'email', 'password', 'confirm_password'] as const;

/** The text fields of each form as the page sends them on (6amMart's clients may send the lists instead). */
export const REGISTRATION_TEXT_FIELDS = {
  store: [
    'name',
    'name_ar',
    'address',
    'address_ar',
    'module_id',
    'zone_id',
    'latitude',
    'longitude',
    'minimum_delivery_time',
    'maximum_delivery_time',
    'delivery_time_type',
    'tax',
    ...ACCOUNT_FIELDS,
    'business_plan',
    'package_id',
  ],
  courier: [...ACCOUNT_FIELDS, 'zone_id', 'vehicle_type', 'earning', 'identity_type', 'identity_number'],
} as const;

/** The files of each form. */
export const REGISTRATION_FILE_FIELDS = {
  store: ['logo', 'cover_photo'],
  courier: ['image', 'identity_image[]'],
} as const;

/** Rule: a number field holds a plain decimal ("12", "-3.5"); anything else ("", "1e3", "12abc") is missing. */
export function decimalField(raw: string): number | null {
  const text = raw.trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

const text = (fields: RegistrationFields, name: string) => fields.values(name)[0] ?? '';
const number = (fields: RegistrationFields, name: string) => decimalField(text(fields, name));

/** English and Arabic of a translated field: `key` + `key_ar`, or `key[]` paired with `lang[]`. */
function translated(fields: RegistrationFields, key: string): { en: string; ar: string } {
  const list = fields.values(key);
  const langs = fields.values('lang');
  if (list.length > 1 || langs.length > 0) {
    const at = (lang: string[]) => {
      const index = langs.findIndex((l) => lang.includes(l));
      return index >= 0 ? (list[index] ?? '') : '';
    };
    return { en: at(['default', 'en']) || list[0] || '', ar: at(['ar']) || text(fields, `${key}_ar`) };
  }
  return { en: list[0] ?? '', ar: text(fields, `${key}_ar`) };
}

/** Rule: a form without a confirm_password field (6amMart's app) is not asked to confirm. */
function account(fields: RegistrationFields) {
  const confirm = fields.values('confirm_password');
  return {
    firstName: text(fields, 'f_name'),
    lastName: text(fields, 'l_name'),
    phone: normalizePhone(text(fields, 'phone')),
    email: text(fields, 'email').trim(),
    password: text(fields, 'password'),
    confirmPassword: confirm.length > 0 ? confirm[0] : undefined,
  };
}

/**
 * The store form as the domain's input; `pointInZone` stays null for the
 * caller who knows the zone's outline. A missing time unit is minutes and a
 * missing plan is commission, as in 6amMart.
 */
export function storeApplicationFrom(fields: RegistrationFields): StoreApplicationInput {
  const name = translated(fields, 'name');
  const address = translated(fields, 'address');
  return {
    name: name.en,
    nameAr: name.ar,
    address: address.en,
    addressAr: address.ar,
    moduleId: number(fields, 'module_id'),
    zoneId: number(fields, 'zone_id'),
    latitude: number(fields, 'latitude'),
    longitude: number(fields, 'longitude'),
    pointInZone: null,
    hasLogo: fields.files('logo') > 0,
    hasCover: fields.files('cover_photo') > 0,
    minDeliveryTime: number(fields, 'minimum_delivery_time'),
    maxDeliveryTime: number(fields, 'maximum_delivery_time'),
    deliveryTimeType: text(fields, 'delivery_time_type') || 'min',
    tax: number(fields, 'tax'),
    ...account(fields),
    businessPlan: text(fields, 'business_plan') || 'commission',
    packageId: number(fields, 'package_id'),
  };
}

/** The courier form as the domain's input; 6amMart's `earning` is 1 (freelancer) or 0 (salaried), our page sends the words. */
export function courierApplicationFrom(fields: RegistrationFields): CourierApplicationInput {
  const earning = text(fields, 'earning');
  return {
    ...account(fields),
    zoneId: number(fields, 'zone_id'),
    vehicleType: text(fields, 'vehicle_type') || text(fields, 'vehicle_id'),
    earning: earning === '1' ? 'freelancer' : earning === '0' ? 'salaried' : earning,
    identityType: text(fields, 'identity_type'),
    identityNumber: text(fields, 'identity_number'),
    identityImages: fields.files('identity_image[]'),
    hasPhoto: fields.files('image') > 0,
  };
}
