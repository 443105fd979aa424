/**
 * `/notifications`: the customer's notifications, newest first; those that
 * arrived since the last visit are marked New. Opening the page reads them
 * (the badge of the account menu goes); order news link to their order.
 */
import { useEffect, useRef } from 'react';
import { Link, useFetcher } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Icon, type IconName } from '../../components/ui/icons.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { useT } from '../../i18n/t.ts';
import { useFormat } from '../catalog/format.ts';
import type { NotificationView } from './notifications.server.ts';
import { NOTIFICATIONS_ACTION } from './settings-panel.tsx';

const ICONS: Record<NotificationView['kind'], IconName> = {
  order_status: 'bag',
  wallet: 'wallet',
  push_notification: 'megaphone',
};

export function NotificationsList({
  list,
  unreadBefore,
  moreHref,
}: {
  list: NotificationView[];
  /** How many were unread when the page opened: the first ones are new. */
  unreadBefore: number;
  moreHref: string | null;
}) {
  const t = useT();
  const format = useFormat();
  const { submit } = useFetcher({ key: 'notifications-read' });
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || unreadBefore === 0) return;
    sent.current = true;
    void submit({ intent: 'read' }, { method: 'post', action: NOTIFICATIONS_ACTION });
  }, [unreadBefore, submit]);

  if (list.length === 0)
    return <EmptyState icon="bell" tone="muted" title={t('notifications.empty')} body={t('notifications.emptyText')} />;
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3">
        {list.map((n, index) => (
          <li
            key={n.id}
            className="flex gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600 dark:bg-brand-700/20 dark:text-brand-100">
              <Icon name={ICONS[n.kind] ?? 'bell'} />
            </span>
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-semibold">{n.title}</h3>
                {index < unreadBefore && (
                  <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                    {t('notifications.new')}
                  </span>
                )}
              </div>
              <p className="text-sm text-slate-700 dark:text-slate-300">{n.description}</p>
              <div className="flex flex-wrap items-center gap-3 text-xs text-slate-500 dark:text-slate-400">
                <time dateTime={n.createdAt}>{format.date(n.createdAt)}</time>
                {n.orderId && (
                  <Link
                    to={`/my-orders/${n.orderId}`}
                    className="font-semibold text-brand-700 hover:underline dark:text-brand-500"
                  >
                    {t('notifications.viewOrder')}
                  </Link>
                )}
              </div>
            </div>
          </li>
        ))}
      </ul>
      {moreHref && (
        <Link
          to={moreHref}
          preventScrollReset
          className={buttonClass({ variant: 'outline', className: 'self-center' })}
        >
          {t('notifications.more')}
        </Link>
      )}
    </div>
  );
}
