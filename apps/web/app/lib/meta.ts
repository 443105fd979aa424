/**
 * <title> and description in the page's language: route `meta` functions
 * translate with the dictionary the root loader already sent, and the
 * words the page's own loader brought (decision 6).
 */
import type { MetaDescriptor } from 'react-router';
import { makeT, merged, routeWords, type T } from '../i18n/t.ts';
import type { RootData } from './root-data.ts';

type Matches = readonly ({ id: string; loaderData?: unknown } | undefined)[];

export function metaT(matches: Matches): { t: T; business: string } {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as RootData | undefined;
  const words = root?.messages ?? {};
  const own = routeWords(matches);
  return { t: makeT(own ? merged(words, own) : words, root?.locale), business: root?.config.business_name ?? '' };
}

/** "Title · Business" plus a description. */
export function pageMeta(matches: Matches, title: (t: T) => string, description: (t: T) => string): MetaDescriptor[] {
  const { t, business } = metaT(matches);
  const heading = title(t);
  return [
    { title: heading && business && heading !== business ? `${heading} · ${business}` : heading || business },
    { name: 'description', content: description(t) },
  ];
}
