/**
 * Business settings: key → JSON value rows, with Arabic text in
 * translations. Read on nearly every request, so kept in memory briefly.
 */
import type { Database, Queryable } from '@souq/db';
import { settingOn, type LanguageCode } from '@souq/domain';
import { cachedByKey } from '../../lib/cache.ts';
import { translationOf } from '../../lib/translations.ts';

export type Settings = Record<string, unknown>;

const TTL_MS = 10_000;

export interface SettingsOptions {
  /**
   * False where the demo must not take effect (demo-mode.ts, decision 21): `demo` then
   * reads as off for every reader — one-time codes, the order simulator, /config.
   */
  demoAllowed?: boolean;
}

export function createSettingsService(db: Database, { demoAllowed = true }: SettingsOptions = {}) {
  const byLocale = cachedByKey<LanguageCode, Settings>(TTL_MS, async (locale) => {
    const rows = await db.query<{ key: string; value: unknown; translated: string | null }>(
      `select s.key, s.value, ${translationOf('business_setting', '0', 's.key', '$1')} as translated
         from business_settings s`,
      [locale],
    );
    const all: Settings = Object.fromEntries(rows.map((r) => [r.key, translatedValue(r.value, r.translated)]));
    if (!demoAllowed && 'demo' in all) all.demo = 0;
    return all;
  });

  const listeners: (() => void)[] = [];

  return {
    /** All settings, with shopper-facing text in the given language. */
    all: (locale: LanguageCode = 'en') => byLocale.get(locale),
    async get<T>(key: string, locale: LanguageCode = 'en'): Promise<T | undefined> {
      return (await byLocale.get(locale))[key] as T | undefined;
    },
    async set(key: string, value: unknown): Promise<void> {
      await db.query(
        `insert into business_settings (key, value, updated_at) values ($1, $2, now())
         on conflict (key) do update set value = excluded.value, updated_at = now()`,
        [key, JSON.stringify(value)],
      );
      byLocale.clear();
      for (const listener of listeners) listener();
    },
    /** Caches built from settings (the serialized config) register here to be dropped on every write. */
    onChange(listener: () => void): void {
      listeners.push(listener);
    },
  };
}

/**
 * A setting's value in the reader's language: text settings are translated as
 * text; in list and object settings (the payment methods) the translation's
 * JSON gives only the texts, laid over the setting itself — entries matched by
 * `gateway` (else by position), so a stale translation never adds, drops or
 * reorders a method.
 */
function translatedValue(value: unknown, translated: string | null): unknown {
  if (translated === null) return value;
  if (typeof value === 'string' || value === null) return translated;
  try {
    return overlayTexts(value, JSON.parse(translated));
  } catch {
    return value;
  }
}

function overlayTexts(value: unknown, text: unknown): unknown {
  if (typeof value === 'string') return typeof text === 'string' ? text : value;
  if (Array.isArray(value)) {
    const texts = Array.isArray(text) ? text : [];
    return value.map((entry, index) => {
      const gateway = isRecord(entry) ? entry.gateway : undefined;
      const match = gateway === undefined ? texts[index] : texts.find((t) => isRecord(t) && t.gateway === gateway);
      return overlayTexts(entry, match);
    });
  }
  if (isRecord(value) && isRecord(text)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [
        key,
        Object.hasOwn(text, key) ? overlayTexts(entry, text[key]) : entry,
      ]),
    );
  }
  return value;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export type SettingsService = ReturnType<typeof createSettingsService>;

/** Settings flags are stored as 1/0, true/false or "1"/"0" by different writers: the domain's settingOn reads them all. */
export const flag = settingOn;

/** Whether a setting's stored text (untranslated) matches `pattern` (ilike): a chat search for the business by name. */
export async function settingMatches(db: Queryable, key: string, pattern: string): Promise<boolean> {
  const rows = await db.query("select 1 from business_settings b where b.key = $1 and b.value #>> '{}' ilike $2", [
    key,
    pattern,
  ]);
  return rows.length > 0;
}
