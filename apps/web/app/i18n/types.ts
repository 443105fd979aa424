/** A feature's messages: English defines the keys, Arabic must translate every one. */
export type Translation<T extends Record<string, string>> = { [K in keyof T]: string };
