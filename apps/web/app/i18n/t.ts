import { useMatches } from 'react-router';
import { formatMessage, type Locale } from '@souq/domain';
import type { MessageKey, Messages } from './messages.server.ts';

export type { MessageKey };
export type T = (key: MessageKey, vars?: Record<string, string | number>) => string;

/**
 * Translates into the messages' language. Numbers filled into a message
 * (counts, days, limits) are written in that language's digits; strings as
 * they are, so identifiers such as order numbers pass as strings. Counted
 * words take their plural form ({count, plural, one {…} other {…}}; Arabic's
 * six forms) through formatMessage of @souq/domain, as the API's messages do.
 */
export function makeT(messages: Partial<Messages>, locale: Locale = 'en'): T {
  return (key, vars) => {
    const text = messages[key] ?? provided[locale === 'ar' ? 'ar' : 'en'][key] ?? key;
    return vars ? formatMessage(text, vars, locale) : text;
  };
}

/** Words that lazy views brought with their chunks (provideMessages), in both languages. */
const provided: { en: Partial<Messages>; ar: Partial<Messages> } = { en: {}, ar: {} };

/**
 * Called at the top of a lazy view's module with the dictionaries of a
 * feature whose words the root data does not carry (messages.server.ts,
 * PAGE_WORDS): the view can open on any page, so its words come with its
 * chunk. On the server the module loads while rendering; in the browser
 * before hydration for the views the server rendered (lib/lazy-view.tsx).
 */
export function provideMessages(dictionaries: { en: Partial<Messages>; ar: Partial<Messages> }): void {
  Object.assign(provided.en, dictionaries.en);
  Object.assign(provided.ar, dictionaries.ar);
}

/** The messages a route brought for itself (the deepest match with `messages`), if any. */
export function routeWords(matches: readonly ({ id: string; data?: unknown; loaderData?: unknown } | undefined)[]) {
  const own = matches.findLast((match) => {
    const data = (match?.loaderData ?? match?.data) as { messages?: unknown } | undefined;
    return match?.id !== 'root' && data?.messages;
  });
  return ((own?.loaderData ?? own?.data) as { messages: Partial<Messages> } | undefined)?.messages;
}

/** The root's words with those a route brought for itself, once per pair. */
const withRouteWords = new WeakMap<Partial<Messages>, WeakMap<Partial<Messages>, Partial<Messages>>>();

export function merged(root: Partial<Messages>, own: Partial<Messages>): Partial<Messages> {
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
  const own = routeWords(matches);
  const words = root?.messages ?? {};
  return makeT(own ? merged(words, own) : words, root?.locale);
}
