/**
 * `/operator`: the operator console (issue 19), server-rendered like the
 * storefront and in the visitor's language, outside the shop's shell. Without
 * the operator cookie it is the sign-in; with it, the sections (orders,
 * conversations, reviews, applications to join, settings) render inside. Without OPERATOR_TOKEN on
 * the server the API has no operator routes and no token can sign in.
 */
import { data, NavLink, Outlet, useFetcher } from 'react-router';
import type { Route } from './+types/operator';
import { Button } from '../components/ui/button.tsx';
import { Icon, type IconName } from '../components/ui/icons.tsx';
import { pageWords } from '../i18n/messages.server.ts';
import { useT, type MessageKey } from '../i18n/t.ts';
import { pageMeta } from '../lib/meta.ts';
import { readPrefs } from '../lib/prefs.server.ts';
import { readOperatorToken } from '../features/operator/operator.server.ts';
import type { OperatorActionResult } from './resources/operator.ts';

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta(
      matches,
      (t) => t('op.title'),
      (t) => t('op.signInHint'),
    ),
    { name: 'robots', content: 'noindex' },
  ];
}

export async function loader({ request }: Route.LoaderArgs) {
  const prefs = readPrefs(request);
  return data(
    { signedIn: readOperatorToken(request) !== null, messages: pageWords(prefs.locale, 'operator') },
    { headers: { 'cache-control': 'private, no-store' } },
  );
}

const SECTIONS: { to: string; label: MessageKey; icon: IconName }[] = [
  { to: '/operator/orders', label: 'op.orders', icon: 'bag' },
  { to: '/operator/conversations', label: 'op.conversations', icon: 'chat' },
  { to: '/operator/reviews', label: 'op.reviews', icon: 'star' },
  { to: '/operator/applications', label: 'op.applications', icon: 'store' },
  { to: '/operator/settings', label: 'op.settings', icon: 'shield' },
];

export default function OperatorLayout({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const signOut = useFetcher();
  if (!loaderData.signedIn) return <SignIn />;
  return (
    <div className="min-h-dvh bg-slate-50 dark:bg-slate-950">
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <p className="font-extrabold">{t('op.title')}</p>
          <nav aria-label={t('op.nav')} className="order-last w-full sm:order-none sm:w-auto">
            {/* Wraps on a phone: a row that scrolls sideways hid Reviews, Applications and Settings. */}
            <ul className="flex flex-wrap gap-1">
              {SECTIONS.map((s) => (
                <li key={s.to}>
                  <NavLink
                    to={s.to}
                    className="flex items-center gap-2 rounded-xl px-3 py-2 text-sm font-semibold whitespace-nowrap hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700 dark:hover:bg-slate-800 dark:aria-[current=page]:bg-brand-700/20 dark:aria-[current=page]:text-brand-100"
                  >
                    <Icon name={s.icon} className="size-4" />
                    {t(s.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ms-auto flex items-center gap-2">
            <a href="/home" className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-500">
              {t('op.storefront')}
            </a>
            <signOut.Form method="post" action="/resources/operator">
              <input type="hidden" name="intent" value="sign-out" />
              <Button type="submit" variant="outline" size="sm" busy={signOut.state !== 'idle'}>
                <Icon name="logout" className="size-4" />
                {t('op.signOut')}
              </Button>
            </signOut.Form>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-7xl px-4 py-6">
        <Outlet />
      </main>
    </div>
  );
}

function SignIn() {
  const t = useT();
  // A fetcher: a wrong token answers here; the right one redirects into the console (with its cookie).
  const fetcher = useFetcher<OperatorActionResult>();
  const answer = fetcher.data;
  const busy = fetcher.state !== 'idle';
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-slate-50 p-4 dark:bg-slate-950">
      <fetcher.Form
        method="post"
        action="/resources/operator"
        className="flex w-full max-w-sm flex-col gap-4 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
      >
        <h1 className="text-xl font-bold">{t('op.signInTitle')}</h1>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('op.signInHint')}</p>
        <input type="hidden" name="intent" value="sign-in" />
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {t('op.token')}
          <input
            type="password"
            name="token"
            required
            maxLength={500}
            autoComplete="current-password"
            className="h-11 rounded-xl border border-slate-300 bg-white px-3 font-normal dark:border-slate-700 dark:bg-slate-950"
          />
        </label>
        {answer && !answer.ok && (
          <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-400">
            {answer.error}
          </p>
        )}
        <Button type="submit" busy={busy} block>
          {t('op.signIn')}
        </Button>
      </fetcher.Form>
    </main>
  );
}
