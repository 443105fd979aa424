/**
 * `/notifications` (the path is ours: spec §2 names none; decision 25): the
 * signed-in customer's notifications, 25 more per "Show more" (`?pages=N`).
 */
import { data, type ShouldRevalidateFunction } from 'react-router';
import type { Route } from './+types/notifications';
import { pageWords } from '../i18n/messages.server.ts';
import { useT } from '../i18n/t.ts';
import { createApi } from '../lib/api.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { readPrefs } from '../lib/prefs.server.ts';
import { signInFirst } from '../features/auth/session.server.ts';
import { NotificationsList } from '../features/settings/notifications-list.tsx';
import { NOTIFICATIONS_ACTION } from '../features/settings/settings-panel.tsx';
import { loadNotifications, loadUnread, NOTIFICATION_PAGE } from '../features/settings/notifications.server.ts';

const MAX_PAGES = 20;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const prefs = readPrefs(request);
  if (!prefs.token) throw signInFirst(Boolean(prefs.location), context.secureCookies);
  const api = createApi(context, prefs);
  const pages = Math.min(Math.max(Number.parseInt(url.searchParams.get('pages') ?? '1', 10) || 1, 1), MAX_PAGES);
  const [list, unread] = await Promise.all([loadNotifications(api, pages), loadUnread(api, true)]);
  const more =
    list.length === NOTIFICATION_PAGE * pages && pages < MAX_PAGES ? `/notifications?pages=${pages + 1}` : null;
  return data(
    { list, unread: unread ?? 0, more, messages: pageWords(prefs.locale, 'notifications') },
    { headers: { 'cache-control': 'private, no-store' } },
  );
}

/**
 * Opening the page reads what it lists (a fetcher posts to NOTIFICATIONS_ACTION): this page keeps
 * the list it opened with, so what was new stays marked New while the shopper reads it (read
 * again, the page would answer nothing unread and the marks would vanish at once).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction === NOTIFICATIONS_ACTION ? false : defaultShouldRevalidate;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    matches,
    (t) => t('notifications.title'),
    (t) => t('notifications.subtitle'),
  );
}

export default function Notifications({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 lg:px-6">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight">{t('notifications.title')}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{t('notifications.subtitle')}</p>
      </div>
      <NotificationsList list={loaderData.list} unreadBefore={loaderData.unread} moreHref={loaderData.more} />
    </div>
  );
}
