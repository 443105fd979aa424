/**
 * `/operator/orders?group=new|running|refunds|past`: the console's board.
 * Each order shows the moves the status machine allows the operator now
 * (confirm, prepare, hand over, picked up, delivered, cancel with a reason,
 * approve or decline a refund); the API decides. The board is live: it
 * follows the API's board stream (operator/orders/events, relayed by
 * /resources/operator/orders/events) and reloads its data whenever an order
 * is placed or changes, so new orders appear without a reload; it polls only
 * while that stream is down (lib/use-live-stream.ts).
 */
import { useState } from 'react';
import { data, Link, useFetcher } from 'react-router';
import type { Route } from './+types/operator-orders';
import { Button } from '../components/ui/button.tsx';
import { useAnswerToast } from '../components/ui/toast.tsx';
import { useT, type MessageKey } from '../i18n/t.ts';
import { readPrefs } from '../lib/prefs.server.ts';
import { useFormat } from '../features/catalog/format.ts';
import { loadBoard, loadCouriers } from '../features/operator/board.server.ts';
import { BOARD_GROUPS, type BoardGroup, type BoardOrder, type CourierChoice } from '../features/operator/types.ts';
import { asOperator, requireOperator } from '../features/operator/operator.server.ts';
import { StatusChip } from '../features/orders/status-chip.tsx';
import { OfflineProofPanel } from '../features/operator/offline-proof-panel.tsx';
import type { OperatorActionResult } from './resources/operator.ts';
import { useLiveStream } from '../lib/use-live-stream.ts';

/** The board's stream names each order that changed: any of them may change what the board shows. */
const BOARD_EVENTS = ['order'] as const;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const prefs = readPrefs(request);
  const api = requireOperator(request, context, prefs);
  const asked = url.searchParams.get('group');
  const group: BoardGroup = (BOARD_GROUPS as readonly string[]).includes(asked ?? '') ? (asked as BoardGroup) : 'new';
  const [orders, couriers] = await asOperator(context, () =>
    Promise.all([loadBoard(api, group), group === 'past' || group === 'refunds' ? [] : loadCouriers(api)]),
  );
  return data({ group, orders, couriers }, { headers: { 'cache-control': 'private, no-store' } });
}

export default function OperatorOrders({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { group, orders, couriers } = loaderData;
  useLiveStream('/resources/operator/orders/events', true, BOARD_EVENTS);
  return (
    <section aria-labelledby="board-title" className="flex flex-col gap-4">
      <h1 id="board-title" className="text-2xl font-bold">
        {t('op.orders')}
      </h1>
      <nav aria-label={t('op.groups')}>
        <ul className="flex flex-wrap gap-2">
          {BOARD_GROUPS.map((g) => (
            <li key={g}>
              <Link
                to={`/operator/orders?group=${g}`}
                aria-current={g === group ? 'page' : undefined}
                className="inline-flex rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-slate-300 hover:bg-slate-100 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white aria-[current=page]:ring-brand-600 dark:ring-slate-700 dark:hover:bg-slate-800"
              >
                {t(`op.group.${g}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('op.liveBoard')}</p>
      {orders.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200 dark:bg-slate-900 dark:text-slate-300 dark:ring-slate-800">
          {t('op.noOrders')}
        </p>
      ) : (
        <ul aria-label={t(`op.group.${group}`)} className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {orders.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} couriers={couriers} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function OrderCard({ order, couriers }: { order: BoardOrder; couriers: CourierChoice[] }) {
  const t = useT();
  const format = useFormat();
  const fetcher = useFetcher<OperatorActionResult>();
  const [canceling, setCanceling] = useState(false);
  useAnswerToast(fetcher);
  const busy = fetcher.state !== 'idle';
  const title = t('op.order', { id: String(order.id) });
  return (
    <article
      aria-label={title}
      className="flex h-full flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
    >
      <header className="flex items-start justify-between gap-2">
        <div>
          <h2 className="font-bold">
            <bdi>{title}</bdi>
          </h2>
          {order.placedAt && (
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {t('op.placed', { date: format.date(order.placedAt.date), time: format.clock(order.placedAt.time) })}
            </p>
          )}
        </div>
        <StatusChip status={order.status} />
      </header>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {order.store && (
          <>
            <dt className="text-slate-600 dark:text-slate-400">{t('order.store')}</dt>
            <dd className="truncate font-semibold">
              <bdi>{order.store}</bdi>
            </dd>
          </>
        )}
        {order.customer && (
          <>
            <dt className="text-slate-600 dark:text-slate-400">{t('op.customer')}</dt>
            <dd className="truncate">
              <bdi>{order.customer}</bdi>
            </dd>
          </>
        )}
        <dt className="text-slate-600 dark:text-slate-400">{t('order.total')}</dt>
        <dd className="font-semibold">{format.amount(order.amount)}</dd>
        {order.instruction && (
          <>
            <dt className="text-slate-600 dark:text-slate-400">{t('order.instruction')}</dt>
            <dd>
              <bdi>{order.instruction}</bdi>
            </dd>
          </>
        )}
        {order.note && (
          <>
            <dt className="text-slate-600 dark:text-slate-400">{t('order.note')}</dt>
            <dd>
              <bdi>{order.note}</bdi>
            </dd>
          </>
        )}
      </dl>
      {order.cutlery && <p className="text-sm font-semibold">{t('order.cutlery')}</p>}
      {order.prescriptions.length > 0 && (
        <section aria-label={t('op.prescription')} className="flex flex-col gap-1">
          <h3 className="text-sm text-slate-600 dark:text-slate-400">{t('op.prescription')}</h3>
          <div className="flex flex-wrap gap-2">
            {order.prescriptions.map((src, i) => (
              <a key={src} href={src} target="_blank" rel="noopener noreferrer">
                <img
                  src={src}
                  alt={t('op.prescriptionImage', { n: format.number(i + 1) })}
                  width={64}
                  height={64}
                  className="size-16 rounded-lg object-cover ring-1 ring-slate-200 dark:ring-slate-700"
                />
              </a>
            ))}
          </div>
        </section>
      )}
      {order.proof && <OfflineProofPanel orderId={order.id} proof={order.proof} />}
      {order.courier && (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <bdi>{t('op.courier', { name: order.courier })}</bdi>
        </p>
      )}
      {couriers.length > 0 && order.orderType !== 'take_away' && order.status !== 'picked_up' && (
        <CourierPicker order={order} couriers={couriers} />
      )}
      {order.moves.length > 0 && (
        <fetcher.Form method="post" action="/resources/operator" className="mt-auto flex flex-col gap-2">
          <input type="hidden" name="intent" value="move" />
          <input type="hidden" name="order_id" value={order.id} />
          {canceling && (
            <label className="flex flex-col gap-1 text-sm font-semibold">
              {t('op.reason')}
              <input
                name="note"
                required
                maxLength={255}
                className="h-10 rounded-xl border border-slate-300 bg-white px-3 font-normal dark:border-slate-700 dark:bg-slate-950"
              />
            </label>
          )}
          <div className="flex flex-wrap gap-2">
            {order.moves
              .filter((to) => to !== 'canceled' || canceling)
              .map((to) => (
                <Button
                  key={to}
                  type="submit"
                  name="status"
                  value={to}
                  size="sm"
                  busy={busy && fetcher.formData?.get('status') === to}
                  disabled={busy}
                  variant={to === 'canceled' || to === 'refund_request_canceled' ? 'danger-outline' : 'primary'}
                >
                  {t(`op.move.${to}` as MessageKey)}
                </Button>
              ))}
            {order.moves.includes('canceled') && !canceling && (
              <Button type="button" size="sm" variant="danger-outline" onClick={() => setCanceling(true)}>
                {t('op.move.canceled')}
              </Button>
            )}
          </div>
        </fetcher.Form>
      )}
    </article>
  );
}

/** Give the order a courier of the operator's choice (the lifecycle picks one on confirm otherwise). */
function CourierPicker({ order, couriers }: { order: BoardOrder; couriers: CourierChoice[] }) {
  const t = useT();
  const format = useFormat();
  const fetcher = useFetcher<OperatorActionResult>();
  useAnswerToast(fetcher);
  return (
    <fetcher.Form method="post" action="/resources/operator" className="flex items-end gap-2">
      <input type="hidden" name="intent" value="courier" />
      <input type="hidden" name="order_id" value={order.id} />
      <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs font-semibold">
        {t('op.assignCourier')}
        <select
          name="delivery_man_id"
          defaultValue={order.courierId ?? ''}
          required
          className="h-10 rounded-xl border border-slate-300 bg-white px-2 text-sm font-normal dark:border-slate-700 dark:bg-slate-950"
        >
          <option value="" disabled>
            {t('op.chooseCourier')}
          </option>
          {couriers.map((c) => (
            <option key={c.id} value={c.id}>
              {t('op.courierChoice', { name: c.name, count: format.number(c.runningOrders) })}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" size="sm" variant="outline" busy={fetcher.state !== 'idle'}>
        {t('op.assign')}
      </Button>
    </fetcher.Form>
  );
}
