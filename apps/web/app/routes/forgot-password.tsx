/** `/forgot-password`: the three-step password reset as a page (spec §2); done, it opens sign-in. */
import { useNavigate } from 'react-router';
import type { Route } from './+types/forgot-password';
import { useT } from '../i18n/t.ts';
import { pageWords } from '../i18n/messages.server.ts';
import { readPrefs } from '../lib/prefs.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { useRootData } from '../lib/root-data.ts';
import { ForgotPasswordFlow } from '../features/auth/forgot-password.tsx';

/** The reset's words come with the page (decision 6). */
export function loader({ request }: Route.LoaderArgs) {
  return { messages: pageWords(readPrefs(request).locale, 'forgotPassword') };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    matches,
    (t) => t('reset.title'),
    (t) => t('reset.metaDescription'),
  );
}

export default function ForgotPassword() {
  const t = useT();
  const navigate = useNavigate();
  const { location } = useRootData();
  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-10">
      <h1 className="text-2xl font-bold">{t('reset.title')}</h1>
      <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-7 dark:bg-slate-900 dark:ring-slate-800">
        <ForgotPasswordFlow onDone={() => navigate(location ? '/home?auth=sign-in' : '/?auth=sign-in')} />
      </div>
    </div>
  );
}
