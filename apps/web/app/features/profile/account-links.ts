/**
 * The account entries of the avatar menu and the phone drawer (spec §2),
 * each behind its flag: trips only with an active rental module, wallet,
 * loyalty points and referral code only when the store turns them on.
 * Every entry links to its spec route, whether or not its page is built yet.
 */
import type { IconName } from '../../components/ui/icons.tsx';
import { settingOn } from '@souq/domain';
import type { MessageKey } from '../../i18n/t.ts';
import type { RootData } from '../../lib/root-data.ts';

export interface AccountLink {
  page: string;
  to: string;
  icon: IconName;
  label: MessageKey;
}

/** Profile pages built so far; the others are linked from the menus and answer 404 until their issue lands. */
export const BUILT_PROFILE_PAGES = [
  'profile-settings',
  'my-orders',
  'wallet',
  'coupons',
  'loyalty-points',
  'referral-code',
  'inbox',
  'settings',
] as const;
export type ProfilePage = (typeof BUILT_PROFILE_PAGES)[number];

const profile = (page: string, icon: IconName, label: MessageKey): AccountLink => ({
  page,
  to: `/profile?page=${page}`,
  icon,
  label,
});

export function accountLinks({ config, modules }: Pick<RootData, 'config' | 'modules'>): AccountLink[] {
  const links: (AccountLink | false)[] = [
    profile('profile-settings', 'user', 'account.profileSettings'),
    profile('my-orders', 'bag', 'account.myOrders'),
    modules.some((m) => m.module_type === 'rental') && profile('my-trips', 'car', 'account.myTrips'),
    settingOn(config.customer_wallet_status) && profile('wallet', 'wallet', 'account.wallet'),
    profile('coupons', 'ticket', 'account.coupons'),
    settingOn(config.loyalty_point_status) && profile('loyalty-points', 'star', 'account.loyaltyPoints'),
    settingOn(config.ref_earning_status) && profile('referral-code', 'gift', 'account.referralCode'),
    profile('inbox', 'chat', 'account.inbox'),
    { page: 'notifications', to: '/notifications', icon: 'bell', label: 'account.notifications' },
    profile('settings', 'settings', 'account.settings'),
    { page: 'track-order', to: '/track-order', icon: 'truck', label: 'account.trackOrder' },
  ];
  return links.filter((link): link is AccountLink => link !== false);
}
