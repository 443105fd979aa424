export * from './money.ts';
export * from './numbers.ts';
export * from './language.ts';
export * from './geo.ts';
export * from './constants.ts';
export * from './pricing/index.ts';
export * from './contact.ts';
export * from './cart/index.ts';
