/**
 * My Orders as a page and as the profile's tab: for a guest the notice that
 * order history is not saved (spec §1) with Sign In and Track Order, then
 * the Running / History tabs of the orders this visitor may see.
 */
import { Link, useLocation } from 'react-router';
import { Icon } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import { useRootData } from '../../lib/root-data.ts';
import { OrderList, OrderTabs } from './order-list.tsx';
import type { OrderList as List, OrderTab } from './types.ts';
import { buttonClass } from '../../components/ui/button.tsx';

/**
 * `pageParam`: the query parameter of the list's page number; the profile's tab uses its own
 * (its `page` names the profile page).
 */
export function OrdersPanel({
  list,
  guest,
  pageParam = 'page',
}: {
  list: List | null;
  guest: boolean;
  pageParam?: string;
}) {
  const t = useT();
  const location = useLocation();
  const { location: saved } = useRootData();
  const hrefFor = (tab: OrderTab) => {
    const query = new URLSearchParams(location.search);
    query.delete(pageParam);
    if (tab === 'running') query.delete('tab');
    else query.set('tab', tab);
    const search = query.toString();
    return `${location.pathname}${search ? `?${search}` : ''}`;
  };
  return (
    <div className="flex flex-col gap-5">
      {guest && (
        <section
          aria-labelledby="guest-orders"
          className="flex flex-col gap-4 rounded-3xl bg-amber-50 p-5 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:p-6 dark:bg-amber-950/30 dark:ring-amber-900"
        >
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-white text-amber-600 shadow-sm dark:bg-slate-900 dark:text-amber-400">
            <Icon name="info" className="size-6" />
          </span>
          <div className="min-w-0 flex-1">
            <h2 id="guest-orders" className="font-bold text-amber-950 dark:text-amber-100">
              {t('orders.guestTitle')}
            </h2>
            <p className="mt-1 text-sm text-amber-900 dark:text-amber-200">{t('orders.guestBody')}</p>
          </div>
          <div className="flex shrink-0 flex-wrap gap-2">
            <Link to="/track-order" className={buttonClass()}>
              <Icon name="truck" className="size-5" />
              {t('track.title')}
            </Link>
            <Link to={`${saved ? '/home' : '/'}?auth=sign-in`} className={buttonClass({ variant: 'outline' })}>
              {t('orders.signIn')}
            </Link>
          </div>
        </section>
      )}
      {list && (
        <section aria-label={guest ? t('orders.guestDevice') : undefined} className="flex flex-col gap-5">
          {guest && <h2 className="text-lg font-bold">{t('orders.guestDevice')}</h2>}
          <OrderTabs current={list.tab} hrefFor={hrefFor} />
          <div role="tabpanel">
            <OrderList list={list} pageParam={pageParam} />
          </div>
        </section>
      )}
    </div>
  );
}
