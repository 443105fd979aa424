/**
 * Every visible string of the storefront, per feature, in English and
 * Arabic. Only the dictionary of the page's language is sent to the browser
 * (in the root loader data), never both.
 */
import type { LanguageCode } from '@souq/domain';
import * as shell from '../features/shell/messages.ts';

const FEATURES = [shell];

export const en = Object.assign({}, ...FEATURES.map((f) => f.en)) as MergedEnglish;
export const ar = Object.assign({}, ...FEATURES.map((f) => f.ar)) as Record<keyof MergedEnglish, string>;

type MergedEnglish = typeof shell.en;

export type MessageKey = keyof MergedEnglish;
export type Messages = Record<MessageKey, string>;

export function messagesFor(locale: LanguageCode): Messages {
  return locale === 'ar' ? ar : en;
}
