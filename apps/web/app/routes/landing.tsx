/** `/`: the landing page. Hero with the location entry, then the store's story from the landing data. */
import type { Route } from './+types/landing';
import { createApi } from '../lib/api.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { readPrefs } from '../lib/prefs.server.ts';
import { loadLanding } from '../features/landing/landing.server.ts';
import {
  AboutSection,
  AppSection,
  EarnSection,
  ModuleShowcase,
  TestimonialsSection,
} from '../features/landing/landing-sections.tsx';
import { LandingHero } from '../features/landing/landing-hero.tsx';
import { pageWords } from '../i18n/messages.server.ts';

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(
    matches,
    (t) => loaderData?.header.title ?? t('landing.metaTitle'),
    (t) => loaderData?.header.subTitle || t('landing.metaDescription'),
  );
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const prefs = readPrefs(request);
  return { ...(await loadLanding(createApi(context, prefs))), messages: pageWords(prefs.locale, 'landing') };
}

export default function Landing({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <LandingHero header={loaderData.header} modules={loaderData.modules} />
      <ModuleShowcase modules={loaderData.modules} />
      <EarnSection earning={loaderData.earning} />
      <AboutSection business={loaderData.business} company={loaderData.company} />
      <TestimonialsSection testimonials={loaderData.testimonials} />
      <AppSection app={loaderData.app} />
    </>
  );
}
