/**
 * A registration body (multipart or JSON, as 6amMart's clients and our
 * pages send it) → the domain's input, read by the same rules as the page's
 * form (@souq/domain registration-form.ts). Anything not text is read as
 * missing, so a hostile body meets the same messages as an empty field;
 * files count as none here, the service checks the uploads themselves.
 */
import {
  courierApplicationFrom,
  storeApplicationFrom,
  type CourierApplicationInput,
  type RegistrationFields,
  type StoreApplicationInput,
} from '@souq/domain';

type Body = Record<string, unknown>;

/** The values sent under `key`, `key[]` or `key[0]`, `key[1]`…, in order, as text. */
function fieldsOf(raw: unknown): RegistrationFields {
  const body: Body = raw && typeof raw === 'object' ? (raw as Body) : {};
  return {
    values(key) {
      const pattern = new RegExp(`^${key}(\\[(\\d*)\\])?$`);
      return Object.keys(body)
        .filter((k) => pattern.test(k))
        .sort((a, b) => Number(pattern.exec(a)![2] || 0) - Number(pattern.exec(b)![2] || 0))
        .flatMap((k) => {
          const value = body[k];
          return Array.isArray(value) ? value : [value];
        })
        .map((v) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : ''));
    },
    files: () => 0,
  };
}

/** Without the files and the zone check, which the service adds. */
export const storeInput = (raw: unknown): StoreApplicationInput => storeApplicationFrom(fieldsOf(raw));

export const courierInput = (raw: unknown): CourierApplicationInput => courierApplicationFrom(fieldsOf(raw));
