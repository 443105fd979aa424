/** Landing-page data, policy pages and newsletter subscriptions. */
import type { Database } from '@souq/db';
import { CONTENT_PAGE_SLUGS, type ContentPageSlug, type LanguageCode } from '@souq/domain';
import { conflict } from '../../http/errors.ts';
import { cachedByKey } from '../../lib/cache.ts';
import type { AppUrls } from '../../lib/urls.ts';
import { flag, type SettingsService } from '../settings/index.ts';

export const PAGE_SLUGS = CONTENT_PAGE_SLUGS;
export type PageSlug = ContentPageSlug;

/** Pages the admin can switch off, and the setting that does it. */
const PAGE_FLAGS: Partial<Record<PageSlug, string>> = {
  'refund-policy': 'refund_policy',
  'cancellation-policy': 'cancelation_policy',
  'shipping-policy': 'shipping_policy',
};

const LANDING_IMAGES: Record<string, string> = {
  header_icon: 'header_icon',
  header_banner: 'header_banner',
  business_image: 'business',
  fixed_promotional_banner: 'promotional_banner',
};

/**
 * The landing texts are read by every storefront page (its footer) and written by no route (the
 * seed, or an operator in SQL): kept a minute per language, like the module content.
 */
const LANDING_TTL_MS = 60_000;

export function createContentService(db: Database, settings: SettingsService, urls: AppUrls) {
  const landing = cachedByKey(LANDING_TTL_MS, async (locale: LanguageCode) => {
    // Arabic rows override English ones key by key.
    const rows = await db.query<{ key: string; value: unknown }>(
      `select distinct on (key) key, value from landing_page_settings
          where locale in ('en', $1) order by key, (locale = $1) desc`,
      [locale],
    );
    const data: Record<string, unknown> = Object.fromEntries(rows.map((r) => [r.key, r.value]));
    for (const [key, bucket] of Object.entries(LANDING_IMAGES)) {
      data[`${key}_full_url`] = urls.storage(bucket, data[key] as string);
    }
    data.base_urls = Object.fromEntries(
      ['header_icon', 'header_banner', 'promotional_banner', 'business_image', 'testimonial_image'].map((k) => [
        `${k}_url`,
        urls.storageBase(k === 'business_image' ? 'business' : k === 'testimonial_image' ? 'reviewer_image' : k),
      ]),
    );
    return data;
  });

  return {
    /** The landing texts and images in a language (shared: callers must not change it). */
    landing: (locale: LanguageCode): Promise<Readonly<Record<string, unknown>>> => landing.get(locale),

    /** A policy page in the language asked for, or null when missing or switched off. */
    async page(slug: PageSlug, locale: LanguageCode) {
      const setting = PAGE_FLAGS[slug];
      if (setting && !flag(await settings.get(setting))) return null;
      const rows = await db.query<{ slug: string; title: string; body: string; updated_at: Date }>(
        `select slug, title, body, updated_at from content_pages where slug = $1 and locale in ('en', $2)
          order by (locale = $2) desc limit 1`,
        [slug, locale],
      );
      return rows[0] ?? null;
    },

    async subscribe(email: string) {
      const rows = await db.query('insert into newsletters (email) values ($1) on conflict do nothing returning id', [
        email.trim(),
      ]);
      if (rows.length === 0) throw conflict('email', 'This email is already subscribed.');
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
