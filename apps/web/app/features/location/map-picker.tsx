/**
 * Picking a point on the map (loaded only when a picker opens): a place
 * search that recentres the map, the map whose centre is the picked point
 * (spec §4: dragging recentres and sets the location; a tap brings the
 * tapped street to the pin), the name of that point from the geocoder, and
 * the button that picks it. Reused wherever a point is chosen: the delivery
 * location, an address, and later a rental's pickup and destination or a
 * parcel's receiver (`label`, `confirmLabel`, `zone`).
 */
import { useEffect, useRef, useState } from 'react';
import { haversineMeters, MAP, type LatLng, type ZonePolygon } from '@souq/domain';
import { Button } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import SouqMap, { type MapControl } from '../map/souq-map.tsx';
import { PlaceSearch } from './place-search.tsx';
import { fetchAddress, type PlacePoint } from './places.ts';
import { useMapT } from '../map/use-map-t.ts';
import { provideMessages } from '../../i18n/t.ts';
import * as locationWords from './messages.ts';

// The search box's words: the picker opens on any page (the address form, the location panel, the landing).
provideMessages(locationWords);

export interface MapPickerProps {
  /** Where the map opens: a known place (its address is shown as it is) or a bare point. */
  start: PlacePoint | LatLng;
  /** The zone the point must be in: outlined, and the map opens showing it (spec §9: zoom 9). */
  zone?: ZonePolygon | null;
  /** What is being picked, as the map's accessible name. */
  label?: string;
  /** The button's text. */
  confirmLabel?: string;
  onPick: (place: PlacePoint) => void;
  submitting?: boolean;
  error?: string | null;
}

/** The geocoder is asked once the map has rested this long (keys pan in steps). */
const NAME_AFTER_MS = 250;
/** A search result counts as still picked while the centre stays this close to it. */
const SAME_POINT_METERS = 1;

export default function MapPicker({
  start,
  zone = null,
  label,
  confirmLabel,
  onPick,
  submitting = false,
  error = null,
}: MapPickerProps) {
  const t = useMapT();
  const control = useRef<MapControl>(null);
  const [center, setCenter] = useState<LatLng>({ lat: start.lat, lng: start.lng });
  const [address, setAddress] = useState<string | null>('address' in start ? start.address : null);
  const [moving, setMoving] = useState(false);
  const [searchError, setSearchError] = useState<string | null>(null);
  // The searched place the map was sent to: its address and exact coordinates are the pick.
  const searched = useRef<PlacePoint | null>(null);

  useEffect(() => {
    if (address !== null || moving) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchAddress(center.lat, center.lng, controller.signal).then(
        (text) => setAddress(text ?? t('map.unnamedPlace')),
        () => !controller.signal.aborted && setAddress(t('map.unnamedPlace')),
      );
    }, NAME_AFTER_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [center, address, moving, t]);

  const rested = (point: LatLng) => {
    setMoving(false);
    const place = searched.current;
    if (place && haversineMeters(place, point) <= SAME_POINT_METERS) return;
    searched.current = null;
    if (haversineMeters(center, point) < 0.01) return; // zoomed in or out around the same point
    setCenter(point);
    setAddress(null);
    setSearchError(null);
  };

  const goToPlace = (place: PlacePoint) => {
    searched.current = place;
    setCenter({ lat: place.lat, lng: place.lng });
    setAddress(place.address);
    setSearchError(null);
    control.current?.moveTo(place, Math.max(control.current.zoom(), MAP.defaultZoom));
  };

  const message = error ?? searchError;
  const ready = address !== null && !moving && !submitting;
  return (
    <div className="flex flex-col gap-3">
      <PlaceSearch size="small" label={t('location.searchLabel')} onPick={goToPlace} onError={setSearchError} />
      <SouqMap
        label={label ?? t('map.pickerLabel')}
        center={center}
        zoom={zone ? MAP.zoneZoom : MAP.defaultZoom}
        zone={zone}
        panOnTap
        controlRef={control}
        onMoveStart={() => setMoving(true)}
        onMoveEnd={rested}
      >
        <CentrePin lifted={moving} />
      </SouqMap>
      <p className="text-xs text-slate-500 dark:text-slate-400">{t('map.dragHint')}</p>
      <div className="flex items-start gap-2 rounded-xl bg-slate-50 px-3 py-2.5 text-sm dark:bg-slate-800">
        <Icon name="pin" className="mt-0.5 size-5 shrink-0 text-brand-600" />
        <p aria-live="polite" className="min-w-0 flex-1" data-testid="picked-address">
          {address !== null && !moving ? (
            address
          ) : (
            <span className="text-slate-500 dark:text-slate-400">{t('map.findingAddress')}</span>
          )}
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
        disabled={!ready}
        onClick={() => address !== null && onPick(searched.current ?? { address, lat: center.lat, lng: center.lng })}
      >
        {submitting ? t('location.saving') : (confirmLabel ?? t('map.confirm'))}
      </Button>
    </div>
  );
}

/** The pin over the map's centre: its point is the picked point; it lifts while the map moves. */
function CentrePin({ lifted }: { lifted: boolean }) {
  return (
    <>
      <span className="absolute start-1/2 top-1/2 size-2 -translate-1/2 rounded-full bg-slate-900/40" />
      <svg
        viewBox="0 0 24 32"
        aria-hidden="true"
        className={`absolute start-1/2 top-1/2 h-10 w-8 -translate-x-1/2 text-brand-600 drop-shadow-md transition-transform duration-150 ${lifted ? '-translate-y-[calc(100%+6px)]' : '-translate-y-full'}`}
      >
        <path
          d="M12 31s10-10.6 10-18.5a10 10 0 0 0-20 0C2 20.4 12 31 12 31z"
          fill="currentColor"
          stroke="white"
          strokeWidth="1.5"
        />
        <circle cx="12" cy="12.5" r="4" fill="white" />
      </svg>
    </>
  );
}
