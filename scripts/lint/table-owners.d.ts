// Types of table-owners.js, for the TypeScript that reads it (its test).
export const TABLE_OWNERS: Record<string, string[]>;
export const SHARED_TABLES: Record<string, string>;
/** file under apps/api/src/modules → table → the written reason it may cross. */
export const CROSSINGS: Record<string, Record<string, string>>;
