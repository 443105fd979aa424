/**
 * `/my-orders/:id`: one order with live tracking and its actions. Checkout
 * sends shoppers here after placing, and the payment page returns here, so
 * the page shows whether a digital payment went through, failed (the order
 * is `failed`: Switch to COD), or was left (`?flag=cancel`: still unpaid).
 */
import { data } from 'react-router';
import type { Route } from './+types/my-order';
import { useT } from '../i18n/t.ts';
import { ApiError, createApi } from '../lib/api.server.ts';
import { metaT } from '../lib/meta.ts';
import { readPrefs } from '../lib/prefs.server.ts';
import { endedSession } from '../features/auth/session.server.ts';
import { orderIdParam, orderQuery } from '../features/orders/access.server.ts';
import { loadOrderPage } from '../features/orders/orders.server.ts';
import { OrderNotFound } from '../features/orders/order-not-found.tsx';
import { OrderView, type PaymentFlag } from '../features/orders/order-view.tsx';
import { BackLink } from '../components/ui/back-link.tsx';
import { pageWords } from '../i18n/messages.server.ts';

export function meta({ matches, params }: Route.MetaArgs) {
  const { t, business } = metaT(matches);
  // No noindex: only the order's owner sees it, and anyone else (a crawler) gets a 404.
  return [
    { title: `${t('orders.orderNumber', { id: params.id })} · ${business}` },
    { name: 'description', content: t('orders.orderMetaDescription') },
  ];
}

const FLAGS = ['success', 'fail', 'cancel'] as const;

export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const prefs = readPrefs(request);
  const orderId = orderIdParam(params.id);
  const signedIn = Boolean(prefs.token);
  const flag = url.searchParams.get('flag');
  const paymentFlag = (FLAGS as readonly string[]).includes(flag ?? '') ? (flag as PaymentFlag) : null;
  // The review forms of a delivered order share the checkout's and the sign-in's field words.
  const messages = pageWords(prefs.locale, 'order');
  if (!orderId)
    return data(
      { signedIn, paymentFlag, order: null, reasons: { cancel: [], refund: [] }, offlineMethods: [], messages },
      { status: 404 },
    );
  try {
    const page = await loadOrderPage(createApi(context, prefs), orderId, orderQuery(request, prefs, orderId), signedIn);
    return data(
      { signedIn, paymentFlag, ...page, messages },
      { status: page.order ? 200 : 404, headers: { 'cache-control': 'private, no-store' } },
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw endedSession(context.secureCookies);
    throw error;
  }
}

export default function MyOrderRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { order, reasons, offlineMethods, signedIn, paymentFlag } = loaderData;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 lg:px-6 lg:py-8">
      <BackLink to="/my-orders">{t('order.back')}</BackLink>
      {order ? (
        <OrderView order={order} reasons={reasons} offlineMethods={offlineMethods} paymentFlag={paymentFlag} />
      ) : (
        <OrderNotFound signedIn={signedIn} />
      )}
    </div>
  );
}
