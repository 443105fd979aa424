/** `/wallet` (spec §2 routes): the profile's Wallet tab, with whatever the address carried (?flag=… from the payment page). */
import { redirect } from 'react-router';
import type { Route } from './+types/wallet';

export function loader({ url }: Route.LoaderArgs) {
  const query = new URLSearchParams(url.search);
  query.set('page', 'wallet');
  return redirect(`/profile?${query}`);
}
