import type { Queryable } from '@souq/db';

/**
 * The translations table belongs to no module: one row per model, language and field
 * (`translationable_type`, as 6amMart keeps them). Every module reads its own models' rows through
 * this SQL fragment, so the table's shape is written down once (scripts/lint/table-owners.js).
 */

/** Translations of a row as {"ar:name": "…"}; null when it has none. */
export const translationsOf = (type: string, id: string) =>
  `(select jsonb_object_agg(t.locale || ':' || t.key, t.value) from translations t where t.translationable_type = '${type}' and t.translationable_id = ${id})`;

export type Translations = Record<string, string> | null;

/**
 * One translated field of a row in one language (null when it has none): `locale` and `key` are
 * SQL (a parameter such as '$1', a column such as 's.key', or a quoted literal).
 */
export const translationOf = (type: string, id: string, key: string, locale: string) =>
  `(select t.value from translations t where t.translationable_type = '${type}' and t.translationable_id = ${id} and t.locale = ${locale} and t.key = ${key})`;

/** A row's fields in one language as {"name": "…"}; null when it has none. */
export const translationsIn = (type: string, id: string, locale: string) =>
  `(select jsonb_object_agg(t.key, t.value) from translations t where t.translationable_type = '${type}' and t.translationable_id = ${id} and t.locale = ${locale})`;

/** True when any translation of the row matches `pattern` (SQL, e.g. '$4') with ilike. */
export const translationMatches = (type: string, id: string, pattern: string) =>
  `exists (select 1 from translations t where t.translationable_type = '${type}' and t.translationable_id = ${id} and t.value ilike ${pattern})`;

/** Writes a row's translations, {key: value} in one language. */
export async function insertTranslations(
  db: Queryable,
  type: string,
  id: number,
  locale: string,
  values: Record<string, string>,
): Promise<void> {
  const keys = Object.keys(values);
  if (!keys.length) return;
  await db.query(
    `insert into translations (translationable_type, translationable_id, locale, key, value)
     select $1, $2, $3, k, v from unnest($4::text[], $5::text[]) as x(k, v)`,
    [type, id, locale, keys, keys.map((k) => values[k])],
  );
}
