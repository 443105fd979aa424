/** Zod pieces shared by route schemas. Messages name the field, as clients toast them. */
import { z } from 'zod';
import { MAX_ID } from '@souq/domain';

/** The largest id an int4 column holds: a larger one is a client's mistake, not a lookup (issue 13, item 17). */
export { MAX_ID };

const PLAIN_DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * A number as clients send it, in plain decimals only (issue 13, item 19):
 * "12", "12.5", 12 and true (1) are numbers; "0x10", "1e3", "Infinity" and
 * " " are not, where JavaScript's Number() read "0x10" as 16. Blank text
 * reads as absent.
 */
export function plainNumber(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return PLAIN_DECIMAL.test(text) ? Number(text) : value;
}

/** `schema` (a z.number()) reading text as plain decimals: the API's one way to take numbers from clients. */
export const num = <T extends z.ZodType>(schema: T) => z.preprocess(plainNumber, schema);

/** A row id: a whole number 1..2^31−1, the range of the columns (issue 13, item 17). */
export const id = (message = 'Ids are positive whole numbers.') =>
  num(z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message));

export const latitude = num(
  z
    .number({ error: 'Latitude and longitude must be valid coordinates.' })
    .min(-90, 'Latitude and longitude must be valid coordinates.')
    .max(90, 'Latitude and longitude must be valid coordinates.'),
);

export const longitude = num(
  z
    .number({ error: 'Latitude and longitude must be valid coordinates.' })
    .min(-180, 'Latitude and longitude must be valid coordinates.')
    .max(180, 'Latitude and longitude must be valid coordinates.'),
);

/** 1-based page number, as 6amMart clients send it. */
export const offset = num(z.number().int().min(1).max(1_000_000).default(1));
export const limit = num(z.number().int().min(1).max(100).default(10));
