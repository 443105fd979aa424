/**
 * POST /resources/reviews — the customer's reviews of a delivered order:
 *   intent=item     order_id, item_id, rating, comment, image (≤3) → POST items/reviews/submit
 *   intent=courier  order_id, delivery_man_id, rating, comment     → POST delivery-man/reviews/submit
 *   intent=dismiss  order_id                                       → GET customer/review-reminder-cancel
 * The API decides (owner, delivered, once); the page's data reloads afterwards.
 */
import { data } from 'react-router';
import { LIMITS, REVIEW_COMMENT_MAX } from '@souq/domain';
import type { Route } from './+types/reviews';
import { readForm, serverT, type ActionError } from '../../lib/actions.server.ts';
import { ApiError, createApi } from '../../lib/api.server.ts';
import { readPrefs } from '../../lib/prefs.server.ts';
import { endedSession } from '../../features/auth/session.server.ts';

export type ReviewActionResult = { ok: true; message: string } | ActionError;

const positiveId = (value: FormDataEntryValue | null) =>
  typeof value === 'string' && /^\d{1,12}$/.test(value) && Number(value) > 0 ? Number(value) : null;

export async function action({ request, context }: Route.ActionArgs) {
  const prefs = readPrefs(request);
  const t = serverT(prefs);
  const failed = (error: string, status: number) => data<ReviewActionResult>({ ok: false, error }, { status });
  if (!prefs.token) return failed(t('item.loginRequired'), 401);
  const form = await readForm(request);
  const orderId = positiveId(form.get('order_id'));
  if (!orderId) return failed(t('order.notFoundTitle'), 404);
  const rating = Number(form.get('rating'));
  const comment = String(form.get('comment') ?? '')
    .trim()
    .slice(0, REVIEW_COMMENT_MAX);
  const api = createApi(context, prefs);
  try {
    switch (form.get('intent')) {
      case 'item': {
        if (!Number.isInteger(rating) || rating < 1 || rating > 5) return failed(t('reviews.chooseRating'), 422);
        const images = form.getAll('image').filter((f): f is File => f instanceof File && f.size > 0);
        if (images.length > LIMITS.maxImagesPerUpload) return failed(t('checkout.maxImages'), 422);
        const body = new FormData();
        body.set('order_id', String(orderId));
        body.set('item_id', String(positiveId(form.get('item_id')) ?? 0));
        body.set('rating', String(rating));
        if (comment) body.set('comment', comment);
        for (const image of images) body.append('attachment[]', image, image.name);
        const answer = await api.post('/items/reviews/submit', body);
        return data<ReviewActionResult>({ ok: true, message: answer.message });
      }
      case 'courier': {
        if (!Number.isInteger(rating) || rating < 1 || rating > 5) return failed(t('reviews.chooseRating'), 422);
        const answer = await api.post('/delivery-man/reviews/submit', {
          order_id: orderId,
          delivery_man_id: positiveId(form.get('delivery_man_id')) ?? 0,
          rating,
          ...(comment ? { comment } : {}),
        });
        return data<ReviewActionResult>({ ok: true, message: answer.message });
      }
      case 'dismiss': {
        const answer = await api.get('/customer/review-reminder-cancel', {
          order_id: orderId,
        });
        return data<ReviewActionResult>({ ok: true, message: answer.message });
      }
      default:
        return failed(t('order.notFoundTitle'), 400);
    }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401) throw endedSession(context.secureCookies);
    return failed(error.message, error.status);
  }
}
