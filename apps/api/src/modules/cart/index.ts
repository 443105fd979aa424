/** The public entry of the cart module: what other modules and the app may use. */
export { tracksStockIn, type CartModel, type PricedLine } from './line.ts';
export { CART_MESSAGES } from './messages.ts';
export { clearOrderedLines, lockCart, lockCartForOrder, selectLines, type CartRow } from './queries.ts';
export { cartRoutes } from './routes.ts';
export { createCartService, type CartService, type LineInput } from './service.ts';
export type { CartLineJson } from './format.ts';
