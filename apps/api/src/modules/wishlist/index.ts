/** The public entry of the wishlist module: what other modules and the app may use. */
export { wishlistRoutes } from './routes.ts';
export { createWishlistService, type WishlistJson } from './service.ts';
