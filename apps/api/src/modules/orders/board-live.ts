/**
 * The operator's board, live: the database announces every change a board
 * card shows (NOTIFY souq_order_board with the order's id, from the triggers
 * of migration 0037: an order placed or moved, a proof of payment, a courier
 * assigned), committed, on every instance and whoever made it, and the
 * consoles' open streams hear it (operator/orders/events). Missed
 * announcements (the listening connection was lost) are told as order 0:
 * a board reloads everything.
 */
import type { Database, Listener } from '@souq/db';
import { createFollowers } from '../../http/sse.ts';

export const BOARD_CHANNEL = 'souq_order_board';

/** Which order changed; 0 when announcements may have been missed. */
type Follower = (orderId: number) => void;

/** A few operators with a few tabs each. */
const MAX_STREAMS = 50;

export function createBoardLive(db: Database, onError: (error: unknown) => void = () => {}) {
  const followers = createFollowers<Follower>({ total: MAX_STREAMS, perKey: MAX_STREAMS });
  let listener: Listener | null = null;

  function deliver(orderId: number) {
    for (const follower of followers.all()) {
      try {
        follower(orderId);
      } catch (error) {
        onError(error);
      }
    }
  }

  return {
    async start() {
      listener ??= await db.listen(BOARD_CHANNEL, {
        message(payload) {
          const orderId = Number(payload);
          if (Number.isSafeInteger(orderId) && orderId > 0) deliver(orderId);
        },
        reset: () => deliver(0),
      });
    },
    async close() {
      await listener?.close();
      listener = null;
      followers.clear();
    },
    /** Ends every open stream (server shutdown). */
    endAll: followers.endAll,
    /** Follows every order's changes; `end` closes the stream at shutdown. Returns the function that stops. */
    follow: (follower: Follower, end: () => void): (() => void) => followers.follow(null, follower, end),
  };
}

export type BoardLive = ReturnType<typeof createBoardLive>;
