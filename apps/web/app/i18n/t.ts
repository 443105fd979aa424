import { useRouteLoaderData } from 'react-router';
import { localizeDigits, type Locale } from '@souq/domain';
import type { MessageKey, Messages } from './messages.server.ts';

export type { MessageKey };
export type T = (key: MessageKey, vars?: Record<string, string | number>) => string;

/**
 * Translates into the messages' language. Numbers filled into a message
 * (counts, days, limits) are written in that language's digits; strings as
 * they are, so identifiers such as order numbers pass as strings.
 */
export function makeT(messages: Partial<Messages>, locale: Locale = 'en'): T {
  const fill = (value: string | number) => (typeof value === 'number' ? localizeDigits(String(value), locale) : value);
  return (key, vars) => {
    const text = messages[key] ?? key;
    return vars ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? fill(vars[name]) : whole)) : text;
  };
}

/** The translate function for the page's language. */
export function useT(): T {
  const data = useRouteLoaderData('root') as { messages: Messages; locale: Locale } | undefined;
  return makeT(data?.messages ?? {}, data?.locale);
}
