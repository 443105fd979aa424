/**
 * Hearing the database's announcements of changes (NOTIFY on a channel),
 * for state kept in memory that another writer — another instance of the
 * API, a trigger, an operator — may change. What it tells its user:
 * - `live`: announcements are being heard; only then may anything derived
 *   from the database be used or kept;
 * - `mayKeep()`, called before a read: afterwards, whether its result may be
 *   kept — not if it began while not live, nor if announcements may have
 *   been missed since (the listening connection was lost), as a change it
 *   missed may never be announced again.
 * The user's `reset` runs when the connection is lost: drop everything kept.
 */
import type { Database, Listener } from '@souq/db';

export interface Listening {
  readonly live: boolean;
  mayKeep(): () => boolean;
  /** Starts listening (not live until then). */
  start(): Promise<void>;
  close(): Promise<void>;
}

export function listening(
  db: Database,
  channel: string,
  handlers: { message(payload: string): void; reset(): void },
): Listening {
  let listener: Listener | null = null;
  let closed = false;
  let epoch = 0;
  return {
    get live() {
      return listener?.live === true;
    },
    mayKeep() {
      const began = listener?.live === true ? epoch : -1;
      return () => listener?.live === true && epoch === began;
    },
    async start() {
      if (listener || closed) return;
      listener = await db.listen(channel, {
        message: handlers.message,
        reset() {
          epoch++;
          handlers.reset();
        },
      });
    },
    async close() {
      closed = true;
      await listener?.close();
    },
  };
}
