import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/** Content pages served from GET /api/v1/pages/{slug}; the URL is the slug. */
export const CONTENT_PAGES = [
  'terms-and-conditions',
  'privacy-policy',
  'refund-policy',
  'cancellation-policy',
  'shipping-policy',
  'about-us',
] as const;

export default [
  // Resource routes: what the browser calls instead of /api/v1 (reads) and the actions (writes).
  route('resources/places', 'routes/resources/places.ts'),
  route('resources/place-details', 'routes/resources/place-details.ts'),
  route('resources/geocode', 'routes/resources/geocode.ts'),
  route('resources/city-map', 'routes/resources/city-map.ts'),
  route('resources/location', 'routes/resources/location.ts'),
  route('resources/module', 'routes/resources/module.ts'),
  route('resources/theme', 'routes/resources/theme.ts'),
  route('resources/language', 'routes/resources/language.ts'),
  route('resources/newsletter', 'routes/resources/newsletter.ts'),
  route('resources/guest', 'routes/resources/guest.ts'),
  route('resources/session', 'routes/resources/session.ts'),
  route('resources/password-reset', 'routes/resources/password-reset.ts'),
  route('resources/profile', 'routes/resources/profile.ts'),
  route('resources/addresses', 'routes/resources/addresses.ts'),
  route('resources/interest', 'routes/resources/interest.ts'),
  route('resources/item/:id', 'routes/resources/item.ts'),
  route('resources/drawer-stores', 'routes/resources/drawer-stores.ts'),
  route('resources/cart', 'routes/resources/cart.ts'),
  route('resources/wishlist', 'routes/resources/wishlist.ts'),
  route('resources/orders/:id', 'routes/resources/order.ts'),
  route('resources/orders/:id/events', 'routes/resources/order-events.ts'),
  route('resources/checkout', 'routes/resources/checkout.ts'),
  route('resources/wallet', 'routes/resources/wallet.ts'),
  route('resources/loyalty', 'routes/resources/loyalty.ts'),
  route('resources/reviews', 'routes/resources/reviews.ts'),

  layout('routes/shell.tsx', [
    index('routes/landing.tsx'),
    route('home', 'routes/home.tsx'),
    route('categories', 'routes/categories.tsx'),
    route('category/:id', 'routes/category.tsx'),
    route('store/latest', 'routes/store-list.tsx', { id: 'store-latest' }),
    route('store/popular', 'routes/store-list.tsx', { id: 'store-popular' }),
    route('store/:id', 'routes/store.tsx'),
    route('product/:id', 'routes/product.tsx'),
    ...CONTENT_PAGES.map((slug) => route(slug, 'routes/content-page.tsx', { id: `page-${slug}` })),
    route('help-and-support', 'routes/help-and-support.tsx'),
    route('profile', 'routes/profile.tsx'),
    ...['wallet', 'coupons', 'loyalty-points', 'referral-code'].map((page) =>
      route(page, 'routes/profile-alias.ts', { id: `alias-${page}` }),
    ),
    route('my-orders', 'routes/my-orders.tsx'),
    route('my-orders/:id', 'routes/my-order.tsx'),
    route('track-order', 'routes/track-order.tsx'),
    route('forgot-password', 'routes/forgot-password.tsx'),
    route('interest', 'routes/interest.tsx'),
    route('checkout', 'routes/checkout.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
