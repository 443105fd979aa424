/** The landing page's texts and links (GET /react-landing-page) and the modules on offer. */
import type { WireTestimonial } from '@souq/api/answers';
import type { Api } from '../../lib/api.server.ts';
import type { AppLinks } from '../shell/shell-data.server.ts';
import { loadZoneModules, type ModuleSummary } from '../modules/modules.server.ts';

export interface LandingContent {
  header: { title: string; subTitle: string; tagLine: string };
  earning: {
    title: string;
    subTitle: string;
    seller: { title: string; subTitle: string; button: string; url: string };
    deliveryman: { title: string; subTitle: string; button: string; url: string };
  };
  business: { title: string; subTitle: string };
  company: { title: string; subTitle: string; description: string; button: string; url: string };
  app: { title: string; subTitle: string; links: AppLinks | null };
  /** What customers say (the landing data's testimonial_list, the same list as GET testimonial). */
  testimonials: { title: string; list: Testimonial[] };
  /** The modules on offer: all active ones, or those serving the visitor's zones once chosen. */
  modules: ModuleSummary[];
}

export interface Testimonial {
  id: number;
  name: string;
  designation: string;
  review: string;
  image: string | null;
}

export async function loadLanding(api: Api): Promise<LandingContent> {
  const [data, modules] = await Promise.all([api.get('/react-landing-page'), loadZoneModules(api)]);
  const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : '');
  return {
    header: { title: text('header_title'), subTitle: text('header_sub_title'), tagLine: text('header_tag_line') },
    earning: {
      title: text('earning_title'),
      subTitle: text('earning_sub_title'),
      seller: {
        title: text('earning_seller_title'),
        subTitle: text('earning_seller_sub_title'),
        button: text('earning_seller_button_name'),
        url: text('earning_seller_button_url'),
      },
      deliveryman: {
        title: text('earning_dm_title'),
        subTitle: text('earning_dm_sub_title'),
        button: text('earning_dm_button_name'),
        url: text('earning_dm_button_url'),
      },
    },
    business: { title: text('business_title'), subTitle: text('business_sub_title') },
    company: {
      title: text('company_title'),
      subTitle: text('company_sub_title'),
      description: text('company_description'),
      button: text('company_button_name'),
      url: text('company_button_url'),
    },
    app: {
      title: text('download_user_app_title'),
      subTitle: text('download_user_app_sub_title'),
      links: (data.download_user_app_links as AppLinks | undefined) ?? null,
    },
    testimonials: {
      title: text('testimonial_title'),
      list: ((data.testimonial_list as WireTestimonial[] | undefined) ?? []).map((t) => ({
        id: t.id,
        name: t.name,
        designation: t.designation ?? '',
        review: t.review,
        image: t.reviewer_image_full_url,
      })),
    },
    modules,
  };
}
