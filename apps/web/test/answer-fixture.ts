/**
 * A unit test's stand-in for an API answer (decision 29): only the fields the code under test
 * reads, each of the type the API answers it with (checked), the rest left out.
 */
export type AnswerFixture<T> = T extends readonly (infer U)[]
  ? AnswerFixture<U>[]
  : T extends object
    ? { [K in keyof T]?: AnswerFixture<T[K]> }
    : T;

export const answer = <T>(fields: AnswerFixture<T>): T => fields as T;
