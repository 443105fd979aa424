/**
 * A customer's notifications: their own (order status changes and wallet
 * credits, written by triggers of migration 0025_b) and the promotions sent
 * to everyone or to their zone, newest first, worded in the reader's
 * language. What they switched off in the settings is neither listed,
 * counted nor pushed. Open pages hear new ones through `live`.
 */
import { formatAmount, type LanguageCode } from '@souq/domain';
import type { Database, Listener, Queryable } from '@souq/db';
import { createFollowers } from '../../http/sse.ts';
import { translate } from '../../http/messages.ts';
import type { AppUrls } from '../../lib/urls.ts';
import {
  markNotificationsRead,
  selectNotificationStanding,
  setNotificationChoices,
  type NotificationStanding,
} from '../auth/index.ts';
import { localized, translationsOf, type Translations } from '../catalog/index.ts';
import type { SettingsService } from '../settings/index.ts';
import { ORDER_NOTIFICATION, WALLET_NOTIFICATION } from './messages.ts';
import { insertTranslations } from '../../lib/translations.ts';

export const NOTIFICATION_CHANNEL = 'souq_notifications';
const MAX_STREAMS = 5_000;
const MAX_PER_CUSTOMER = 10;

interface Row {
  source: 'user' | 'broadcast';
  id: number;
  kind: 'order_status' | 'wallet_credit' | 'promotion';
  order_id: number | null;
  status: string | null;
  amount: string | null;
  title: string | null;
  description: string | null;
  image: string | null;
  tr: Translations;
  created_at: Date;
}

export interface NotificationPrefs {
  order_updates: boolean;
  promotions: boolean;
}

/**
 * Rows the customer wants, as one list: their own and the broadcasts of their zone or everyone's.
 * $1 is the customer; the customer's standing (the auth module's, read first) fills $2-$5.
 */
const VISIBLE = `
  select 'user' as source, n.id, n.kind, n.order_id, n.status, n.amount, null as title, null as description,
         null as image, null::jsonb as tr, n.created_at
    from user_notifications n
   where n.user_id = $1 and (n.kind <> 'order_status' or $2::boolean)
  union all
  select 'broadcast', b.id, 'promotion', null, null, null, b.title, b.description, b.image,
         ${translationsOf('notification', 'b.id')}, b.created_at
    from notifications b
   where b.status and $3::boolean and (b.zone_id is null or b.zone_id = $4::int)
     and b.created_at >= $5::timestamptz - interval '30 days'`;

const visibleParams = (userId: number, s: NotificationStanding) => [
  userId,
  s.notify_order_updates,
  s.notify_promotions,
  s.zone_id,
  s.created_at,
];

async function prefsOf(db: Queryable, userId: number): Promise<NotificationPrefs> {
  const row = await selectNotificationStanding(db, userId);
  return { order_updates: row?.notify_order_updates ?? true, promotions: row?.notify_promotions ?? true };
}

export function createNotificationService(db: Database, settings: SettingsService, urls: AppUrls) {
  async function currency(locale: LanguageCode) {
    const all = await settings.all();
    return {
      decimals: Number(all.digit_after_decimal_point ?? 2),
      symbol: String(all.currency_symbol ?? ''),
      direction: all.currency_symbol_direction === 'left' ? ('left' as const) : ('right' as const),
      locale,
    };
  }

  /** One notification in 6amMart's shape: {id, data: {title, description, image, type, order_id}, created_at}. */
  function wire(row: Row, locale: LanguageCode, money: Awaited<ReturnType<typeof currency>>) {
    const id = row.source === 'user' ? `u${row.id}` : `b${row.id}`;
    let title: string;
    let description: string;
    if (row.kind === 'order_status') {
      title = translate(locale, ORDER_NOTIFICATION.title);
      const status = (row.status ?? 'pending') as keyof typeof ORDER_NOTIFICATION;
      const message =
        status in ORDER_NOTIFICATION && status !== 'title' ? ORDER_NOTIFICATION[status] : ORDER_NOTIFICATION.pending;
      description = translate(locale, message, { id: String(row.order_id) });
    } else if (row.kind === 'wallet_credit') {
      title = translate(locale, WALLET_NOTIFICATION.title);
      description = translate(locale, WALLET_NOTIFICATION.description, {
        amount: formatAmount(row.amount ?? 0, money),
      });
    } else {
      title = localized(row.tr, locale, 'title', row.title ?? '');
      description = localized(row.tr, locale, 'description', row.description ?? '');
    }
    const type: 'order_status' | 'wallet' | 'push_notification' =
      row.kind === 'order_status' ? 'order_status' : row.kind === 'wallet_credit' ? 'wallet' : 'push_notification';
    return {
      id,
      data: {
        title,
        description,
        image: row.image,
        image_full_url: urls.storage('notification', row.image),
        type,
        order_id: row.order_id,
      },
      created_at: row.created_at,
      updated_at: row.created_at,
    };
  }

  async function unread(userId: number): Promise<number> {
    const standing = await selectNotificationStanding(db, userId);
    if (!standing) return 0;
    const [row] = await db.query<{ n: number }>(
      `select count(*)::int as n from (${VISIBLE}) v where v.created_at > $6::timestamptz`,
      [...visibleParams(userId, standing), standing.notifications_read_at],
    );
    return row.n;
  }

  // Open event streams, per customer; promotions reach everyone's.
  const followers = createFollowers<() => void>({ total: MAX_STREAMS, perKey: MAX_PER_CUSTOMER });
  let listener: Listener | null = null;

  function wake(payload: string) {
    for (const follower of payload === '*' ? followers.all() : followers.of(Number(payload))) follower();
  }

  return {
    async list(userId: number, locale: LanguageCode, limit: number, offset: number) {
      const standing = await selectNotificationStanding(db, userId);
      const rows = standing
        ? await db.query<Row>(`${VISIBLE} order by created_at desc, id desc limit $6 offset $7`, [
            ...visibleParams(userId, standing),
            limit,
            (offset - 1) * limit,
          ])
        : [];
      const money = await currency(locale);
      return rows.map((row) => wire(row, locale, money));
    },

    unread,

    async markRead(userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await markNotificationsRead(tx, userId);
        // The customer's other open pages hear it too: their badges go.
        await tx.query(`select pg_notify('${NOTIFICATION_CHANNEL}', $1)`, [String(userId)]);
      });
    },

    prefs: (userId: number) => prefsOf(db, userId),

    async setPrefs(userId: number, change: Partial<NotificationPrefs>): Promise<NotificationPrefs> {
      await setNotificationChoices(db, userId, change.order_updates ?? null, change.promotions ?? null);
      return prefsOf(db, userId);
    },

    /** A promotion for every customer (zoneId null) or a zone's, in English and Arabic. */
    async broadcast(input: {
      title: string;
      titleAr: string;
      description: string;
      descriptionAr: string;
      zoneId: number | null;
    }): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: number }>(
          'insert into notifications (title, description, zone_id) values ($1, $2, $3) returning id',
          [input.title, input.description, input.zoneId],
        );
        await insertTranslations(tx, 'notification', row.id, 'ar', {
          title: input.titleAr,
          description: input.descriptionAr,
        });
        return row.id;
      });
    },

    live: {
      async start() {
        listener ??= await db.listen(NOTIFICATION_CHANNEL, { message: wake, reset() {} });
      },
      async close() {
        await listener?.close();
        listener = null;
        followers.clear();
      },
      endAll: followers.endAll,
      /** Calls `follower` when the customer may have something new; answers the function that stops. */
      follow: (userId: number, follower: () => void, end: () => void): (() => void) =>
        followers.follow(userId, follower, end),
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
/** One entry of customer/notifications, in the reader's language. */
export type NotificationJson = Awaited<ReturnType<NotificationService['list']>>[number];
