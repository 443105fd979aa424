/**
 * The map engine, in the browser only and in its own chunk (loaded by
 * load.ts when a map first opens): Leaflet with the configured tile server
 * as the base layer, or the demo city drawn from data (city-layer.ts) when
 * none is configured; zone outlines, markers and a route on top. Leaflet
 * brings dragging with inertia, pinch and wheel zoom, and the keyboard
 * (arrows pan, +/- zoom) on the focused map.
 *
 * CSP: no inline handlers or style attributes in markup; Leaflet positions
 * its elements through the CSSOM, and tiles come only from the tile URL.
 */
import 'leaflet/dist/leaflet.css';
import './map.css';
import * as L from 'leaflet';
import { MAP, type LatLng, type ZonePolygon } from '@souq/domain';
import { drawCity, type DrawnCity } from './city-layer.ts';
import type { CityMap, MapMarker } from './types.ts';

export interface MapEvents {
  /** The shopper started moving the map (drag, keys, zoom, a tap). */
  onMoveStart?: () => void;
  /** The map came to rest at a new centre. */
  onMoveEnd?: (center: LatLng, zoom: number) => void;
}

export interface MountOptions {
  center: LatLng;
  zoom: number;
  /** A {z}/{x}/{y} template, or '' to draw the demo city. */
  tileUrl: string;
  city: Promise<CityMap>;
  /** A zone to outline more strongly (a picker limited to one zone). */
  zone?: ZonePolygon | null;
  /** A tap or click brings that point to the centre (the picker's pin). */
  panOnTap?: boolean;
  /** Read on every event, so the caller may swap handlers without remounting. */
  events: { current: MapEvents };
}

export interface MountedMap {
  moveTo(point: LatLng, zoom?: number): void;
  zoomBy(delta: number): void;
  zoom(): number;
  setMarkers(markers: readonly MapMarker[]): void;
  setRoute(path: readonly LatLng[] | null): void;
  /** Zooms out from the current zoom, if needed, until every point is in view. */
  showAll(points: readonly LatLng[]): void;
  /** After the container's size changed (a dialog finished opening). */
  resize(): void;
  onZoom(listener: (zoom: number) => void): void;
  remove(): void;
}

const toLeaflet = (p: LatLng): L.LatLngTuple => [p.lat, p.lng];

export function mountMap(container: HTMLElement, options: MountOptions): MountedMap {
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const map = L.map(container, {
    center: toLeaflet(options.center),
    zoom: options.zoom,
    minZoom: MAP.minZoom,
    maxZoom: MAP.maxZoom,
    zoomControl: false,
    attributionControl: Boolean(options.tileUrl),
    keyboardPanDelta: 80,
    inertia: true,
    // Leaflet's default has no limit: a fast flick could throw the pin kilometres. This glides at most about 270 px.
    inertiaMaxSpeed: 600,
    zoomAnimation: !reducedMotion,
    fadeAnimation: !reducedMotion,
  });
  // Drawn layers sit in panes of their own: zones under roads, the route over them, names over all paths.
  for (const [name, zIndex] of [
    ['souq-zones', 350],
    ['souq-roads', 400],
    ['souq-route', 420],
    ['souq-labels', 450],
  ] as const) {
    const pane = map.createPane(name);
    pane.classList.add(`${name}-pane`);
    pane.style.zIndex = String(zIndex);
    if (name === 'souq-labels') pane.setAttribute('aria-hidden', 'true');
  }

  if (options.tileUrl) {
    map.attributionControl.setPrefix(false);
    L.tileLayer(options.tileUrl, {
      maxZoom: MAP.maxZoom,
      maxNativeZoom: 19,
      attribution: tileAttribution(options.tileUrl),
    }).addTo(map);
  } else {
    container.classList.add('souq-map-drawn');
  }

  let city: DrawnCity | null = null;
  let removed = false;
  options.city.then(
    (data) => {
      if (removed) return;
      city = drawCity(map, data, { base: !options.tileUrl, zone: options.zone ?? null });
    },
    // Without the city's data the map still works: tiles or the bare ground, and the pin.
    () => {},
  );

  // aria-busy tells assistive technology (and tests) that the map is still moving; set at once, not on a render.
  let moving = false;
  container.setAttribute('aria-busy', 'false');
  map.on('movestart zoomstart', () => {
    if (moving) return;
    moving = true;
    container.setAttribute('aria-busy', 'true');
    options.events.current.onMoveStart?.();
  });
  map.on('moveend', () => {
    moving = false;
    container.setAttribute('aria-busy', 'false');
    city?.update();
    const c = map.getCenter();
    options.events.current.onMoveEnd?.({ lat: c.lat, lng: ((((c.lng + 180) % 360) + 360) % 360) - 180 }, map.getZoom());
  });
  if (options.panOnTap) map.on('click', (event: L.LeafletMouseEvent) => map.panTo(event.latlng));

  const markerLayer = L.layerGroup().addTo(map);
  const markers = new Map<string, L.Marker>();
  let route: L.Polyline | null = null;
  const routeRenderer = L.svg({ pane: 'souq-route' });

  return {
    moveTo(point, zoom) {
      map.setView(toLeaflet(point), zoom ?? map.getZoom());
    },
    zoomBy(delta) {
      map.setZoom(map.getZoom() + delta);
    },
    zoom: () => map.getZoom(),
    setMarkers(next) {
      const keep = new Set(next.map((m) => m.id));
      for (const [id, marker] of markers) {
        if (keep.has(id)) continue;
        markerLayer.removeLayer(marker);
        markers.delete(id);
      }
      for (const m of next) {
        const existing = markers.get(m.id);
        if (existing) existing.setLatLng(toLeaflet(m.at));
        else {
          const marker = L.marker(toLeaflet(m.at), {
            icon: markerIcon(m),
            title: m.label,
            alt: m.label,
            keyboard: false,
            interactive: false,
          });
          markers.set(m.id, marker);
          markerLayer.addLayer(marker);
        }
      }
    },
    setRoute(path) {
      route?.remove();
      route =
        path && path.length > 1
          ? L.polyline(path.map(toLeaflet), {
              renderer: routeRenderer,
              className: 'souq-route',
              weight: 5,
              interactive: false,
            }).addTo(map)
          : null;
    },
    showAll(points) {
      if (points.length < 2) return;
      const bounds = L.latLngBounds(points.map(toLeaflet));
      const fitting = map.getBoundsZoom(bounds, false, L.point(48, 48));
      if (fitting < map.getZoom()) map.setView(bounds.getCenter(), fitting, { animate: false });
    },
    resize() {
      map.invalidateSize({ pan: false });
      city?.update();
    },
    onZoom(listener) {
      map.on('zoomend', () => listener(map.getZoom()));
    },
    remove() {
      removed = true;
      map.remove();
    },
  };
}

/** Tile servers ask to be credited: OpenStreetMap's wording when it is the source, its host otherwise. */
function tileAttribution(tileUrl: string): string {
  // Leaflet writes attributions as HTML: keep only what a host name can hold.
  const host = (/^https?:\/\/([^/]+)/.exec(tileUrl)?.[1] ?? '').replace(/^(\{s\}|[a-c])\./, '').replace(/[^\w.-]/g, '');
  return /openstreetmap/.test(host) ? '© OpenStreetMap contributors' : host;
}

/** A pin in the marker's colour; its kind is in the class, its name in the title. */
function markerIcon(marker: MapMarker): L.DivIcon {
  const pin = document.createElement('div');
  pin.className = `souq-marker souq-marker-${marker.kind}`;
  pin.innerHTML =
    '<svg viewBox="0 0 24 32" aria-hidden="true"><path d="M12 31s10-10.6 10-18.5a10 10 0 0 0-20 0C2 20.4 12 31 12 31z"/><circle cx="12" cy="12.5" r="4"/></svg>';
  return L.divIcon({ html: pin, className: '', iconSize: [28, 36], iconAnchor: [14, 36] });
}
