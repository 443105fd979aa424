/**
 * The part of GET /config the pages render with. Trimmed so the hydration
 * data of every page stays small.
 */
import type { Api } from './api.server.ts';

export interface ShopConfig {
  business_name: string;
  logo_full_url: string | null;
  phone: string;
  email: string;
  address: string;
  footer_text: string;
  country: string;
  country_picker_status: number;
  default_location: { lat: string; lng: string };
  currency_symbol: string;
  currency_symbol_direction: 'left' | 'right';
  digit_after_decimal_point: number;
  tax_included: number;
  demo: boolean;
  guest_checkout_status: number;
  customer_wallet_status: number;
  loyalty_point_status: number;
  ref_earning_status: number;
  add_fund_status: number;
  toggle_dm_registration: number;
  toggle_store_registration: number;
  toggle_veg_non_veg: number;
  /** The fee's name as the operator wrote it, in the page's language: checkout and the order page both show it. */
  additional_charge_name: string | null;
  refund_policy: number;
  cancelation_policy: number;
  shipping_policy: number;
  schedule_order: boolean;
  admin_free_delivery: { status: boolean; type: string; free_delivery_over: number } | null;
  centralize_login: Record<string, number>;
  /** Which channels carry one-time codes (forgot password by phone or by email). */
  is_sms_active: boolean;
  is_mail_active: boolean;
  social_media: { name: string; link: string }[];
  /** The business clock: item windows, store hours and countdowns are read on it. */
  timezone: string;
  /** '12' or '24' (hour clock of times shown). */
  timeformat: string;
}

const KEYS: (keyof ShopConfig)[] = [
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
];

export async function loadShopConfig(api: Api): Promise<ShopConfig> {
  const config = await api.get('/config');
  return Object.fromEntries(KEYS.map((k) => [k, config[k] ?? null])) as unknown as ShopConfig;
}
