/** The phone drawer (spec §2): Home, Categories, latest and popular stores, theme mode and language. */
import { NavLink } from 'react-router';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Icon, type IconName } from '../../components/ui/icons.tsx';
import { DrawerStores } from '../catalog/drawer-stores.tsx';
import { useT } from '../../i18n/t.ts';
import { LanguageMenu } from './language-menu.tsx';
import { ThemeSwitch } from './theme-switch.tsx';

export function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const item = (to: string, icon: IconName, label: string) => (
    <li>
      <NavLink
        to={to}
        onClick={onClose}
        className={({ isActive }) =>
          `flex items-center gap-3 rounded-xl px-3 py-3 font-medium ${isActive ? 'bg-brand-50 text-brand-700 dark:bg-brand-700/20 dark:text-brand-100' : 'hover:bg-slate-100 dark:hover:bg-slate-800'}`
        }
      >
        <Icon name={icon} className="size-5" />
        {label}
      </NavLink>
    </li>
  );
  return (
    <Dialog open={open} onClose={onClose} title={t('nav.menu')} variant="sheet">
      <nav aria-label={t('nav.main')}>
        <ul className="flex flex-col gap-1">
          {item('/home', 'home', t('nav.home'))}
          {item('/categories', 'grid', t('nav.categories'))}
        </ul>
        <DrawerStores onNavigate={onClose} />
      </nav>
      <div className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-700">
        <ThemeSwitch variant="row" />
        <LanguageMenu variant="row" />
      </div>
    </Dialog>
  );
}
