/**
 * Every visible string of the storefront, per feature, in English and
 * Arabic. Only the dictionary of the page's language is sent to the browser
 * (in the root loader data), never both.
 */
import type { LanguageCode } from '@souq/domain';
import * as addresses from '../features/addresses/messages.ts';
import * as auth from '../features/auth/messages.ts';
import * as catalog from '../features/catalog/messages.ts';
import * as cart from '../features/cart/messages.ts';
import * as categories from '../features/categories/messages.ts';
import * as checkout from '../features/checkout/messages.ts';
import * as coupons from '../features/coupons/messages.ts';
import * as home from '../features/home/messages.ts';
import * as inbox from '../features/inbox/messages.ts';
import * as interest from '../features/interest/messages.ts';
import * as item from '../features/item/messages.ts';
import * as join from '../features/join/messages.ts';
import * as settings from '../features/settings/messages.ts';
import * as landing from '../features/landing/messages.ts';
import * as location from '../features/location/messages.ts';
import * as loyalty from '../features/loyalty/messages.ts';
import * as map from '../features/map/messages.ts';
import * as modules from '../features/modules/messages.ts';
import * as operator from '../features/operator/messages.ts';
import * as orders from '../features/orders/messages.ts';
import * as pages from '../features/pages/messages.ts';
import * as parcel from '../features/parcel/messages.ts';
import * as profile from '../features/profile/messages.ts';
import * as referral from '../features/referral/messages.ts';
import * as rental from '../features/rental/messages.ts';
import * as reviews from '../features/reviews/messages.ts';
import * as shell from '../features/shell/messages.ts';
import * as store from '../features/store/messages.ts';
import * as wallet from '../features/wallet/messages.ts';
import * as wishlist from '../features/wishlist/messages.ts';

export const FEATURES = {
  shell,
  location,
  modules,
  landing,
  home,
  pages,
  auth,
  profile,
  addresses,
  interest,
  catalog,
  item,
  store,
  categories,
  cart,
  wishlist,
  checkout,
  orders,
  reviews,
  wallet,
  loyalty,
  referral,
  coupons,
  inbox,
  map,
  join,
  rental,
  parcel,
  settings,
  operator,
};

type MergedEnglish = typeof shell.en &
  typeof location.en &
  typeof modules.en &
  typeof landing.en &
  typeof home.en &
  typeof pages.en &
  typeof auth.en &
  typeof profile.en &
  typeof addresses.en &
  typeof interest.en &
  typeof catalog.en &
  typeof item.en &
  typeof store.en &
  typeof categories.en &
  typeof cart.en &
  typeof wishlist.en &
  typeof checkout.en &
  typeof orders.en &
  typeof reviews.en &
  typeof wallet.en &
  typeof loyalty.en &
  typeof referral.en &
  typeof coupons.en &
  typeof map.en &
  typeof join.en &
  typeof inbox.en &
  typeof rental.en &
  typeof parcel.en &
  typeof settings.en &
  typeof operator.en;

export const en = Object.assign({}, ...Object.values(FEATURES).map((f) => f.en)) as MergedEnglish;
export const ar = Object.assign({}, ...Object.values(FEATURES).map((f) => f.ar)) as Record<keyof MergedEnglish, string>;

export type MessageKey = keyof MergedEnglish;
export type Messages = Record<MessageKey, string>;

/** Every message: what the server translates with (actions, flash messages). */
export function messagesFor(locale: LanguageCode): Messages {
  return locale === 'ar' ? ar : en;
}

/**
 * Messages travel per route (decision 6): the root data carries the words
 * of the shell and of the pages most visits see; a feature listed here
 * instead comes with the loader data of the routes that show it
 * (`routeMessagesFor`, as `messages`), and a lazy view that can open on
 * any page (the sign-in modal, the address form) brings it with its chunk
 * (`provideMessages` in i18n/t.ts). useT and pageMeta find both.
 */
export const ROUTE_FEATURES = [
  'wallet',
  'loyalty',
  'referral',
  'coupons',
  'orders',
  'checkout',
  'auth',
  'join',
  'inbox',
  'rental',
  'parcel',
  'settings',
  'operator',
] as const;
export type RouteFeature = (typeof ROUTE_FEATURES)[number];

function dictionary(locale: LanguageCode, features: readonly (keyof typeof FEATURES)[]): Partial<Messages> {
  return Object.assign({}, ...features.map((name) => FEATURES[name][locale === 'ar' ? 'ar' : 'en']));
}

/** Words bundled with the lazy chunks that show them (the maps: features/map/use-map-t.ts), sent with no page's data. */
const CHUNK_ONLY: (keyof typeof FEATURES)[] = ['map'];

const ROOT_FEATURES = (Object.keys(FEATURES) as (keyof typeof FEATURES)[]).filter(
  (name) => !(ROUTE_FEATURES as readonly string[]).includes(name) && !CHUNK_ONLY.includes(name),
);
const rootMessages = { en: dictionary('en', ROOT_FEATURES), ar: dictionary('ar', ROOT_FEATURES) };
const routeMessages = new Map<string, Partial<Messages>>();

/** The messages every page needs (the root loader's). */
export function pageMessagesFor(locale: LanguageCode): Partial<Messages> {
  return rootMessages[locale === 'ar' ? 'ar' : 'en'];
}

/** The words of the features a route shows beyond the root's (its loader returns them as `messages`). */
export function routeMessagesFor(locale: LanguageCode, features: readonly RouteFeature[]): Partial<Messages> {
  const key = `${locale}:${features.join(',')}`;
  let words = routeMessages.get(key);
  if (!words) routeMessages.set(key, (words = dictionary(locale, features)));
  return words;
}
