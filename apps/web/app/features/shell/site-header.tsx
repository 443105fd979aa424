/**
 * The header of every page (spec §2). Wide screens: logo, location, track
 * order (guests, not parcel), language, theme, account; then a bar with
 * Home and the modules serving the visitor's zones. Phones: menu, logo,
 * location, cart and account, the rest in the drawer. Wishlist and cart
 * buttons open their drawers (features/cart).
 */
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { IconButton, iconButtonClass } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import { useCurrentModule, useRootData } from '../../lib/root-data.ts';
import { LocationPopover } from '../addresses/location-popover.tsx';
import { CartButton, RentalCartButton, WishlistButton } from '../cart/header-buttons.tsx';
import { useShellData } from '../cart/shell-data.ts';
import { MODULE_ACTION, useSelectModule } from '../modules/use-select-module.ts';
import { AccountMenu } from '../profile/account-menu.tsx';
import { Brand } from './brand.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { MobileDrawer } from './mobile-drawer.tsx';
import { ThemeSwitch } from './theme-switch.tsx';
import { useChatUnread } from '../inbox/use-chat-unread.ts';
import { formatNumber } from '@souq/domain';

export function SiteHeader() {
  const t = useT();
  const root = useRootData();
  const module = useCurrentModule();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const showTrackOrder = !root.signedIn && module?.module_type !== 'parcel';
  // Spec §2: the chat button shows signed in, outside parcel, and opens the profile's inbox
  // (on phones the drawer's account list has the Inbox: the phone header is logo, location, avatar, drawer).
  const showChat = root.signedIn && module?.module_type !== 'parcel';
  // In the rental module the header's cart is the rental cart (its vehicles come with the page).
  const rentalModule = module?.module_type === 'rental';
  const shell = useShellData();
  // One count (one stream) for the chat button and the account menu's Inbox entry.
  const chatUnread = useChatUnread();

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur-md dark:border-slate-800 dark:bg-slate-950/90">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-4 lg:px-6">
        <IconButton
          tone="header"
          onClick={() => setDrawerOpen(true)}
          aria-label={t('nav.openMenu')}
          className="-ms-2 md:hidden"
        >
          <Icon name="menu" className="size-6" />
        </IconButton>
        <Brand compact />
        <LocationChip />
        <div className="ms-auto flex items-center gap-1 sm:gap-2">
          {showTrackOrder && (
            <Link
              to="/track-order"
              className="hidden items-center gap-2 rounded-full px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 lg:flex dark:text-slate-200 dark:hover:bg-slate-800"
            >
              <Icon name="truck" className="size-5" />
              {t('nav.trackOrder')}
            </Link>
          )}
          <div className="hidden md:block">
            <LanguageMenu />
          </div>
          <div className="hidden md:block">
            <ThemeSwitch />
          </div>
          {showChat && <ChatButton unread={chatUnread} />}
          <WishlistButton />
          {rentalModule ? <RentalCartButton count={shell?.rentalCart ?? 0} /> : <CartButton />}
          <AccountLink chatUnread={chatUnread} />
        </div>
      </div>
      <ModuleBar />
      <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
    </header>
  );
}

/** The header's chat button with its unread badge (the count is kept current by use-chat-unread.ts). */
function ChatButton({ unread }: { unread: number }) {
  const t = useT();
  const { locale } = useRootData();
  return (
    <Link
      to="/profile?page=inbox"
      aria-label={unread > 0 ? `${t('nav.chat')} (${t('account.unread', { count: unread })})` : t('nav.chat')}
      title={t('nav.chat')}
      className={iconButtonClass('header', 'relative hidden shrink-0 md:block')}
    >
      <Icon name="chat" className="size-6" />
      {unread > 0 && (
        // Drawn, not written: the link's name says how many.
        <span
          aria-hidden="true"
          data-testid="chat-unread-badge"
          data-count={formatNumber(Math.min(unread, 99), locale)}
          className="absolute -top-0.5 -end-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-bold text-white after:content-[attr(data-count)]"
        />
      )}
    </Link>
  );
}

function LocationChip() {
  const t = useT();
  const { location, modules, moduleId } = useRootData();
  const rental = modules.find((m) => m.id === moduleId)?.module_type === 'rental';
  if (!location) {
    return (
      <Link
        to="/"
        aria-label={t('header.chooseLocation')}
        className="flex min-w-0 items-center gap-2 rounded-full bg-slate-100 p-2.5 text-sm font-medium text-slate-700 hover:bg-slate-200 sm:px-3 sm:py-2 dark:bg-slate-800 dark:text-slate-200"
      >
        <Icon name="pin" className="size-4 text-brand-600" />
        <span className="hidden sm:inline">{t('header.chooseLocation')}</span>
      </Link>
    );
  }
  return (
    <LocationPopover>
      <Icon name="pin" className="size-5 shrink-0 text-brand-600" />
      {/* On a phone the address takes two short lines without the label and the chevron, so it reads
          "King Fahd Road, Al Olaya" rather than "King F…" (issue 16, item 6). */}
      <span className="min-w-0 leading-tight">
        <span className="hidden text-[11px] font-medium text-slate-500 sm:block dark:text-slate-400">
          {t(rental ? 'header.pickupFrom' : 'header.deliverTo')}
        </span>
        <span
          dir="auto"
          className="line-clamp-2 text-start text-xs font-semibold break-words text-slate-900 sm:block sm:truncate sm:text-sm dark:text-slate-100"
        >
          {location.address}
        </span>
      </span>
      <Icon name="chevronDown" className="hidden size-4 shrink-0 text-slate-500 sm:block dark:text-slate-400" />
    </LocationPopover>
  );
}

/** The account menu (avatar and first name) when signed in; otherwise 'Sign In', which opens the auth modal from `?auth=sign-in`. */
function AccountLink({ chatUnread }: { chatUnread: number }) {
  const t = useT();
  const { customer, location } = useRootData();
  if (!customer) {
    return (
      // On phones the person icon alone, like the avatar it becomes (spec: mobile header "logo, location, avatar, drawer"),
      // so the location keeps the room; its name stays for screen readers.
      <Link
        to={location ? '/home?auth=sign-in' : '/?auth=sign-in'}
        className="flex shrink-0 items-center gap-2 whitespace-nowrap rounded-full bg-brand-600 p-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 sm:px-4 sm:py-2"
      >
        <Icon name="user" className="size-4" />
        <span className="sr-only sm:not-sr-only">{t('nav.signIn')}</span>
      </Link>
    );
  }
  return <AccountMenu customer={customer} chatUnread={chatUnread} />;
}

/** Home and the module links; choosing a module stores it and opens /home in it. */
function ModuleBar() {
  const t = useT();
  const { modules, moduleId } = useRootData();
  const select = useSelectModule();
  return (
    <nav aria-label={t('nav.main')} className="hidden border-t border-slate-100 md:block dark:border-slate-800/70">
      <div className="mx-auto flex h-12 max-w-7xl items-center gap-1 overflow-x-auto px-4 text-sm font-medium lg:px-6">
        <NavLink
          to="/home"
          end
          className={({ isActive }) =>
            `flex items-center gap-2 rounded-full px-3 py-1.5 ${isActive ? 'bg-brand-50 text-brand-700 dark:bg-brand-700/20 dark:text-brand-100' : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'}`
          }
        >
          <Icon name="home" className="size-4" />
          {t('nav.home')}
        </NavLink>
        {modules.length > 0 && (
          <select.Form method="post" action={MODULE_ACTION} className="contents">
            <input type="hidden" name="redirectTo" value="/home" />
            <span className="mx-2 h-5 w-px bg-slate-200 dark:bg-slate-700" aria-hidden="true" />
            <ul aria-label={t('nav.modules')} className="flex items-center gap-1">
              {modules.map((m) => (
                <li key={m.id}>
                  <button
                    type="submit"
                    name="moduleId"
                    value={m.id}
                    aria-current={m.id === moduleId ? 'true' : undefined}
                    className="flex items-center gap-2 whitespace-nowrap rounded-full px-3 py-1.5 text-slate-700 hover:bg-slate-100 aria-[current=true]:bg-brand-600 aria-[current=true]:text-white dark:text-slate-300 dark:hover:bg-slate-800"
                  >
                    <img src={m.icon_full_url} alt="" width={20} height={20} className="size-5 rounded-md" />
                    {m.module_name}
                  </button>
                </li>
              ))}
            </ul>
          </select.Form>
        )}
      </div>
    </nav>
  );
}
