/**
 * `/track-order` (spec §2): a guest follows an order by its id and the
 * phone number it was placed with. The form posts here; when the API finds
 * the order for that phone, the pair goes into an HttpOnly cookie (never
 * into the URL) and the page shows the order with live tracking, the same
 * view as /my-orders/:id.
 */
import { data, Link, redirect } from 'react-router';
import { normalizePhone, westernDigits } from '@souq/domain';
import type { Route } from './+types/track-order';
import { Icon } from '../components/ui/icons.tsx';
import { useT } from '../i18n/t.ts';
import { serverT } from '../lib/actions.server.ts';
import { ApiError, createApi } from '../lib/api.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { headersWithCookies, readPrefs } from '../lib/prefs.server.ts';
import { orderIdParam, orderQuery, readTracked, trackCookie } from '../features/orders/access.server.ts';
import { loadOrderPage, ownerQuery } from '../features/orders/orders.server.ts';
import { OrderView } from '../features/orders/order-view.tsx';
import { TrackOrderForm } from '../features/orders/track-order-form.tsx';
import { checkTrackForm } from '../features/orders/track.ts';
import { BackLink } from '../components/ui/back-link.tsx';
import { readForm } from '../lib/actions.server.ts';
import { pageWords } from '../i18n/messages.server.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    matches,
    (t) => t('track.title'),
    (t) => t('track.subtitle'),
  );
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const prefs = readPrefs(request);
  const orderId = orderIdParam(url.searchParams.get('order_id'));
  const tracked = readTracked(request);
  const signedIn = Boolean(prefs.token);
  // The tracking form's phone field speaks with the sign-in's words, the review forms with the checkout's too.
  const messages = pageWords(prefs.locale, 'trackOrder');
  if (!orderId || tracked?.id !== orderId)
    return { signedIn, orderId, order: null, reasons: { cancel: [], refund: [] }, offlineMethods: [], messages };
  const page = await loadOrderPage(createApi(context, prefs), orderId, orderQuery(request, prefs, orderId), signedIn);
  return data({ signedIn, orderId, ...page, messages }, { headers: { 'cache-control': 'private, no-store' } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const prefs = readPrefs(request);
  const t = serverT(prefs);
  const form = await readForm(request);
  const orderIdText = westernDigits(String(form.get('order_id') ?? '')).trim();
  const phone = normalizePhone(String(form.get('phone') ?? ''));
  const fields = checkTrackForm(orderIdText, phone);
  if (Object.keys(fields).length) return data({ fields }, { status: 422 });
  const orderId = Number(orderIdText);
  try {
    await createApi(context, prefs).get('/customer/order/track', { order_id: orderId, ...ownerQuery(prefs, phone) });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data(
      { error: error.status === 404 || error.status === 403 ? t('track.notFound') : error.message },
      { status: error.status },
    );
  }
  return redirect(`/track-order?order_id=${orderId}`, {
    headers: headersWithCookies([trackCookie({ id: orderId, phone }, context.secureCookies)]),
  });
}

export default function TrackOrderRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { order, reasons, orderId, signedIn } = loaderData;
  if (order) {
    return (
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 lg:px-6 lg:py-8">
        <BackLink to="/track-order">{t('track.another')}</BackLink>
        <OrderView order={order} reasons={reasons} offlineMethods={loaderData.offlineMethods} />
      </div>
    );
  }
  return (
    <div className="mx-auto flex max-w-lg flex-col gap-6 px-4 py-10">
      <header className="flex flex-col items-center gap-3 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-brand-900/40 dark:text-brand-200">
          <Icon name="truck" className="size-7" />
        </span>
        <h1 className="text-2xl font-bold">{t('track.title')}</h1>
        <p className="text-slate-600 dark:text-slate-300">{t('track.subtitle')}</p>
      </header>
      <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6 dark:bg-slate-900 dark:ring-slate-800">
        <TrackOrderForm defaultOrderId={orderId ? String(orderId) : ''} />
      </div>
      {signedIn && (
        <p className="text-center text-sm text-slate-600 dark:text-slate-300">
          <Link to="/my-orders" className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
            {t('track.signedInHint')}
          </Link>
        </p>
      )}
    </div>
  );
}
