/**
 * Keeps a page's data current from one of the storefront's event streams
 * (/resources/…/events, relaying the API's Server-Sent Events): each event
 * named in `reloadOn` reloads the page's data, and `listen` takes events that
 * change the page without a reload. While the stream is down it polls
 * instead, and when the stream comes back it reloads once to catch up with
 * what it missed.
 *
 * While an action is on its way (a fetcher submitting, a form navigating) a reload waits until it
 * has settled: React Router drops a fetcher action's redirect when a reload starts during it, so
 * an event arriving just after a click swallowed Pay now, the language switch or sign-out.
 */
import { useEffect, useRef } from 'react';
import { useFetchers, useNavigation, useRevalidator } from 'react-router';
import { useLatest } from './use-latest.ts';

export const POLL_MS = 10_000;
/** After the browser gives up reconnecting (the route refused), try a new stream this much later. */
const RECONNECT_MS = 30_000;

export function useLiveStream(
  url: string,
  live: boolean,
  reloadOn: readonly string[],
  listen: Record<string, (data: string) => void> = {},
) {
  const revalidator = useRevalidator();
  const refresh = useLatest(revalidator.revalidate);
  const busy = useBusy();
  const busyNow = useLatest(busy);
  // A reload asked for while busy, made once the page is idle again.
  const owed = useRef(false);
  useEffect(() => {
    if (busy || !owed.current) return;
    owed.current = false;
    void refresh.current();
  }, [busy, refresh]);
  const listeners = useRef(listen);
  listeners.current = listen;
  const reloading = reloadOn.join(' ');

  useEffect(() => {
    if (!live || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let poll: number | undefined;
    let reconnect: number | undefined;
    let everOpened = false;
    const reload = () => {
      if (busyNow.current) owed.current = true;
      else void refresh.current();
    };
    const stopPolling = () => {
      window.clearInterval(poll);
      poll = undefined;
    };
    const connect = () => {
      source = new EventSource(url);
      source.onopen = () => {
        stopPolling();
        // Whatever happened while the stream was down (or before it opened) shows now.
        if (everOpened) reload();
        everOpened = true;
      };
      for (const event of reloading.split(' ')) source.addEventListener(event, reload);
      for (const event of Object.keys(listeners.current))
        source.addEventListener(event, (message) => listeners.current[event]?.((message as MessageEvent<string>).data));
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
  }, [url, live, reloading, refresh, busyNow]);
}

/** Whether an action of this page is on its way: a fetcher or a navigation submitting, or landing. */
function useBusy(): boolean {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  return navigation.state !== 'idle' || fetchers.some((fetcher) => fetcher.state !== 'idle');
}
