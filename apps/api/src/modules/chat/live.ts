/**
 * New messages, heard from the database (NOTIFY souq_chat, sent in the
 * message's transaction, so every instance hears every message once it is
 * committed) and handed to the open streams: a customer's inbox follows
 * their own conversations, the operator console follows all of them.
 */
import type { Database, Listener } from '@souq/db';
import { createFollowers } from '../../http/sse.ts';
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
  const followers = createFollowers<Follower>({ total: MAX_STREAMS, perKey: MAX_PER_CUSTOMER });
  let listener: Listener | null = null;

  function deliver(event: ChatEvent) {
    for (const follower of followers.of(event.customer_id)) {
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
      followers.clear();
    },
    /** Ends every open stream (server shutdown). */
    endAll: followers.endAll,
    /**
     * Follows one customer's conversations (customerId) or all of them (null);
     * `end` closes the stream at shutdown. Returns the function that stops.
     */
    follow: (customerId: number | null, follower: Follower, end: () => void): (() => void) =>
      followers.follow(customerId, follower, end),
  };
}

export type ChatLive = ReturnType<typeof createChatLive>;
