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
  const items: (ErrorItem & { generic: boolean })[] = [];
  for (const issue of result.error.issues) {
    const code = issue.path.join('.') || 'input';
    if (items.some((item) => item.code === code)) continue;
    const generic = GENERIC.test(issue.message);
    items.push({ code, generic, message: generic ? `The ${code} field is invalid.` : issue.message });
  }
  const [first, ...rest] = items;
  // The first problem is translated with its field name filled in; later ones go as they are.
  const message = first.generic ? 'The {field} field is invalid.' : first.message;
  throw new AppError(
    422,
    first.code,
    message,
    { field: first.code },
    rest.map(({ code, message }) => ({ code, message })),
  );
}
