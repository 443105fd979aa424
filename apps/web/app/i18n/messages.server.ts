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

export type Feature = keyof typeof FEATURES;

/**
 * Messages travel per route (decisions 6 and 14): the root data carries the
 * words the shell shows on every page (header, footer, the cart and
 * wishlist drawers, the account menu); each page's loader returns the
 * features it shows beyond them (`messages: pageWords(locale, 'home')`); a
 * lazy view that can open on any page imports the dictionaries it needs
 * and hands them to `provideMessages` (its chunk brings them, both
 * languages). useT and pageMeta find all three. words.test.ts reads the
 * sources and fails when a page or a view can show a key nobody sends.
 */
const ROOT_WORDS: Words = [
  'shell',
  'cart',
  'wishlist',
  // Words of other features the shell shows on every page.
  'catalog.listSeparator',
  'account.coupons',
  'account.inbox',
  'account.loginRequired',
  'account.logout',
  'account.logoutConfirm',
  'account.logoutNote',
  'account.logoutYes',
  'account.loyaltyPoints',
  'account.menu',
  'account.myOrders',
  'account.myTrips',
  'account.notifications',
  'account.profileSettings',
  'account.referralCode',
  'account.settings',
  'account.trackOrder',
  'account.unread',
  'account.wallet',
  'address.loading',
  'auth.firebaseUnavailable',
  'auth.verifyWithEmail',
  'auth.verifyWithPhone',
  'catalog.dateTime',
  'catalog.distanceKm',
  'catalog.distanceM',
  'catalog.minutes',
  'catalog.minutesRange',
  'catalog.months',
  'item.outOfLimits',
  'item.outOfStock',
  'item.quickView',
  'location.pickFromMap',
  'map.loading',
];

/** Whole features by name, or single keys of a feature the page shows little of. */
type Words = readonly (Feature | MessageKey)[];

const CATALOG_PAGINATION = ['catalog.pagination', 'catalog.previousPage', 'catalog.pageN', 'catalog.nextPage'] as const;

/** A store's or an item's reviews (the list, its pages and photos; the order page has the form). */
const REVIEW_LIST = [
  'reviews.title',
  'reviews.none',
  'reviews.pages',
  'reviews.outOf',
  'reviews.count',
  'reviews.breakdown',
  'reviews.share',
  'reviews.anonymous',
  'reviews.on',
  'reviews.photos',
  'reviews.openPhoto',
] as const;

/** An order's page (its own or found with the tracking form): the order, its review form, an offline payment's proof. */
const ORDER_VIEW = [
  'orders',
  'reviews.allDone',
  'reviews.rateTitle',
  'reviews.rateBody',
  'reviews.rateItem',
  'reviews.rateCourier',
  'reviews.chooseRating',
  'reviews.stars',
  'reviews.comment',
  'reviews.commentPlaceholder',
  'reviews.addPhotos',
  'reviews.photosHint',
  'reviews.submitting',
  'reviews.submit',
  'checkout.maxImages',
  'checkout.offlineFieldRequired',
  'validation.imageFormat',
] as const;

/**
 * What each page shows beyond the root's words (its loader sends them with `pageWords`): whole
 * features where the page shows most of one, single keys where it shows a few (words.test.ts
 * fails when a page can show a key it is not sent).
 */
export const PAGE_WORDS = {
  landing: ['landing', 'location', 'modules'],
  home: [
    'home',
    'modules',
    'catalog',
    'landing.metaDescription',
    'item.perUnit',
    'reviews.reminderTitle',
    'reviews.reminderBody',
    'reviews.reminderLater',
    'reviews.reminderGo',
    // The rental home's vehicle cards.
    'rental.seats',
    'rental.perHour',
    'rental.perKm',
    'rental.fuel.petrol',
    'rental.fuel.diesel',
    'rental.fuel.electric',
    'rental.fuel.hybrid',
    'rental.fuel.cng',
    'rental.automatic',
    'rental.manual',
  ],
  categories: ['categories.metaDescription', 'categories.none', 'categories.itemCount'],
  category: ['categories', 'catalog', 'home.tabItems', 'home.tabStores', 'home.noSearchResults', 'item.perUnit'],
  storeList: [
    'catalog',
    'home.popularStores',
    'home.latestStores',
    'home.popularRestaurants',
    'home.latestRestaurants',
    'home.nothingHere',
    'landing.metaDescription',
  ],
  store: ['store', 'catalog', ...REVIEW_LIST, 'home.searchResultsFor', 'home.noSearchResults', 'item.perUnit'],
  product: ['item', 'catalog', ...REVIEW_LIST],
  content: ['pages'],
  help: ['pages'],
  profile: [
    'profile',
    'wallet',
    'loyalty',
    'referral',
    'coupons',
    'orders',
    'checkout',
    'auth',
    'inbox',
    'settings',
    'catalog',
    'home',
  ],
  notifications: ['settings', 'auth', 'profile'],
  // The order list alone (its notice for guests, tabs, rows and pages): 38 of the orders' 180 words.
  myOrders: [
    'orders.title',
    'orders.subtitle',
    'orders.guestTitle',
    'orders.guestBody',
    'orders.signIn',
    'orders.guestDevice',
    'orders.tabs',
    'orders.running',
    'orders.history',
    'orders.emptyRunning',
    'orders.emptyHistory',
    'orders.emptyRunningHint',
    'orders.emptyHistoryHint',
    'orders.startShopping',
    'orders.list',
    'orders.orderNumber',
    'orders.placedOn',
    'orders.parcel',
    'orders.itemCount',
    'orders.takeAway',
    'orders.delivery',
    'track.title',
    'status.pending',
    'status.accepted',
    'status.confirmed',
    'status.processing',
    'status.handover',
    'status.picked_up',
    'status.delivered',
    'status.canceled',
    'status.failed',
    'status.refund_requested',
    'status.refunded',
    'status.refund_request_canceled',
    ...CATALOG_PAGINATION,
  ],
  order: ORDER_VIEW,
  // The order view and the tracking form's phone field.
  trackOrder: [...ORDER_VIEW, 'auth.country', 'auth.phonePlaceholder', 'auth.countrySearch', 'auth.countryNone'],
  checkout: [
    'checkout',
    'addresses',
    // The contact form's phone field and the new account's checks (the sign-in dialog brings its own words).
    'auth.working',
    'auth.country',
    'auth.phonePlaceholder',
    'auth.countrySearch',
    'auth.countryNone',
    'validation.emailOrPhoneRequired',
    'validation.emailOrPhoneInvalid',
    'validation.passwordRequired',
    'validation.currentPasswordRequired',
    'validation.passwordTooShort',
    'validation.passwordTooLong',
    'validation.otpPhoneRequired',
    'validation.otpPhoneTooShort',
    'validation.firstNameRequired',
    'validation.nameRequired',
    'validation.emailInvalid',
    'validation.emailRequired',
    'validation.phoneRequired',
    'validation.phoneTooShort',
    'validation.passwordMin6',
    'validation.passwordMin8',
    'validation.confirmPasswordRequired',
    'validation.passwordsMustMatch',
    'validation.acceptTerms',
    'validation.resetPhoneDigits',
    'validation.resetPhoneRequired',
    'validation.resetEmailRequired',
    'validation.resetEmailInvalid',
    'validation.codeEmpty',
    'validation.codeDigits',
    'validation.newPasswordRequired',
    'validation.newConfirmRequired',
    'validation.imageFormat',
    'validation.imageTooLarge',
  ],
  parcelCheckout: ['parcel', 'checkout', 'auth', 'addresses', 'catalog'],
  forgotPassword: ['auth'],
  interest: ['interest'],
  rental: ['rental', 'catalog'],
  join: ['join', 'auth'],
  operator: ['operator', 'orders', 'inbox', 'checkout', 'auth', 'catalog', 'join', 'home.noSearchResults'],
} as const satisfies Record<string, Words>;
export type PageName = keyof typeof PAGE_WORDS;

const isFeature = (name: string): name is Feature => Object.hasOwn(FEATURES, name);

/** The dictionary of the features and single keys named, in one language, without the words of `sent`. */
function dictionary(locale: LanguageCode, words: Words, sent: Partial<Messages> = {}): Partial<Messages> {
  const all = messagesFor(locale);
  const language = locale === 'ar' ? 'ar' : 'en';
  const named: Partial<Messages> = Object.assign(
    {},
    ...words.map((name) => (isFeature(name) ? FEATURES[name][language] : { [name]: all[name] })),
  );
  return Object.fromEntries(Object.entries(named).filter(([key]) => !Object.hasOwn(sent, key)));
}

const rootMessages = { en: dictionary('en', ROOT_WORDS), ar: dictionary('ar', ROOT_WORDS) };
const pageMessages = new Map<string, Partial<Messages>>();

/** The messages every page needs (the root loader's). */
export function pageMessagesFor(locale: LanguageCode): Partial<Messages> {
  return rootMessages[locale === 'ar' ? 'ar' : 'en'];
}

/** The words a page shows beyond the root's (its loader returns them as `messages`), made once per language. */
export function pageWords(locale: LanguageCode, page: PageName): Partial<Messages> {
  const key = `${locale}:${page}`;
  let words = pageMessages.get(key);
  // The root data has sent the shell's words already.
  if (!words) pageMessages.set(key, (words = dictionary(locale, PAGE_WORDS[page], pageMessagesFor(locale))));
  return words;
}
