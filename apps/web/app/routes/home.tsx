/**
 * `/home`: the storefront of the chosen module. A shopper cannot browse
 * without a zone, so no saved location means back to the landing. The
 * catalog fills this page; for now: module switcher and greeting.
 */
import { redirect } from 'react-router';
import type { Route } from './+types/home';
import { pageMeta } from '../lib/meta.ts';
import { readPrefs } from '../lib/prefs.server.ts';
import { HomeGreeting } from '../features/home/home-greeting.tsx';
import { ModuleSwitcher } from '../features/modules/module-switcher.tsx';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, (t) => t('nav.home'), (t) => t('landing.metaDescription'));
}

export function loader({ request, url }: Route.LoaderArgs) {
  const prefs = readPrefs(request);
  // The query (e.g. ?auth=sign-in) travels along.
  if (!prefs.location || !prefs.zoneIds) throw redirect(`/${url.search}`);
  return null;
}

export default function Home() {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8 lg:px-6">
      <ModuleSwitcher />
      <HomeGreeting />
    </div>
  );
}
