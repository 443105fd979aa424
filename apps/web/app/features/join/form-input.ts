/**
 * The registration forms as the domain's inputs, read from the form itself
 * (FormData), so each step is checked by the same rules the API applies
 * (@souq/domain registration.ts) before the shopper moves on.
 */
import { normalizePhone, pointInPolygon, type CourierApplicationInput, type StoreApplicationInput } from '@souq/domain';
import type { JoinZone } from './types.ts';

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
const number = (form: FormData, name: string): number | null => {
  const raw = text(form, name).trim();
  return raw !== '' && /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : null;
};
const files = (form: FormData, name: string) =>
  form.getAll(name).filter((f): f is File => typeof f === 'object' && f !== null && 'size' in f && f.size > 0).length;

function account(form: FormData) {
  return {
    firstName: text(form, 'f_name'),
    lastName: text(form, 'l_name'),
    phone: normalizePhone(text(form, 'phone')),
    email: text(form, 'email').trim(),
    password: text(form, 'password'),
    confirmPassword: text(form, 'confirm_password'),
  };
}

export function storeFormInput(form: FormData, zones: readonly JoinZone[]): StoreApplicationInput {
  const zoneId = number(form, 'zone_id');
  const latitude = number(form, 'latitude');
  const longitude = number(form, 'longitude');
  const zone = zones.find((z) => z.id === zoneId);
  return {
    name: text(form, 'name'),
    nameAr: text(form, 'name_ar'),
    address: text(form, 'address'),
    addressAr: text(form, 'address_ar'),
    moduleId: number(form, 'module_id'),
    zoneId,
    latitude,
    longitude,
    pointInZone:
      zone && latitude !== null && longitude !== null
        ? pointInPolygon({ lat: latitude, lng: longitude }, { outer: zone.outer, holes: zone.holes })
        : null,
    hasLogo: files(form, 'logo') > 0,
    hasCover: files(form, 'cover_photo') > 0,
    minDeliveryTime: number(form, 'minimum_delivery_time'),
    maxDeliveryTime: number(form, 'maximum_delivery_time'),
    deliveryTimeType: text(form, 'delivery_time_type'),
    tax: number(form, 'tax'),
    ...account(form),
    businessPlan: text(form, 'business_plan'),
    packageId: number(form, 'package_id'),
  };
}

export function courierFormInput(form: FormData): CourierApplicationInput {
  return {
    ...account(form),
    zoneId: number(form, 'zone_id'),
    vehicleType: text(form, 'vehicle_type'),
    earning: text(form, 'earning'),
    identityType: text(form, 'identity_type'),
    identityNumber: text(form, 'identity_number'),
    identityImages: files(form, 'identity_image[]'),
    hasPhoto: files(form, 'image') > 0,
  };
}
