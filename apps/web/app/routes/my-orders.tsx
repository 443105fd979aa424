/** `/my-orders`: the shopper's running orders and history (spec §2); guests are told their history is not saved. */
import type { Route } from './+types/my-orders';
import { useT } from '../i18n/t.ts';
import { ApiError, createApi } from '../lib/api.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { readPrefs } from '../lib/prefs.server.ts';
import { endedSession } from '../features/auth/session.server.ts';
import { pageParam } from '../features/catalog/catalog.server.ts';
import { loadVisibleOrders } from '../features/orders/orders.server.ts';
import { OrdersPanel } from '../features/orders/orders-panel.tsx';
import { pageWords } from '../i18n/messages.server.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    matches,
    (t) => t('orders.title'),
    (t) => t('orders.subtitle'),
  );
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const prefs = readPrefs(request);
  try {
    const list = await loadVisibleOrders(
      createApi(context, prefs),
      prefs,
      url.searchParams,
      pageParam(url.searchParams),
    );
    return { list, guest: !prefs.token, messages: pageWords(prefs.locale, 'myOrders') };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw endedSession(context.secureCookies);
    throw error;
  }
}

export default function MyOrdersRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 lg:px-6">
      <header>
        <h1 className="text-2xl font-bold">{t('orders.title')}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-300">{t('orders.subtitle')}</p>
      </header>
      <OrdersPanel list={loaderData.list} guest={loaderData.guest} />
    </div>
  );
}
