export * from './status.ts';
export * from './amounts.ts';
export * from './payment-due.ts';
