/**
 * POST /resources/operator — the console's writes, each through the API's
 * operator routes with the token from the HttpOnly cookie:
 *   intent=sign-in   token                      checks the token, keeps it in the cookie
 *   intent=sign-out                             forgets it
 *   intent=move      order_id, status, note?    PUT operator/orders/{id}/status (cancel needs a reason)
 *   intent=courier   order_id, delivery_man_id  PUT operator/orders/{id}/courier
 *   intent=offline   order_id, decision (verified|denied), note   PUT operator/orders/{id}/offline-payment (denied needs a note)
 *   intent=reply     conversation_id, message, image (≤3)   POST operator/conversations/{id}/messages
 *   intent=review    kind, review_id, visible   PUT operator/reviews/{kind}/{id}
 *   intent=application application_id, decision (approve|deny), reason?
 *                                               POST operator/applications/{id}/approve | deny
 *   intent=setting   key, value (1|0)           PUT operator/settings/{key}
 * Answers {ok, message} (or {ok: false, error}); the console's data reloads.
 */
import { data, redirect } from 'react-router';
import { ACCEPTED_IMAGE_TYPES, isOrderStatus, LIMITS } from '@souq/domain';
import type { Route } from './+types/operator';
import { readForm, serverT, type ActionError } from '../../lib/actions.server.ts';
import { ApiError } from '../../lib/api.server.ts';
import { readPrefs } from '../../lib/prefs.server.ts';
import {
  clearOperatorCookie,
  countFailure,
  operatorApi,
  operatorCookie,
  readOperatorToken,
  signInBlocked,
  tokenWorks,
} from '../../features/operator/operator.server.ts';
import { isLoginSwitch, isSwitch } from '../../features/operator/settings.ts';

export type OperatorActionResult = { ok: true; message: string } | ActionError;

const id = (value: FormDataEntryValue | null) =>
  typeof value === 'string' && /^\d{1,12}$/.test(value) && Number(value) > 0 ? Number(value) : null;
const text = (value: FormDataEntryValue | null, max: number) =>
  String(value ?? '')
    .trim()
    .slice(0, max);

export async function action({ request, context }: Route.ActionArgs) {
  const prefs = readPrefs(request);
  const t = serverT(prefs);
  const failed = (error: string, status: number) => data<OperatorActionResult>({ ok: false, error }, { status });
  const form = await readForm(request);
  const intent = form.get('intent');
  const secure = context.secureCookies;

  if (intent === 'sign-in') {
    const ip = context.clientIp ?? 'unknown';
    if (signInBlocked(ip)) return failed(t('op.tooMany'), 429);
    const token = text(form.get('token'), 500);
    const works = token ? await tokenWorks(context, prefs, token) : 'no';
    if (works === 'blocked') return failed(t('op.tooMany'), 429);
    if (works === 'no') {
      countFailure(ip);
      return failed(t('op.wrongToken'), 401);
    }
    throw redirect('/operator/orders', { headers: { 'Set-Cookie': operatorCookie(token, secure) } });
  }
  if (intent === 'sign-out') throw redirect('/operator', { headers: { 'Set-Cookie': clearOperatorCookie(secure) } });

  const token = readOperatorToken(request);
  if (!token) return failed(t('op.wrongToken'), 401);
  const api = operatorApi(context, prefs, token);
  try {
    switch (intent) {
      case 'move': {
        const orderId = id(form.get('order_id'));
        const status = form.get('status');
        if (!orderId || !isOrderStatus(status)) return failed(t('order.notFoundTitle'), 400);
        const note = text(form.get('note'), 255);
        if (status === 'canceled' && !note) return failed(t('op.cancelReasonRequired'), 422);
        const answer = await api.put(`/operator/orders/${orderId}/status`, {
          status,
          ...(note ? { note } : {}),
        });
        return data<OperatorActionResult>({ ok: true, message: answer.message });
      }
      case 'courier': {
        const orderId = id(form.get('order_id'));
        const courierId = id(form.get('delivery_man_id'));
        if (!orderId || !courierId) return failed(t('order.notFoundTitle'), 400);
        const answer = await api.put(`/operator/orders/${orderId}/courier`, {
          delivery_man_id: courierId,
        });
        return data<OperatorActionResult>({ ok: true, message: answer.message });
      }
      case 'offline': {
        const orderId = id(form.get('order_id'));
        const decision = form.get('decision');
        if (!orderId || (decision !== 'verified' && decision !== 'denied'))
          return failed(t('order.notFoundTitle'), 400);
        const note = text(form.get('note'), 255);
        if (decision === 'denied' && !note) return failed(t('op.offlineReasonRequired'), 422);
        const answer = await api.put(`/operator/orders/${orderId}/offline-payment`, {
          status: decision,
          ...(note ? { note } : {}),
        });
        return data<OperatorActionResult>({ ok: true, message: answer.message });
      }
      case 'reply': {
        const conversationId = id(form.get('conversation_id'));
        if (!conversationId) return failed(t('inbox.unknown'), 400);
        const images = form.getAll('image').filter((f): f is File => f instanceof File && f.size > 0);
        if (images.length > LIMITS.maxImagesPerUpload) return failed(t('checkout.maxImages'), 422);
        if (images.some((f) => !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(f.type)))
          return failed(t('validation.imageFormat'), 422);
        const message = text(form.get('message'), 2001);
        if (!message && images.length === 0) return failed(t('inbox.writeSomething'), 422);
        const body = new FormData();
        if (message) body.set('message', message);
        for (const image of images) body.append('image[]', image, image.name);
        const answer = await api.post(`/operator/conversations/${conversationId}/messages`, body);
        return data<OperatorActionResult>({ ok: true, message: answer.message });
      }
      case 'review': {
        const reviewId = id(form.get('review_id'));
        const kind = form.get('kind');
        if (!reviewId || (kind !== 'item' && kind !== 'delivery_man')) return failed(t('op.noReviews'), 400);
        const answer = await api.put(`/operator/reviews/${kind}/${reviewId}`, {
          visible: form.get('visible') === '1',
        });
        return data<OperatorActionResult>({ ok: true, message: answer.message });
      }
      case 'application': {
        const applicationId = id(form.get('application_id'));
        const decision = form.get('decision');
        if (!applicationId || (decision !== 'approve' && decision !== 'deny'))
          return failed(t('op.noApplications'), 400);
        const reason = text(form.get('reason'), 500);
        const answer = await api.post(
          `/operator/applications/${applicationId}/${decision}`,
          decision === 'deny' && reason ? { reason } : {},
        );
        return data<OperatorActionResult>({ ok: true, message: answer.message });
      }
      case 'setting': {
        const key = String(form.get('key') ?? '');
        if (!isSwitch(key)) return failed(t('op.settings'), 400);
        const on = form.get('value') === '1' ? 1 : 0;
        if (isLoginSwitch(key)) {
          // The sign-in methods live together in one setting: change one, keep the others.
          const current = await api.get('/operator/settings/centralize_login');
          await api.put('/operator/settings/centralize_login', { value: { ...(current.value ?? {}), [key]: on } });
        } else {
          await api.put(`/operator/settings/${key}`, { value: key === 'demo' ? on === 1 : on });
        }
        return data<OperatorActionResult>({ ok: true, message: t('op.saved') });
      }
      default:
        return failed(t('op.title'), 400);
    }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401) throw redirect('/operator', { headers: { 'Set-Cookie': clearOperatorCookie(secure) } });
    return failed(error.message, error.status);
  }
}
