import { useDismiss } from '../../lib/use-dismiss.ts';
/**
 * The avatar menu of a signed-in shopper (spec §2): their picture and first
 * name open the account entries and Logout (with its confirmation).
 */
import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import { useRootData } from '../../lib/root-data.ts';
import type { Customer } from '../shell/shell-data.server.ts';
import { accountLinks } from './account-links.ts';
import { useShellData } from '../cart/shell-data.ts';
import { useLiveUnread } from '../settings/use-live-unread.ts';
import { formatNumber } from '@souq/domain';
import { LogoutDialog } from './logout-dialog.tsx';

export function Avatar({ customer, size = 'size-8' }: { customer: Customer; size?: string }) {
  if (customer.imageUrl)
    return <img src={customer.imageUrl} alt="" className={`${size} shrink-0 rounded-full object-cover`} />;
  return (
    // The initial is decoration: the name beside it (or the button's label) says who it is. It is drawn
    // (CSS content), not written, so a button's name need not contain it (axe label-content-name-mismatch).
    <span
      aria-hidden="true"
      data-initial={customer.firstName ? customer.firstName[0].toUpperCase() : undefined}
      className={`flex ${size} shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-700 after:content-[attr(data-initial)]`}
    >
      {!customer.firstName && <Icon name="user" className="size-4" />}
    </span>
  );
}

/** `chatUnread`: unread chat messages (the header keeps the count: one stream per page), shown on the Inbox entry. */
export function AccountMenu({ customer, chatUnread = 0 }: { customer: Customer; chatUnread?: number }) {
  const t = useT();
  const root = useRootData();
  const id = useId();
  const [open, setOpen] = useState(false);
  const closeMenu = useCallback(() => setOpen(false), []);
  const [loggingOut, setLoggingOut] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const name = customer.firstName || t('nav.account');
  const unread = useLiveUnread(useShellData()?.unread ?? null);
  const unreadText = unread > 0 ? t('account.unread', { count: unread }) : null;

  useDismiss(open, box, closeMenu);

  return (
    <div ref={box} className="relative">
      <button
        type="button"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        aria-label={`${t('account.menu')}: ${name}${unreadText ? ` (${unreadText})` : ''}`}
        className="relative flex items-center gap-2 rounded-full py-1 ps-1 pe-1 text-sm font-semibold hover:bg-slate-100 sm:pe-3 dark:hover:bg-slate-800"
      >
        <Avatar customer={customer} />
        {unread > 0 && (
          // Drawn, not written, like the initial: the button's name says how many.
          <span
            aria-hidden="true"
            data-testid="unread-badge"
            data-count={formatNumber(Math.min(unread, 99), root.locale)}
            className="absolute -top-0.5 start-6 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-bold text-white after:content-[attr(data-count)]"
          />
        )}
        <span className="hidden max-w-28 truncate sm:inline">{name}</span>
        <Icon name="chevronDown" className="hidden size-4 text-slate-400 sm:block" />
      </button>
      {open && (
        <nav
          id={`${id}-menu`}
          aria-label={t('account.menu')}
          className="absolute end-0 top-full z-40 mt-2 w-64 overflow-hidden rounded-2xl border border-slate-200 bg-white py-2 shadow-xl dark:border-slate-700 dark:bg-slate-900"
        >
          <div className="flex items-center gap-3 border-b border-slate-100 px-4 pb-3 pt-1 dark:border-slate-800">
            <Avatar customer={customer} size="size-10" />
            <bdi className="min-w-0 truncate font-semibold">{customer.fullName || name}</bdi>
          </div>
          <ul className="py-1">
            {accountLinks(root).map((link) => (
              <li key={link.page}>
                <Link
                  to={link.to}
                  onClick={() => setOpen(false)}
                  className="flex items-center gap-3 px-4 py-2.5 text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
                >
                  <Icon name={link.icon} className="size-5 text-slate-500 dark:text-slate-400" />
                  {t(link.label)}
                  {link.page === 'notifications' && unread > 0 && (
                    // The count is drawn, not written: the link keeps its name, the menu button says how many.
                    <span
                      aria-hidden="true"
                      data-count={formatNumber(unread, root.locale)}
                      className="ms-auto rounded-full bg-red-600 px-2 text-xs leading-5 font-bold text-white after:content-[attr(data-count)]"
                    />
                  )}
                  {link.page === 'inbox' && chatUnread > 0 && (
                    <span
                      aria-hidden="true"
                      data-testid="inbox-unread"
                      data-count={formatNumber(chatUnread, root.locale)}
                      className="ms-auto rounded-full bg-red-600 px-2 text-xs leading-5 font-bold text-white after:content-[attr(data-count)]"
                    />
                  )}
                </Link>
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              setLoggingOut(true);
            }}
            className="flex w-full items-center gap-3 border-t border-slate-100 px-4 pb-1 pt-3 text-sm font-semibold text-red-600 hover:text-red-700 dark:border-slate-800 dark:text-red-400"
          >
            <Icon name="logout" className="size-5" />
            {t('account.logout')}
          </button>
        </nav>
      )}
      <LogoutDialog open={loggingOut} onClose={() => setLoggingOut(false)} />
    </div>
  );
}
