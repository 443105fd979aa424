export * from './status.ts';
export * from './amounts.ts';
