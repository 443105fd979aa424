/** The public entry of the coupons module: what other modules and the app may use. */
export { couponRoutes } from './routes.ts';
export { createCouponService, type CouponJson, type CouponService, type OrderCoupon } from './service.ts';
