export * from './coupon.ts';
export * from './delivery-fee.ts';
export * from './delivery-rates.ts';
export * from './free-delivery-progress.ts';
export * from './line-discount.ts';
export * from './order-totals.ts';
