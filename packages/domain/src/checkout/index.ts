export * from './settings.ts';
export * from './first-order.ts';
export * from './quote.ts';
export * from './payment.ts';
export * from './parcel.ts';
