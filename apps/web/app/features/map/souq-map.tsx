/**
 * The storefront's one map: a 348 px frame (spec §9) that stays left to
 * right on Arabic pages, with its zoom buttons, and the map engine mounted
 * in it once loaded (never on the server, never in a page's first load).
 * What it shows comes from props: markers, a route, a zone to outline;
 * `children` are drawn over its centre (the picker's pin). The owner moves
 * it through `controlRef` and hears it through onMoveStart / onMoveEnd.
 */
import { useEffect, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import { MAP, type LatLng, type ZonePolygon } from '@souq/domain';
import { Icon } from '../../components/ui/icons.tsx';
import { useRootData } from '../../lib/root-data.ts';
import type { MapEvents, MountedMap } from './leaflet-map.ts';
import { loadCityMap, loadMapEngine } from './load.ts';
import type { MapMarker } from './types.ts';
import { useMapT } from './use-map-t.ts';

export interface MapControl {
  moveTo(point: LatLng, zoom?: number): void;
  zoom(): number;
}

export interface SouqMapProps extends MapEvents {
  /** The map's accessible name. */
  label: string;
  center: LatLng;
  zoom: number;
  markers?: readonly MapMarker[];
  route?: readonly LatLng[] | null;
  zone?: ZonePolygon | null;
  /** At the start, zoom out from `zoom` as far as needed to show every marker. */
  showAllMarkers?: boolean;
  /** A tap brings the tapped point to the centre. */
  panOnTap?: boolean;
  controlRef?: Ref<MapControl | null>;
  children?: ReactNode;
}

const NO_MARKERS: readonly MapMarker[] = [];

export default function SouqMap({
  label,
  center,
  zoom: startZoom,
  markers = NO_MARKERS,
  route = null,
  zone = null,
  showAllMarkers = false,
  panOnTap = false,
  controlRef,
  children,
  onMoveStart,
  onMoveEnd,
}: SouqMapProps) {
  const t = useMapT();
  const { publicEnv, locale } = useRootData();
  const frame = useRef<HTMLDivElement>(null);
  const events = useRef<MapEvents>({});
  const [map, setMap] = useState<MountedMap | null>(null);
  const [zoom, setZoom] = useState(startZoom);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    events.current = { onMoveStart, onMoveEnd };
  });

  // The map is made once, where the props first put it; later it moves through its control.
  const start = useRef({ center, zoom: startZoom, zone, panOnTap, tileUrl: publicEnv.tileUrl, locale });
  useEffect(() => {
    let mounted: MountedMap | null = null;
    let cancelled = false;
    const options = start.current;
    // The engine and the city's drawing load side by side.
    const city = loadCityMap(options.locale);
    loadMapEngine().then(
      ({ mountMap }) => {
        if (cancelled || !frame.current) return;
        mounted = mountMap(frame.current, {
          center: options.center,
          zoom: options.zoom,
          tileUrl: options.tileUrl,
          city,
          zone: options.zone,
          panOnTap: options.panOnTap,
          events,
        });
        mounted.onZoom(setZoom);
        setMap(mounted);
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
      mounted?.remove();
    };
  }, []);

  useEffect(() => map?.setMarkers(markers), [map, markers]);
  useEffect(() => map?.setRoute(route), [map, route]);
  const showAll = useRef(showAllMarkers);
  useEffect(() => {
    if (!map || !showAll.current) return;
    map.showAll(markers.map((m) => m.at));
    showAll.current = false;
  }, [map, markers]);

  useImperativeHandle(
    controlRef,
    () => ({
      moveTo: (point: LatLng, to?: number) => map?.moveTo(point, to),
      zoom: () => map?.zoom() ?? startZoom,
    }),
    [map, startZoom],
  );

  const zoomButton = 'p-2 hover:bg-slate-100 disabled:opacity-40 dark:hover:bg-slate-800';
  return (
    <div
      className="relative isolate h-[348px] overflow-hidden rounded-xl border border-slate-200 bg-slate-100 dark:border-slate-700 dark:bg-slate-800"
      dir="ltr"
    >
      {/* The map is an application widget: arrows pan, + and - zoom, dragging moves it. */}
      <div
        ref={frame}
        role="application"
        aria-roledescription={t('map.roleDescription')}
        aria-label={label}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the map takes the arrow keys
        tabIndex={0}
        data-testid="map-surface"
        data-zoom={zoom}
        className="souq-map absolute inset-0 z-0 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-inset"
      />
      {children && <div className="pointer-events-none absolute inset-0 z-10">{children}</div>}
      <div className="absolute end-3 top-3 z-20 flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm dark:border-slate-600 dark:bg-slate-900">
        <button
          type="button"
          onClick={() => map?.zoomBy(1)}
          disabled={!map || zoom >= MAP.maxZoom}
          className={zoomButton}
          aria-label={t('map.zoomIn')}
        >
          <Icon name="plus" />
        </button>
        <button
          type="button"
          onClick={() => map?.zoomBy(-1)}
          disabled={!map || zoom <= MAP.minZoom}
          className={`${zoomButton} border-t border-slate-200 dark:border-slate-600`}
          aria-label={t('map.zoomOut')}
        >
          <Icon name="minus" />
        </button>
      </div>
      {!map && (
        <div
          className={`absolute inset-0 z-30 flex items-center justify-center px-6 text-center text-sm text-slate-500 dark:text-slate-400 ${failed ? '' : 'animate-pulse'}`}
          role={failed ? 'alert' : undefined}
        >
          {t(failed ? 'map.failed' : 'map.loading')}
        </div>
      )}
    </div>
  );
}
