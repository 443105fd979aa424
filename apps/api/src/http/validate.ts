/**
 * Validation inside handlers, for payloads whose rules depend on another
 * field (login_type, verification_method): the same 422 envelope as route
 * schemas, first problem of each field only, in field order.
 */
import type { z } from 'zod';
import { AppError, type ErrorItem } from './errors.ts';

const GENERIC = /^(Invalid|Too |Expected|Unrecognized)/;

export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const items: ErrorItem[] = [];
  for (const issue of result.error.issues) {
    const code = issue.path.join('.') || 'input';
    if (items.some((item) => item.code === code)) continue;
    items.push({ code, message: GENERIC.test(issue.message) ? `The ${code} field is invalid.` : issue.message });
  }
  const [first, ...rest] = items;
  throw new AppError(422, first.code, first.message, {}, rest);
}
