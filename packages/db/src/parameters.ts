/**
 * Query parameters become text here, the same way for both engines, before
 * a driver sees them. PGlite serializes each value by the type the server
 * describes and writes it into one protocol writer shared by the whole
 * process; a value its serializer does not turn into text (a function where
 * a list was expected, a number for an array parameter) throws halfway
 * through that write and leaves the writer holding half a message, which
 * the next query — anyone's — then sends (issue 13, item 2: one bad request
 * broke other people's queries). Text always writes whole, so every value
 * is made text first, and a value that has no SQL meaning is refused here,
 * before anything is sent.
 */

export type SqlText = string | null;

/** Thrown for a parameter that has no SQL meaning (a function, a symbol, an invalid date). */
export class UnsupportedParameter extends TypeError {
  constructor(what: string, position: number) {
    super(`query parameter $${position} is ${what}, which has no SQL meaning`);
  }
}

export function prepareParameters(params: readonly unknown[] | undefined): SqlText[] | undefined {
  return params?.map((value, index) => prepare(value, index + 1));
}

/**
 * As node-postgres writes values: strings as they are, numbers and booleans
 * as their text, dates as ISO instants, arrays as array literals, plain
 * objects as JSON.
 */
function prepare(value: unknown, position: number): SqlText {
  if (value === null || value === undefined) return null;
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'bigint':
      return String(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object':
      if (value instanceof Date) {
        if (Number.isNaN(value.getTime())) throw new UnsupportedParameter('an invalid date', position);
        return value.toISOString();
      }
      if (Array.isArray(value)) return arrayLiteral(value, position);
      if (isPlainObject(value)) return JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? String(v) : v));
      throw new UnsupportedParameter(`a ${value.constructor?.name ?? 'prototype-less'} object`, position);
    default:
      throw new UnsupportedParameter(`a ${typeof value}`, position);
  }
}

function arrayLiteral(values: readonly unknown[], position: number): string {
  const elements = values.map((element) => {
    if (element === null || element === undefined) return 'NULL';
    if (Array.isArray(element)) return arrayLiteral(element, position);
    const text = prepare(element, position) as string;
    return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  });
  return `{${elements.join(',')}}`;
}

function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
