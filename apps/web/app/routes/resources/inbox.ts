/**
 * POST /resources/inbox — the customer sends a message (text and up to 3
 * images) → POST customer/message/send, to a conversation (`conversation_id`)
 * or to a receiver (`receiver_type`, `receiver_id`, and the `order_id` it is
 * about). Answers the conversation's id. The API decides
 * (owner, receiver, image limits); the page's data reloads afterwards.
 */
import { data } from 'react-router';
import { ACCEPTED_IMAGE_TYPES, LIMITS } from '@souq/domain';
import type { Route } from './+types/inbox';
import { readForm, serverT, type ActionError } from '../../lib/actions.server.ts';
import { ApiError, createApi } from '../../lib/api.server.ts';
import { readPrefs } from '../../lib/prefs.server.ts';
import { endedSession } from '../../features/auth/session.server.ts';

export type InboxActionResult = { ok: true; conversationId: number } | ActionError;

/** The API's limit (2000 characters): longer text is refused there with its message, not cut here. */
const MESSAGE_MAX = 2000;
const RECEIVER_TYPES = ['admin', 'vendor', 'delivery_man'];

const id = (value: FormDataEntryValue | null, min = 1) =>
  typeof value === 'string' && /^\d{1,12}$/.test(value) && Number(value) >= min ? Number(value) : null;

export async function action({ request, context }: Route.ActionArgs) {
  const prefs = readPrefs(request);
  const t = serverT(prefs);
  const failed = (error: string, status: number) => data<InboxActionResult>({ ok: false, error }, { status });
  if (!prefs.token) return failed(t('item.loginRequired'), 401);
  const form = await readForm(request);
  const text = String(form.get('message') ?? '').trim();
  const images = form.getAll('image').filter((f): f is File => f instanceof File && f.size > 0);
  if (images.length > LIMITS.maxImagesPerUpload) return failed(t('checkout.maxImages'), 422);
  if (images.some((f) => !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(f.type)))
    return failed(t('validation.imageFormat'), 422);
  if (!text && images.length === 0) return failed(t('inbox.writeSomething'), 422);
  const body = new FormData();
  const conversationId = id(form.get('conversation_id'));
  const receiverType = String(form.get('receiver_type') ?? '');
  if (conversationId) body.set('conversation_id', String(conversationId));
  else if (RECEIVER_TYPES.includes(receiverType)) {
    body.set('receiver_type', receiverType);
    body.set('receiver_id', String(receiverType === 'admin' ? 0 : (id(form.get('receiver_id')) ?? 0)));
  } else return failed(t('inbox.unknown'), 400);
  const orderId = id(form.get('order_id'));
  if (orderId) body.set('order_id', String(orderId));
  if (text) body.set('message', text.slice(0, MESSAGE_MAX + 1));
  for (const image of images) body.append('image[]', image, image.name);
  try {
    const answer = await createApi(context, prefs).post('/customer/message/send', body);
    return data<InboxActionResult>({ ok: true, conversationId: answer.conversation_id });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401) throw endedSession(context.secureCookies);
    return failed(error.message, error.status);
  }
}
