/**
 * useT for the map chunks: the page's words with the maps' own (messages.ts),
 * which are bundled with the map code instead of riding in every page's data.
 */
import { useMemo } from 'react';
import { makeT, type T } from '../../i18n/t.ts';
import { useRootData } from '../../lib/root-data.ts';
import * as words from './messages.ts';

export function useMapT(): T {
  const { locale, messages } = useRootData();
  return useMemo(() => makeT({ ...messages, ...(locale === 'ar' ? words.ar : words.en) }, locale), [messages, locale]);
}
