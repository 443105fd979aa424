/**
 * Which API module owns each table (issue 14: "no module runs SQL on another module's tables").
 * Only the owner's files name the table in SQL; any other module asks the owner through a
 * function its public entry (modules/<owner>/index.ts) exports. `souq/table-ownership` checks it.
 *
 * `translations` (one row per model, language and field: `translationable_type`) belongs to no
 * module: each module reads and writes its own models' rows through lib/translations.ts.
 * Tables used outside the modules: server_secrets (lib/secrets.ts), otp_outbox (adapters/otp).
 */
export const TABLE_OWNERS = {
  addresses: ['customer_addresses'],
  auth: ['users', 'auth_tokens', 'guests', 'otp_codes', 'user_social_accounts'],
  cart: ['carts', 'cart_versions'],
  // The delivery vehicles whose distance bands add to the delivery fee.
  checkout: ['d_m_vehicles'],
  cashback: ['cash_backs', 'cash_back_histories'],
  catalog: [
    'stores',
    'store_schedules',
    'store_discounts',
    'items',
    'item_tag',
    'tags',
    'units',
    'attributes',
    'add_ons',
    'categories',
    'brands',
    'common_conditions',
    'flash_sales',
    'flash_sale_items',
    'campaigns',
    'campaign_store',
    'banners',
  ],
  chat: ['conversations', 'chat_participants', 'messages'],
  content: [
    'content_pages',
    'landing_page_settings',
    'module_banners',
    'module_why_choose',
    'newsletters',
    'testimonials',
  ],
  coupons: ['coupons', 'coupon_uses'],
  couriers: ['delivery_men'],
  geo: ['places', 'roads'],
  loyalty: ['loyalty_point_transactions'],
  modules: ['modules', 'module_zone'],
  notifications: ['notifications', 'user_notifications'],
  orders: [
    'orders',
    'order_details',
    'order_payments',
    'order_status_events',
    'order_cancellation_reasons',
    'refund_reasons',
    'refunds',
  ],
  parcel: ['parcel_categories', 'parcel_delivery_instructions'],
  payments: ['payment_requests', 'offline_payment_methods', 'offline_payments', 'wallet_payments'],
  registrations: ['partner_applications', 'vendors', 'subscription_packages'],
  rental: [
    'vehicles',
    'vehicle_categories',
    'vehicle_brands',
    'vehicle_identities',
    'vehicle_reviews',
    'rental_carts',
    'rental_cart_user_data',
    'rental_wishlists',
    'trips',
    'trip_details',
    'trip_status_events',
    'trip_vehicle_identities',
  ],
  reviews: ['reviews', 'delivery_man_reviews'],
  settings: ['business_settings'],
  wallet: ['wallet_transactions', 'wallet_bonuses'],
  wishlist: ['wishlists'],
  zones: ['zones'],
};

/** Tables no module owns: read only through the shared helper named in the comment above. */
export const SHARED_TABLES = {
  translations: 'lib/translations.ts (translationsOf, translationOf, insertTranslations…)',
};

/**
 * The exceptions, by file (path under apps/api/src/modules) and table, each with its reason: where
 * one statement must read or change another module's rows — an atomic claim, a lock, a search — and
 * splitting it would lose what the statement guarantees. Only a table with a written reason (a
 * sentence: MIN_REASON_LENGTH) is let through, in its file only; any other crossing fails lint, and
 * an exception whose file no longer crosses is reported by scripts/lint/table-ownership.test.ts.
 * Anything else asks the owner through a function its modules/<owner>/index.ts exports.
 */
export const CROSSINGS = {
  // review-reminder: one update picks the customer's latest delivered order with an item or the
  // courier still to review (order_details against this module's reviews) and marks it.
  'reviews/service.ts': {
    orders:
      'The reminder picks and marks the order in one update (for update skip locked), so two pages asking at once never both get it; split, both could read the same order before either marks it.',
    order_details:
      "The same statement decides 'still to review' by the order's lines against this module's reviews; read apart, a review written between the reads would be missed.",
  },
};
