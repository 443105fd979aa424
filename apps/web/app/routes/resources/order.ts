/**
 * POST /resources/orders/:id — the shopper's actions on one order:
 *   intent=cancel  reason       → PUT customer/order/cancel (pending only)
 *   intent=cod                  → PUT customer/order/payment-method (a failed digital payment becomes cash on delivery)
 *   intent=refund  reason, note → POST customer/order/refund-request (delivered and paid)
 *   intent=offline offline_method_id, offline[<field>], offline_note, update
 *                               → PUT customer/order/offline-payment(-update): the offline payment's proof
 * (Pay now is a link: resources/order-pay.ts.)
 * Each answers the API's message (toasted by the page), and the page's
 * loaders run again so the order shows its new state.
 */
import { data } from 'react-router';
import type { Route } from './+types/order';
import { readForm, serverT, type ActionError } from '../../lib/actions.server.ts';
import { ApiError, createApi } from '../../lib/api.server.ts';
import { readPrefs } from '../../lib/prefs.server.ts';
import { endedSession } from '../../features/auth/session.server.ts';
import { orderIdParam, orderQuery } from '../../features/orders/access.server.ts';
import type { WireMessage } from '@souq/api/answers';
import { readOfflinePayment } from '../../features/checkout/place-order.server.ts';

export type OrderActionResult = { ok: true; message: string } | ActionError;

const REASON_MAX = 255;
const NOTE_MAX = 1000;

export async function action({ request, context, params }: Route.ActionArgs) {
  const prefs = readPrefs(request);
  const t = serverT(prefs);
  const orderId = orderIdParam(params.id);
  const failed = (error: string, status: number) => data<OrderActionResult>({ ok: false, error }, { status });
  if (!orderId) return failed(t('order.notFoundTitle'), 404);
  const form = await readForm(request);
  const text = (name: string, max: number) =>
    String(form.get(name) ?? '')
      .trim()
      .slice(0, max);
  const api = createApi(context, prefs);
  const owner = orderQuery(request, prefs, orderId);
  try {
    let answer: WireMessage;
    switch (form.get('intent')) {
      case 'cancel': {
        const reason = text('reason', REASON_MAX);
        if (!reason) return failed(t('order.chooseReason'), 422);
        answer = await api.put('/customer/order/cancel', { order_id: orderId, reason, ...owner });
        break;
      }
      case 'cod':
        answer = await api.put('/customer/order/payment-method', { order_id: orderId, ...owner });
        break;
      case 'refund': {
        const reason = text('reason', REASON_MAX);
        if (!reason) return failed(t('order.chooseReason'), 422);
        const note = text('note', NOTE_MAX);
        answer = await api.post('/customer/order/refund-request', {
          order_id: orderId,
          customer_reason: reason,
          ...(note ? { customer_note: note } : {}),
        });
        break;
      }
      case 'offline': {
        const proof = readOfflinePayment(form);
        if ('problem' in proof) return failed(t(proof.problem), 422);
        const path = form.get('update') === '1' ? 'offline-payment-update' : 'offline-payment';
        answer = await api.put(`/customer/order/${path}`, {
          order_id: orderId,
          method_id: proof.methodId,
          payment_method: 'offline_payment',
          customer_note: proof.note,
          ...proof.fields,
          ...owner,
        });
        break;
      }
      default:
        return failed(t('order.notFoundTitle'), 400);
    }
    return data<OrderActionResult>({ ok: true, message: answer.message });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401 && prefs.token) throw endedSession(context.secureCookies);
    return failed(error.message, error.status);
  }
}
