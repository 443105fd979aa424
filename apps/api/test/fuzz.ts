/**
 * Hostile requests generated from the OpenAPI document (issue 13, "keep it
 * found"): every route, its path, query, header and body fields filled from
 * a list of values that once broke the store (NUL bytes, lone surrogates,
 * ids past int4, hex numbers, JavaScript built-in names, huge strings,
 * wrong types), with a fixed seed so a failure repeats.
 */
export interface Operation {
  method: string;
  path: string;
  query: string[];
  headers: string[];
  body: string[];
}

type OpenApi = {
  paths: Record<string, Record<string, { parameters?: Param[]; requestBody?: RequestBody }>>;
};
type Param = { in: string; name: string };
type RequestBody = { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };

/** Event streams answer for as long as the caller listens, so they are fuzzed over a socket apart. */
export const isStream = (path: string) => path.endsWith('/events');

/** The routes of the document: the plain ones, or (`streams`) only the event streams. */
export function operationsOf(doc: OpenApi, { streams = false } = {}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (isStream(path) !== streams) continue;
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      const schema = Object.values(content)[0]?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        query: params.filter((p) => p.in === 'query').map((p) => p.name),
        headers: params.filter((p) => p.in === 'header').map((p) => p.name),
        body: Object.keys(schema?.properties ?? {}),
      });
    }
  }
  return operations;
}

/** mulberry32: small, fast, and the same sequence for the same seed. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Random = ReturnType<typeof seeded>;

/** Values that once made a 500, or might. */
export const HOSTILE: readonly unknown[] = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDC00y',
  2147483648,
  '2147483648',
  Number.MAX_SAFE_INTEGER + 2,
  '99999999999999999999',
  -1,
  '-1',
  0,
  '0x10',
  '1e3',
  'Infinity',
  'NaN',
  '',
  ' ',
  null,
  true,
  [],
  {},
  [2147483648],
  '[2147483648]',
  '[1,"a"]',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  "' or 1=1--",
  '<script>alert(1)</script>',
  '%00',
  'x'.repeat(5000),
  { a: { b: { c: [1, { d: '\u0000' }] } } },
];

/** Plausible values, so requests also get past the first check. */
export const PLAUSIBLE: readonly unknown[] = [1, 2, 3, '1', 'en', 'ar', 'all', 'a', 10, '[1]', 'Item', 'delivery'];

export function value(random: Random): unknown {
  return random.chance(0.7) ? random.pick(HOSTILE) : random.pick(PLAUSIBLE);
}

/** Query values travel as text; objects and arrays as JSON text or repeated keys. */
export function asQueryText(v: unknown): string | string[] {
  if (Array.isArray(v)) return v.length ? v.map((x) => (typeof x === 'object' ? JSON.stringify(x) : String(x))) : [];
  if (v !== null && typeof v === 'object') return JSON.stringify(v);
  return v === null ? 'null' : String(v);
}

/** A header value must be sendable: no NUL or line breaks (Node refuses those before we see them). */
export function asHeaderText(v: unknown): string {
  const text = typeof v === 'object' ? JSON.stringify(v) : String(v);
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  return text.replace(/[\u0000-\u001f\u007f]/g, '').replace(/[\u0100-\uffff]/g, '?');
}

/**
 * Percent-encodes for a URL, a lone surrogate included: as the bytes a
 * client could send for it (ED A0 80), which no decoder accepts.
 */
export function encodeUrlPart(text: string): string {
  const lone = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
  return text
    .split(lone)
    .map((part) => encodeURIComponent(part))
    .join('%ED%A0%80');
}
