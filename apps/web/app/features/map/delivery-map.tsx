/**
 * A running delivery on the route map: the store, the customer, the
 * courier where last seen, and the way from the directions adapter
 * (directions.ts: a configured service, else the demo city's roads, else a
 * straight line). Before pickup the way is the store's to the customer;
 * once the courier has the order it is what is left of it: from the courier
 * to the customer, following the courier as they move. Lazy, like every map.
 */
import { useEffect, useState } from 'react';
import type { LatLng } from '@souq/domain';
import { useRootData } from '../../lib/root-data.ts';
import { findRoute } from './directions.ts';
import RouteMap from './route-map.tsx';

export interface DeliveryMapProps {
  store: LatLng & { name: string };
  customer: LatLng;
  courier: LatLng | null;
  /** The courier has the order (picked up): the route starts where they are. */
  pickedUp: boolean;
  label: string;
}

/**
 * Where the route starts: the store until pickup, then the courier's
 * position (rounded to about 50 m, so the route is asked again when the
 * courier has really moved, not for every small step).
 */
export function routeStart(store: LatLng, courier: LatLng | null, pickedUp: boolean): LatLng {
  if (!pickedUp || !courier) return { lat: store.lat, lng: store.lng };
  const round = (n: number) => Math.round(n * 2000) / 2000;
  return { lat: round(courier.lat), lng: round(courier.lng) };
}

export default function DeliveryMap({ store, customer, courier, pickedUp, label }: DeliveryMapProps) {
  const { publicEnv, locale } = useRootData();
  const [route, setRoute] = useState<LatLng[] | null>(null);
  const { lat: startLat, lng: startLng } = routeStart(store, courier, pickedUp);
  const { lat: customerLat, lng: customerLng } = customer;
  useEffect(() => {
    const abort = new AbortController();
    void findRoute(
      { lat: startLat, lng: startLng },
      { lat: customerLat, lng: customerLng },
      { serviceUrl: publicEnv.routeUrl ?? '', locale, signal: abort.signal },
    ).then((path) => {
      if (!abort.signal.aborted) setRoute(path);
    });
    return () => abort.abort();
  }, [startLat, startLng, customerLat, customerLng, publicEnv.routeUrl, locale]);
  return <RouteMap store={store} customer={customer} courier={courier} route={route} label={label} />;
}
