/**
 * Keeps the inbox current: the browser listens to the customer's message
 * stream (/resources/inbox/events, relaying the API's Server-Sent Events)
 * and reloads the page's data on each new message, so a reply shows without
 * a reload (and, read in the open conversation, is marked seen), and one's
 * own messages turn "Seen" when the other side reads them. While the
 * stream is down it polls; when it comes back it reloads once to catch up.
 */
import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';

export const POLL_MS = 10_000;
const RECONNECT_MS = 30_000;

export function useLiveInbox() {
  const revalidator = useRevalidator();
  const refresh = useRef(revalidator.revalidate);
  refresh.current = revalidator.revalidate;

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let poll: number | undefined;
    let reconnect: number | undefined;
    let everOpened = false;
    const reload = () => void refresh.current();
    const stopPolling = () => {
      window.clearInterval(poll);
      poll = undefined;
    };
    const connect = () => {
      source = new EventSource('/resources/inbox/events');
      source.onopen = () => {
        stopPolling();
        if (everOpened) reload();
        everOpened = true;
      };
      source.addEventListener('message', reload);
      // The other side read one's messages: "Seen" shows at once.
      source.addEventListener('seen', reload);
      source.onerror = () => {
        poll ??= window.setInterval(reload, POLL_MS);
        if (source?.readyState === EventSource.CLOSED) {
          source = null;
          reconnect = window.setTimeout(connect, RECONNECT_MS);
        }
      };
    };
    connect();
    return () => {
      source?.close();
      stopPolling();
      window.clearTimeout(reconnect);
    };
  }, []);
}
