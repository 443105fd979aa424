/**
 * `/wallet`, `/coupons`, `/loyalty-points`, `/referral-code` (spec §2 routes): the profile's tab of that
 * name, with whatever the address carried (?flag=… from the payment page).
 */
import { redirect } from 'react-router';
import type { Route } from './+types/profile-alias';

export function loader({ url }: Route.LoaderArgs) {
  const query = new URLSearchParams(url.search);
  query.set('page', url.pathname.replace(/^\/|\/$/g, ''));
  return redirect(`/profile?${query}`);
}
