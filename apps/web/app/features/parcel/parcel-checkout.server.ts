/**
 * What the parcel form renders with (issue 18; client-contract §7 parcel):
 * the parcel module's categories and instruction list, the shopper's saved
 * addresses and contact, the header's location as the first pickup point,
 * and the rules the summary previews with — the domain's parcelChargeRules
 * and payment settings, the same the API charges and refuses by. What
 * depends on the two points (zones, their rates and payment switches, the
 * vehicle's extra charge) comes from /resources/parcel-quote as the shopper
 * picks them.
 */
import type { AppLoadContext } from 'react-router';
import {
  currencyDecimals,
  parcelChargeRules,
  settingOn as on,
  walletBalanceMinor,
  type Minor,
  type ParcelChargeRules,
  type PaymentSettings,
} from '@souq/domain';
import { ApiError, createApi, type Api } from '../../lib/api.server.ts';
import type { Prefs } from '../../lib/prefs.server.ts';
import { listAddresses, readGuestAddress } from '../addresses/addresses.server.ts';
import type { Address } from '../addresses/address.ts';
import { endedSession } from '../auth/session.server.ts';
import { optional } from '../catalog/catalog.server.ts';
import { loadCourierTips, orderContact, paymentGateways, type OfflineMethod } from '../checkout/checkout.server.ts';
import { OFFLINE_METHODS_PATH, toOfflineMethod } from '../checkout/offline-methods.ts';
import type { WireConfig } from '@souq/api/answers';
import { loadZoneModules } from '../modules/modules.server.ts';
import { loadParcelCategories, type ParcelCategory } from './parcel.server.ts';

export interface ParcelPoint {
  address: string;
  lat: number;
  lng: number;
}

export interface ParcelCheckoutData {
  page: 'parcel';
  /** The parcel module the order is placed in (its zone rates, its categories). */
  moduleId: number;
  categories: ParcelCategory[];
  categoryId: number | null;
  instructions: { id: number; text: string }[];
  signedIn: boolean;
  /** A guest may make an account with the parcel (create_new_user; password sign-up on), as at checkout. */
  offerAccount: boolean;
  addresses: Address[];
  /** The customer's name, phone and email, or the guest's from this device. */
  contact: { name: string; phone: string; email: string } | null;
  /** The header's delivery location: where the pickup starts. */
  start: ParcelPoint | null;
  rules: ParcelChargeRules;
  payment: {
    settings: PaymentSettings;
    walletBalance: Minor;
    gateways: { gateway: string; title: string; image: string | null }[];
    offlineMethods: OfflineMethod[];
  };
  tips: { enabled: boolean; mostTipped: Minor | null };
  additionalChargeName: string;
  decimals: number;
}

/** Only the switches the payment rules read: the page's data is serialized into it, the whole config is not. */
const paymentSettings = (config: WireConfig): Required<PaymentSettings> => ({
  cash_on_delivery: config.cash_on_delivery,
  digital_payment: config.digital_payment,
  offline_payment_status: config.offline_payment_status,
  customer_wallet_status: config.customer_wallet_status,
  partial_payment_status: config.partial_payment_status,
  partial_payment_method: config.partial_payment_method,
});

/** The parcel module among the modules of the visitor's zones, if any. */
export async function parcelModuleId(api: Api): Promise<number | null> {
  const modules = await loadZoneModules(api);
  return modules.find((m) => m.module_type === 'parcel')?.id ?? null;
}

export async function loadParcelCheckout(
  context: AppLoadContext,
  request: Request,
  prefs: Prefs,
  url: URL,
): Promise<ParcelCheckoutData | null> {
  try {
    return await load(createApi(context, prefs), request, prefs, url);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw endedSession(context.secureCookies);
    throw error;
  }
}

async function load(api: Api, request: Request, prefs: Prefs, url: URL): Promise<ParcelCheckoutData | null> {
  // The form belongs to the parcel module: its categories, instructions and zone rates are that module's.
  const moduleId = await parcelModuleId(api);
  if (!moduleId || moduleId !== prefs.moduleId) return null;
  const signedIn = Boolean(prefs.token);
  const config = await api.get('/config');
  const decimals = currencyDecimals(config.digit_after_decimal_point);
  const [categories, instructions, profile, addresses, tips, offline] = await Promise.all([
    loadParcelCategories(api, decimals),
    optional(api.get('/customer/order/parcel-instructions', { limit: 50, offset: 1 })),
    signedIn ? api.get('/customer/info') : null,
    signedIn ? listAddresses(api) : Promise.resolve([] as Address[]),
    loadCourierTips(api, config, decimals),
    on(config.offline_payment_status) ? optional(api.get(OFFLINE_METHODS_PATH)) : null,
  ]);
  const guestAddress = signedIn ? null : readGuestAddress(request);
  const contact = orderContact(profile, guestAddress);
  const wanted = Number(url.searchParams.get('category_id'));
  return {
    page: 'parcel',
    moduleId,
    categories,
    categoryId: categories.find((c) => c.id === wanted)?.id ?? categories[0]?.id ?? null,
    instructions: (instructions?.data ?? []).map((i) => ({ id: i.id, text: i.instruction })),
    signedIn,
    offerAccount: !signedIn && on(config.centralize_login?.manual_login_status),
    addresses,
    contact,
    start: prefs.location
      ? { address: prefs.location.address, lat: prefs.location.lat, lng: prefs.location.lng }
      : null,
    rules: parcelChargeRules(config, decimals),
    payment: {
      settings: paymentSettings(config),
      walletBalance: walletBalanceMinor(profile?.wallet_balance, decimals),
      gateways: paymentGateways(config),
      offlineMethods: (offline ?? []).map(toOfflineMethod),
    },
    tips,
    additionalChargeName: config.additional_charge_name ?? '',
    decimals,
  };
}
