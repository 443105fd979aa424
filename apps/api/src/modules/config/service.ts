/**
 * GET /config: the business settings in the shape 6amMart clients read,
 * with image URLs made absolute. Built once per language and cached as a
 * serialized string, since every page load asks for it.
 */
import type { LanguageCode } from '@souq/domain';
import { SUPPORTED_LANGUAGES } from '@souq/domain';
import { cachedByKey } from '../../lib/cache.ts';
import type { AppUrls } from '../../lib/urls.ts';
import { selectSoleModule } from '../modules/index.ts';
import { flag, type Settings, type SettingsService } from '../settings/index.ts';
import type { Database } from '@souq/db';
import type { SocialProvider } from '../../adapters/identity/index.ts';

/** What the server itself can verify: a sign-in method the settings turn on but the server has no keys for is not offered. */
export interface SignInCapabilities {
  social: Set<SocialProvider>;
  firebase: boolean;
}

const TTL_MS = 10_000;

/** Capabilities per module type (reference §5.10), exposed as module_config. */
export const MODULE_CONFIG = {
  grocery: {
    order_status: { accepted: false },
    order_place_to_schedule_interval: true,
    add_on: false,
    stock: true,
    veg_non_veg: false,
    unit: true,
    order_attachment: false,
    always_open: false,
    all_zone_service: false,
    item_available_time: false,
    show_restaurant_text: false,
    is_parcel: false,
    is_rental: false,
    organic: true,
    cutlery: false,
    common_condition: false,
    nutrition: true,
    allergy: true,
    basic: false,
    halal: true,
    generic_name: false,
    brand: false,
    description: 'Grocery module',
  },
  food: {
    order_status: { accepted: true },
    order_place_to_schedule_interval: false,
    add_on: true,
    stock: false,
    veg_non_veg: true,
    unit: false,
    order_attachment: false,
    always_open: false,
    all_zone_service: false,
    item_available_time: true,
    show_restaurant_text: true,
    is_parcel: false,
    is_rental: false,
    organic: false,
    cutlery: true,
    common_condition: false,
    nutrition: true,
    allergy: true,
    basic: false,
    halal: true,
    generic_name: false,
    brand: false,
    description: 'Food module',
  },
  pharmacy: {
    order_status: { accepted: false },
    order_place_to_schedule_interval: false,
    add_on: false,
    stock: true,
    veg_non_veg: false,
    unit: true,
    order_attachment: true,
    always_open: false,
    all_zone_service: false,
    item_available_time: false,
    show_restaurant_text: false,
    is_parcel: false,
    is_rental: false,
    organic: false,
    cutlery: false,
    common_condition: true,
    nutrition: false,
    allergy: false,
    basic: true,
    halal: false,
    generic_name: true,
    brand: false,
    description: 'Pharmacy module',
  },
  ecommerce: {
    order_status: { accepted: false },
    order_place_to_schedule_interval: false,
    add_on: false,
    stock: true,
    veg_non_veg: false,
    unit: true,
    order_attachment: false,
    always_open: true,
    all_zone_service: true,
    item_available_time: false,
    show_restaurant_text: false,
    is_parcel: false,
    is_rental: false,
    organic: false,
    cutlery: false,
    common_condition: false,
    nutrition: false,
    allergy: false,
    basic: false,
    halal: false,
    generic_name: false,
    brand: true,
    description: 'E-commerce module',
  },
  parcel: {
    order_status: { accepted: false },
    order_place_to_schedule_interval: false,
    add_on: false,
    stock: false,
    veg_non_veg: false,
    unit: false,
    order_attachment: false,
    always_open: true,
    all_zone_service: false,
    item_available_time: false,
    show_restaurant_text: false,
    is_parcel: true,
    is_rental: false,
    organic: false,
    cutlery: false,
    common_condition: false,
    nutrition: false,
    allergy: false,
    basic: false,
    halal: false,
    generic_name: false,
    brand: false,
    description: 'Parcel module',
  },
  rental: {
    order_status: { accepted: false },
    order_place_to_schedule_interval: false,
    add_on: false,
    stock: false,
    veg_non_veg: false,
    unit: false,
    order_attachment: false,
    always_open: false,
    all_zone_service: false,
    item_available_time: false,
    show_restaurant_text: false,
    is_parcel: false,
    is_rental: true,
    organic: false,
    cutlery: false,
    common_condition: false,
    nutrition: false,
    allergy: false,
    basic: false,
    halal: false,
    generic_name: false,
    brand: false,
    description: 'Rental module',
  },
  module_type: ['grocery', 'food', 'pharmacy', 'ecommerce', 'parcel', 'rental'],
} as const;

const IMAGE_BUCKETS = {
  business_logo_url: 'business',
  notification_image_url: 'notification',
  item_image_url: 'product',
  product_image_url: 'product',
  campaign_image_url: 'campaign',
  category_image_url: 'category',
  customer_image_url: 'profile',
  banner_image_url: 'banner',
  store_image_url: 'store',
  store_cover_photo_url: 'store/cover',
  restaurant_image_url: 'store',
  restaurant_cover_photo_url: 'store/cover',
  module_image_url: 'module',
  delivery_man_image_url: 'delivery-man',
  chat_image_url: 'conversation',
  parcel_category_image_url: 'parcel_category',
  order_attachment_url: 'order',
  refund_image_url: 'refund',
  gateway_image_url: 'payment_modules/gateway_image',
  vehicle_image_url: 'vehicle',
  brand_image_url: 'brand',
  promotional_banner_url: 'promotional_banner',
  business_image_url: 'business',
  testimonial_image_url: 'reviewer_image',
  header_icon_url: 'header_icon',
  header_banner_url: 'header_banner',
} as const;

export function createConfigService(
  db: Database,
  settings: SettingsService,
  urls: AppUrls,
  capabilities: SignInCapabilities,
) {
  const json = cachedByKey<LanguageCode, string>(TTL_MS, async (locale) =>
    JSON.stringify(await buildConfig(db, await settings.all(locale), urls, capabilities)),
  );
  settings.onChange(() => json.clear());

  return {
    /** The serialized config (a `ConfigJson`) for a language; callers send it as is. */
    json: (locale: LanguageCode) => json.get(locale),
    invalidate: () => json.clear(),
  };
}

/** GET /config as clients parse it (decision 29): the settings of `ConfigSettings`, then what is built from them. */
export type ConfigJson = Awaited<ReturnType<typeof buildConfig>>;

async function buildConfig(db: Database, s: Settings, urls: AppUrls, capabilities: SignInCapabilities) {
  const soleModule = await selectSoleModule(db);
  const base_urls = Object.fromEntries(
    Object.entries(IMAGE_BUCKETS).map(([key, bucket]) => [key, urls.storageBase(bucket)]),
  ) as Record<keyof typeof IMAGE_BUCKETS, string>;
  const gateways = (s.active_payment_method_list as StoredGateway[] | null) ?? [];
  // The threshold as checkout reads it (chargeRules): the admin option's own, else the free_delivery_over setting.
  const storedFree = s.admin_free_delivery as StoredFreeDelivery | null;
  const adminFree = storedFree && {
    ...storedFree,
    free_delivery_over: storedFree.free_delivery_over ?? (s.free_delivery_over as number | undefined) ?? 0,
  };
  return {
    ...pickSettings(s),
    ...offeredSignIn(s, capabilities),
    logo_full_url: urls.storage('business', s.logo as string),
    fav_icon_full_url: urls.storage('business', s.fav_icon as string),
    base_urls,
    cash_on_delivery: flag(s.cash_on_delivery),
    digital_payment: flag(s.digital_payment),
    digital_payment_info: {
      digital_payment: flag(s.digital_payment),
      plugin_payment_gateways: [] as never[],
      default_payment_gateways: gateways.map((g) => ({ gateway: g.gateway, gateway_title: g.gateway_title })),
    },
    active_payment_method_list: gateways.map((g) => ({
      ...g,
      gateway_image_full_url: urls.storage('payment_modules/gateway_image', g.gateway_image),
    })),
    admin_free_delivery: adminFree,
    free_delivery_over:
      adminFree?.status && adminFree.type === 'free_delivery_by_order_amount' ? adminFree.free_delivery_over : null,
    social_media: ((s.social_media as StoredSocialLink[] | null) ?? []).filter((m) => flag(m.status)),
    sys_language: SUPPORTED_LANGUAGES.map((l, index) => ({
      key: l.code,
      value: l.name,
      direction: l.code === 'ar' ? ('rtl' as const) : ('ltr' as const),
      default: index === 0,
    })),
    module_config: MODULE_CONFIG,
    module: soleModule,
    landing_page_links: {
      store_registration: `${urls.publicUrl}/store-registration?active=active`,
      deliveryman_registration: `${urls.publicUrl}/deliveryman-registration`,
    },
  };
}

/** A switch as the writers store it (1/0, true/false, "1"/"0"): read it with settingOn. */
type Switch = number | boolean | string;
/** A number as the writers store it (6amMart's admin keeps some as text): read it with Number. */
type Numeric = number | string;

interface StoredGateway {
  gateway: string;
  gateway_title: string;
  gateway_image: string;
}
interface StoredFreeDelivery {
  status: boolean;
  type: string;
  free_delivery_over?: number;
}
interface StoredSocialLink {
  id: number;
  name: string;
  link: string;
  status: Switch;
}
interface StoredSignIn {
  login_medium: string;
  status: Switch;
}

/**
 * The settings /config passes on as stored, by key (client-contract §5 config), typed as their
 * writers keep them: the seed (DEMO_SETTINGS), the operator's settings routes, 6amMart's admin.
 * A setting the store lacks is sent as null. Read switches with settingOn and numbers with
 * Number: each has more than one stored form.
 */
export interface ConfigSettings {
  business_name: string;
  logo: string;
  fav_icon: string;
  phone: string;
  email: string;
  address: string;
  country: string;
  country_picker_status: Switch;
  default_location: { lat: string; lng: string };
  /** The business clock (an IANA zone). */
  timezone: string;
  /** '12' or '24'. */
  timeformat: string;
  footer_text: string;
  cookies_text: string;
  currency_symbol: string;
  currency_symbol_direction: 'left' | 'right';
  digit_after_decimal_point: Numeric;
  tax_included: Switch;
  demo: Switch;
  maintenance_mode: Switch;
  customer_verification: Switch;
  customer_wallet_status: Switch;
  wallet_add_refund: Switch;
  add_fund_status: Switch;
  loyalty_point_status: Switch;
  loyalty_point_exchange_rate: Numeric;
  loyalty_point_minimum_point: Numeric;
  loyalty_point_item_purchase_point: Numeric;
  ref_earning_status: Switch;
  ref_earning_exchange_rate: Numeric;
  new_customer_discount_status: Switch;
  new_customer_discount_amount: Numeric;
  /** 'percentage' or 'amount'. */
  new_customer_discount_amount_type: string;
  new_customer_discount_amount_validity: Numeric;
  /** 'day' or 'month'. */
  new_customer_discount_validity_type: string;
  refund_active_status: Switch;
  offline_payment_status: Switch;
  partial_payment_status: Switch;
  /** What pays the rest of a partial wallet payment: 'cod', 'digital_payment', 'offline_payment' or 'both'. */
  partial_payment_method: string;
  guest_checkout_status: Switch;
  home_delivery_status: Switch;
  takeaway_status: Switch;
  schedule_order: Switch;
  /** Minutes. */
  schedule_order_slot_duration: Numeric;
  prescription_order_status: Switch;
  order_delivery_verification: Switch;
  order_confirmation_model: string;
  per_km_shipping_charge: Numeric;
  minimum_shipping_charge: Numeric;
  parcel_per_km_shipping_charge: Numeric;
  parcel_minimum_shipping_charge: Numeric;
  self_delivery_system: Switch;
  dm_tips_status: Switch;
  additional_charge_status: Switch;
  /** In the reader's language. */
  additional_charge_name: string;
  additional_charge: Numeric;
  /** Module type → whether its stores may charge extra packaging. */
  extra_packaging_data: Record<string, Switch>;
  toggle_dm_registration: Switch;
  toggle_store_registration: Switch;
  toggle_veg_non_veg: Switch;
  refund_policy: Switch;
  cancelation_policy: Switch;
  shipping_policy: Switch;
  is_mail_active: Switch;
  is_sms_active: Switch;
  language: { key: string; value: string }[];
  pagination_limit: Numeric;
}

/** The settings /config sends as they are, in this order (the wire's). */
const CONFIG_KEYS = [
  'business_name',
  'logo',
  'fav_icon',
  'phone',
  'email',
  'address',
  'country',
  'country_picker_status',
  'default_location',
  'timezone',
  'timeformat',
  'footer_text',
  'cookies_text',
  'currency_symbol',
  'currency_symbol_direction',
  'digit_after_decimal_point',
  'tax_included',
  'demo',
  'maintenance_mode',
  'customer_verification',
  'customer_wallet_status',
  'wallet_add_refund',
  'add_fund_status',
  'loyalty_point_status',
  'loyalty_point_exchange_rate',
  'loyalty_point_minimum_point',
  'loyalty_point_item_purchase_point',
  'ref_earning_status',
  'ref_earning_exchange_rate',
  'new_customer_discount_status',
  'new_customer_discount_amount',
  'new_customer_discount_amount_type',
  'new_customer_discount_amount_validity',
  'new_customer_discount_validity_type',
  'refund_active_status',
  'offline_payment_status',
  'partial_payment_status',
  'partial_payment_method',
  'guest_checkout_status',
  'home_delivery_status',
  'takeaway_status',
  'schedule_order',
  'schedule_order_slot_duration',
  'prescription_order_status',
  'order_delivery_verification',
  'order_confirmation_model',
  'per_km_shipping_charge',
  'minimum_shipping_charge',
  'parcel_per_km_shipping_charge',
  'parcel_minimum_shipping_charge',
  'self_delivery_system',
  'dm_tips_status',
  'additional_charge_status',
  'additional_charge_name',
  'additional_charge',
  'extra_packaging_data',
  'toggle_dm_registration',
  'toggle_store_registration',
  'toggle_veg_non_veg',
  'refund_policy',
  'cancelation_policy',
  'shipping_policy',
  'is_mail_active',
  'is_sms_active',
  'language',
  'pagination_limit',
] as const satisfies readonly (keyof ConfigSettings)[];

// Every setting ConfigSettings names is one /config sends.
const everyKeySent: Exclude<keyof ConfigSettings, (typeof CONFIG_KEYS)[number]> extends never ? true : never = true;
void everyKeySent;

/**
 * centralize_login, social_login, apple_login and firebase_otp_verification
 * as the settings say, less what this server cannot verify, so clients never
 * show a button that can only fail.
 */
function offeredSignIn(s: Settings, capabilities: SignInCapabilities) {
  const login: Record<string, Switch> = { ...((s.centralize_login ?? {}) as Record<string, Switch>) };
  for (const provider of ['google', 'facebook', 'apple'] as const) {
    if (!capabilities.social.has(provider)) login[`${provider}_login_status`] = 0;
  }
  if (!['google', 'facebook', 'apple'].some((provider) => flag(login[`${provider}_login_status`])))
    login.social_login_status = 0;
  const offered = (entry: StoredSignIn) => ({
    ...entry,
    status: flag(entry.status) && capabilities.social.has(entry.login_medium as SocialProvider),
  });
  return {
    centralize_login: login,
    social_login: ((s.social_login as StoredSignIn[] | null) ?? []).map(offered),
    apple_login: ((s.apple_login as StoredSignIn[] | null) ?? []).map(offered),
    firebase_otp_verification: flag(s.firebase_otp_verification) && capabilities.firebase ? 1 : 0,
  };
}

/** The settings of CONFIG_KEYS, each as stored or null (see ConfigSettings). */
function pickSettings(settings: Settings) {
  return Object.fromEntries(CONFIG_KEYS.map((k) => [k, settings[k] ?? null])) as {
    [K in keyof ConfigSettings]: ConfigSettings[K] | null;
  };
}
