/**
 * A registration body (multipart or JSON, as 6amMart's clients and our
 * pages send it) → the domain's input. Anything not text is read as
 * missing, so a hostile body meets the same messages as an empty field.
 * 6amMart's form sends translations as parallel lists, `name[]`/`address[]`
 * with `lang[]` ("default" or "en" first, then "ar"); `name_ar` and
 * `address_ar` say the same directly.
 */
import { normalizePhone, type CourierApplicationInput, type StoreApplicationInput } from '@souq/domain';

type Body = Record<string, unknown>;

const bodyOf = (body: unknown): Body => (body && typeof body === 'object' ? (body as Body) : {});

/** The values sent under `key`, `key[]` or `key[0]`, `key[1]`…, in order, as text. */
function values(body: Body, key: string): string[] {
  const pattern = new RegExp(`^${key}(\\[(\\d*)\\])?$`);
  return Object.keys(body)
    .filter((k) => pattern.test(k))
    .sort((a, b) => Number(pattern.exec(a)![2] || 0) - Number(pattern.exec(b)![2] || 0))
    .flatMap((k) => {
      const value = body[k];
      return Array.isArray(value) ? value : [value];
    })
    .map((v) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : ''));
}

const text = (body: Body, key: string) => values(body, key)[0] ?? '';

function number(body: Body, key: string): number | null {
  const raw = text(body, key).trim();
  if (raw === '' || !/^-?\d+(\.\d+)?$/.test(raw)) return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

/** English and Arabic of a translated field: `key` + `key_ar`, or `key[]` paired with `lang[]`. */
function translated(body: Body, key: string): { en: string; ar: string } {
  const list = values(body, key);
  const langs = values(body, 'lang');
  if (list.length > 1 || langs.length > 0) {
    const at = (lang: string[]) => {
      const index = langs.findIndex((l) => lang.includes(l));
      return index >= 0 ? (list[index] ?? '') : '';
    };
    return { en: at(['default', 'en']) || list[0] || '', ar: at(['ar']) || text(body, `${key}_ar`) };
  }
  return { en: list[0] ?? '', ar: text(body, `${key}_ar`) };
}

function account(body: Body) {
  const confirm = values(body, 'confirm_password');
  return {
    firstName: text(body, 'f_name'),
    lastName: text(body, 'l_name'),
    phone: normalizePhone(text(body, 'phone')),
    email: text(body, 'email').trim(),
    password: text(body, 'password'),
    confirmPassword: confirm.length > 0 ? confirm[0] : undefined,
  };
}

/** Without the files and the zone check, which the service adds. */
export function storeInput(raw: unknown): StoreApplicationInput {
  const body = bodyOf(raw);
  const name = translated(body, 'name');
  const address = translated(body, 'address');
  return {
    name: name.en,
    nameAr: name.ar,
    address: address.en,
    addressAr: address.ar,
    moduleId: number(body, 'module_id'),
    zoneId: number(body, 'zone_id'),
    latitude: number(body, 'latitude'),
    longitude: number(body, 'longitude'),
    pointInZone: null,
    hasLogo: false,
    hasCover: false,
    minDeliveryTime: number(body, 'minimum_delivery_time'),
    maxDeliveryTime: number(body, 'maximum_delivery_time'),
    deliveryTimeType: text(body, 'delivery_time_type') || 'min',
    tax: number(body, 'tax'),
    ...account(body),
    businessPlan: text(body, 'business_plan') || 'commission',
    packageId: number(body, 'package_id'),
  };
}

export function courierInput(raw: unknown): CourierApplicationInput {
  const body = bodyOf(raw);
  // 6amMart's `earning`: 1 freelancer, 0 salaried; our pages send the words.
  const earning = text(body, 'earning');
  return {
    ...account(body),
    zoneId: number(body, 'zone_id'),
    vehicleType: text(body, 'vehicle_type') || text(body, 'vehicle_id'),
    earning: earning === '1' ? 'freelancer' : earning === '0' ? 'salaried' : earning,
    identityType: text(body, 'identity_type'),
    identityNumber: text(body, 'identity_number'),
    identityImages: 0,
    hasPhoto: false,
  };
}
