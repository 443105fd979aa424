/**
 * The part of GET /config the pages render with. Trimmed so the hydration
 * data of every page stays small.
 */
import type { WireConfig } from '@souq/api/answers';
import type { Api } from './api.server.ts';

/** The keys of /config every page renders with (the footer, money, the maps, the account forms…). */
const KEYS = [
  'business_name',
  'logo_full_url',
  'phone',
  'email',
  'address',
  'footer_text',
  'country',
  'country_picker_status',
  'default_location',
  'currency_symbol',
  'currency_symbol_direction',
  'digit_after_decimal_point',
  'tax_included',
  'demo',
  'guest_checkout_status',
  'customer_wallet_status',
  'loyalty_point_status',
  'ref_earning_status',
  'add_fund_status',
  'toggle_dm_registration',
  'toggle_store_registration',
  'toggle_veg_non_veg',
  'refund_policy',
  'cancelation_policy',
  'shipping_policy',
  'schedule_order',
  'admin_free_delivery',
  'centralize_login',
  'social_media',
  'is_sms_active',
  'is_mail_active',
  'timezone',
  'timeformat',
  'additional_charge_name',
] as const satisfies readonly (keyof WireConfig)[];

/**
 * Those keys of the API's /config answer, typed as the API declares them (decision 29): a setting the store
 * lacks is null, and a switch or a number may be stored in more than one form (read them with the domain's
 * settingOn and Number). Each reader says what the page shows when one is missing.
 */
export type ShopConfig = Pick<WireConfig, (typeof KEYS)[number]>;

export async function loadShopConfig(api: Api): Promise<ShopConfig> {
  const config = await api.get('/config');
  // A key the answer lacks is null, as the API sends a missing setting.
  return Object.fromEntries(KEYS.map((k) => [k, config[k] ?? null])) as ShopConfig;
}
