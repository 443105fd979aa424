/**
 * What module homes call besides the catalog (issue 15, decision 17):
 * other-banners, other-banners/why-choose, other-banners/video-content and
 * testimonial, with the seeded content of every module in both languages,
 * in the shapes 6amMart clients read.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useApi } from '../../../test/helper.ts';

const api = useApi();
let modules: { id: number; module_type: string }[];

beforeAll(async () => {
  modules = await api.database.db.query('select id, module_type from modules order by id');
});

const get = (url: string, moduleId?: number, locale = 'en') =>
  api.request({ url, headers: { ...(moduleId ? { moduleid: String(moduleId) } : {}), 'x-localization': locale } });

/** Fetches a file the answer links to (absolute URL on the test host) through the same app. */
const fetchLinked = (url: string, headers: Record<string, string> = {}) =>
  api.app.inject({ url: new URL(url).pathname, headers });

describe('other-banners', () => {
  it('answers every non-parcel module its section banners as <key> and <key>_full_url, with the folder', async () => {
    for (const m of modules.filter((m) => !['parcel', 'rental'].includes(m.module_type))) {
      const { status, body } = await get('/api/v1/other-banners', m.id);
      expect(status, m.module_type).toBe(200);
      expect(body.promotional_banner_url).toMatch(/\/storage\/promotional_banner$/);
      for (const key of ['best_reviewed_section_banner', 'new_arrival_section_banner', 'bottom_section_banner']) {
        expect(typeof body[key], `${m.module_type} ${key}`).toBe('string');
        expect(body[`${key}_full_url`]).toBe(`${body.promotional_banner_url}/${body[key]}`);
      }
      const image = await fetchLinked(body.best_reviewed_section_banner_full_url);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toContain('image/svg+xml');
    }
  });

  it('answers the parcel home its slides as `banners` (clients show ${promotional_banner_url}/${value})', async () => {
    const parcel = modules.find((m) => m.module_type === 'parcel')!;
    const { body } = await get('/api/v1/other-banners', parcel.id);
    expect(body.banners.length).toBeGreaterThanOrEqual(2);
    for (const b of body.banners) {
      expect(b).toMatchObject({ module_id: parcel.id, type: 'promotional_banner', value: expect.any(String) });
      expect(b.value_full_url).toBe(`${body.promotional_banner_url}/${b.value}`);
    }
  });

  it('needs a module: 400 without the moduleId header, 404 for one that does not exist', async () => {
    const missing = await get('/api/v1/other-banners');
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].code).toBe('moduleId');
    expect((await get('/api/v1/other-banners/why-choose', 999999)).status).toBe(404);
  });
});

describe('other-banners/why-choose', () => {
  it('answers four cards for every module, in English and Arabic, with pictures that load', async () => {
    for (const m of modules) {
      const en = await get('/api/v1/other-banners/why-choose', m.id);
      const ar = await get('/api/v1/other-banners/why-choose', m.id, 'ar');
      expect(en.body.why_choose_url).toMatch(/\/storage\/why_choose$/);
      expect(en.body.banners, m.module_type).toHaveLength(4);
      en.body.banners.forEach((card: any, i: number) => {
        expect(card).toMatchObject({ module_id: m.id, status: 1, image: expect.any(String) });
        expect(card.image_full_url).toBe(`${en.body.why_choose_url}/${card.image}`);
        expect(card.title).toMatch(/[A-Za-z]/);
        expect(card.short_description).toMatch(/[A-Za-z]/);
        expect(ar.body.banners[i].id).toBe(card.id);
        expect(ar.body.banners[i].title).toMatch(/[\u0600-\u06FF]/);
        expect(ar.body.banners[i].short_description).toMatch(/[\u0600-\u06FF]/);
      });
      expect((await fetchLinked(en.body.banners[0].image_full_url)).statusCode).toBe(200);
    }
  });
});

describe('other-banners/video-content', () => {
  it('answers every module a titled section with a video that plays and three steps, in both languages', async () => {
    for (const m of modules) {
      const en = (await get('/api/v1/other-banners/video-content', m.id)).body;
      const ar = (await get('/api/v1/other-banners/video-content', m.id, 'ar')).body;
      expect(en.section_title, m.module_type).toMatch(/[A-Za-z]/);
      expect(ar.section_title).toMatch(/[\u0600-\u06FF]/);
      expect(en.banner_type).toBe('video_content');
      expect(en.banner_video_content_full_url).toMatch(/\/storage\/promotional_banner\/video\/[\w-]+\.mp4$/);
      expect(en.banner_image_full_url).toMatch(/\/storage\/promotional_banner\//);
      // Clients read steps by position: title, subtitle, title, subtitle…
      expect(en.banner_contents.map((c: { key: string }) => c.key)).toEqual([
        'content1_title',
        'content1_subtitle',
        'content2_title',
        'content2_subtitle',
        'content3_title',
        'content3_subtitle',
      ]);
      for (const [i, c] of ar.banner_contents.entries()) {
        expect(c.value, `${m.module_type} ${c.key}`).toMatch(/[\u0600-\u06FF]/);
        expect(en.banner_contents[i].value).toMatch(/[A-Za-z]/);
      }
    }
  });

  it('serves the video whole and by byte range, as players ask for it', async () => {
    const parcel = modules.find((m) => m.module_type === 'parcel')!;
    const { body } = await get('/api/v1/other-banners/video-content', parcel.id);
    const whole = await fetchLinked(body.banner_video_content_full_url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const size = whole.rawPayload.length;
    expect(size).toBeGreaterThan(1000);
    // An MP4 opens with its 'ftyp' box.
    expect(whole.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');

    const part = await fetchLinked(body.banner_video_content_full_url, { range: 'bytes=0-99' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(0, 100));
    const tail = await fetchLinked(body.banner_video_content_full_url, { range: 'bytes=-10' });
    expect(tail.rawPayload).toEqual(whole.rawPayload.subarray(size - 10));
    const beyond = await fetchLinked(body.banner_video_content_full_url, { range: `bytes=${size}-` });
    expect(beyond.statusCode).toBe(416);
  });
});

describe('testimonial', () => {
  it('answers what customers say, in English and Arabic, and the landing page lists the same', async () => {
    const en = (await get('/api/v1/testimonial')).body;
    const ar = (await get('/api/v1/testimonial', undefined, 'ar')).body;
    expect(en.length).toBeGreaterThanOrEqual(3);
    en.forEach((t: any, i: number) => {
      expect(t).toMatchObject({ id: expect.any(Number), name: expect.any(String), review: expect.any(String) });
      expect(t.reviewer_image_full_url).toMatch(/\/storage\/reviewer_image\//);
      expect(ar[i].review).toMatch(/[\u0600-\u06FF]/);
      expect(ar[i].name).toMatch(/[\u0600-\u06FF]/);
    });
    const landing = (await get('/api/v1/react-landing-page', undefined, 'ar')).body;
    expect(landing.testimonial_list).toEqual(ar);
    expect((await fetchLinked(en[0].reviewer_image_full_url)).statusCode).toBe(200);
  });
});
