/**
 * The store on the map (spec §2 "store map modal with directions link"):
 * the store and, when the shopper has chosen a location, where they are,
 * on the lazily loaded route map, and a link to directions from the
 * shopper's location (when known) to the store at a maps provider.
 */
import { lazy, Suspense } from 'react';
import { MAP } from '@souq/domain';
import { Dialog } from '../../components/ui/dialog.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import { useRootData } from '../../lib/root-data.ts';
import { MapLoading } from '../location/map-dialogs.tsx';

const RouteMap = lazy(() => import('../map/route-map.tsx'));

/** OpenStreetMap directions to the store, from the shopper's saved location when there is one. */
export function directionsUrl(to: { lat: number; lng: number }, from?: { lat: number; lng: number } | null): string {
  const point = (p: { lat: number; lng: number }) => `${p.lat},${p.lng}`;
  const route = `${from ? point(from) : ''};${point(to)}`;
  return `https://www.openstreetmap.org/directions?engine=fossgis_osrm_car&route=${encodeURIComponent(route)}`;
}

export function StoreMapDialog({
  open,
  onClose,
  store,
}: {
  open: boolean;
  onClose: () => void;
  store: { name: string; address: string; lat: number; lng: number };
}) {
  const t = useT();
  const { location } = useRootData();
  const place = { lat: store.lat, lng: store.lng };
  return (
    <Dialog open={open} onClose={onClose} title={store.name} variant="wide">
      <div className="flex flex-col gap-3">
        <Suspense fallback={<MapLoading />}>
          {/* Street level around the store, zoomed out as far as the shopper's location needs. */}
          <RouteMap
            store={{ ...place, name: store.name }}
            customer={location}
            zoom={MAP.defaultZoom}
            label={t('store.mapLabel', { name: store.name })}
          />
        </Suspense>
        <p className="flex items-start gap-2 text-sm">
          <Icon name="pin" className="mt-0.5 size-5 text-brand-600" />
          <span>{store.address}</span>
        </p>
        <a
          href={directionsUrl(place, location)}
          target="_blank"
          rel="noreferrer"
          className={buttonClass({ size: 'sm' })}
        >
          <Icon name="directions" className="size-5" />
          {t('store.directions')}
        </a>
      </div>
    </Dialog>
  );
}
