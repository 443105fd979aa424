/**
 * What module homes show besides the catalog, in the shapes 6amMart clients
 * read (decision 17): `other-banners` (section banners keyed by section, or
 * the parcel home's slides), `other-banners/why-choose` and
 * `other-banners/video-content`; and the testimonials. The rows are few and
 * change rarely: they are held for a minute, every language at once.
 */
import type { Database } from '@souq/db';
import { cached } from '../../lib/cache.ts';
import type { AppUrls } from '../../lib/urls.ts';
import { localized, translationsOf, type Translations } from '../catalog/index.ts';

interface BannerRow {
  id: number;
  module_id: number;
  type: 'promotional_banner' | 'video_banner_content';
  key: string;
  value: string;
  status: boolean;
  created_at: Date;
  updated_at: Date;
  tr: Translations;
}

interface WhyChooseRow {
  id: number;
  module_id: number;
  title: string;
  short_description: string;
  image: string | null;
  status: boolean;
  created_at: Date;
  updated_at: Date;
  tr: Translations;
}

interface TestimonialRow {
  id: number;
  name: string;
  designation: string;
  review: string;
  reviewer_image: string | null;
  company_image: string | null;
  status: boolean;
  created_at: Date;
  updated_at: Date;
  tr: Translations;
}

const TTL_MS = 60_000;
/** Buckets under /storage, as 6amMart names its folders. */
const BANNERS = 'promotional_banner';
const VIDEOS = 'promotional_banner/video';
const WHY_CHOOSE = 'why_choose';
const REVIEWERS = 'reviewer_image';
const COMPANIES = 'testimonial/company';
/** The how-it-works steps' keys, answered in banner_contents in this order (the section's own keys at the top level). */
const CONTENT_KEYS = [1, 2, 3].flatMap((n) => [`content${n}_title`, `content${n}_subtitle`]);

const bannerJson = (b: BannerRow, locale: string) => ({
  id: b.id,
  module_id: b.module_id,
  key: b.key,
  value: localized(b.tr, locale, 'value', b.value),
  type: b.type,
  status: 1,
  created_at: b.created_at,
  updated_at: b.updated_at,
});

/** other-banners of the parcel module: its slides (other modules answer a key per section banner). */
export interface ParcelSlidesJson {
  promotional_banner_url: string;
  banners: (ReturnType<typeof bannerJson> & { value_full_url: string | null })[];
}

export function createModuleContentService(db: Database, urls: AppUrls) {
  const rows = cached(TTL_MS, async () => {
    const [banners, whyChoose, testimonials] = await Promise.all([
      db.query<BannerRow>(
        `select b.*, ${translationsOf('module_banner', 'b.id')} as tr from module_banners b where b.status order by b.module_id, b.position, b.id`,
      ),
      db.query<WhyChooseRow>(
        `select w.*, ${translationsOf('why_choose', 'w.id')} as tr from module_why_choose w where w.status order by w.module_id, w.position, w.id`,
      ),
      db.query<TestimonialRow>(
        `select r.*, ${translationsOf('testimonial', 'r.id')} as tr from testimonials r where r.status order by r.position, r.id`,
      ),
    ]);
    return { banners, whyChoose, testimonials };
  });

  return {
    /**
     * Section banners of a module home: each key with its file and
     * `<key>_full_url`. The parcel home instead reads `banners`, a list of
     * slides; both carry promotional_banner_url, the folder clients prefix.
     */
    async promotionalBanners(moduleId: number, moduleType: string, locale: string) {
      const banners = (await rows.get()).banners.filter(
        (b) => b.module_id === moduleId && b.type === 'promotional_banner',
      );
      const base = { promotional_banner_url: urls.storageBase(BANNERS) };
      if (moduleType === 'parcel') {
        const slides: ParcelSlidesJson = {
          ...base,
          banners: banners.map((b) => ({ ...bannerJson(b, locale), value_full_url: urls.storage(BANNERS, b.value) })),
        };
        return slides;
      }
      const answer: Record<string, unknown> = base;
      for (const b of banners) {
        answer[b.key] = b.value;
        answer[`${b.key}_full_url`] = urls.storage(BANNERS, b.value);
      }
      return answer;
    },

    /** The how-it-works section: its title, the video (a link or a stored file) or an image, and three steps. */
    async videoContent(moduleId: number, locale: string) {
      const banners = (await rows.get()).banners.filter(
        (b) => b.module_id === moduleId && b.type === 'video_banner_content',
      );
      const value = (key: string) => {
        const row = banners.find((b) => b.key === key);
        return row ? localized(row.tr, locale, 'value', row.value) : null;
      };
      const image = value('banner_image');
      const videoFile = value('banner_video_content');
      return {
        banner_contents: CONTENT_KEYS.flatMap((key) => {
          const row = banners.find((b) => b.key === key);
          return row ? [bannerJson(row, locale)] : [];
        }),
        section_title: value('section_title'),
        banner_type: value('banner_type'),
        banner_video: value('banner_video'),
        banner_image: image,
        banner_video_content: videoFile,
        banner_image_full_url: urls.storage(BANNERS, image),
        banner_video_content_full_url: urls.storage(VIDEOS, videoFile),
      };
    },

    async whyChoose(moduleId: number, locale: string) {
      const cards = (await rows.get()).whyChoose.filter((w) => w.module_id === moduleId);
      return {
        why_choose_url: urls.storageBase(WHY_CHOOSE),
        banners: cards.map((w) => ({
          id: w.id,
          module_id: w.module_id,
          title: localized(w.tr, locale, 'title', w.title),
          short_description: localized(w.tr, locale, 'short_description', w.short_description),
          image: w.image,
          image_full_url: urls.storage(WHY_CHOOSE, w.image),
          status: 1,
          created_at: w.created_at,
          updated_at: w.updated_at,
        })),
      };
    },

    /** GET testimonial, and the landing page's testimonial_list. */
    async testimonials(locale: string) {
      return (await rows.get()).testimonials.map((t) => ({
        id: t.id,
        name: localized(t.tr, locale, 'name', t.name),
        designation: localized(t.tr, locale, 'designation', t.designation),
        review: localized(t.tr, locale, 'review', t.review),
        reviewer_image: t.reviewer_image,
        reviewer_image_full_url: urls.storage(REVIEWERS, t.reviewer_image),
        company_image: t.company_image,
        company_image_full_url: urls.storage(COMPANIES, t.company_image),
        status: 1,
        created_at: t.created_at,
        updated_at: t.updated_at,
      }));
    },

    /** Call after writing any of these tables. */
    invalidate: () => rows.clear(),
  };
}

export type ModuleContentService = ReturnType<typeof createModuleContentService>;
type Answer<K extends keyof ModuleContentService> = Awaited<ReturnType<ModuleContentService[K]>>;
/** other-banners/video-content: the how-it-works section. */
export type VideoContentJson = Answer<'videoContent'>;
/** other-banners/why-choose. */
export type WhyChooseJson = Answer<'whyChoose'>;
/** testimonial, and the landing page's testimonial_list. */
export type TestimonialJson = Answer<'testimonials'>[number];
