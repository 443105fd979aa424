/**
 * Rule: an id is a whole number from 1 to 2,147,483,647 — a PostgreSQL `integer`, which every id
 * column is. Anything else a client sends as an id (0, a negative, a fraction, a number past int4)
 * names nothing and is malformed, not a lookup (issue 13, item 17).
 */
export const MAX_ID = 2_147_483_647;

export function isRecordId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ID;
}
