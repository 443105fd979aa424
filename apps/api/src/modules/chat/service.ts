/**
 * Conversations (reference §3.9, client contract "Chat"): a customer talks
 * with a store (vendor), a courier (delivery_man) or support (admin, id 0).
 * Participants are 6amMart's user_infos (chat_participants); their names
 * and pictures are read from what they stand for. Every read and write names
 * the customer, so another customer's conversation is a 404. A message and
 * the conversation's counters change in one transaction, which also
 * announces it (NOTIFY souq_chat) to whoever follows the conversation live,
 * on any instance.
 *
 * The operator (the store's or back office's side, behind OPERATOR_TOKEN)
 * answers as the conversation's receiver.
 */
import { join } from 'node:path';
import type { Database, Queryable } from '@souq/db';
import type { Owner } from '../../http/auth.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import { privateUploads, removeImages, saveImages, type CheckedImage } from '../../http/uploads.ts';
import type { AppUrls } from '../../lib/urls.ts';
import { selectPeople } from '../auth/index.ts';
import { isListedStore, localized, selectStoreContacts, storeIdsNamed } from '../catalog/index.ts';
import { COURIER_BUCKET, courierIdsNamed, selectCouriers } from '../couriers/index.ts';
import { courierServedCustomer } from '../orders/index.ts';
import { findOwnedOrder } from '../orders/index.ts';
import { settingMatches, type SettingsService } from '../settings/index.ts';
import { CHAT_MESSAGES as M } from './messages.ts';

export type ParticipantKind = 'customer' | 'vendor' | 'delivery_man' | 'admin';
export const RECEIVER_KINDS = ['admin', 'vendor', 'delivery_man'] as const;
export type ReceiverKind = (typeof RECEIVER_KINDS)[number];

/** Chat pictures are private to the conversation: kept outside the public uploads folder. */
export const CHAT_BUCKET = 'conversation';
/** The channel that announces new messages: payload {conversation_id, message_id, customer_id}. */
export const CHAT_CHANNEL = 'souq_chat';
export const MESSAGE_MAX = 2000;

interface ConversationRow {
  id: number;
  sender_id: number;
  receiver_id: number;
  last_message_id: number | null;
  last_message_time: Date | null;
  sender_unread: number;
  receiver_unread: number;
  created_at: Date;
  updated_at: Date;
  receiver_kind: ReceiverKind;
  receiver_ref: number;
  customer_id: number;
  total: number;
}

interface MessageRow {
  id: number;
  conversation_id: number;
  sender_id: number;
  message: string | null;
  file: string[];
  is_seen: boolean;
  order_id: number | null;
  created_at: Date;
  updated_at: Date;
}

export interface SendInput {
  conversationId?: number;
  receiverType?: ReceiverKind;
  receiverId?: number;
  message: string | null;
  images: CheckedImage[];
  orderId?: number;
}

/** Who a participant is, as user_infos shows it. */
interface Identity {
  f_name: string;
  l_name: string;
  phone: string | null;
  email: string | null;
  image: string | null;
  image_full_url: string | null;
}

const CONVERSATION_COLUMNS = `c.*, r.kind as receiver_kind, r.ref_id as receiver_ref, s.ref_id as customer_id`;
const CONVERSATION_FROM = `conversations c join chat_participants s on s.id = c.sender_id join chat_participants r on r.id = c.receiver_id`;

export function createChatService(db: Database, settings: SettingsService, urls: AppUrls, dataDir: string) {
  /** The participant row of (kind, ref), made on first use. */
  async function participant(tx: Queryable, kind: ParticipantKind, ref: number): Promise<number> {
    const [row] = await tx.query<{ id: number }>(
      `insert into chat_participants (kind, ref_id) values ($1, $2)
       on conflict (kind, ref_id) do update set kind = excluded.kind returning id`,
      [kind, ref],
    );
    return row.id;
  }

  /** Names and pictures of the given participants, in the caller's language. */
  async function identities(
    rows: { id: number; kind: ParticipantKind; ref: number }[],
    locale: string,
  ): Promise<Map<number, Identity & { kind: ParticipantKind; ref: number }>> {
    const out = new Map<number, Identity & { kind: ParticipantKind; ref: number }>();
    const ids = (kind: ParticipantKind) => [...new Set(rows.filter((r) => r.kind === kind).map((r) => r.ref))];
    // Each side's names are its owner's: customers (auth), stores (catalog), couriers, the business (settings).
    const [customerById, storeById, courierById, business] = await Promise.all([
      selectPeople(db, ids('customer')),
      selectStoreContacts(db, ids('vendor')),
      selectCouriers(db, ids('delivery_man')),
      settings.all(locale === 'ar' ? 'ar' : 'en'),
    ]);
    for (const row of rows) {
      let identity: Identity | null = null;
      if (row.kind === 'customer') {
        const c = customerById.get(row.ref);
        if (c)
          identity = {
            f_name: c.f_name ?? '',
            l_name: c.l_name ?? '',
            phone: c.phone,
            email: c.email,
            image: c.image,
            image_full_url: urls.storage('profile', c.image),
          };
      } else if (row.kind === 'vendor') {
        const s = storeById.get(row.ref);
        if (s)
          identity = {
            f_name: localized(s.tr, locale, 'name', s.name),
            l_name: '',
            phone: s.phone,
            email: s.email,
            image: s.logo,
            image_full_url: urls.storage('store', s.logo),
          };
      } else if (row.kind === 'delivery_man') {
        const c = courierById.get(row.ref);
        if (c)
          identity = {
            f_name: localized(c.tr, locale, 'f_name', c.f_name),
            l_name: localized(c.tr, locale, 'l_name', c.l_name),
            phone: c.phone,
            email: c.email,
            image: c.image,
            image_full_url: urls.storage(COURIER_BUCKET, c.image),
          };
      } else {
        const logo = typeof business.logo === 'string' ? business.logo : null;
        identity = {
          f_name: String(business.business_name ?? 'Souq'),
          l_name: '',
          phone: typeof business.phone === 'string' ? business.phone : null,
          email: typeof business.email_address === 'string' ? business.email_address : null,
          image: logo,
          image_full_url: urls.storage('business', logo),
        };
      }
      out.set(row.id, {
        ...(identity ?? { f_name: '', l_name: '', phone: null, email: null, image: null, image_full_url: null }),
        kind: row.kind,
        ref: row.ref,
      });
    }
    return out;
  }

  function userInfo(id: number, who: (Identity & { kind: ParticipantKind; ref: number }) | undefined) {
    const ref = who?.ref ?? 0;
    return {
      id,
      f_name: who?.f_name ?? '',
      l_name: who?.l_name ?? '',
      phone: who?.phone ?? null,
      email: who?.email ?? null,
      image: who?.image ?? null,
      image_full_url: who?.image_full_url ?? null,
      user_id: who?.kind === 'customer' ? ref : null,
      vendor_id: who?.kind === 'vendor' ? ref : null,
      store_id: who?.kind === 'vendor' ? ref : null,
      deliveryman_id: who?.kind === 'delivery_man' ? ref : null,
      admin_id: who?.kind === 'admin' ? ref : null,
    };
  }

  /** A message as clients read it; file URLs go through `fileUrl` (private files). */
  function formatMessage(m: MessageRow, fileUrl: (conversationId: number, name: string) => string) {
    return {
      id: m.id,
      conversation_id: m.conversation_id,
      sender_id: m.sender_id,
      message: m.message,
      file: m.file,
      file_full_url: m.file.map((name) => fileUrl(m.conversation_id, name)),
      is_seen: m.is_seen ? 1 : 0,
      order_id: m.order_id,
      created_at: m.created_at,
      updated_at: m.updated_at,
    };
  }

  /** Customer's view: private files through the customer route. */
  const customerFileUrl = (conversationId: number, name: string) =>
    `${urls.publicUrl}/api/v1/customer/message/file/${conversationId}/${encodeURIComponent(name)}`;
  const operatorFileUrl = (conversationId: number, name: string) =>
    `${urls.publicUrl}/api/v1/operator/conversations/${conversationId}/files/${encodeURIComponent(name)}`;

  async function formatConversations(rows: ConversationRow[], locale: string, side: 'customer' | 'operator') {
    if (rows.length === 0) return [];
    const lastIds = rows.map((r) => r.last_message_id).filter((id): id is number => id !== null);
    const [people, lasts] = await Promise.all([
      identities(
        rows.flatMap((r) => [
          { id: r.sender_id, kind: 'customer' as const, ref: r.customer_id },
          { id: r.receiver_id, kind: r.receiver_kind, ref: r.receiver_ref },
        ]),
        locale,
      ),
      lastIds.length
        ? db.query<MessageRow>('select * from messages where id = any($1::bigint[])', [lastIds])
        : Promise.resolve([] as MessageRow[]),
    ]);
    const lastById = new Map(lasts.map((m) => [Number(m.id), m]));
    const fileUrl = side === 'customer' ? customerFileUrl : operatorFileUrl;
    return rows.map((r) => {
      const last = r.last_message_id === null ? undefined : lastById.get(Number(r.last_message_id));
      return {
        id: r.id,
        sender_id: r.sender_id,
        sender_type: 'customer',
        receiver_id: r.receiver_id,
        receiver_type: r.receiver_kind,
        // Messages the reader has not seen: the customer's side or the receiver's.
        unread_message_count: side === 'customer' ? r.sender_unread : r.receiver_unread,
        last_message_id: r.last_message_id,
        last_message_time: r.last_message_time,
        created_at: r.created_at,
        updated_at: r.updated_at,
        sender: userInfo(r.sender_id, people.get(r.sender_id)),
        receiver: userInfo(r.receiver_id, people.get(r.receiver_id)),
        last_message: last ? formatMessage(last, fileUrl) : null,
      };
    });
  }

  async function customerConversation(tx: Queryable, userId: number, conversationId: number, lock = false) {
    const [row] = await tx.query<ConversationRow>(
      `select ${CONVERSATION_COLUMNS} from ${CONVERSATION_FROM}
        where c.id = $1 and s.kind = 'customer' and s.ref_id = $2${lock ? ' for update of c' : ''}`,
      [conversationId, userId],
    );
    if (!row) throw notFound('conversation_id', M.conversationNotFound);
    return row;
  }

  /** The receiver exists and this customer may write to it: any open store, support, or a courier of one of their orders. */
  async function checkReceiver(tx: Queryable, userId: number, kind: ReceiverKind, ref: number) {
    if (kind === 'admin') return 0;
    if (kind === 'vendor') {
      if (!(await isListedStore(tx, ref))) throw notFound('receiver_id', M.receiverNotFound);
      return ref;
    }
    if (!(await courierServedCustomer(tx, ref, userId))) throw notFound('receiver_id', M.receiverNotFound);
    return ref;
  }

  async function pageOfMessages(conversationId: number, limit: number, offset: number) {
    const rows = await db.query<MessageRow & { total: number }>(
      `select m.*, count(*) over () as total from messages m where m.conversation_id = $1
        order by m.id desc limit $2 offset $3`,
      [conversationId, limit, (offset - 1) * limit],
    );
    const total =
      rows[0]?.total ??
      (offset > 1
        ? (
            await db.query<{ n: number }>('select count(*)::int as n from messages where conversation_id = $1', [
              conversationId,
            ])
          )[0].n
        : 0);
    return { rows, total };
  }

  /** Writes a message from `senderId` and updates the conversation's counters; announced at commit. */
  async function insertMessage(
    tx: Queryable,
    conversation: { id: number; sender_id: number; customer_id: number },
    senderId: number,
    text: string | null,
    files: string[],
    orderId: number | null,
  ): Promise<MessageRow> {
    const [message] = await tx.query<MessageRow>(
      `insert into messages (conversation_id, sender_id, message, file, order_id) values ($1, $2, $3, $4, $5) returning *`,
      [conversation.id, senderId, text, JSON.stringify(files), orderId],
    );
    const fromCustomer = senderId === conversation.sender_id;
    await tx.query(
      `update conversations set last_message_id = $2, last_message_time = $3, updated_at = now(),
              receiver_unread = receiver_unread + $4, sender_unread = sender_unread + $5
        where id = $1`,
      [conversation.id, message.id, message.created_at, fromCustomer ? 1 : 0, fromCustomer ? 0 : 1],
    );
    await tx.query('select pg_notify($1, $2)', [
      CHAT_CHANNEL,
      JSON.stringify({
        conversation_id: conversation.id,
        message_id: Number(message.id),
        customer_id: conversation.customer_id,
      }),
    ]);
    return message;
  }

  const folder = privateUploads(dataDir, CHAT_BUCKET);
  const storeFiles = (images: CheckedImage[]) => saveImages(folder, images);

  return {
    /** customer/message/list (or search-list with a name): the customer's conversations, latest first. */
    async list(userId: number, limit: number, offset: number, locale: string, name?: string) {
      const pattern = name ? `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      // A search by name asks each side's owner which of its rows match, then pages the conversations with them.
      const [stores, couriers, business] = pattern
        ? await Promise.all([
            storeIdsNamed(db, pattern),
            courierIdsNamed(db, pattern),
            settingMatches(db, 'business_name', pattern),
          ])
        : [[], [], false];
      const rows = await db.query<ConversationRow>(
        `select ${CONVERSATION_COLUMNS}, count(*) over () as total from ${CONVERSATION_FROM}
          where s.kind = 'customer' and s.ref_id = $1 and c.last_message_id is not null
            and (not $4::boolean or (
                  (r.kind = 'vendor' and r.ref_id = any($5::int[]))
               or (r.kind = 'delivery_man' and r.ref_id = any($6::int[]))
               or (r.kind = 'admin' and $7::boolean)))
          order by c.last_message_time desc nulls last, c.id desc limit $2 offset $3`,
        [userId, limit, (offset - 1) * limit, pattern !== null, stores, couriers, business],
      );
      return {
        total_size: rows[0]?.total ?? 0,
        limit,
        offset,
        conversations: await formatConversations(rows, locale, 'customer'),
      };
    },

    /** How many messages the customer has not read, over all their conversations (the header's chat badge). */
    async unread(userId: number): Promise<number> {
      const [row] = await db.query<{ n: number }>(
        `select coalesce(sum(c.sender_unread), 0)::int as n from conversations c
           join chat_participants s on s.id = c.sender_id
          where s.kind = 'customer' and s.ref_id = $1`,
        [userId],
      );
      return row?.n ?? 0;
    },

    /**
     * customer/message/details: one conversation's messages, newest first; the
     * other side's messages become seen. By conversation id, or by receiver
     * (an empty page and no conversation when they never talked).
     */
    async details(
      userId: number,
      by: { conversationId: number } | { receiverType: ReceiverKind; receiverId: number },
      limit: number,
      offset: number,
      locale: string,
    ) {
      let conversation: ConversationRow | undefined;
      if ('conversationId' in by) conversation = await customerConversation(db, userId, by.conversationId);
      else {
        const ref = by.receiverType === 'admin' ? 0 : by.receiverId;
        [conversation] = await db.query<ConversationRow>(
          `select ${CONVERSATION_COLUMNS} from ${CONVERSATION_FROM}
            where s.kind = 'customer' and s.ref_id = $1 and r.kind = $2 and r.ref_id = $3`,
          [userId, by.receiverType, ref],
        );
      }
      if (!conversation) return { total_size: 0, limit, offset, status: true, messages: [], conversation: null };
      await db.transaction(async (tx) => {
        await tx.query(
          'update messages set is_seen = true, updated_at = now() where conversation_id = $1 and sender_id <> $2 and not is_seen',
          [conversation.id, conversation.sender_id],
        );
        await tx.query('update conversations set sender_unread = 0 where id = $1', [conversation.id]);
      });
      const { rows, total } = await pageOfMessages(conversation.id, limit, offset);
      const [formatted] = await formatConversations([{ ...conversation, sender_unread: 0 }], locale, 'customer');
      return {
        total_size: total,
        limit,
        offset,
        status: true,
        messages: rows.map((m) => formatMessage(m, customerFileUrl)),
        conversation: formatted,
      };
    },

    /** customer/message/send: text and/or up to 3 images, to a conversation or a receiver; optionally about an order. */
    async send(userId: number, input: SendInput, locale: string) {
      const text = input.message?.trim() || null;
      if (!text && input.images.length === 0) throw unprocessable('message', M.messageRequired);
      if (text && text.length > MESSAGE_MAX) throw unprocessable('message', M.messageTooLong);
      if (input.orderId !== undefined) {
        const owner: Owner = { kind: 'customer', userId };
        if (!(await findOwnedOrder(db, input.orderId, owner))) throw notFound('order_id', M.orderNotFound);
      }
      if (input.conversationId === undefined && !input.receiverType)
        throw unprocessable('receiver_type', M.receiverRequired);
      // Checked before the files are written.
      if (input.conversationId !== undefined) await customerConversation(db, userId, input.conversationId);
      else await checkReceiver(db, userId, input.receiverType!, input.receiverId ?? 0);
      const files = await storeFiles(input.images);
      try {
        const { conversationId, message } = await db.transaction(async (tx) => {
          let conversation: { id: number; sender_id: number; customer_id: number };
          if (input.conversationId !== undefined) {
            conversation = await customerConversation(tx, userId, input.conversationId, true);
          } else {
            const ref = await checkReceiver(tx, userId, input.receiverType!, input.receiverId ?? 0);
            const sender = await participant(tx, 'customer', userId);
            const receiver = await participant(tx, input.receiverType!, ref);
            const [row] = await tx.query<{ id: number; sender_id: number }>(
              `insert into conversations (sender_id, receiver_id) values ($1, $2)
               on conflict (sender_id, receiver_id) do update set updated_at = now() returning id, sender_id`,
              [sender, receiver],
            );
            conversation = { ...row, customer_id: userId };
          }
          const sender = await participant(tx, 'customer', userId);
          const message = await insertMessage(tx, conversation, sender, text, files, input.orderId ?? null);
          return { conversationId: conversation.id, message };
        });
        return { conversationId, message: formatMessage(message, customerFileUrl), locale };
      } catch (error) {
        await removeImages(folder, files);
        throw error;
      }
    },

    /** The path of a chat picture, if the customer is in its conversation (else a 404). */
    async customerFile(userId: number, conversationId: number, name: string): Promise<string> {
      await customerConversation(db, userId, conversationId);
      return fileOf(conversationId, name);
    },

    // ------------------------------------------------------------ operator side

    /** Every conversation, latest first; `kind` narrows to support, stores or couriers. */
    async operatorList(kind: ReceiverKind | null, limit: number, offset: number, locale: string) {
      const rows = await db.query<ConversationRow>(
        `select ${CONVERSATION_COLUMNS}, count(*) over () as total from ${CONVERSATION_FROM}
          where c.last_message_id is not null and ($1::text is null or r.kind = $1)
          order by c.last_message_time desc, c.id desc limit $2 offset $3`,
        [kind, limit, (offset - 1) * limit],
      );
      const [unread] = await db.query<{ n: number }>(
        'select coalesce(sum(receiver_unread), 0)::int as n from conversations',
      );
      return {
        total_size: rows[0]?.total ?? 0,
        limit,
        offset,
        unread: unread.n,
        conversations: await formatConversations(rows, locale, 'operator'),
      };
    },

    /** One conversation for the operator: the customer's messages become seen. */
    async operatorDetails(conversationId: number, limit: number, offset: number, locale: string) {
      const [conversation] = await db.query<ConversationRow>(
        `select ${CONVERSATION_COLUMNS} from ${CONVERSATION_FROM} where c.id = $1`,
        [conversationId],
      );
      if (!conversation) throw notFound('conversation_id', M.conversationNotFound);
      await db.transaction(async (tx) => {
        const seen = await tx.query<{ id: number }>(
          'update messages set is_seen = true, updated_at = now() where conversation_id = $1 and sender_id = $2 and not is_seen returning id',
          [conversation.id, conversation.sender_id],
        );
        await tx.query('update conversations set receiver_unread = 0 where id = $1', [conversation.id]);
        // The customer's open inbox shows "Seen" at once (a "seen" event on their stream).
        if (seen.length > 0)
          await tx.query('select pg_notify($1, $2)', [
            CHAT_CHANNEL,
            JSON.stringify({
              conversation_id: conversation.id,
              message_id: Math.max(...seen.map((m) => Number(m.id))),
              customer_id: conversation.customer_id,
              seen: true,
            }),
          ]);
      });
      const { rows, total } = await pageOfMessages(conversation.id, limit, offset);
      const [formatted] = await formatConversations([{ ...conversation, receiver_unread: 0 }], locale, 'operator');
      return {
        total_size: total,
        limit,
        offset,
        messages: rows.map((m) => formatMessage(m, operatorFileUrl)),
        conversation: formatted,
      };
    },

    /** The operator answers as the conversation's receiver (support, the store or the courier). */
    async operatorSend(conversationId: number, text: string | null, images: CheckedImage[]) {
      const body = text?.trim() || null;
      if (!body && images.length === 0) throw unprocessable('message', M.messageRequired);
      if (body && body.length > MESSAGE_MAX) throw unprocessable('message', M.messageTooLong);
      const [exists] = await db.query('select 1 from conversations where id = $1', [conversationId]);
      if (!exists) throw notFound('conversation_id', M.conversationNotFound);
      const files = await storeFiles(images);
      try {
        return await db.transaction(async (tx) => {
          const [conversation] = await tx.query<ConversationRow>(
            `select ${CONVERSATION_COLUMNS} from ${CONVERSATION_FROM} where c.id = $1 for update of c`,
            [conversationId],
          );
          if (!conversation) throw notFound('conversation_id', M.conversationNotFound);
          const message = await insertMessage(tx, conversation, conversation.receiver_id, body, files, null);
          return formatMessage(message, operatorFileUrl);
        });
      } catch (error) {
        await removeImages(folder, files);
        throw error;
      }
    },

    async operatorFile(conversationId: number, name: string): Promise<string> {
      const [exists] = await db.query('select 1 from conversations where id = $1', [conversationId]);
      if (!exists) throw notFound('conversation_id', M.conversationNotFound);
      return fileOf(conversationId, name);
    },
  };

  /** The file's path when it belongs to that conversation's messages. */
  async function fileOf(conversationId: number, name: string): Promise<string> {
    if (!/^[\w-]+\.(png|jpg|gif)$/.test(name)) throw notFound('file', M.fileNotFound);
    const [row] = await db.query('select 1 from messages where conversation_id = $1 and file ? $2', [
      conversationId,
      name,
    ]);
    if (!row) throw notFound('file', M.fileNotFound);
    return join(folder, name);
  }
}

export type ChatService = ReturnType<typeof createChatService>;
type Answer<K extends keyof ChatService> = Awaited<ReturnType<ChatService[K]>>;
/** customer/message/list and search-list: a page of conversations, latest first. */
export type ConversationListJson = Answer<'list'>;
/** customer/message/details: a conversation's messages, newest first, and the conversation (null when none). */
export type ConversationDetailsJson = Answer<'details'>;
export type ConversationJson = ConversationListJson['conversations'][number];
export type ChatMessageJson = ConversationDetailsJson['messages'][number];
/** operator/conversations: the operator's list, and one conversation's messages. */
export type OperatorConversationListJson = Answer<'operatorList'>;
export type OperatorConversationDetailsJson = Answer<'operatorDetails'>;
