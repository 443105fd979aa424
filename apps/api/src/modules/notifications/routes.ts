/**
 * The customer's notifications (signed in):
 *   GET  customer/notifications              6amMart's list: [{id, data:{title, description, image, type, order_id}, created_at}]
 *   GET  customer/notifications/count        {unread} (ours: the account menu's badge)
 *   POST customer/notifications/read         everything up to now is read (ours: opening the list)
 *   GET  customer/notifications/events       `event: notification` {unread} when something new arrives (text/event-stream; ours)
 *   GET  customer/notification-settings      {order_updates, promotions} (ours)
 *   PUT  customer/notification-settings      {order_updates?, promotions?} (ours)
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { requireCustomer } from '../../http/auth.ts';
import { openEventStream, sendWhenChanged, type EventStream } from '../../http/sse.ts';
import { page } from '../catalog/index.ts';
import { NOTIFICATION_MESSAGES as M } from './messages.ts';
import type { MessageJson } from '../../http/reply.ts';
import type { NotificationPrefs } from './service.ts';

const tags = ['notifications'];
/** A switch as forms and apps send it: true/false, 1/0, "on". */
const flag = z.preprocess(
  (value) => (value === 'on' || value === '1' || value === 1 ? true : value === '0' || value === 0 ? false : value),
  z.boolean({ error: 'The {field} field is invalid.' }).optional(),
);
const prefsBody = z.object({ order_updates: flag, promotions: flag });

export const notificationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const notifications = ctx.notifications;
    app.addHook('preClose', async () => notifications.live.endAll());

    app.get(
      '/customer/notifications',
      { schema: { tags, summary: "The customer's notifications, newest first", querystring: z.object(page(25)) } },
      async (request) => {
        const session = await requireCustomer(request);
        return notifications.list(session.userId, request.ctx.locale, request.query.limit, request.query.offset);
      },
    );

    app.get(
      '/customer/notifications/count',
      { schema: { tags, summary: 'How many are unread' } },
      async (request): Promise<UnreadJson> => {
        const session = await requireCustomer(request);
        return { unread: await notifications.unread(session.userId) };
      },
    );

    app.post(
      '/customer/notifications/read',
      { schema: { tags, summary: 'Marks every notification up to now as read' } },
      async (request): Promise<MarkedReadJson> => {
        const session = await requireCustomer(request);
        await notifications.markRead(session.userId);
        return { message: ctx.t(request, M.markedRead), unread: 0 };
      },
    );

    app.get(
      '/customer/notifications/events',
      {
        schema: {
          tags,
          summary: 'New notifications, live (text/event-stream)',
          description:
            'First `event: notification` with {unread} now, then one each time it changes (in order, never the same count twice).',
        },
      },
      async (request, reply) => {
        const session = await requireCustomer(request);
        let stream: EventStream | null = null;
        const push = sendWhenChanged(
          () => notifications.unread(session.userId),
          (unread) => stream?.send('notification', { unread }),
          () => stream?.end(),
        );
        const stop = notifications.live.follow(session.userId, push, () => stream?.end());
        stream = openEventStream(request, reply, stop);
        push();
      },
    );

    app.get(
      '/customer/notification-settings',
      { schema: { tags, summary: 'Which notifications the customer wants' } },
      async (request) => {
        const session = await requireCustomer(request);
        return notifications.prefs(session.userId);
      },
    );

    app.put(
      '/customer/notification-settings',
      { schema: { tags, summary: 'Switch order updates or promotions on or off', body: prefsBody } },
      async (request): Promise<NotificationPrefsSavedJson> => {
        const session = await requireCustomer(request);
        const prefs = await notifications.setPrefs(session.userId, request.body);
        return { message: ctx.t(request, M.settingsSaved), ...prefs };
      },
    );
  };

/** customer/notifications/count (and customer/message/unread): how many are unread. */
export interface UnreadJson {
  unread: number;
}

/** customer/notifications/read: every notification is read now. */
export type MarkedReadJson = MessageJson & UnreadJson;
/** customer/notification-settings (PUT): the choices as saved. */
export type NotificationPrefsSavedJson = MessageJson & NotificationPrefs;
