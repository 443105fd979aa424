/**
 * New messages, heard from the database (NOTIFY souq_chat, sent in the
 * message's transaction, so every instance hears every message once it is
 * committed) and handed to the open streams: a customer's inbox follows
 * their own conversations, the operator console follows all of them.
 */
import type { Database, Listener } from '@souq/db';
import { tooManyRequests } from '../../http/errors.ts';
import { CHAT_CHANNEL } from './service.ts';

export interface ChatEvent {
  conversation_id: number;
  message_id: number;
  customer_id: number;
  /** The operator read the customer's messages up to message_id (no new message). */
  seen?: true;
}

type Follower = (event: ChatEvent) => void;

/** Open streams per customer and in all: a few tabs each, not a flood. */
const MAX_PER_CUSTOMER = 10;
const MAX_STREAMS = 5_000;

export function createChatLive(db: Database, onError: (error: unknown) => void = () => {}) {
  const byCustomer = new Map<number, Set<Follower>>();
  const everyone = new Set<Follower>();
  /** How to end each open stream, for a shutdown that must not wait on open tabs. */
  const enders = new Set<() => void>();
  let listener: Listener | null = null;
  let size = 0;

  function deliver(event: ChatEvent) {
    for (const follower of [...(byCustomer.get(event.customer_id) ?? []), ...everyone]) {
      try {
        follower(event);
      } catch (error) {
        onError(error);
      }
    }
  }

  return {
    async start() {
      listener ??= await db.listen(CHAT_CHANNEL, {
        message(payload) {
          try {
            deliver(JSON.parse(payload) as ChatEvent);
          } catch (error) {
            onError(error);
          }
        },
        reset() {},
      });
    },
    async close() {
      await listener?.close();
      listener = null;
      byCustomer.clear();
      everyone.clear();
    },
    /** Ends every open stream (server shutdown). */
    endAll() {
      for (const end of [...enders]) end();
    },
    /**
     * Follows one customer's conversations (customerId) or all of them (null);
     * `end` closes the stream at shutdown. Returns the function that stops.
     */
    follow(customerId: number | null, follower: Follower, end: () => void): () => void {
      const own = customerId === null ? everyone : (byCustomer.get(customerId) ?? new Set<Follower>());
      if (size >= MAX_STREAMS || (customerId !== null && own.size >= MAX_PER_CUSTOMER))
        throw tooManyRequests('too_many_streams', 'Too many requests. Please try again later.', 5);
      if (customerId !== null) byCustomer.set(customerId, own);
      own.add(follower);
      enders.add(end);
      size++;
      let stopped = false;
      return () => {
        if (stopped) return;
        stopped = true;
        size--;
        enders.delete(end);
        own.delete(follower);
        if (customerId !== null && own.size === 0 && byCustomer.get(customerId) === own) byCustomer.delete(customerId);
      };
    },
  };
}

export type ChatLive = ReturnType<typeof createChatLive>;
