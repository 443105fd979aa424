/**
 * The demo city drawn as the base map when no tile server is configured:
 * the delivery zones, the main roads at their real width (so at street
 * level a road is as wide as on the ground) and the gazetteer's landmarks,
 * named in the page's language. With tiles, only the zone outlines are
 * drawn over them. Names are placed again after every move, on the part of
 * each road in view, and only where they cover no other name.
 */
import * as L from 'leaflet';
import type { LatLng, ZonePolygon } from '@souq/domain';
import { labelBox, roadLabelSpots, uncoveredLabels, type Box, type ScreenPoint } from './labels.ts';
import type { CityMap, RoadKind } from './types.ts';

/** Carriageway widths on the ground. */
const ROAD_METERS: Record<RoadKind, number> = { highway: 36, primary: 22, street: 12 };
/** Zoomed out, a road is still drawn this wide. */
const ROAD_MIN_PX: Record<RoadKind, number> = { highway: 3, primary: 2, street: 1.5 };
/** The zoom from which each kind of road is named. */
const ROAD_NAMED_FROM: Record<RoadKind, number> = { highway: 11, primary: 13, street: 14 };
const ROAD_PRIORITY: RoadKind[] = ['highway', 'primary', 'street'];
const PLACE_DOTS_FROM = 12;
const PLACE_NAMES_FROM = 13;
const ZONE_NAMES_UNTIL = 13;
const LABEL_HEIGHT_PX = 16;
/** The names' font (map.css): measured to keep names apart. */
const LABEL_FONT = '600 12px';
const EARTH_CIRCUMFERENCE_M = 40_075_016.686;

export interface DrawnCity {
  /** Widths and names for the current view; called after every move. */
  update(): void;
}

const tuple = (p: LatLng): L.LatLngTuple => [p.lat, p.lng];
const rings = (polygon: ZonePolygon) => [polygon.outer.map(tuple), ...(polygon.holes ?? []).map((h) => h.map(tuple))];

export function drawCity(
  map: L.Map,
  city: CityMap,
  { base, zone }: { base: boolean; zone: ZonePolygon | null },
): DrawnCity {
  const zonesRenderer = L.svg({ pane: 'souq-zones' });
  const roadsRenderer = L.svg({ pane: 'souq-roads' });
  for (const z of city.zones)
    L.polygon(rings(z), { renderer: zonesRenderer, className: 'souq-zone', weight: 1.5, interactive: false }).addTo(
      map,
    );
  if (zone)
    L.polygon(rings(zone), { renderer: zonesRenderer, className: 'souq-zone-focus', interactive: false }).addTo(map);

  const roads = base
    ? city.roads.map((road) => {
        const path = road.path.map(([lat, lng]) => L.latLng(lat, lng));
        const style = { renderer: roadsRenderer, interactive: false, lineCap: 'round', lineJoin: 'round' } as const;
        return {
          road,
          path,
          casing: L.polyline(path, { ...style, className: `souq-road-casing souq-road-casing-${road.kind}` }),
          line: L.polyline(path, { ...style, className: `souq-road souq-road-${road.kind}` }),
        };
      })
    : [];
  // Every casing under every road, so crossings read as one surface.
  for (const r of roads) r.casing.addTo(map);
  for (const r of roads) r.line.addTo(map);

  // A landmark named like a road ('Olaya Street') is the road itself, named along it.
  const roadNames = new Set(city.roads.map((r) => r.name));
  const landmarks = base ? city.places.filter((p) => !roadNames.has(p.name)) : [];
  const names = L.layerGroup([], { pane: 'souq-labels' }).addTo(map);
  const measure = textMeasurer(map.getContainer());

  const update = () => {
    const zoom = map.getZoom();
    const center = map.getCenter();
    const metersPerPx = (EARTH_CIRCUMFERENCE_M * Math.cos((center.lat * Math.PI) / 180)) / (256 * 2 ** zoom);
    for (const { road, casing, line } of roads) {
      const width = Math.max(ROAD_MIN_PX[road.kind], ROAD_METERS[road.kind] / metersPerPx);
      line.setStyle({ weight: width });
      casing.setStyle({ weight: width + (width > 8 ? 3 : 2) });
    }

    names.clearLayers();
    const size = map.getSize();
    const view: Box = { left: 4, top: 4, right: size.x - 4, bottom: size.y - 4 };
    const inView = (p: ScreenPoint) => p.x >= view.left && p.x <= view.right && p.y >= view.top && p.y <= view.bottom;
    // Each name with the places it may go, best first, and how to draw it at the one chosen.
    const candidates: { id: string; boxes: Box[]; add: (choice: number) => void }[] = [];

    if (zoom <= ZONE_NAMES_UNTIL)
      for (const z of city.zones) {
        const at = centroid(z.outer);
        const point = map.latLngToContainerPoint(at);
        const width = measure(z.name);
        if (inView(point))
          candidates.push({
            id: `zone-${z.id}`,
            boxes: [labelBox(point, width, LABEL_HEIGHT_PX)],
            add: () => names.addLayer(nameMarker(at, 'souq-zone-name', z.name)),
          });
      }

    if (base && zoom >= PLACE_DOTS_FROM)
      for (const place of landmarks) {
        const at = { lat: place.lat, lng: place.lng };
        const point = map.latLngToContainerPoint(at);
        if (!inView(point)) continue;
        const named = zoom >= PLACE_NAMES_FROM;
        const width = named ? measure(place.name) : 0;
        // The name after the dot, else before it (near the view's right edge), else the dot alone.
        const after = labelBox({ x: point.x + 8 + width / 2, y: point.y }, width + 12, LABEL_HEIGHT_PX);
        const before = labelBox({ x: point.x - 8 - width / 2, y: point.y }, width + 12, LABEL_HEIGHT_PX);
        const dot = labelBox(point, 12, 12);
        const sides = named
          ? (['after', 'before'] as const).filter((side) => within(side === 'after' ? after : before, view))
          : [];
        candidates.push({
          id: `place-${place.id}`,
          boxes: [...sides.map((side) => (side === 'after' ? after : before)), dot],
          add: (choice) =>
            names.addLayer(placeMarker(at, choice < sides.length ? { text: place.name, side: sides[choice] } : null)),
        });
      }

    for (const kind of ROAD_PRIORITY) {
      if (zoom < ROAD_NAMED_FROM[kind]) continue;
      for (const { road, path } of roads) {
        if (road.kind !== kind) continue;
        const width = measure(road.name);
        const spots = roadLabelSpots(
          path.map((p) => map.latLngToContainerPoint(p)),
          view,
          width + 24,
        );
        if (!spots.length) continue;
        candidates.push({
          id: `road-${road.id}`,
          boxes: spots.map((spot) => labelBox(spot, width + 6, LABEL_HEIGHT_PX, spot.angle)),
          add: (choice) => {
            const spot = spots[choice];
            const at = map.containerPointToLatLng(L.point(spot.x, spot.y));
            names.addLayer(nameMarker(at, 'souq-road-name', road.name, spot.angle));
          },
        });
      }
    }

    // Zoomed out, the zones are what a shopper looks for; from street scale up, roads and landmarks come first.
    const byImportance = zoom < ROAD_NAMED_FROM.primary ? candidates : [...candidates].sort(zonesLast);
    const kept = uncoveredLabels(byImportance);
    for (const candidate of candidates) {
      const choice = kept.get(candidate.id);
      if (choice !== undefined) candidate.add(choice);
    }
  };

  update();
  return { update };
}

const zonesLast = (a: { id: string }, b: { id: string }) =>
  Number(a.id.startsWith('zone-')) - Number(b.id.startsWith('zone-'));

/** A name centred on a point, turned by `angle` degrees (a road's direction). */
function nameMarker(at: L.LatLngExpression, className: string, text: string, angle = 0): L.Marker {
  const name = document.createElement('div');
  name.className = className;
  name.dir = 'auto';
  name.textContent = text;
  if (angle) name.style.setProperty('--angle', `${angle.toFixed(1)}deg`);
  return L.marker(at, {
    icon: L.divIcon({ html: name, className: 'souq-name-anchor', iconSize: [0, 0] }),
    pane: 'souq-labels',
    interactive: false,
    keyboard: false,
  });
}

const within = (box: Box, view: Box) =>
  box.left >= view.left && box.right <= view.right && box.top >= view.top && box.bottom <= view.bottom;

/** A landmark's dot, and its name beside it (after the dot, or before it) where it fits. */
function placeMarker(at: LatLng, name: { text: string; side: 'after' | 'before' } | null): L.Marker {
  const place = document.createElement('div');
  place.className = 'souq-place';
  const dot = document.createElement('span');
  dot.className = 'souq-place-dot';
  place.append(dot);
  if (name) {
    const label = document.createElement('span');
    label.className = `souq-place-name souq-place-name-${name.side}`;
    label.dir = 'auto';
    label.textContent = name.text;
    place.append(label);
  }
  return L.marker(at, {
    icon: L.divIcon({ html: place, className: 'souq-name-anchor', iconSize: [0, 0] }),
    pane: 'souq-labels',
    interactive: false,
    keyboard: false,
  });
}

/** The width of a name in the labels' font, in pixels. */
function textMeasurer(container: HTMLElement): (text: string) => number {
  const context = document.createElement('canvas').getContext('2d');
  const family = getComputedStyle(container).fontFamily || 'sans-serif';
  if (context) context.font = `${LABEL_FONT} ${family}`;
  const widths = new Map<string, number>();
  return (text) => {
    let width = widths.get(text);
    if (width === undefined) {
      width = context ? context.measureText(text).width : text.length * 7;
      widths.set(text, width);
    }
    return width;
  };
}

function centroid(points: readonly LatLng[]): LatLng {
  const sum = points.reduce((acc, p) => ({ lat: acc.lat + p.lat, lng: acc.lng + p.lng }), { lat: 0, lng: 0 });
  return { lat: sum.lat / points.length, lng: sum.lng / points.length };
}
