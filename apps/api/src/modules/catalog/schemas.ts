/**
 * Query pieces of the catalog routes. Old clients send empty values
 * ("?limit=&offset"), "undefined" and JSON-array strings; those are read as
 * missing or as lists rather than rejected.
 */
import { z } from 'zod';
import { limit, offset, MAX_ID, num } from '../../http/schemas.ts';

/** Empty values old clients send ("", "null", "undefined") read as missing. */
export const blank = (value: unknown) =>
  value === '' || value === 'undefined' || value === 'null' ? undefined : value;
export const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());

/** 1-based offset (a page number) and page size, 1–100. */
export const page = (defaultLimit = 10) => ({
  limit: z.preprocess(blank, limit.default(defaultLimit)),
  offset: z.preprocess(blank, offset),
});

export const id = num(
  z
    .number({ error: 'Ids are positive whole numbers.' })
    .int('Ids are positive whole numbers.')
    .positive('Ids are positive whole numbers.')
    .max(MAX_ID, 'Ids are positive whole numbers.'),
);
export const optionalId = optional(num(z.number().int().min(0).max(MAX_ID)));
export const idParam = z.object({ id });
export const price = optional(num(z.number().min(0)));

export const itemType = z.preprocess(
  blank,
  z.enum(['all', 'veg', 'non_veg'], { error: 'Type must be all, veg or non_veg.' }).default('all'),
);

/** "[1,2]", "1,2" or "1" → [1, 2]. */
export const idList = z.preprocess(
  (value) => {
    const v = blank(value);
    if (v === undefined) return undefined;
    if (typeof v !== 'string') return v;
    try {
      const parsed = JSON.parse(v);
      return Array.isArray(parsed) ? parsed : [parsed];
    } catch {
      return v.split(',').map((part) => part.trim());
    }
  },
  z
    .array(num(z.number({ error: 'Give a list of ids, such as [1,2].' }).int().positive().max(MAX_ID)), {
      error: 'Give a list of ids, such as [1,2].',
    })
    .max(100)
    .optional(),
);

export const searchName = z
  .string({ error: 'The name field is required.' })
  .trim()
  .min(1, 'The name field is required.')
  .max(200);
export const flag = optional(num(z.number().int().min(0).max(1)));
