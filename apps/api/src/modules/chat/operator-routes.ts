/**
 * The operator's side of conversations (OPERATOR_TOKEN; absent without it):
 *   GET  operator/conversations?kind=admin|vendor|delivery_man&limit&offset   latest first, with the unread total
 *   GET  operator/conversations/{id}?limit&offset                             messages; the customer's become seen
 *   POST operator/conversations/{id}/messages  {message, image[] ≤3}          answer as support, the store or the courier
 *   GET  operator/conversations/{id}/files/{name}                             a picture of the conversation
 *   GET  operator/conversations/events                                        new messages in any conversation, live
 */
import { createReadStream } from 'node:fs';
import { extname } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { requireOperatorToken } from '../../http/operator.ts';
import { openEventStream, type EventStream } from '../../http/sse.ts';
import { acceptImageUploads, checkImages, imagesOf } from '../../http/uploads.ts';
import { validate } from '../../http/validate.ts';
import { blank, id, idParam, page } from '../catalog/index.ts';
import { CHAT_MESSAGES as M } from './messages.ts';
import { IMAGE_TYPES } from './routes.ts';
import { MESSAGE_MAX, RECEIVER_KINDS } from './service.ts';
import type { ChatService } from './service.ts';

const tags = ['operator'];

export const chatOperatorRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const token = ctx.env.OPERATOR_TOKEN;
    if (!token) return;
    requireOperatorToken(app, token);
    await acceptImageUploads(app);
    const chat = ctx.chat;

    app.get(
      '/operator/conversations',
      {
        schema: {
          tags,
          summary: 'Every conversation, latest first, with unread counts (operator token)',
          querystring: z.object({ ...page(20), kind: z.preprocess(blank, z.enum(RECEIVER_KINDS).optional()) }),
        },
      },
      async (request) =>
        chat.operatorList(request.query.kind ?? null, request.query.limit, request.query.offset, request.ctx.locale),
    );

    app.get(
      '/operator/conversations/events',
      { schema: { tags, summary: 'New messages in any conversation, live (text/event-stream; operator token)' } },
      async (request, reply) => {
        let stream: EventStream | null = null;
        const stop = ctx.chatLive.follow(
          null,
          (event) =>
            // Its own reading is no news to the console.
            !event.seen &&
            stream?.send(
              'message',
              { conversation_id: event.conversation_id, message_id: event.message_id },
              event.message_id,
            ),
          () => stream?.end(),
        );
        stream = openEventStream(request, reply, stop);
      },
    );

    app.get(
      '/operator/conversations/:id',
      {
        schema: {
          tags,
          summary: "A conversation's messages, newest first; the customer's become seen (operator token)",
          params: idParam,
          querystring: z.object(page(30)),
        },
      },
      async (request) =>
        chat.operatorDetails(request.params.id, request.query.limit, request.query.offset, request.ctx.locale),
    );

    app.post(
      '/operator/conversations/:id/messages',
      {
        schema: {
          tags,
          summary: 'Answer a conversation as its receiver: support, the store or the courier (operator token)',
          params: idParam,
          consumes: ['multipart/form-data', 'application/json'],
        },
      },
      async (request): Promise<OperatorMessageSentJson> => {
        const body = validate(
          z.object({ message: z.preprocess(blank, z.string().max(MESSAGE_MAX, M.messageTooLong).optional()) }),
          request.body,
        );
        const images = checkImages(imagesOf(request.body, 'image'), 'image');
        const sent = await chat.operatorSend(request.params.id, body.message ?? null, images);
        return { message: ctx.t(request, M.sent), data: sent };
      },
    );

    app.get(
      '/operator/conversations/:id/files/:name',
      {
        schema: {
          tags,
          summary: 'A picture of a conversation (operator token)',
          params: z.object({ id, name: z.string().max(100) }),
        },
      },
      async (request, reply) => {
        const path = await chat.operatorFile(request.params.id, request.params.name);
        return reply
          .header('cache-control', 'private, max-age=86400')
          .type(IMAGE_TYPES[extname(path)] ?? 'application/octet-stream')
          .send(createReadStream(path));
      },
    );
  };

/** operator/conversations/:id/messages: the message as sent. */
export interface OperatorMessageSentJson {
  message: string;
  data: Awaited<ReturnType<ChatService['operatorSend']>>;
}
