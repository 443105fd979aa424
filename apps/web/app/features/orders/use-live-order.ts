/**
 * Keeps an order page current while the order moves. The browser listens
 * to the storefront's event stream of the order (/resources/orders/:id/events,
 * which relays the API's Server-Sent Events); every status event reloads the
 * page's data, and each courier position ("location") is handed to the map
 * without a reload. While the stream is down it polls instead, and when the stream
 * comes back it reloads once to catch up with what it missed.
 */
import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';

export const POLL_MS = 10_000;
/** After the browser gives up reconnecting (the route refused), try a new stream this much later. */
const RECONNECT_MS = 30_000;

/** Where the courier is, from the stream's "location" events (no reload: only the map moves). */
export type CourierPosition = { lat: number; lng: number };

export function useLiveOrder(orderId: number, live: boolean, onCourier?: (at: CourierPosition) => void) {
  useLiveStream(`/resources/orders/${orderId}/events`, live, onCourier);
}

/** The same for any page whose data follows one of the /resources/…/events streams (a trip's too). */
export function useLiveStream(url: string, live: boolean, onCourier?: (at: CourierPosition) => void) {
  const revalidator = useRevalidator();
  const refresh = useRef(revalidator.revalidate);
  refresh.current = revalidator.revalidate;
  const courier = useRef(onCourier);
  courier.current = onCourier;

  useEffect(() => {
    if (!live || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let poll: number | undefined;
    let reconnect: number | undefined;
    let everOpened = false;
    const reload = () => void refresh.current();
    const startPolling = () => {
      poll ??= window.setInterval(reload, POLL_MS);
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
      source.onmessage = reload;
      source.addEventListener('status', reload);
      source.addEventListener('location', (event) => {
        try {
          const data = JSON.parse((event as MessageEvent<string>).data) as { latitude?: unknown; longitude?: unknown };
          const at = { lat: Number(data.latitude), lng: Number(data.longitude) };
          if (Number.isFinite(at.lat) && Number.isFinite(at.lng)) courier.current?.(at);
        } catch {
          // A malformed event moves nothing.
        }
      });
      source.onerror = () => {
        startPolling();
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
  }, [url, live]);
}
