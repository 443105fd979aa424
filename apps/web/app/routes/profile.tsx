/**
 * `/profile?page=…`: the signed-in shopper's account (spec §2). The side
 * list holds the pages built so far (Profile Settings, My Orders, Coupons, and
 * Wallet, Loyalty Points and Referral Code while the store has them on); the other account pages are linked from the account menu and
 * answer 404 here until they are built (decision 9). Signed-out visitors are sent
 * to sign in.
 */
import { data, redirect, Link } from 'react-router';
import { formatAmount, formatNumber, settingOn } from '@souq/domain';
import type { Route } from './+types/profile';
import { Icon } from '../components/ui/icons.tsx';
import { pageWords } from '../i18n/messages.server.ts';
import { useT } from '../i18n/t.ts';
import { ApiError, createApi } from '../lib/api.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { readPrefs } from '../lib/prefs.server.ts';
import { useRootData } from '../lib/root-data.ts';
import { BUILT_PROFILE_PAGES, type ProfilePage } from '../features/profile/account-links.ts';
import { SettingsPanel } from '../features/settings/settings-panel.tsx';
import { loadNotificationPrefs } from '../features/settings/notifications.server.ts';
import { ProfileSettings } from '../features/profile/profile-settings.tsx';
import { signInFirst } from '../features/auth/session.server.ts';
import { loadProfile } from '../features/profile/profile.server.ts';
import { pageParam } from '../features/catalog/catalog.server.ts';
import { loadVisibleOrders } from '../features/orders/orders.server.ts';
import { OrdersPanel } from '../features/orders/orders-panel.tsx';
import { CouponsPanel } from '../features/coupons/coupons-panel.tsx';
import { loadCoupons } from '../features/coupons/coupons.server.ts';
import { LoyaltyPanel } from '../features/loyalty/loyalty-panel.tsx';
import { loadLoyalty } from '../features/loyalty/loyalty.server.ts';
import { ReferralPanel } from '../features/referral/referral-panel.tsx';
import { loadReferralReward } from '../features/referral/referral.server.ts';
import { walletFilter } from '../features/wallet/types.ts';
import { loadWallet } from '../features/wallet/wallet.server.ts';
import { WalletPanel, type TopUpOutcome } from '../features/wallet/wallet-panel.tsx';
import { InboxPanel } from '../features/inbox/inbox-panel.tsx';
import { loadInbox } from '../features/inbox/inbox.server.ts';
import { currencyFormat } from '../lib/shop-config.ts';

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta(
    matches,
    (t) => t(TAB_LABELS[loaderData?.page ?? 'profile-settings']),
    (t) => t('profile.editSubtitle'),
  );
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const prefs = readPrefs(request);
  if (!prefs.token) throw signInFirst(Boolean(prefs.location), context.secureCookies);
  const page = url.searchParams.get('page') ?? 'profile-settings';
  // The trips tab is the trips page (issue 17), with its own running and past tabs.
  if (page === 'my-trips') throw redirect('/my-trips');
  if (!(BUILT_PROFILE_PAGES as readonly string[]).includes(page)) throw data(null, { status: 404 });
  const api = createApi(context, prefs);
  // The profile first: a token the API refuses ends the session there (loadProfile).
  const profile = await loadProfile(api, context.secureCookies);
  const listPage = pageParam(url.searchParams, 500, LIST_PAGE);
  const orders = page === 'my-orders' ? await loadVisibleOrders(api, prefs, url.searchParams, listPage) : null;
  const wallet =
    page === 'wallet'
      ? await loadWallet(api, walletFilter(url.searchParams.get('type')), listPage).catch(switchedOff)
      : null;
  const loyalty = page === 'loyalty-points' ? await loadLoyalty(api, listPage).catch(switchedOff) : null;
  const coupons = page === 'coupons' ? await loadCoupons(api) : null;
  const referralReward = page === 'referral-code' ? await loadReferralReward(api) : null;
  const inbox = page === 'inbox' ? await loadInbox(api, url.searchParams) : null;
  const notificationPrefs = page === 'settings' ? await loadNotificationPrefs(api) : null;
  if (page === 'referral-code' && referralReward === null) throw data(null, { status: 404 });
  const flag = url.searchParams.get('flag');
  const topUp: TopUpOutcome =
    page === 'wallet' && (flag === 'success' || flag === 'fail' || flag === 'cancel') ? flag : null;
  // The account tabs' words (and the orders, coupons and profile forms') come with this page, not with every page.
  const messages = pageWords(prefs.locale, 'profile');
  return data(
    {
      page: page as ProfilePage,
      profile,
      orders,
      wallet,
      coupons,
      loyalty,
      referralReward,
      inbox,
      notificationPrefs,
      topUp,
      messages,
    },
    { headers: { 'cache-control': 'private, no-store' } },
  );
}

/** The wallet or loyalty points switched off: the API refuses (403), and the page is not there. */
function switchedOff(error: unknown): never {
  if (error instanceof ApiError && error.status === 403) throw data(null, { status: 404 });
  throw error;
}

/** `page` names the profile page, so a list inside it keeps its page number here. */
const LIST_PAGE = 'list_page';

const TAB_LABELS = {
  'profile-settings': 'account.profileSettings',
  'my-orders': 'account.myOrders',
  wallet: 'account.wallet',
  coupons: 'account.coupons',
  'loyalty-points': 'account.loyaltyPoints',
  'referral-code': 'account.referralCode',
  inbox: 'account.inbox',
  settings: 'account.settings',
} as const;
const TAB_ICONS = {
  'profile-settings': 'user',
  'my-orders': 'bag',
  wallet: 'wallet',
  coupons: 'ticket',
  'loyalty-points': 'star',
  'referral-code': 'gift',
  inbox: 'chat',
  settings: 'settings',
} as const;
/** Tabs the store can switch off (spec §2: hidden when their status is 0). */
const TAB_SWITCHES = {
  wallet: 'customer_wallet_status',
  'loyalty-points': 'loyalty_point_status',
  'referral-code': 'ref_earning_status',
} as const;

export default function ProfileRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { config, locale } = useRootData();
  const { profile, page } = loaderData;
  const fullName = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  const money = (amount: number) => formatAmount(amount, currencyFormat(config, locale));
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-8 lg:grid-cols-[280px_1fr] lg:px-6">
      <aside className="flex min-w-0 flex-col gap-4">
        <div className="flex items-center gap-4 rounded-3xl bg-gradient-to-br from-brand-600 to-brand-700 p-5 text-white shadow-lg">
          {profile.imageUrl ? (
            <img
              src={profile.imageUrl}
              alt=""
              width={56}
              height={56}
              className="size-14 rounded-full object-cover ring-2 ring-white/60"
            />
          ) : (
            <span className="flex size-14 items-center justify-center rounded-full bg-white/20 text-2xl font-bold">
              {(profile.firstName[0] ?? '?').toUpperCase()}
            </span>
          )}
          <div className="min-w-0">
            <h1 className="truncate text-lg font-bold">
              <bdi>{fullName}</bdi>
            </h1>
            <p className="text-sm text-brand-50">
              {profile.memberSinceDays > 0
                ? t('profile.memberSince', { days: profile.memberSinceDays })
                : t('profile.memberToday')}
            </p>
          </div>
        </div>
        <dl className="grid grid-cols-3 gap-2 text-center lg:grid-cols-1 lg:text-start">
          <Stat label={t('profile.orderCount')} value={formatNumber(profile.orderCount, locale)} />
          {settingOn(config.customer_wallet_status) && (
            <Stat label={t('profile.walletBalance')} value={money(profile.walletBalance)} />
          )}
          {settingOn(config.loyalty_point_status) && (
            <Stat label={t('profile.loyaltyPoints')} value={formatNumber(profile.loyaltyPoints, locale)} />
          )}
        </dl>
        {/* On a phone the sections are one row that scrolls sideways, so the section itself starts near the top. */}
        <nav
          aria-label={t('profile.sections')}
          className="min-w-0 rounded-2xl bg-white p-2 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
        >
          <ul className="flex gap-1 overflow-x-auto lg:flex-col lg:overflow-visible">
            {BUILT_PROFILE_PAGES.filter(
              (tab) => !(tab in TAB_SWITCHES) || config[TAB_SWITCHES[tab as keyof typeof TAB_SWITCHES]] !== 0,
            ).map((tab) => (
              <li key={tab} className="shrink-0">
                <Link
                  to={`/profile?page=${tab}`}
                  aria-current={tab === page ? 'page' : undefined}
                  // The current section in view in the phone's sideways row.
                  ref={
                    tab === page ? (link) => link?.scrollIntoView({ block: 'nearest', inline: 'nearest' }) : undefined
                  }
                  className="flex items-center gap-2 rounded-xl px-3 py-2.5 font-medium whitespace-nowrap lg:gap-3 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700 dark:hover:bg-slate-800 dark:aria-[current=page]:bg-brand-700/20 dark:aria-[current=page]:text-brand-100"
                >
                  <Icon name={TAB_ICONS[tab]} className="size-5" />
                  {t(TAB_LABELS[tab])}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="flex min-w-0 flex-col gap-6">
        {page === 'my-orders' ? (
          <>
            <h2 className="text-2xl font-bold">{t('orders.title')}</h2>
            <OrdersPanel list={loaderData.orders} guest={false} pageParam={LIST_PAGE} />
          </>
        ) : page === 'wallet' && loaderData.wallet ? (
          <WalletPanel
            wallet={loaderData.wallet}
            balance={profile.walletBalance}
            outcome={loaderData.topUp}
            pageParam={LIST_PAGE}
          />
        ) : page === 'coupons' && loaderData.coupons ? (
          <CouponsPanel coupons={loaderData.coupons} />
        ) : page === 'loyalty-points' && loaderData.loyalty ? (
          <LoyaltyPanel loyalty={loaderData.loyalty} points={profile.loyaltyPoints} pageParam={LIST_PAGE} />
        ) : page === 'inbox' && loaderData.inbox ? (
          <InboxPanel inbox={loaderData.inbox} />
        ) : page === 'referral-code' && loaderData.referralReward !== null ? (
          <ReferralPanel code={profile.refCode} reward={loaderData.referralReward} />
        ) : page === 'settings' && loaderData.notificationPrefs ? (
          <SettingsPanel prefs={loaderData.notificationPrefs} />
        ) : (
          <ProfileSettings profile={profile} />
        )}
      </div>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    // An amount keeps to one line on a phone's third of the width (issue 16, item 6: "1,250.00 / SAR").
    <div className="min-w-0 rounded-2xl bg-white px-2 py-3 shadow-sm ring-1 ring-slate-200 sm:px-3 dark:bg-slate-900 dark:ring-slate-800">
      <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 text-sm font-bold whitespace-nowrap sm:text-base">{value}</dd>
    </div>
  );
}
