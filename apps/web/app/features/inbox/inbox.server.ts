/**
 * The inbox's reads (GET customer/message/list, search-list, details) and
 * their mapping to the page's shapes. Which conversation is open comes from
 * the URL: `conversation=<id>`, or a receiver (`to=vendor|delivery_man|admin`,
 * `id=<store or courier id>`, optional `order=<order id>`) for the entry
 * points ("Chat with the store", "Chat with the courier", "Contact support")
 * — the API finds the existing conversation with that receiver, or none yet.
 */
import type { Api } from '../../lib/api.server.ts';
import { ApiError } from '../../lib/api.server.ts';
import { toMoment } from '../orders/orders.server.ts';
import type { WireChatMessage, WireConversation, WireCourier as WireDeliveryMan } from '@souq/api/answers';
import type { ChatMessage, ConversationSummary, InboxView, OpenConversation, Party, PartyKind } from './types.ts';

type Person = WireConversation['receiver'];

export const CONVERSATIONS_LIMIT = 50;
export const MESSAGES_PER_PAGE = 30;
/** Ten pages of earlier messages at most in one view: beyond, the API pages would be too long to render. */
const MAX_PAGES = 10;
const KINDS: readonly PartyKind[] = ['admin', 'vendor', 'delivery_man'];

/** The conversation the URL asks for: by id, or by receiver. */
export type InboxTarget = { conversationId: number } | { kind: PartyKind; ref: number; orderId: number | null } | null;

const positive = (value: string | null) =>
  value !== null && /^\d{1,12}$/.test(value) && Number(value) > 0 ? Number(value) : null;

export function inboxTarget(params: URLSearchParams): InboxTarget {
  const conversationId = positive(params.get('conversation'));
  if (conversationId) return { conversationId };
  const kind = params.get('to');
  if (!kind || !(KINDS as readonly string[]).includes(kind)) return null;
  const ref = kind === 'admin' ? 0 : positive(params.get('id'));
  if (ref === null) return null;
  return { kind: kind as PartyKind, ref, orderId: positive(params.get('order')) };
}

/** The storefront's address of a conversation picture (the API's file route needs the token the browser never has). */
export const fileUrl = (conversationId: number, name: string) =>
  `/resources/inbox/files/${conversationId}/${encodeURIComponent(name)}`;

function partyOf(kind: PartyKind, info: Person | undefined): Party {
  return {
    kind,
    ref: (kind === 'vendor' ? info?.store_id : kind === 'delivery_man' ? info?.deliveryman_id : 0) ?? 0,
    name: [info?.f_name, info?.l_name].filter(Boolean).join(' '),
    image: info?.image_full_url ?? null,
  };
}

function summaryOf(c: WireConversation, timezone: string): ConversationSummary {
  const last = c.last_message;
  return {
    id: c.id,
    party: partyOf(c.receiver_type, c.receiver),
    unread: c.unread_message_count,
    lastText: last?.message ?? null,
    lastImages: last?.file.length ?? 0,
    lastFromMe: last ? last.sender_id === c.sender_id : false,
    lastAt: toMoment(last?.created_at ?? c.last_message_time, timezone),
  };
}

function messageOf(m: WireChatMessage, customerSide: number, timezone: string): ChatMessage {
  return {
    id: m.id,
    mine: m.sender_id === customerSide,
    text: m.message,
    images: m.file.map((name) => fileUrl(m.conversation_id, name)),
    seen: m.is_seen === 1,
    at: toMoment(m.created_at, timezone),
    orderId: m.order_id,
  };
}

/** A receiver the customer has not written to yet: its name and picture from the store or the order. */
async function newParty(api: Api, kind: PartyKind, ref: number, orderId: number | null, business: string) {
  const party: Party = { kind, ref, name: '', image: null };
  if (kind === 'admin') return { ...party, name: business };
  if (kind === 'vendor') {
    const store = await api.get(`/stores/details/${ref}`).catch(() => null);
    return store ? { ...party, name: store.name, image: store.logo_full_url ?? null } : party;
  }
  if (orderId === null) return party;
  const order = await api.get('/customer/order/track', { order_id: orderId }).catch(() => null);
  const courier: WireDeliveryMan | null | undefined = Array.isArray(order?.delivery_man)
    ? order.delivery_man[0]
    : order?.delivery_man;
  if (!courier || courier.id !== ref) return party;
  return {
    ...party,
    name: [courier.f_name, courier.l_name].filter(Boolean).join(' '),
    image: courier.image_full_url ?? null,
  };
}

export async function loadInbox(api: Api, params: URLSearchParams): Promise<InboxView> {
  const search = (params.get('q') ?? '').trim().slice(0, 100);
  const target = inboxTarget(params);
  const pages = Math.min(MAX_PAGES, positive(params.get('messages')) ?? 1);
  const config = api.get('/config');
  // The open conversation is read first: reading it marks its messages seen, so the list's unread counts agree.
  const details = target
    ? await api
        .get('/customer/message/details', {
          ...('conversationId' in target
            ? { conversation_id: target.conversationId }
            : { receiver_type: target.kind, receiver_id: target.ref }),
          limit: MESSAGES_PER_PAGE * pages,
          offset: 1,
        })
        .catch((error: unknown) => {
          // Someone else's conversation, or one that is gone: the inbox without it.
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        })
    : null;
  const [list, settings] = await Promise.all([
    search
      ? api.get('/customer/message/search-list', {
          name: search,
          limit: CONVERSATIONS_LIMIT,
          offset: 1,
        })
      : api.get('/customer/message/list', { limit: CONVERSATIONS_LIMIT, offset: 1 }),
    config,
  ]);
  const timezone = settings.timezone || 'UTC';
  let open: OpenConversation | null = null;
  if (details?.conversation) {
    const c = details.conversation;
    open = {
      id: c.id,
      party: partyOf(c.receiver_type, c.receiver),
      orderId: target && 'orderId' in target ? target.orderId : null,
      messages: details.messages.map((m) => messageOf(m, c.sender_id, timezone)).reverse(),
      hasEarlier: details.total_size > details.messages.length,
      pages,
    };
  } else if (details && target && 'kind' in target) {
    open = {
      id: null,
      party: await newParty(api, target.kind, target.ref, target.orderId, settings.business_name ?? ''),
      orderId: target.orderId,
      messages: [],
      hasEarlier: false,
      pages: 1,
    };
  }
  return {
    conversations: list.conversations.map((c) => summaryOf(c, timezone)),
    total: list.total_size,
    search,
    open,
  };
}

/** The chat button's badge: unread messages over all conversations; null for guests or when the API cannot say. */
export async function loadChatUnread(api: Api, signedIn: boolean): Promise<number | null> {
  if (!signedIn) return null;
  return api
    .get('/customer/message/unread')
    .then((answer) => answer.unread)
    .catch(() => null);
}
