/**
 * Policy and about pages (/terms-and-conditions, /privacy-policy,
 * /refund-policy, /cancellation-policy, /shipping-policy, /about-us) from
 * GET /api/v1/pages/{slug}; a page the admin switched off is a 404.
 */
import { data } from 'react-router';
import type { Route } from './+types/content-page';
import { ApiError, createApi } from '../lib/api.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { readPrefs } from '../lib/prefs.server.ts';
import { ContentPage, plainText } from '../features/pages/content-page.tsx';
import { pageWords } from '../i18n/messages.server.ts';

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(
    matches,
    (t) => loaderData?.title ?? t('notFound.title'),
    () => (loaderData ? plainText(loaderData.body).slice(0, 160) : ''),
  );
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const slug = url.pathname.replace(/^\/+|\/+$/g, '');
  const prefs = readPrefs(request);
  try {
    const page = await createApi(context, prefs).get(`/pages/${slug}`);
    return { ...page, messages: pageWords(prefs.locale, 'content') };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export default function ContentPageRoute({ loaderData }: Route.ComponentProps) {
  return <ContentPage title={loaderData.title} html={loaderData.body} />;
}
