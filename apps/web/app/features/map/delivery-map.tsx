/**
 * A running delivery on the route map: the store, the customer, the
 * courier where last seen, and the way between store and customer from the
 * directions adapter (directions.ts: a configured service, else the demo
 * city's roads, else a straight line). Lazy, like every map.
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
  label: string;
}

export default function DeliveryMap({ store, customer, courier, label }: DeliveryMapProps) {
  const { publicEnv, locale } = useRootData();
  const [route, setRoute] = useState<LatLng[] | null>(null);
  const { lat: storeLat, lng: storeLng } = store;
  const { lat: customerLat, lng: customerLng } = customer;
  useEffect(() => {
    const abort = new AbortController();
    void findRoute(
      { lat: storeLat, lng: storeLng },
      { lat: customerLat, lng: customerLng },
      { serviceUrl: publicEnv.routeUrl ?? '', locale, signal: abort.signal },
    ).then((path) => {
      if (!abort.signal.aborted) setRoute(path);
    });
    return () => abort.abort();
  }, [storeLat, storeLng, customerLat, customerLng, publicEnv.routeUrl, locale]);
  return <RouteMap store={store} customer={customer} courier={courier} route={route} label={label} />;
}
