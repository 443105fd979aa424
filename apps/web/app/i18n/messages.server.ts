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
import * as interest from '../features/interest/messages.ts';
import * as item from '../features/item/messages.ts';
import * as landing from '../features/landing/messages.ts';
import * as location from '../features/location/messages.ts';
import * as loyalty from '../features/loyalty/messages.ts';
import * as map from '../features/map/messages.ts';
import * as modules from '../features/modules/messages.ts';
import * as orders from '../features/orders/messages.ts';
import * as pages from '../features/pages/messages.ts';
import * as profile from '../features/profile/messages.ts';
import * as referral from '../features/referral/messages.ts';
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
  map,
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
  typeof map.en;

export const en = Object.assign({}, ...Object.values(FEATURES).map((f) => f.en)) as MergedEnglish;
export const ar = Object.assign({}, ...Object.values(FEATURES).map((f) => f.ar)) as Record<keyof MergedEnglish, string>;

export type MessageKey = keyof MergedEnglish;
export type Messages = Record<MessageKey, string>;

/** Every message: what the server translates with (actions, flash messages). */
export function messagesFor(locale: LanguageCode): Messages {
  return locale === 'ar' ? ar : en;
}

/**
 * Words only the profile's account tabs show. They come with the profile's
 * loader data (`routeMessagesFor`) instead of with every page's root data;
 * useT finds them there.
 */
const ACCOUNT_ONLY: (keyof typeof FEATURES)[] = ['wallet', 'loyalty', 'referral', 'coupons'];

function dictionary(locale: LanguageCode, features: (keyof typeof FEATURES)[]): Partial<Messages> {
  return Object.assign({}, ...features.map((name) => FEATURES[name][locale === 'ar' ? 'ar' : 'en']));
}

/** Words bundled with the lazy chunks that show them (the maps: features/map/use-map-t.ts), sent with no page's data. */
const CHUNK_ONLY: (keyof typeof FEATURES)[] = ['map'];

const PAGE_WIDE = (Object.keys(FEATURES) as (keyof typeof FEATURES)[]).filter(
  (name) => !ACCOUNT_ONLY.includes(name) && !CHUNK_ONLY.includes(name),
);
const pageMessages = { en: dictionary('en', PAGE_WIDE), ar: dictionary('ar', PAGE_WIDE) };
const accountMessages = { en: dictionary('en', ACCOUNT_ONLY), ar: dictionary('ar', ACCOUNT_ONLY) };

/** The messages every page needs (the root loader's). */
export function pageMessagesFor(locale: LanguageCode): Partial<Messages> {
  return pageMessages[locale === 'ar' ? 'ar' : 'en'];
}

/** The messages of the profile's account tabs (the profile loader's). */
export function accountMessagesFor(locale: LanguageCode): Partial<Messages> {
  return accountMessages[locale === 'ar' ? 'ar' : 'en'];
}
