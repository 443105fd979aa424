// Types of table-owners.js, for the TypeScript that reads it (its test).
export const TABLE_OWNERS: Record<string, string[]>;
export const SHARED_TABLES: Record<string, string>;
export const KNOWN_CROSSINGS: Record<string, string[]>;
