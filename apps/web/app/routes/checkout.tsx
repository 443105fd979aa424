/**
 * `/checkout?page=cart|buy_now|campaign` (spec §2, issue 6), and
 * `?page=parcel&category_id=` the parcel form (issue 18, client-contract §7). Guests check
 * out only while guest_checkout_status is on; campaign items need a
 * signed-in customer (spec §4, §6); others are sent to sign in. Everything
 * else is features/checkout.
 */
import { settingOn } from '@souq/domain';
import { Suspense } from 'react';
import { redirect } from 'react-router';
import type { Route } from './+types/checkout';
import { createApi } from '../lib/api.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { readPrefs } from '../lib/prefs.server.ts';
import { signInFirst } from '../features/auth/session.server.ts';
import { CheckoutPage } from '../features/checkout/checkout-page.tsx';
import { checkoutPage, loadCheckout } from '../features/checkout/checkout.server.ts';
import { pageWords } from '../i18n/messages.server.ts';
import { loadParcelCheckout } from '../features/parcel/parcel-checkout.server.ts';
import { lazyView } from '../lib/lazy-view.tsx';

// The parcel form is a chunk of its own: a cart's checkout (most visits) does not download it.
const ParcelCheckout = lazyView('parcel/checkout', () => import('../features/parcel/parcel-checkout-page.tsx'));

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta(
    matches,
    (t) => t(loaderData?.kind === 'parcel' ? 'parcel.formTitle' : 'checkout.title'),
    (t) => t('checkout.metaDescription'),
  );
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parcel = url.searchParams.get('page') === 'parcel';
  const page = parcel ? null : checkoutPage(url.searchParams.get('page'));
  if (!parcel && !page) throw redirect('/checkout?page=cart');
  const prefs = readPrefs(request);
  if (!prefs.token) {
    const config = await createApi(context, prefs).get('/config');
    if (page === 'campaign' || !settingOn(config.guest_checkout_status))
      throw signInFirst(Boolean(prefs.location), context.secureCookies);
  }
  if (parcel) {
    // The parcel form (issue 18): sender, receiver, parcel type, who pays.
    const parcelData = await loadParcelCheckout(context, request, prefs, url);
    return {
      kind: 'parcel' as const,
      parcel: parcelData,
      messages: pageWords(prefs.locale, 'parcelCheckout'),
    };
  }
  const checkout = await loadCheckout({ request, context, prefs, page: page!, url });
  return { kind: 'items' as const, checkout, messages: pageWords(prefs.locale, 'checkout') };
}

export default function CheckoutRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'parcel')
    return (
      <Suspense fallback={<div className="min-h-[60vh]" aria-busy="true" />}>
        <ParcelCheckout data={loaderData.parcel} />
      </Suspense>
    );
  return <CheckoutPage data={loaderData.checkout} />;
}
