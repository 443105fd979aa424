/**
 * The two map dialogs. Their map code is a separate chunk, fetched when a
 * dialog first opens, so no page pays for it on first load.
 */
import { lazy, Suspense, useState } from 'react';
import { MAP } from '@souq/domain';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import { useRootData } from '../../lib/root-data.ts';
import type { MapPickerProps } from './map-picker.tsx';
import type { LatLng } from './projection.ts';

const MapPicker = lazy(() => import('./map-picker.tsx'));
const MapView = lazy(() => import('./map-view.tsx'));

function MapLoading() {
  const t = useT();
  return (
    <div
      className="flex animate-pulse items-center justify-center rounded-xl bg-slate-100 text-sm text-slate-500 dark:bg-slate-800 dark:text-slate-400"
      style={{ height: MAP.heightPx }}
    >
      {t('map.loading')}
    </div>
  );
}

export function MapPickerDialog({
  open,
  onClose,
  ...picker
}: { open: boolean; onClose: () => void } & Omit<MapPickerProps, 'tileUrl'>) {
  const t = useT();
  const { publicEnv } = useRootData();
  return (
    <Dialog open={open} onClose={onClose} title={t('location.pickFromMap')} variant="wide">
      <Suspense fallback={<MapLoading />}>
        <MapPicker {...picker} tileUrl={publicEnv.tileUrl} />
      </Suspense>
    </Dialog>
  );
}

/** 'Find us here': the business address on the map, at the default location of the config. */
export function FindUsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const { config, publicEnv } = useRootData();
  const place: LatLng = { lat: Number(config.default_location.lat), lng: Number(config.default_location.lng) };
  const [center, setCenter] = useState(place);
  const [zoom, setZoom] = useState<number>(publicEnv.tileUrl ? MAP.defaultZoom : 12);
  return (
    <Dialog open={open} onClose={onClose} title={t('map.title')} variant="wide">
      <div className="flex flex-col gap-3">
        <Suspense fallback={<MapLoading />}>
          <MapView
            center={center}
            zoom={zoom}
            onMove={setCenter}
            onZoom={setZoom}
            marker={place}
            tileUrl={publicEnv.tileUrl || undefined}
            label={t('map.title')}
          />
        </Suspense>
        <p className="flex items-start gap-2 text-sm">
          <Icon name="pin" className="mt-0.5 size-5 text-brand-600" />
          <span>{config.address}</span>
        </p>
        <a
          href={`https://www.openstreetmap.org/?mlat=${place.lat}&mlon=${place.lng}#map=17/${place.lat}/${place.lng}`}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1.5 self-start text-sm font-semibold text-brand-600 hover:underline dark:text-brand-500"
        >
          {t('map.openExternally')}
          <Icon name="external" className="size-4" />
        </a>
      </div>
    </Dialog>
  );
}
