/**
 * Wire shapes for contract tests: what keys an answer has, of which JSON
 * types, nested how. A shape is a type name ('number', 'string', 'boolean',
 * 'object', 'array', 'any'), a list of type names a client tolerates
 * (['number', 'string']), a type name with '?' for "or null", an object of
 * shapes (keys that must be present; more are allowed), or a one-element
 * array [shape] for "an array whose every element has this shape".
 */
export type TypeName = 'number' | 'string' | 'boolean' | 'object' | 'array' | 'any' | 'null';
export type Shape = TypeName | `${TypeName}?` | TypeName[] | [Shape] | { [key: string]: Shape };

const typeOf = (value: unknown): TypeName =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : (typeof value as TypeName);

/** Every place where `value` departs from `shape`, as "path: expected …, got …" (empty when it fits). */
export function shapeProblems(value: unknown, shape: Shape, path = '$'): string[] {
  if (typeof shape === 'string') {
    const optional = shape.endsWith('?');
    const name = (optional ? shape.slice(0, -1) : shape) as TypeName;
    const actual = typeOf(value);
    if (value === undefined) return [`${path}: missing`];
    if (name === 'any' || actual === name || (optional && actual === 'null')) return [];
    return [`${path}: expected ${shape}, got ${actual}`];
  }
  if (Array.isArray(shape) && shape.every((s) => typeof s === 'string' && !s.endsWith('?')) && shape.length > 1) {
    if (value === undefined) return [`${path}: missing`];
    return (shape as TypeName[]).includes(typeOf(value))
      ? []
      : [`${path}: expected one of ${shape.join('|')}, got ${typeOf(value)}`];
  }
  if (Array.isArray(shape)) {
    if (!Array.isArray(value)) return [`${path}: expected an array, got ${typeOf(value)}`];
    return value.flatMap((element, i) => shapeProblems(element, shape[0] as Shape, `${path}[${i}]`));
  }
  if (typeOf(value) !== 'object') return [`${path}: expected an object, got ${typeOf(value)}`];
  return Object.entries(shape).flatMap(([key, inner]) =>
    shapeProblems((value as Record<string, unknown>)[key], inner, `${path}.${key}`),
  );
}
