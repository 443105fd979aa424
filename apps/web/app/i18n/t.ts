import { useMatches } from 'react-router';
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

/** The root's words with those a route brought for itself (the profile's account tabs), once per pair. */
const withRouteWords = new WeakMap<Partial<Messages>, WeakMap<Partial<Messages>, Partial<Messages>>>();

function merged(root: Partial<Messages>, own: Partial<Messages>): Partial<Messages> {
  let byRoute = withRouteWords.get(root);
  if (!byRoute) withRouteWords.set(root, (byRoute = new WeakMap()));
  let words = byRoute.get(own);
  if (!words) byRoute.set(own, (words = { ...root, ...own }));
  return words;
}

/** The translate function for the page's language. */
export function useT(): T {
  const matches = useMatches();
  const root = matches[0]?.data as { messages: Partial<Messages>; locale: Locale } | undefined;
  const own = matches.findLast(
    (match) => match.id !== 'root' && (match.data as { messages?: unknown } | undefined)?.messages,
  )?.data as { messages: Partial<Messages> } | undefined;
  const words = root?.messages ?? {};
  return makeT(own ? merged(words, own.messages) : words, root?.locale);
}
