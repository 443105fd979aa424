/**
 * The unread notifications count, live: the shell's number on the first
 * paint, then what the event stream says (the API pushes it when a
 * notification arrives). A stream that fails is retried by EventSource
 * itself; the shell's next load brings the count back anyway.
 */
import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';

export const NOTIFICATION_EVENTS = '/resources/notifications/events';

export function useLiveUnread(initial: number | null): number {
  const [unread, setUnread] = useState(initial ?? 0);
  const revalidator = useRevalidator();
  useEffect(() => setUnread(initial ?? 0), [initial]);
  useEffect(() => {
    if (initial === null || typeof EventSource === 'undefined') return;
    const source = new EventSource(NOTIFICATION_EVENTS);
    let last = initial;
    source.addEventListener('notification', (event) => {
      const next = Number(JSON.parse((event as MessageEvent<string>).data).unread);
      if (!Number.isFinite(next)) return;
      setUnread(next);
      // On the list itself, a new one shows at once.
      if (next > last && window.location.pathname === '/notifications') void revalidator.revalidate();
      last = next;
    });
    return () => source.close();
  }, [initial === null]);
  return unread;
}
