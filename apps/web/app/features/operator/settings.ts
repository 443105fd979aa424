/**
 * The business switches the console offers (issue 19): flat settings that
 * are 1/0, and the sign-in methods inside `centralize_login`. Each is a
 * business setting the storefront already reads from /config.
 */
export const FLAT_SWITCHES = [
  'customer_wallet_status',
  'loyalty_point_status',
  'ref_earning_status',
  'guest_checkout_status',
  'demo',
  'toggle_veg_non_veg',
  'toggle_dm_registration',
  'toggle_store_registration',
  'refund_policy',
  'cancelation_policy',
  'shipping_policy',
] as const;

export const LOGIN_SWITCHES = ['manual_login_status', 'otp_login_status', 'social_login_status'] as const;

export type SwitchKey = (typeof FLAT_SWITCHES)[number] | (typeof LOGIN_SWITCHES)[number];

export const isSwitch = (key: string): key is SwitchKey =>
  (FLAT_SWITCHES as readonly string[]).includes(key) || (LOGIN_SWITCHES as readonly string[]).includes(key);

export const isLoginSwitch = (key: SwitchKey): key is (typeof LOGIN_SWITCHES)[number] =>
  (LOGIN_SWITCHES as readonly string[]).includes(key);

/** A stored setting read as on/off (settings hold 1/0, true/false or "1"/"0"). */
export const isOn = (value: unknown) => value === true || value === 1 || value === '1';
