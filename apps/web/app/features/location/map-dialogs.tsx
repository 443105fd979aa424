/**
 * The two map dialogs. Their map code is separate chunks (the picker or the
 * map, and the map engine beside it), fetched when a dialog first opens, so
 * no page pays for them on first load.
 */
import { lazy, Suspense } from 'react';
import { MAP } from '@souq/domain';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import { useRootData } from '../../lib/root-data.ts';
import type { MapPickerProps } from './map-picker.tsx';
import { mapCentre, shopName } from '../../lib/shop-config.ts';

const MapPicker = lazy(() => import('./map-picker.tsx'));
const SouqMap = lazy(() => import('../map/souq-map.tsx'));

/** What a map dialog shows while its chunks load: the map's frame, pulsing. */
export function MapLoading() {
  const t = useT();
  return (
    <div className="flex h-[348px] animate-pulse items-center justify-center rounded-xl bg-slate-100 text-sm text-slate-500 dark:bg-slate-800 dark:text-slate-400">
      {t('map.loading')}
    </div>
  );
}

export function MapPickerDialog({ open, onClose, ...picker }: { open: boolean; onClose: () => void } & MapPickerProps) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} title={t('location.pickFromMap')} variant="wide">
      <Suspense fallback={<MapLoading />}>
        <MapPicker {...picker} />
      </Suspense>
    </Dialog>
  );
}

/** 'Find us here': the business address on the map, at the default location of the config. */
export function FindUsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const { config } = useRootData();
  const place = mapCentre(config);
  return (
    <Dialog open={open} onClose={onClose} title={t('map.title')} variant="wide">
      <div className="flex flex-col gap-3">
        <Suspense fallback={<MapLoading />}>
          <SouqMap
            label={t('map.title')}
            center={place}
            zoom={MAP.defaultZoom}
            markers={[{ id: 'business', kind: 'place', at: place, label: shopName(config) }]}
          />
        </Suspense>
        {config.address && (
          <p className="flex items-start gap-2 text-sm">
            <Icon name="pin" className="mt-0.5 size-5 text-brand-600" />
            <span>{config.address}</span>
          </p>
        )}
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
