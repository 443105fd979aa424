/** `/help-and-support`: how to reach the store — email, phone, and the address on a map. */
import type { Route } from './+types/help-and-support';
import { pageMeta } from '../lib/meta.ts';
import { readPrefs } from '../lib/prefs.server.ts';
import { pageWords } from '../i18n/messages.server.ts';
import { HelpAndSupport } from '../features/pages/help-and-support.tsx';

export function loader({ request }: Route.LoaderArgs) {
  return { messages: pageWords(readPrefs(request).locale, 'help') };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    matches,
    (t) => t('help.title'),
    (t) => t('help.subtitle'),
  );
}

export default function HelpAndSupportRoute() {
  return <HelpAndSupport />;
}
