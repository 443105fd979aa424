/**
 * `/deliveryman-registration` (spec §2, linked from the footer and the
 * landing page): a courier's application. The zones come with the page; the
 * form is courier-form.tsx. With courier registration switched off, the page
 * says so.
 */
import { registrationOpen } from '@souq/domain';
import type { Route } from './+types/deliveryman-registration';
import { pageWords } from '../i18n/messages.server.ts';
import { useT } from '../i18n/t.ts';
import { pageMeta } from '../lib/meta.ts';
import { readPrefs } from '../lib/prefs.server.ts';
import { useRootData } from '../lib/root-data.ts';
import { loadJoinOptions } from '../features/join/join.server.ts';
import { JoinPage } from '../features/join/join-page.tsx';
import { CourierRegistrationForm } from '../features/join/courier-form.tsx';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = readPrefs(request);
  return {
    options: await loadJoinOptions(context, locale, 'courier'),
    messages: pageWords(locale, 'join'),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    matches,
    (t) => t('join.courier.title'),
    (t) => t('join.courier.subtitle'),
  );
}

export default function CourierRegistration({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { config } = useRootData();
  return (
    <JoinPage
      title={t('join.courier.title')}
      subtitle={t('join.courier.subtitle')}
      open={registrationOpen(config.toggle_dm_registration)}
    >
      <CourierRegistrationForm options={loaderData.options} />
    </JoinPage>
  );
}
