/**
 * `/store-registration` (spec §2; the footer and the landing page link it
 * with `?active=active`, which changes nothing): a store's application. The
 * zones, modules and packages come with the page; the form is step-form.tsx.
 * With store registration switched off, the page says so.
 */
import { registrationOpen } from '@souq/domain';
import type { Route } from './+types/store-registration';
import { pageWords } from '../i18n/messages.server.ts';
import { useT } from '../i18n/t.ts';
import { pageMeta } from '../lib/meta.ts';
import { readPrefs } from '../lib/prefs.server.ts';
import { useRootData } from '../lib/root-data.ts';
import { loadJoinOptions } from '../features/join/join.server.ts';
import { JoinPage } from '../features/join/join-page.tsx';
import { StoreRegistrationForm } from '../features/join/store-form.tsx';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = readPrefs(request);
  return {
    options: await loadJoinOptions(context, locale, 'store'),
    messages: pageWords(locale, 'join'),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    matches,
    (t) => t('join.store.title'),
    (t) => t('join.store.subtitle'),
  );
}

export default function StoreRegistration({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { config } = useRootData();
  return (
    <JoinPage
      title={t('join.store.title')}
      subtitle={t('join.store.subtitle')}
      open={registrationOpen(config.toggle_store_registration)}
    >
      <StoreRegistrationForm options={loaderData.options} />
    </JoinPage>
  );
}
