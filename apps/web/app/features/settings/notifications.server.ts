/** The customer's notifications and their settings, from the API, in the pages' shapes. */
import type { WireNotificationPrefs } from '@souq/api/answers';
import type { Api } from '../../lib/api.server.ts';

export type NotificationPrefs = WireNotificationPrefs;

export interface NotificationView {
  id: string;
  title: string;
  description: string;
  imageUrl: string | null;
  kind: 'order_status' | 'wallet' | 'push_notification';
  orderId: number | null;
  createdAt: string;
}
export const NOTIFICATION_PAGE = 25;

export async function loadNotifications(api: Api, pages: number): Promise<NotificationView[]> {
  const list = await api.get('/customer/notifications', {
    limit: NOTIFICATION_PAGE * pages,
    offset: 1,
  });
  return list.map((n) => ({
    id: n.id,
    title: n.data.title,
    description: n.data.description,
    imageUrl: n.data.image_full_url,
    kind: n.data.type,
    orderId: n.data.order_id,
    createdAt: n.created_at,
  }));
}

export const loadNotificationPrefs = (api: Api) => api.get('/customer/notification-settings');

/** The account menu's badge: null for guests or when the API cannot say. */
export async function loadUnread(api: Api, signedIn: boolean): Promise<number | null> {
  if (!signedIn) return null;
  return api
    .get('/customer/notifications/count')
    .then((answer) => answer.unread)
    .catch(() => null);
}
