/**
 * Keeps the inbox current (lib/use-live-stream.ts): each new message on the
 * customer's message stream (/resources/inbox/events) reloads the page's
 * data, so a reply shows without a reload (and, read in the open
 * conversation, is marked seen), and a "seen" event turns one's own messages
 * "Seen" when the other side reads them.
 */
import { useLiveStream } from '../../lib/use-live-stream.ts';

const INBOX_EVENTS = ['message', 'seen'] as const;

export function useLiveInbox() {
  useLiveStream('/resources/inbox/events', true, INBOX_EVENTS);
}
