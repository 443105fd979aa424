/**
 * The translations table belongs to no module: one row per model, language and field
 * (`translationable_type`, as 6amMart keeps them). Every module reads its own models' rows through
 * this SQL fragment, so the table's shape is written down once (scripts/lint/table-owners.js).
 */

/** Translations of a row as {"ar:name": "…"}; null when it has none. */
export const translationsOf = (type: string, id: string) =>
  `(select jsonb_object_agg(t.locale || ':' || t.key, t.value) from translations t where t.translationable_type = '${type}' and t.translationable_id = ${id})`;

export type Translations = Record<string, string> | null;
