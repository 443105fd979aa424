/** `/help-and-support`: how to reach the store — email, phone, and the address on a map. */
import type { Route } from './+types/help-and-support';
import { pageMeta } from '../lib/meta.ts';
import { HelpAndSupport } from '../features/pages/help-and-support.tsx';

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
