export * from './item-options.ts';
export * from './quantity.ts';
