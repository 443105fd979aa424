/**
 * Looking an outside string up in a table. Every plain object inherits
 * `constructor`, `toString`, `hasOwnProperty` and `__proto__`, so
 * `TABLE[key]` and `key in TABLE` find a function for those keys: a client
 * who sends `type=constructor` reaches code no one wrote for it. Tables keyed
 * by what a client sends are read through these, which see own keys only
 * (or are a `Map`).
 */

/** The table's own entry for `key`, or undefined. */
export function ownEntry<V>(table: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** Whether `key` is one of the table's own keys (never an inherited one). */
export function isOwnKey<T extends object>(table: T, key: PropertyKey): key is keyof T {
  return Object.hasOwn(table, key);
}
