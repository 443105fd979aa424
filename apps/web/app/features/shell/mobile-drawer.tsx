/** The phone drawer (spec §2): Home, Categories, latest and popular stores, the account entries when signed in, theme mode, language and Logout. */
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Icon, type IconName } from '../../components/ui/icons.tsx';
import { DrawerStores } from '../catalog/drawer-stores.tsx';
import { useT } from '../../i18n/t.ts';
import { useRootData } from '../../lib/root-data.ts';
import { accountLinks } from '../profile/account-links.ts';
import { LogoutDialog } from '../profile/logout-dialog.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { ThemeSwitch } from './theme-switch.tsx';

export function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const root = useRootData();
  const [loggingOut, setLoggingOut] = useState(false);
  const here = useLocation();
  // Profile entries differ only by their query (?page=…), so the query counts too.
  const isCurrent = (to: string) => (to.includes('?') ? `${here.pathname}${here.search}` === to : here.pathname === to);
  const item = (to: string, icon: IconName, label: string) => (
    <li key={to}>
      <Link
        to={to}
        onClick={onClose}
        aria-current={isCurrent(to) ? 'page' : undefined}
        className="flex items-center gap-3 rounded-xl px-3 py-3 font-medium hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700 dark:hover:bg-slate-800 dark:aria-[current=page]:bg-brand-700/20 dark:aria-[current=page]:text-brand-100"
      >
        <Icon name={icon} className="size-5" />
        {label}
      </Link>
    </li>
  );
  return (
    <>
      <Dialog open={open} onClose={onClose} title={t('nav.menu')} variant="sheet">
        <nav aria-label={t('nav.main')}>
          <ul className="flex flex-col gap-1">
            {item('/home', 'home', t('nav.home'))}
            {item('/categories', 'grid', t('nav.categories'))}
          </ul>
          <DrawerStores onNavigate={onClose} />
        </nav>
        {root.signedIn && (
          <nav aria-label={t('account.menu')} className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-700">
            <ul className="flex flex-col gap-1">
              {accountLinks(root).map((link) => item(link.to, link.icon, t(link.label)))}
            </ul>
          </nav>
        )}
        <div className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-700">
          <ThemeSwitch variant="row" />
          <LanguageMenu variant="row" />
        </div>
        {root.signedIn && (
          <button
            type="button"
            onClick={() => {
              onClose();
              setLoggingOut(true);
            }}
            className="mt-2 flex w-full items-center gap-3 rounded-xl px-3 py-3 font-semibold text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/40"
          >
            <Icon name="logout" className="size-5" />
            {t('account.logout')}
          </button>
        )}
      </Dialog>
      <LogoutDialog open={loggingOut} onClose={() => setLoggingOut(false)} />
    </>
  );
}
