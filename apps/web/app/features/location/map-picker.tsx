/**
 * The "Pick from map" content (loaded only when the dialog opens): a place
 * search that recentres the map, the map whose centre is the picked point,
 * the address of that point, and the button that chooses it.
 */
import { useEffect, useState } from 'react';
import { MAP } from '@souq/domain';
import { Icon } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import MapView from './map-view.tsx';
import { PlaceSearch } from './place-search.tsx';
import { coordinatesText, fetchAddress, type PlacePoint } from './places.ts';
import type { LatLng } from './projection.ts';
import { Button } from '../../components/ui/button.tsx';

export interface MapPickerProps {
  start: PlacePoint | LatLng;
  tileUrl: string;
  onConfirm: (place: PlacePoint) => void;
  submitting: boolean;
  error: string | null;
}

export default function MapPicker({ start, tileUrl, onConfirm, submitting, error }: MapPickerProps) {
  const t = useT();
  const [center, setCenter] = useState<LatLng>({ lat: start.lat, lng: start.lng });
  // Spec §9: zoom 17 on tiles, 9 when the drawing is zone outlines.
  const [zoom, setZoom] = useState<number>(tileUrl ? MAP.defaultZoom : MAP.zoneZoom);
  const [address, setAddress] = useState<string | null>('address' in start ? start.address : null);
  const [searchError, setSearchError] = useState<string | null>(null);

  useEffect(() => {
    if (address !== null) return;
    const controller = new AbortController();
    fetchAddress(center.lat, center.lng, controller.signal).then(
      (text) => setAddress(text ?? coordinatesText(center.lat, center.lng)),
      () => !controller.signal.aborted && setAddress(coordinatesText(center.lat, center.lng)),
    );
    return () => controller.abort();
  }, [center, address]);

  const moveTo = (point: LatLng, knownAddress: string | null = null) => {
    setCenter(point);
    setAddress(knownAddress);
    setSearchError(null);
  };

  const message = error ?? searchError;
  return (
    <div className="flex flex-col gap-3">
      <PlaceSearch
        size="small"
        label={t('location.searchLabel')}
        onPick={(place) => moveTo(place, place.address)}
        onError={setSearchError}
      />
      <MapView
        center={center}
        zoom={zoom}
        onMove={(point) => moveTo(point)}
        onZoom={setZoom}
        tileUrl={tileUrl || undefined}
        label={t('map.pickerLabel')}
      />
      <p className="text-xs text-slate-500 dark:text-slate-400">{t('map.dragHint')}</p>
      <div className="flex items-start gap-2 rounded-xl bg-slate-50 px-3 py-2.5 text-sm dark:bg-slate-800">
        <Icon name="pin" className="mt-0.5 size-5 text-brand-600" />
        <p aria-live="polite" className="min-w-0 flex-1">
          {address ?? <span className="text-slate-500 dark:text-slate-400">{t('map.findingAddress')}</span>}
        </p>
      </div>
      {message && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-xl bg-red-50 px-3 py-2.5 text-sm font-medium text-red-700 dark:bg-red-950/50 dark:text-red-300"
        >
          <Icon name="warning" className="mt-0.5 size-4" />
          {message}
        </p>
      )}
      <Button
        size="lg"
        disabled={address === null || submitting}
        onClick={() => address && onConfirm({ address, lat: center.lat, lng: center.lng })}
      >
        {submitting ? t('location.saving') : t('map.confirm')}
      </Button>
    </div>
  );
}
