/**
 * Keeps an order page current while the order moves (lib/use-live-stream.ts):
 * every status event of the order's stream (/resources/orders/:id/events)
 * reloads the page's data, and each courier position ("location") is handed
 * to the map without a reload.
 */
import { useLiveStream } from '../../lib/use-live-stream.ts';

/** Where the courier is, from the stream's "location" events (no reload: only the map moves). */
export type CourierPosition = { lat: number; lng: number };

/** The events of an order's or a trip's stream that change the page's data. */
export const ORDER_EVENTS = ['message', 'status'] as const;

export function useLiveOrder(orderId: number, live: boolean, onCourier?: (at: CourierPosition) => void) {
  useLiveStream(`/resources/orders/${orderId}/events`, live, ORDER_EVENTS, {
    location(data) {
      try {
        const parsed = JSON.parse(data) as { latitude?: unknown; longitude?: unknown };
        const at = { lat: Number(parsed.latitude), lng: Number(parsed.longitude) };
        if (Number.isFinite(at.lat) && Number.isFinite(at.lng)) onCourier?.(at);
      } catch {
        // A malformed event moves nothing.
      }
    },
  });
}
