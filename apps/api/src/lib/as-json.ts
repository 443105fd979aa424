/**
 * What `JSON.stringify` makes of a value of type T, as a client parses it back: a `Date`
 * becomes its ISO string (`toJSON`), `undefined` in an array becomes `null`, everything else
 * keeps its type (a tuple stays a tuple). The API's handlers
 * return values of their answer types (`…Json`); the storefront reads `AsJson` of them
 * (`@souq/api/answers`, decision 29).
 */
export type AsJson<T> = T extends Date
  ? string
  : T extends readonly [unknown, ...unknown[]]
    ? { [K in keyof T]: AsJson<T[K]> } // a tuple stays a tuple (a [lat, lng] pair)
    : T extends readonly (infer U)[]
      ? AsJson<U extends undefined ? null : U>[]
      : T extends object
        ? { [K in keyof T]: AsJson<T[K]> }
        : T;
