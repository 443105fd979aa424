/**
 * What the parcel module's /home shows (issue 18): the parcel categories as
 * cards, how it works (other-banners/video-content), why choose us
 * (other-banners/why-choose) and the module's slides (other-banners). Each
 * read is optional: a section the API has nothing for is left out.
 */
import { toMinor, type Minor } from '@souq/domain';
import type { Api } from '../../lib/api.server.ts';
import { optional } from '../catalog/catalog.server.ts';
import type { Banner } from '../home/home.server.ts';
import type { WireParcelCategory, WireVideoContent } from '@souq/api/answers';

export interface ParcelCategory {
  id: number;
  name: string;
  description: string;
  image: string | null;
  /** The category's own rates; null when it charges the zone's (or the global parcel) rates. */
  perKm: Minor | null;
  minimum: Minor | null;
}

export interface ParcelHome {
  categories: ParcelCategory[];
  howItWorks: {
    title: string;
    video: string | null;
    poster: string | null;
    steps: { title: string; text: string }[];
  } | null;
  whyChoose: { id: number; title: string; text: string; image: string | null }[];
  banners: Banner[];
}

const rate = (value: unknown, decimals: number): Minor | null =>
  value === null || value === undefined || value === '' || !Number.isFinite(Number(value))
    ? null
    : toMinor(Number(value), decimals);

export function toParcelCategory(c: WireParcelCategory, decimals: number): ParcelCategory {
  const minimum = rate(c.parcel_minimum_shipping_charge, decimals);
  return {
    id: c.id,
    name: c.name,
    description: c.description ?? '',
    image: c.image_full_url ?? null,
    // Server-rules §5.2: a category's rates apply when its minimum is set.
    perKm: minimum === null ? null : rate(c.parcel_per_km_shipping_charge, decimals),
    minimum,
  };
}

export async function loadParcelCategories(api: Api, decimals: number): Promise<ParcelCategory[]> {
  const list = await optional(api.get('/parcel-category'));
  return (Array.isArray(list) ? list : []).map((c) => toParcelCategory(c, decimals));
}

function howItWorksOf(video: WireVideoContent | null): ParcelHome['howItWorks'] {
  if (!video) return null;
  const content = new Map((video.banner_contents ?? []).map((c) => [c.key, c.value]));
  const steps = [1, 2, 3]
    .map((n) => ({ title: content.get(`content${n}_title`) ?? '', text: content.get(`content${n}_subtitle`) ?? '' }))
    .filter((s) => s.title || s.text);
  // 'video_content' is a stored file, which plays here; a link to a video site ('video') is not embedded
  // (the page's policy loads no outside frames), and 'image' shows the poster only.
  const file = video.banner_type === 'video_content' ? (video.banner_video_content_full_url ?? null) : null;
  if (!steps.length && !file && !video.banner_image_full_url) return null;
  return {
    title: video.section_title ?? '',
    video: file,
    poster: video.banner_image_full_url ?? null,
    steps,
  };
}

export async function loadParcelHome(api: Api, decimals: number): Promise<ParcelHome> {
  const [categories, video, why, slides] = await Promise.all([
    loadParcelCategories(api, decimals),
    optional(api.get('/other-banners/video-content')),
    optional(api.get('/other-banners/why-choose')),
    optional(api.get('/other-banners')),
  ]);
  return {
    categories,
    howItWorks: howItWorksOf(video),
    whyChoose: (why?.banners ?? []).map((w) => ({
      id: w.id,
      title: w.title,
      text: w.short_description,
      image: w.image_full_url,
    })),
    banners: (slides?.banners ?? [])
      .filter((b) => b.value_full_url)
      .map((b) => ({
        id: b.id,
        key: `banner-${b.id}`,
        title: '',
        image: b.value_full_url,
        href: null,
        external: false,
      })),
  };
}
