/** The console's reads of conversations (GET operator/conversations…) mapped for its page. */
import type { Api } from '../../lib/api.server.ts';
import { ApiError } from '../../lib/api.server.ts';
import { toMoment } from '../orders/orders.server.ts';
import type { PartyKind } from '../inbox/types.ts';
import type { OperatorConversation, OperatorThread } from './types.ts';
import type { WireConversation, WireOperatorConversationList } from '@souq/api/answers';

type Person = WireConversation['receiver'];

const nameOf = (info: Person | undefined) => [info?.f_name, info?.l_name].filter(Boolean).join(' ');
/** The console's address of a picture (the API's file route needs the operator token). */
export const operatorFileUrl = (conversationId: number, name: string) =>
  `/resources/operator/files/${conversationId}/${encodeURIComponent(name)}`;

function summary(c: WireOperatorConversationList['conversations'][number], timezone: string): OperatorConversation {
  return {
    id: c.id,
    kind: c.receiver_type,
    as: nameOf(c.receiver),
    customer: nameOf(c.sender),
    unread: c.unread_message_count,
    lastText: c.last_message?.message ?? null,
    lastImages: c.last_message?.file.length ?? 0,
    at: toMoment(c.last_message?.created_at ?? c.last_message_time, timezone),
  };
}

export async function loadConversations(api: Api, kind: PartyKind | null, openId: number | null) {
  const config = api.get('/config');
  // The open one first: reading it marks the customer's messages seen, so the list's counts agree.
  const thread = openId
    ? await api.get(`/operator/conversations/${openId}`, { limit: 50, offset: 1 }).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      })
    : null;
  const [list, settings] = await Promise.all([
    api.get('/operator/conversations', {
      limit: 50,
      offset: 1,
      ...(kind ? { kind } : {}),
    }),
    config,
  ]);
  const timezone = settings.timezone || 'UTC';
  const open: OperatorThread | null = thread
    ? {
        ...summary(thread.conversation, timezone),
        messages: thread.messages
          .map((m) => ({
            id: m.id,
            mine: m.sender_id === thread.conversation.receiver_id,
            text: m.message,
            images: m.file.map((name) => operatorFileUrl(m.conversation_id, name)),
            seen: m.is_seen === 1,
            at: toMoment(m.created_at, timezone),
            orderId: m.order_id,
          }))
          .reverse(),
      }
    : null;
  return { unread: list.unread, conversations: list.conversations.map((c) => summary(c, timezone)), open };
}
