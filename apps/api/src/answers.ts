/**
 * The API's answers as a client parses them, one type each, for the storefront (decision 29):
 * `import type … from '@souq/api/answers'`. Types only — the storefront's bundle gets nothing
 * from here (lint allows only type imports of the API in apps/web/app). Each answer is declared
 * once, in the module that answers it (`…Json`, mostly the return type of the function that
 * builds it), and the route handlers are annotated with it, so `tsc` holds the API to it; here
 * it is read as JSON (`AsJson`: dates are strings) and the storefront reads no key the API
 * does not send.
 */
import type { MessageJson } from './http/reply.ts';
import type { AsJson } from './lib/as-json.ts';
import type * as addresses from './modules/addresses/index.ts';
import type * as auth from './modules/auth/index.ts';
import type * as cashback from './modules/cashback/index.ts';
import type * as checkout from './modules/checkout/index.ts';
import type * as customers from './modules/customers/index.ts';
import type * as geo from './modules/geo/index.ts';
import type * as registrations from './modules/registrations/index.ts';
import type * as settings from './modules/settings/index.ts';
import type * as zones from './modules/zones/index.ts';
import type * as catalog from './modules/catalog/index.ts';
import type * as cart from './modules/cart/index.ts';
import type * as categories from './modules/categories/index.ts';
import type * as config from './modules/config/index.ts';
import type * as chat from './modules/chat/index.ts';
import type * as content from './modules/content/index.ts';
import type * as coupons from './modules/coupons/index.ts';
import type * as loyalty from './modules/loyalty/index.ts';
import type * as modules from './modules/modules/index.ts';
import type * as wallet from './modules/wallet/index.ts';
import type * as couriers from './modules/couriers/index.ts';
import type * as notifications from './modules/notifications/index.ts';
import type * as orders from './modules/orders/index.ts';
import type * as parcel from './modules/parcel/index.ts';
import type * as payments from './modules/payments/index.ts';
import type * as rental from './modules/rental/index.ts';
import type * as reviews from './modules/reviews/index.ts';
import type * as wishlist from './modules/wishlist/index.ts';

// Catalog: items, stores, categories, promotions.
export type WireItem = AsJson<catalog.ItemJson>;
export type WireItemDetails = AsJson<catalog.ItemDetailsJson>;
export type WireItemPage = AsJson<catalog.ItemPageJson>;
export type WireStore = AsJson<catalog.StoreJson>;
export type WireStoreDetails = AsJson<catalog.StoreDetailsJson>;
export type WireStorePage = AsJson<catalog.StorePageJson>;
export type WireSchedule = AsJson<catalog.ScheduleJson>;
export type WireCategory = AsJson<catalog.CategoryJson>;
export type WireCategoryTree = AsJson<catalog.CategoryTreeJson>;
export type WireReview = AsJson<catalog.ReviewJson>;
export type WireReviewPage = AsJson<catalog.ReviewPageJson>;
export type WireBanner = AsJson<catalog.BannerJson>;
export type WireBanners = AsJson<catalog.BannersJson>;
export type WireCampaign = AsJson<catalog.CampaignJson>;
export type WireCampaignDetails = AsJson<catalog.CampaignDetailsJson>;
export type WireFlashSale = AsJson<catalog.FlashSaleJson>;
export type WireFlashSaleItems = AsJson<catalog.FlashSaleItemsJson>;
export type WireFlashSaleOrNone = AsJson<catalog.FlashSaleOrNoneJson>;
export type WireBrand = AsJson<categories.BrandJson>;
export type WireCondition = AsJson<categories.ConditionJson>;

// Cart: customer/cart/list, add, update, remove answer the whole cart of the module.
export type WireCartLine = AsJson<cart.CartLineJson>;

// Coupons and the wishlist.
export type WireCoupon = AsJson<coupons.CouponJson>;
export type WireWishlist = AsJson<wishlist.WishlistJson>;

// Orders: history and running pages, track, details, reasons; a courier as orders carry them.
export type WireOrder = AsJson<orders.OrderJson>;
export type WireTrackedOrder = AsJson<orders.TrackedOrderJson>;
export type WireOrderPage = AsJson<orders.OrderPageJson>;
export type WireOrderLine = AsJson<orders.OrderLineJson>;
export type WireOrderDetails = AsJson<orders.OrderDetailsJson>;
export type WireOrderedVariation = AsJson<orders.OrderedVariation>;
export type WireOrderedAddOn = AsJson<orders.OrderedAddOn>;
export type WireCancellationReasons = AsJson<orders.CancellationReasonsJson>;
export type WireRefundReasons = AsJson<orders.RefundReasonsJson>;
export type WireCourier = AsJson<couriers.CourierJson>;
export type WireOperatorBoard = AsJson<orders.OperatorBoardJson>;
export type WireOperatorReviews = AsJson<reviews.OperatorReviewsJson>;

/** An action's answer that is only a message to show. */
export type WireMessage = AsJson<MessageJson>;

// Wallet and loyalty points.
export type WireWalletTransactions = AsJson<wallet.WalletTransactionsJson>;
export type WireWalletBonus = AsJson<wallet.WalletBonusJson>;
export type WireLoyaltyTransactions = AsJson<loyalty.LoyaltyTransactionsJson>;

// Payments.
export type WireOfflineMethod = AsJson<payments.OfflineMethodJson>;

// Notifications.
export type WireNotification = AsJson<notifications.NotificationJson>;
/** customer/notification-settings. */
export type WireNotificationPrefs = AsJson<notifications.NotificationPrefs>;

// Module home content, the landing page's testimonials, parcel.
export type WireParcelSlides = AsJson<content.ParcelSlidesJson>;
export type WireVideoContent = AsJson<content.VideoContentJson>;
export type WireWhyChoose = AsJson<content.WhyChooseJson>;
export type WireTestimonial = AsJson<content.TestimonialJson>;
export type WireParcelCategory = AsJson<parcel.ParcelCategoryJson>;
export type WireParcelInstructions = AsJson<parcel.ParcelInstructionsJson>;

// Chat.
export type WireConversationList = AsJson<chat.ConversationListJson>;
export type WireConversationDetails = AsJson<chat.ConversationDetailsJson>;
export type WireConversation = AsJson<chat.ConversationJson>;
export type WireChatMessage = AsJson<chat.ChatMessageJson>;
export type WireOperatorConversationList = AsJson<chat.OperatorConversationListJson>;
export type WireOperatorConversationDetails = AsJson<chat.OperatorConversationDetailsJson>;

// Car rental.
export type WireVehicle = AsJson<rental.VehicleJson>;
export type WireVehiclePage = AsJson<rental.VehiclePageJson>;
export type WireProvider = AsJson<rental.ProviderJson>;
export type WireProviderDetails = AsJson<rental.ProviderDetailsJson>;
export type WireRentalWishlist = AsJson<rental.RentalWishlistJson>;
export type WireRentalCart = AsJson<rental.RentalCartJson>;
export type WireTrip = AsJson<rental.TripJson>;
export type WireTripDetails = AsJson<rental.TripDetailsJson>;
export type WireTripPage = AsJson<rental.TripPageJson>;
export type WireVehicleCategoryPage = AsJson<rental.VehicleCategoryPageJson>;
export type WireProviderPage = AsJson<rental.ProviderPageJson>;
export type WireRentalReviewPage = AsJson<rental.RentalReviewPageJson>;
/** rental/user/trip/summary: amounts in the currency. */
export type WireTripSummary = AsJson<rental.TripSummaryJson>;

// Business settings: GET /config (switches and numbers have more than one stored form: read them
// with the domain's settingOn and Number, see ConfigSettings).
export type WireConfig = AsJson<config.ConfigJson>;

// Zones and modules: config/get-zone-id, zone/list, module.
export type WireZone = AsJson<modules.ZoneDataJson>;
export type WireZoneId = AsJson<zones.ZoneIdJson>;
export type WireZoneList = AsJson<zones.ZoneListJson>;
export type WireModule = AsJson<modules.ModuleJson>;

// Places and the offline map.
export type WirePlaceSuggestions = AsJson<geo.PlaceSuggestionsJson>;
export type WirePlaceDetails = AsJson<geo.PlaceDetailsJson>;
export type WireGeocode = AsJson<geo.GeocodeJson>;
export type WireCityLayer = AsJson<geo.CityLayer>;

// The customer, their addresses, counts and reminders.
export type WireCustomerInfo = AsJson<customers.CustomerInfoJson>;
export type WireAddressList = AsJson<addresses.AddressListJson>;
export type WireUnread = AsJson<notifications.UnreadJson>;
export type WireChatUnread = AsJson<chat.UnreadJson>;
export type WireReviewReminder = AsJson<reviews.ReviewReminderJson>;
export type WirePaymentLink = AsJson<payments.PaymentLinkJson>;
export type WireCashbackOffer = AsJson<cashback.CashbackListJson[number]>;

// Checkout's helpers: distance, the vehicle's extra charge (a bare number), the usual tip.
export type WireDistance = AsJson<checkout.DistanceJson>;
export type WireVehicleExtraCharge = AsJson<checkout.VehicleExtraChargeJson>;
export type WireMostTips = AsJson<checkout.MostTipsJson>;

// Content pages and the landing.
export type WirePage = AsJson<content.PageJson>;
export type WireLanding = AsJson<content.LandingJson>;

// Joining: packages; the operator's applications, couriers and settings.
export type WirePackages = AsJson<registrations.PackagesJson>;
export type WireApplicationList = AsJson<registrations.ApplicationListJson>;
export type WireOperatorCourier = AsJson<orders.OperatorCourierJson>;
export type WireOperatorSetting = AsJson<settings.OperatorSettingJson>;

/**
 * What each GET path answers, as the storefront's API client reads it (decision 29): the client's
 * `api.get(path)` returns the type its path has here, so a loader cannot pair a path with another
 * answer's type, and a path not here cannot be read at all: its answer's type is declared (in the
 * module that answers it) and mapped here first. Paths with an id or a slug in them are patterns.
 */
export interface AnswerPaths {
  '/config': WireConfig;
  '/banners': WireBanners;
  '/brand': WireBrand[];
  '/common-condition': WireCondition[];
  '/campaigns/basic-campaign-details': WireCampaignDetails;
  '/campaigns/item': WireItem[];
  '/coupon/list': WireCoupon[];
  '/coupon/apply': WireCoupon;
  '/customer/cart/list': WireCartLine[];
  '/customer/loyalty-point/transactions': WireLoyaltyTransactions;
  '/customer/message/details': WireConversationDetails;
  '/customer/message/list': WireConversationList;
  '/customer/message/search-list': WireConversationList;
  '/customer/notifications': WireNotification[];
  '/customer/notification-settings': WireNotificationPrefs;
  '/customer/order/cancellation-reasons': WireCancellationReasons;
  '/customer/order/refund-reasons': WireRefundReasons;
  '/customer/order/details': WireOrderDetails;
  '/customer/order/track': WireTrackedOrder;
  '/customer/order/parcel-instructions': WireParcelInstructions;
  '/customer/suggested-items': WireItem[];
  '/customer/visit-again': WireStore[];
  '/customer/wallet/bonuses': WireWalletBonus[];
  '/customer/wallet/transactions': WireWalletTransactions;
  '/customer/wish-list': WireWishlist;
  '/flash-sales': WireFlashSaleOrNone;
  '/flash-sales/items': WireFlashSaleItems;
  '/items/latest': WireItemPage;
  '/items/search': WireItemPage;
  '/offline_payment_method_list': WireOfflineMethod[];
  '/operator/conversations': WireOperatorConversationList;
  '/operator/orders': WireOperatorBoard;
  '/operator/reviews': WireOperatorReviews;
  '/other-banners': WireParcelSlides;
  '/other-banners/video-content': WireVideoContent;
  '/other-banners/why-choose': WireWhyChoose;
  '/parcel-category': WireParcelCategory[];
  '/rental/user/cart/get-cart': WireRentalCart;
  '/rental/user/trip/get-trip-details': WireTripDetails;
  '/rental/user/trip/summary': WireTripSummary;
  '/rental/user/wish-list': WireRentalWishlist;
  '/rental/vehicle/get-provider-vehicles': WireVehiclePage;
  '/rental/vehicle/search': WireVehiclePage;
  '/rental/vehicle/top-rated': WireVehiclePage;
  '/stores/reviews': WireReview[];
  '/stores/search': WireStorePage;
  '/stores/latest': WireStorePage;
  '/stores/popular': WireStorePage;
  '/stores/top-rated': WireStorePage;
  '/stores/discounted': WireStorePage;
  '/stores/recommended': WireStorePage;
  '/items/popular': WireItemPage;
  '/items/most-reviewed': WireItemPage;
  '/items/new-arrival': WireItemPage;
  '/items/discounted': WireItemPage;
  '/items/recommended': WireItemPage;
  '/categories': WireCategoryTree[];
  '/customer/order/list': WireOrderPage;
  '/customer/order/running-orders': WireOrderPage;
  '/module': WireModule[];
  '/zone/list': WireZoneList;
  '/config/get-zone-id': WireZoneId;
  '/config/place-api-autocomplete': WirePlaceSuggestions;
  '/config/place-api-details': WirePlaceDetails;
  '/config/geocode-api': WireGeocode;
  '/config/distance-api': WireDistance;
  '/offline-map': WireCityLayer;
  '/customer/info': WireCustomerInfo;
  '/customer/address/list': WireAddressList;
  '/customer/notifications/count': WireUnread;
  '/customer/message/unread': WireChatUnread;
  '/customer/review-reminder': WireReviewReminder;
  '/customer/review-reminder-cancel': WireMessage;
  '/customer/order/payment-link': WirePaymentLink;
  '/cashback/list': WireCashbackOffer[];
  '/vehicle/extra_charge': WireVehicleExtraCharge;
  '/most-tips': WireMostTips;
  '/react-landing-page': WireLanding;
  '/vendor/package-view': WirePackages;
  '/operator/applications': WireApplicationList;
  '/operator/couriers': WireOperatorCourier[];
  '/rental/vehicle/category-list': WireVehicleCategoryPage;
  '/rental/provider/popular': WireProviderPage;
  '/rental/provider/latest': WireProviderPage;
  [path: `/categories/items/${string}`]: WireItemPage;
  [path: `/categories/stores/${string}`]: WireStorePage;
  [path: `/brand/items/${string}`]: WireItemPage;
  [path: `/common-condition/items/${string}`]: WireItemPage;
  [path: `/items/details/${string}`]: WireItemDetails;
  [path: `/items/related-store-items/${string}`]: WireItem[];
  [path: `/items/reviews/${string}`]: WireReviewPage;
  [path: `/operator/conversations/${string}`]: WireOperatorConversationDetails;
  [path: `/rental/provider/get-provider-details/${string}`]: WireProviderDetails;
  [path: `/rental/vehicle/get-vehicle-details/${string}`]: WireVehicle;
  [path: `/stores/details/${string}`]: WireStoreDetails;
  [path: `/pages/${string}`]: WirePage;
  [path: `/operator/settings/${string}`]: WireOperatorSetting;
  [path: `/rental/provider/get-provider-reviews/${string}`]: WireRentalReviewPage;
  [path: `/rental/user/trip/get-trip-list/${string}`]: WireTripPage;
}
export type AnswerPath = keyof AnswerPaths;

// Writes' answers: signing in, the cart's and the account's changes, orders, trips, the console.
export type WireGuestId = AsJson<auth.GuestIdJson>;
export type WireLogin = AsJson<auth.LoginJson>;
export type WireSignIn = AsJson<auth.SignInJson>;
export type WireResetCodeSent = AsJson<auth.ResetCodeSentJson>;
export type WireApplicationSubmitted = AsJson<registrations.ApplicationSubmittedJson>;
export type WireApplicationDecided = AsJson<registrations.ApplicationDecidedJson>;
export type WireAddressAdded = AsJson<addresses.AddressAddedJson>;
export type WireAddressUpdated = AsJson<addresses.AddressUpdatedJson>;
export type WireProfileChange = AsJson<customers.ProfileChangeJson>;
export type WireMarkedRead = AsJson<notifications.MarkedReadJson>;
export type WireNotificationPrefsSaved = AsJson<notifications.NotificationPrefsSavedJson>;
export type WirePlacedOrder = AsJson<checkout.PlacedOrderJson>;
export type WireOperatorOrderChanged = AsJson<orders.OperatorOrderChangedJson>;
export type WireOperatorMessageSent = AsJson<chat.OperatorMessageSentJson>;
export type WireOperatorSettingSaved = AsJson<settings.OperatorSettingSavedJson>;
export type WireTripBooked = AsJson<rental.TripBookedJson>;
export type WireMessageSent = AsJson<chat.MessageSentJson>;
export type WireTopUp = AsJson<wallet.TopUpJson>;

/**
 * What each write answers, by method and path, as the storefront's API client reads it (decision 29):
 * `api.post(path)`, `api.put(path)` and `api.delete(path)` return the type their method and path
 * have here, as `api.get` does with `AnswerPaths`; a write not here cannot be sent from the storefront.
 * The handlers are annotated with the module's `…Json` type (the cart's answers are its serialized
 * lines, as for GET customer/cart/list).
 */
export interface WriteAnswerPaths {
  POST: {
    '/auth/guest/request': WireGuestId;
    '/auth/login': WireSignIn;
    '/auth/sign-up': WireLogin;
    '/auth/verify-phone': WireLogin;
    '/auth/update-info': WireLogin;
    '/auth/social-login': WireLogin;
    '/auth/forgot-password': WireResetCodeSent;
    '/auth/verify-token': WireMessage;
    '/auth/logout': WireMessage;
    '/auth/vendor/register': WireApplicationSubmitted;
    '/auth/delivery-man/store': WireApplicationSubmitted;
    '/customer/address/add': WireAddressAdded;
    '/customer/cart/add': WireCartLine[];
    '/customer/cart/update': WireCartLine[];
    '/customer/loyalty-point/point-transfer': WireMessage;
    '/customer/message/send': WireMessageSent;
    '/customer/wallet/add-fund': WireTopUp;
    '/newsletter/subscribe': WireMessage;
    '/customer/notifications/read': WireMarkedRead;
    '/customer/order/place': WirePlacedOrder;
    '/customer/order/refund-request': WireMessage;
    '/customer/update-interest': WireMessage;
    '/customer/update-profile': WireProfileChange;
    '/customer/wish-list/add': WireMessage;
    '/delivery-man/reviews/submit': WireMessage;
    '/items/reviews/submit': WireMessage;
    '/rental/user/cart/add-to-cart': WireRentalCart;
    '/rental/user/review/add': WireMessage;
    '/rental/user/trip/trip-booking': WireTripBooked;
    '/rental/user/wish-list/add': WireMessage;
    [path: `/operator/applications/${string}/approve`]: WireApplicationDecided;
    [path: `/operator/applications/${string}/deny`]: WireApplicationDecided;
    [path: `/operator/conversations/${string}/messages`]: WireOperatorMessageSent;
  };
  PUT: {
    '/auth/reset-password': WireMessage;
    '/customer/notification-settings': WireNotificationPrefsSaved;
    '/customer/order/cancel': WireMessage;
    '/customer/order/payment-method': WireMessage;
    '/customer/order/offline-payment': WireMessage;
    '/customer/order/offline-payment-update': WireMessage;
    '/rental/user/trip/cancel-trip': WireMessage;
    [path: `/customer/address/update/${string}`]: WireAddressUpdated;
    [path: `/operator/orders/${string}/status`]: WireOperatorOrderChanged;
    [path: `/operator/orders/${string}/courier`]: WireOperatorOrderChanged;
    [path: `/operator/orders/${string}/offline-payment`]: WireOperatorOrderChanged;
    [path: `/operator/reviews/${string}`]: WireMessage;
    [path: `/operator/settings/${string}`]: WireOperatorSettingSaved;
  };
  DELETE: {
    '/customer/address/delete': WireMessage;
    '/customer/cart/remove': WireCartLine[];
    '/customer/cart/remove-item': WireCartLine[];
    '/customer/remove-account': WireMessage;
    '/customer/wish-list/remove': WireMessage;
    '/rental/user/cart/remove-cart': WireRentalCart;
    '/rental/user/wish-list/remove': WireMessage;
  };
}
export type WriteMethod = keyof WriteAnswerPaths;
export type WritePath<M extends WriteMethod> = keyof WriteAnswerPaths[M];
