/**
 * GET /resources/orders/:id/pay — Pay now (issue 20): GET customer/order/payment-link, then the
 * browser goes to the payment page (the server's, not a storefront route), which returns to the
 * order page. A plain link, not a fetcher's action: the order page reloads its data on every event
 * of its live stream, and React Router lets a reload that starts while a fetcher's action runs win
 * over that action's redirect — a status event arriving just after the click (the stream's first
 * one comes as the page opens) dropped the trip to the payment page without a word. A link the
 * browser follows has no such race, and works before the page is interactive.
 * When the order is not payable (paid meanwhile, not this visitor's), the order page says why.
 */
import { redirect } from 'react-router';
import type { Route } from './+types/order-pay';
import { ApiError, createApi } from '../../lib/api.server.ts';
import { flashCookie } from '../../lib/flash.server.ts';
import { readPrefs } from '../../lib/prefs.server.ts';
import { endedSession } from '../../features/auth/session.server.ts';
import { orderIdParam, orderQuery } from '../../features/orders/access.server.ts';
import { orderPageUrl, paymentPageUrl } from '../../features/checkout/place-order.server.ts';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const prefs = readPrefs(request);
  const orderId = orderIdParam(params.id);
  if (!orderId) throw new Response(null, { status: 404 });
  try {
    const { redirect_link: link } = await createApi(context, prefs).get('/customer/order/payment-link', {
      order_id: orderId,
      ...orderQuery(request, prefs, orderId),
    });
    const gateway = new URL(link, 'http://storefront.invalid').searchParams.get('payment_method') ?? 'souq_pay';
    return redirect(paymentPageUrl(link, gateway, orderPageUrl(orderId)), {
      headers: { 'cache-control': 'no-store' },
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401 && prefs.token) throw endedSession(context.secureCookies);
    return redirect(orderPageUrl(orderId), {
      headers: {
        'cache-control': 'no-store',
        'Set-Cookie': flashCookie({ kind: 'error', text: error.message }, context.secureCookies),
      },
    });
  }
}
