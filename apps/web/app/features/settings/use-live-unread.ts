/**
 * The unread notifications count, live: the shell's number on the first
 * paint, then what the event stream says (the API pushes it when a
 * notification arrives). A stream that fails is retried by EventSource
 * itself; the shell's next load brings the count back anyway.
 */
import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useLatest } from '../../lib/use-latest.ts';

export const NOTIFICATION_EVENTS = '/resources/notifications/events';

export function useLiveUnread(initial: number | null): number {
  const [unread, setUnread] = useState(initial ?? 0);
  const revalidator = useLatest(useRevalidator());
  const start = useLatest(initial ?? 0);
  useEffect(() => setUnread(initial ?? 0), [initial]);
  // Signed in (a count is known): follow the stream for as long as that holds.
  const live = initial !== null;
  useEffect(() => {
    if (!live || typeof EventSource === 'undefined') return;
    const source = new EventSource(NOTIFICATION_EVENTS);
    let last = start.current;
    source.addEventListener('notification', (event) => {
      const next = Number(JSON.parse((event as MessageEvent<string>).data).unread);
      if (!Number.isFinite(next)) return;
      setUnread(next);
      // On the list itself, a new one shows at once.
      if (next > last && window.location.pathname === '/notifications') void revalidator.current.revalidate();
      last = next;
    });
    return () => source.close();
  }, [live, start, revalidator]);
  return unread;
}
