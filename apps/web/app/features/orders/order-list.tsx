/**
 * My Orders (spec §2, §6): Running and History tabs of paged order cards,
 * each with its id, date, store, amount, status and item count (a parcel:
 * its category and the Parcel label), and an
 * empty state per tab. The same list renders on /my-orders and in the
 * profile's My Orders tab; `hrefFor` builds the tab links of each.
 */
import { Link } from 'react-router';
import { Icon } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import { useFormat } from '../catalog/format.ts';
import { Pagination } from '../catalog/pagination.tsx';
import { Picture } from '../catalog/picture.tsx';
import { StatusChip } from './status-chip.tsx';
import type { OrderCard as Order, OrderList as List, OrderTab } from './types.ts';
import { buttonClass } from '../../components/ui/button.tsx';

export function OrderTabs({ current, hrefFor }: { current: OrderTab; hrefFor: (tab: OrderTab) => string }) {
  const t = useT();
  const tab = (key: OrderTab, label: string) => (
    <Link
      role="tab"
      aria-selected={current === key}
      to={hrefFor(key)}
      preventScrollReset
      className="-mb-px border-b-2 border-transparent px-4 py-3 text-sm font-semibold text-slate-500 hover:text-slate-900 aria-selected:border-brand-600 aria-selected:text-brand-700 dark:text-slate-400 dark:hover:text-white dark:aria-selected:text-brand-300"
    >
      {label}
    </Link>
  );
  return (
    <div role="tablist" aria-label={t('orders.tabs')} className="flex border-b border-slate-200 dark:border-slate-800">
      {tab('running', t('orders.running'))}
      {tab('history', t('orders.history'))}
    </div>
  );
}

export function OrderList({ list, pageParam }: { list: List; pageParam?: string }) {
  const t = useT();
  if (list.orders.length === 0) {
    const running = list.tab === 'running';
    return (
      <div className="flex flex-col items-center gap-3 rounded-3xl bg-slate-50 px-6 py-14 text-center dark:bg-slate-900">
        <span className="flex size-16 items-center justify-center rounded-full bg-white text-slate-400 shadow-sm dark:bg-slate-800">
          <Icon name="bag" className="size-8" />
        </span>
        <p className="font-semibold text-slate-700 dark:text-slate-200">
          {t(running ? 'orders.emptyRunning' : 'orders.emptyHistory')}
        </p>
        <p className="max-w-sm text-sm text-slate-500 dark:text-slate-400">
          {t(running ? 'orders.emptyRunningHint' : 'orders.emptyHistoryHint')}
        </p>
        <Link to="/home" className={buttonClass({ size: 'sm', className: 'mt-1' })}>
          {t('orders.startShopping')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul aria-label={t('orders.list')} className="grid gap-3 md:grid-cols-2">
        {list.orders.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
      <Pagination page={list.page} total={list.total} pageSize={list.pageSize} param={pageParam} />
    </>
  );
}

function OrderCard({ order }: { order: Order }) {
  const t = useT();
  const format = useFormat();
  const title = t('orders.orderNumber', { id: String(order.id) });
  return (
    <article className="relative flex gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md dark:bg-slate-900 dark:ring-slate-800">
      <Picture
        src={order.store?.logo ?? order.parcelCategory?.image}
        alt=""
        width={56}
        height={56}
        className="size-14 shrink-0 rounded-xl object-cover ring-1 ring-slate-200 dark:ring-slate-700"
      />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-bold">
            <Link
              to={`/my-orders/${order.id}`}
              className="after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700 dark:hover:text-brand-300"
            >
              <bdi>{title}</bdi>
            </Link>
          </h3>
          <StatusChip status={order.status} />
        </div>
        {order.store && (
          <p className="mt-0.5 truncate text-sm text-slate-600 dark:text-slate-300">
            <bdi>{order.store.name}</bdi>
          </p>
        )}
        {order.parcelCategory && (
          <p className="mt-0.5 truncate text-sm text-slate-600 dark:text-slate-300">
            <bdi>{order.parcelCategory.name}</bdi>
          </p>
        )}
        {order.placedAt && (
          <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
            {t('orders.placedOn', { date: format.date(order.placedAt.date), time: format.clock(order.placedAt.time) })}
          </p>
        )}
        <div className="mt-2 flex items-center justify-between gap-2 text-sm">
          {order.orderType === 'parcel' ? (
            <span
              className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700 dark:bg-brand-700/20 dark:text-brand-100"
              data-testid="order-kind"
            >
              {t('orders.parcel')}
            </span>
          ) : (
            <span className="text-slate-500 dark:text-slate-400">
              {t('orders.itemCount', { count: format.number(order.itemCount) })}
              <span aria-hidden="true"> · </span>
              {t(order.orderType === 'take_away' ? 'orders.takeAway' : 'orders.delivery')}
            </span>
          )}
          <span className="font-bold">{format.money(order.amount)}</span>
        </div>
      </div>
    </article>
  );
}
