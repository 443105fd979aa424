/**
 * Chat routes of the signed-in customer (reference §3.9, client contract "Chat"):
 *   GET  customer/message/list?limit&offset                      {total_size, limit, offset, conversations}
 *   GET  customer/message/search-list?name&limit&offset          the same, narrowed by the other side's name
 *   GET  customer/message/details?conversation_id | receiver_type&receiver_id
 *                                                                {total_size, limit, offset, status, messages, conversation}
 *   POST customer/message/send  {conversation_id? | receiver_type, receiver_id; message; image[] (≤3); order_id?}
 *   GET  customer/message/file/{conversation_id}/{name}          a picture of one's own conversation
 *   GET  customer/message/events                                 new messages, live (text/event-stream; ours)
 */
import { createReadStream } from 'node:fs';
import { extname } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_ID, num } from '../../http/schemas.ts';
import type { AppContext } from '../../app-context.ts';
import { requireCustomer } from '../../http/auth.ts';
import { openEventStream, type EventStream } from '../../http/sse.ts';
import { acceptImageUploads, checkImages, imagesOf } from '../../http/uploads.ts';
import { validate } from '../../http/validate.ts';
import { blank, id, optional, page } from '../catalog/index.ts';
import { CHAT_MESSAGES as M } from './messages.ts';
import { MESSAGE_MAX, RECEIVER_KINDS } from './service.ts';
import type { ChatService } from './service.ts';

const tags = ['chat'];
const receiverType = z.enum(RECEIVER_KINDS, { error: M.receiverType });
/** Support is receiver 0 (client contract: "0 = admin"). */
const receiverId = z.preprocess(blank, num(z.number().int().min(0).max(MAX_ID).optional()));

/** The web client writes `?conversation_id=5?&offset=…` (a stray "?" after the id, client-contract §4): read as 5. */
const withoutStrayMark = (value: unknown) => (typeof value === 'string' ? value.replace(/\?+$/, '') : value);
const detailsQuery = z.object({
  ...page(20),
  conversation_id: z.preprocess(withoutStrayMark, optional(id)),
  receiver_type: z.preprocess(blank, receiverType.optional()),
  receiver_id: z.preprocess(withoutStrayMark, receiverId),
});
const sendBody = z.object({
  conversation_id: optional(id),
  receiver_type: z.preprocess(blank, receiverType.optional()),
  receiver_id: receiverId,
  message: z.preprocess(blank, z.string().max(MESSAGE_MAX, M.messageTooLong).optional()),
  order_id: optional(id),
});

export const IMAGE_TYPES: Record<string, string> = { '.png': 'image/png', '.jpg': 'image/jpeg', '.gif': 'image/gif' };

export const chatRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await acceptImageUploads(app);
    const chat = ctx.chat;
    app.addHook('preClose', async () => ctx.chatLive.endAll());

    app.get(
      '/customer/message/list',
      { schema: { tags, summary: "The customer's conversations, latest first", querystring: z.object(page(20)) } },
      async (request) => {
        const session = await requireCustomer(request);
        return chat.list(session.userId, request.query.limit, request.query.offset, request.ctx.locale);
      },
    );

    app.get(
      '/customer/message/unread',
      {
        schema: {
          tags,
          summary: 'Ours: how many messages the customer has not read yet, over all conversations ({unread})',
          description: "The chat button's badge; reading a conversation (details) brings its messages to zero.",
        },
      },
      async (request): Promise<UnreadJson> => {
        const session = await requireCustomer(request);
        return { unread: await chat.unread(session.userId) };
      },
    );

    app.get(
      '/customer/message/search-list',
      {
        schema: {
          tags,
          summary: 'Conversations whose other side (store, courier, support) matches a name',
          querystring: z.object({ ...page(20), name: z.preprocess(blank, z.string().trim().max(100).optional()) }),
        },
      },
      async (request) => {
        const session = await requireCustomer(request);
        const { limit, offset, name } = request.query;
        return chat.list(session.userId, limit, offset, request.ctx.locale, name || undefined);
      },
    );

    app.get(
      '/customer/message/details',
      {
        schema: {
          tags,
          summary: "One conversation's messages, newest first; the other side's messages become seen",
          description:
            'By conversation_id, or by receiver_type (admin, vendor, delivery_man) and receiver_id (0 for admin).',
          querystring: detailsQuery,
        },
      },
      async (request) => {
        const session = await requireCustomer(request);
        const q = request.query;
        if (q.conversation_id === undefined && !q.receiver_type) return validate(z.object({ conversation_id: id }), {});
        const by =
          q.conversation_id !== undefined
            ? { conversationId: q.conversation_id }
            : { receiverType: q.receiver_type!, receiverId: q.receiver_id ?? 0 };
        return chat.details(session.userId, by, q.limit, q.offset, request.ctx.locale);
      },
    );

    app.post(
      '/customer/message/send',
      {
        schema: {
          tags,
          summary: 'Send a message (text and up to 3 images) to a conversation, a store, a courier or support',
          description:
            'Multipart or JSON: conversation_id, or receiver_type (admin | vendor | delivery_man) with receiver_id (0 = admin); ' +
            "message; image[] (at most 3 JPG/PNG/GIF, 2 MB each: 'Maximum 3 images can be send at a time.'); order_id (one of the customer's orders). " +
            'A courier can be written to by the customers whose orders they carry.',
          consumes: ['multipart/form-data', 'application/json'],
        },
      },
      async (request): Promise<MessageSentJson> => {
        const session = await requireCustomer(request);
        const body = validate(sendBody, request.body);
        const images = checkImages(imagesOf(request.body, 'image'), 'image');
        const sent = await chat.send(
          session.userId,
          {
            conversationId: body.conversation_id,
            receiverType: body.receiver_type,
            receiverId: body.receiver_id,
            message: body.message ?? null,
            images,
            orderId: body.order_id,
          },
          request.ctx.locale,
        );
        return { message: ctx.t(request, M.sent), conversation_id: sent.conversationId, data: sent.message };
      },
    );

    app.get(
      '/customer/message/file/:conversation_id/:name',
      {
        schema: {
          tags,
          summary: "A picture sent in one of the customer's conversations",
          params: z.object({ conversation_id: id, name: z.string().max(100) }),
        },
      },
      async (request, reply) => {
        const session = await requireCustomer(request);
        const path = await chat.customerFile(session.userId, request.params.conversation_id, request.params.name);
        return reply
          .header('cache-control', 'private, max-age=86400')
          .type(IMAGE_TYPES[extname(path)] ?? 'application/octet-stream')
          .send(createReadStream(path));
      },
    );

    app.get(
      '/customer/message/events',
      {
        schema: {
          tags,
          summary: "New messages in the customer's conversations, live (text/event-stream)",
          description:
            'Each new message is `event: message` with data {conversation_id, message_id}; when the other side reads the ' +
            "customer's messages, `event: seen` with the last message read.",
        },
      },
      async (request, reply) => {
        const session = await requireCustomer(request);
        let stream: EventStream | null = null;
        const stop = ctx.chatLive.follow(
          session.userId,
          (event) =>
            event.seen
              ? stream?.send('seen', { conversation_id: event.conversation_id, message_id: event.message_id })
              : stream?.send(
                  'message',
                  { conversation_id: event.conversation_id, message_id: event.message_id },
                  event.message_id,
                ),
          () => stream?.end(),
        );
        stream = openEventStream(request, reply, stop);
      },
    );
  };

/** customer/message/unread: how many messages the customer has not read. */
export interface UnreadJson {
  unread: number;
}

/** customer/message/send: the message as sent, and its conversation (a new one on a first message). */
export interface MessageSentJson {
  message: string;
  conversation_id: number;
  data: Awaited<ReturnType<ChatService['send']>>['message'];
}
