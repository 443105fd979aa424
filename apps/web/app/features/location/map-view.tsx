/**
 * A small slippy map of our own (no map library: it would blow the page
 * weight budget). Raster tiles from a {z}/{x}/{y} template when one is
 * configured; always the outlines of the active zones (GET /zone/list) and, without tiles, a
 * light grid, so a point can be picked offline. Drag (mouse, touch or pen),
 * the arrow keys or the zoom buttons move it.
 */
import { useEffect, useRef, useState } from 'react';
import { MAP } from '@souq/domain';
import { Icon } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import { clampZoom, gridLines, panBy, project, tileSrc, toScreen, visibleTiles, type LatLng } from './projection.ts';
import { fetchZoneOutlines, type ZoneOutline } from './places.ts';

export interface MapViewProps {
  center: LatLng;
  zoom: number;
  onMove: (center: LatLng) => void;
  onZoom: (zoom: number) => void;
  tileUrl?: string;
  /** A fixed place to mark; without it the pin marks the centre (the point being picked). */
  marker?: LatLng;
  label: string;
}

const KEY_STEP_PX = 80;
const GRID_STEP_PX = 64;

export default function MapView({ center, zoom, onMove, onZoom, tileUrl, marker, label }: MapViewProps) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(400);
  const [zones, setZones] = useState<ZoneOutline[]>([]);
  const [drag, setDrag] = useState<{ startX: number; startY: number; dx: number; dy: number; pointer: number } | null>(
    null,
  );
  const height = MAP.heightPx;

  useEffect(() => {
    const element = box.current!;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.round(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    fetchZoneOutlines(controller.signal).then(setZones, () => {});
    return () => controller.abort();
  }, []);

  // While dragging, the map is drawn around the centre the drag would leave.
  const view = drag ? panBy(center, drag.dx, drag.dy, zoom) : center;
  const origin = project(view, zoom);
  const left = origin.x - width / 2;
  const top = origin.y - height / 2;
  const screen = (p: LatLng) => toScreen(p, view, zoom, width, height);
  const ring = (points: LatLng[]) =>
    points.map((p, i) => `${i ? 'L' : 'M'}${screen(p).x.toFixed(1)} ${screen(p).y.toFixed(1)}`).join('') + 'Z';

  const endDrag = () => {
    if (!drag) return;
    if (Math.abs(drag.dx) + Math.abs(drag.dy) > 2) onMove(panBy(center, drag.dx, drag.dy, zoom));
    setDrag(null);
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [KEY_STEP_PX, 0],
      ArrowRight: [-KEY_STEP_PX, 0],
      ArrowUp: [0, KEY_STEP_PX],
      ArrowDown: [0, -KEY_STEP_PX],
    };
    if (moves[event.key]) {
      event.preventDefault();
      onMove(panBy(center, ...moves[event.key], zoom));
    } else if (event.key === '+' || event.key === '=') onZoom(clampZoom(zoom + 1));
    else if (event.key === '-') onZoom(clampZoom(zoom - 1));
  };

  const pin = marker ? screen(marker) : { x: width / 2, y: height / 2 };

  return (
    <div
      className="relative overflow-hidden rounded-xl border border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800"
      style={{ height }}
      dir="ltr"
    >
      {/* The map surface is an application widget: arrows pan, +/- zoom, drag moves the pin. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={box}
        role="application"
        aria-roledescription="map"
        aria-label={label}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the map takes the arrow keys
        tabIndex={0}
        data-testid="map-surface"
        className={`absolute inset-0 touch-none select-none outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${drag ? 'cursor-grabbing' : 'cursor-grab'}`}
        onKeyDown={onKeyDown}
        onDoubleClick={() => onZoom(clampZoom(zoom + 1))}
        onPointerDown={(event) => {
          if (event.button !== 0) return;
          event.currentTarget.setPointerCapture(event.pointerId);
          setDrag({ startX: event.clientX, startY: event.clientY, dx: 0, dy: 0, pointer: event.pointerId });
        }}
        onPointerMove={(event) => {
          if (drag?.pointer === event.pointerId)
            setDrag({ ...drag, dx: event.clientX - drag.startX, dy: event.clientY - drag.startY });
        }}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        {tileUrl &&
          visibleTiles(view, zoom, width, height).map((tile) => (
            <img
              key={tile.key}
              src={tileSrc(tileUrl, tile)}
              alt=""
              draggable={false}
              width={256}
              height={256}
              className="absolute max-w-none"
              style={{ left: tile.left, top: tile.top }}
            />
          ))}
        <svg className="absolute inset-0" width={width} height={height} aria-hidden="true">
          {!tileUrl && (
            <g className="stroke-slate-200 dark:stroke-slate-700" strokeWidth={1}>
              {gridLines(left, width, GRID_STEP_PX).map((x) => (
                <line key={`x${x}`} x1={x} x2={x} y1={0} y2={height} />
              ))}
              {gridLines(top, height, GRID_STEP_PX).map((y) => (
                <line key={`y${y}`} y1={y} y2={y} x1={0} x2={width} />
              ))}
            </g>
          )}
          {zones.map((zone) => {
            const labelAt = screen(centroid(zone.outer));
            return (
              <g key={zone.id}>
                <path
                  d={[zone.outer, ...zone.holes].map(ring).join('')}
                  fillRule="evenodd"
                  className="fill-brand-500/10 stroke-brand-600"
                  strokeWidth={1.5}
                />
                {zoom >= 10 && (
                  <text
                    x={labelAt.x}
                    y={labelAt.y}
                    textAnchor="middle"
                    className="fill-brand-700 stroke-white text-[11px] font-semibold dark:fill-brand-100 dark:stroke-slate-900"
                    strokeWidth={3}
                    paintOrder="stroke"
                  >
                    {zone.name}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
        <div
          className="pointer-events-none absolute -translate-x-1/2 -translate-y-full text-brand-600 drop-shadow-md"
          style={{ left: pin.x, top: pin.y }}
        >
          <svg viewBox="0 0 24 32" className="h-10 w-8" aria-hidden="true">
            <path
              d="M12 31s10-10.6 10-18.5a10 10 0 0 0-20 0C2 20.4 12 31 12 31z"
              fill="currentColor"
              stroke="white"
              strokeWidth="1.5"
            />
            <circle cx="12" cy="12.5" r="4" fill="white" />
          </svg>
        </div>
      </div>
      <div className="absolute end-3 top-3 flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm dark:border-slate-600 dark:bg-slate-900">
        <button
          type="button"
          onClick={() => onZoom(clampZoom(zoom + 1))}
          disabled={zoom >= MAP.maxZoom}
          className="p-2 hover:bg-slate-100 disabled:opacity-40 dark:hover:bg-slate-800"
          aria-label={t('map.zoomIn')}
        >
          <Icon name="plus" />
        </button>
        <button
          type="button"
          onClick={() => onZoom(clampZoom(zoom - 1))}
          disabled={zoom <= MAP.minZoom}
          className="border-t border-slate-200 p-2 hover:bg-slate-100 disabled:opacity-40 dark:border-slate-600 dark:hover:bg-slate-800"
          aria-label={t('map.zoomOut')}
        >
          <Icon name="minus" />
        </button>
      </div>
      {tileUrl && <TileAttribution tileUrl={tileUrl} />}
    </div>
  );
}

/** Tile servers ask to be credited; OpenStreetMap's wording when it is the source, its host otherwise. */
function TileAttribution({ tileUrl }: { tileUrl: string }) {
  const host = tileUrl.match(/^https?:\/\/([^/{]+)/)?.[1] ?? '';
  const text = /openstreetmap/.test(host) ? '© OpenStreetMap contributors' : host.replace(/^[a-c]\./, '');
  return (
    <div className="absolute bottom-0 end-0 rounded-ss-md bg-white/80 px-1.5 text-[10px] text-slate-700 dark:bg-slate-900/80 dark:text-slate-200">
      {text}
    </div>
  );
}

function centroid(points: LatLng[]): LatLng {
  const sum = points.reduce((acc, p) => ({ lat: acc.lat + p.lat, lng: acc.lng + p.lng }), { lat: 0, lng: 0 });
  return { lat: sum.lat / points.length, lng: sum.lng / points.length };
}
