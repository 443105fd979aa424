import { describe, expect, it } from 'vitest';
import { LIMITS } from '@souq/domain';
import { carouselSlides, type Banner } from './home.server.ts';
import { campaignHref } from './campaign-link.ts';

const slide = (key: string): Banner => ({ id: 1, key, title: key, image: null, href: null, external: false });

describe('the home carousel (issue 20: campaigns reachable from the banners)', () => {
  it('keeps a place for running campaigns after the banners, within the carousel limit', () => {
    const banners = ['b1', 'b2', 'b3', 'b4', 'b5', 'b6'].map(slide);
    const campaigns = ['c1', 'c2', 'c3'].map(slide);
    const keys = carouselSlides(banners, campaigns).map((s) => s.key);
    expect(keys).toHaveLength(LIMITS.carouselSlides);
    expect(keys.slice(-2)).toEqual(['c1', 'c2']);
    expect(carouselSlides(banners.slice(0, 2), []).map((s) => s.key)).toEqual(['b1', 'b2']);
  });

  it("a campaign's page opens in the campaign's module", () => {
    expect(campaignHref({ id: 4, moduleId: 2 })).toBe('/home?data_type=campaign&id=4&module_id=2');
    expect(campaignHref({ id: 4, moduleId: null })).toBe('/home?data_type=campaign&id=4');
  });
});
