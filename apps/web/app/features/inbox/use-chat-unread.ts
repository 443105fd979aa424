/**
 * The chat badge's count, live (issue 19): the shell's number on the first
 * paint, then asked again (/resources/inbox/unread) when a message arrives
 * on the customer's stream and whenever the inbox page has settled after a
 * load (reading a conversation there marks its messages seen). A stream
 * that fails is retried by EventSource itself.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation, useRevalidator } from 'react-router';
import { useShellData } from '../cart/shell-data.ts';

export const CHAT_UNREAD_PATH = '/resources/inbox/unread';

/** The inbox is the profile's tab (decision 19). */
const onInbox = (pathname: string, search: string) =>
  pathname === '/profile' && new URLSearchParams(search).get('page') === 'inbox';

export function useChatUnread(): number {
  const initial = useShellData()?.chatUnread ?? null;
  const [unread, setUnread] = useState(initial ?? 0);
  const location = useLocation();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const settled = navigation.state === 'idle' && revalidator.state === 'idle';
  const asking = useRef<AbortController | null>(null);

  const ask = useRef(() => {
    asking.current?.abort();
    const abort = new AbortController();
    asking.current = abort;
    void fetch(CHAT_UNREAD_PATH, { signal: abort.signal, headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<{ unread: number | null }>) : null))
      .then((answer) => {
        if (answer && typeof answer.unread === 'number') setUnread(answer.unread);
      })
      .catch(() => undefined);
  });

  useEffect(() => setUnread(initial ?? 0), [initial]);

  // Signed in (the shell knows a count): follow the stream for as long as that holds.
  const live = initial !== null;
  useEffect(() => {
    if (!live || typeof EventSource === 'undefined') return;
    const source = new EventSource('/resources/inbox/events');
    source.addEventListener('message', () => ask.current());
    return () => {
      source.close();
      asking.current?.abort();
    };
  }, [live]);

  // On the inbox, what was read changes the count: ask once the page's data has settled.
  const inbox = onInbox(location.pathname, location.search);
  useEffect(() => {
    if (live && inbox && settled) ask.current();
  }, [inbox, settled, location.search, live]);

  return initial === null ? 0 : unread;
}
