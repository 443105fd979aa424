/**
 * A delivery on the map (spec §2 "delivery-person route map", §9: 348 px,
 * starting at zoom 10): the store, the customer and, while it is known, the
 * delivery person, with the route between them when there is one. Starts
 * zoomed out further only if the markers would not all be in view.
 * Load it lazily (`lazy(() => import('../map/route-map.tsx'))`, with MapLoading as the fallback).
 */
import { useMemo } from 'react';
import { MAP, type LatLng } from '@souq/domain';
import SouqMap from './souq-map.tsx';
import type { MapMarker } from './types.ts';
import { useMapT } from './use-map-t.ts';

export interface RouteMapProps {
  store: LatLng & { name: string };
  customer?: LatLng | null;
  courier?: LatLng | null;
  /** The way the delivery goes (for example from the route adapter), store to customer. */
  route?: readonly LatLng[] | null;
  label: string;
  /** Spec §9: the route map starts at zoom 10. */
  zoom?: number;
}

export default function RouteMap({
  store,
  customer,
  courier,
  route,
  label,
  zoom = MAP.routeMapStartZoom,
}: RouteMapProps) {
  const t = useMapT();
  const markers = useMemo(() => {
    const list: MapMarker[] = [
      { id: 'store', kind: 'store', at: { lat: store.lat, lng: store.lng }, label: store.name },
    ];
    if (customer) list.push({ id: 'customer', kind: 'customer', at: customer, label: t('map.customer') });
    if (courier) list.push({ id: 'courier', kind: 'courier', at: courier, label: t('map.courier') });
    return list;
  }, [store.lat, store.lng, store.name, customer, courier, t]);
  // The delivery person's position, else the middle of the store and the customer.
  const center =
    courier ?? (customer ? { lat: (store.lat + customer.lat) / 2, lng: (store.lng + customer.lng) / 2 } : store);

  return (
    <div className="flex flex-col gap-2">
      <SouqMap label={label} center={center} zoom={zoom} markers={markers} route={route} showAllMarkers />
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600 dark:text-slate-300">
        {markers.map((m) => (
          <li key={m.id} className="flex items-center gap-1.5">
            <span className={`size-2.5 rounded-full ${LEGEND[m.kind]}`} aria-hidden="true" />
            {m.kind === 'store' ? t('map.store', { name: m.label }) : m.label}
          </li>
        ))}
      </ul>
    </div>
  );
}

const LEGEND: Record<MapMarker['kind'], string> = {
  store: 'bg-brand-600',
  place: 'bg-brand-600',
  customer: 'bg-blue-600',
  courier: 'bg-orange-600',
};
