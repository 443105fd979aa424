/**
 * Web Mercator with 256 px tiles, the scheme of every {z}/{x}/{y} tile
 * server: positions in "world pixels" at a zoom level, the tiles covering a
 * viewport, and the pan of a drag.
 */
import { MAP } from '@souq/domain';

export interface LatLng {
  lat: number;
  lng: number;
}
export interface Point {
  x: number;
  y: number;
}

export const TILE_SIZE = 256;
/** Beyond this latitude Web Mercator is infinite; tile servers cut the world there. */
export const MAX_LATITUDE = 85.0511287798;

export const worldSize = (zoom: number) => TILE_SIZE * 2 ** zoom;

export function clampZoom(zoom: number): number {
  return Math.min(MAP.maxZoom, Math.max(MAP.minZoom, Math.round(zoom)));
}

export function project({ lat, lng }: LatLng, zoom: number): Point {
  const size = worldSize(zoom);
  const sin = Math.sin((Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat)) * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

export function unproject({ x, y }: Point, zoom: number): LatLng {
  const size = worldSize(zoom);
  const n = Math.PI - (2 * Math.PI * y) / size;
  const lng = (x / size) * 360 - 180;
  return {
    lat: (180 / Math.PI) * Math.atan(Math.sinh(n)),
    // Dragging across the antimeridian wraps around the world.
    lng: ((((lng + 180) % 360) + 360) % 360) - 180,
  };
}

/** Where a point appears in a viewport of the given size centred on `center`. */
export function toScreen(point: LatLng, center: LatLng, zoom: number, width: number, height: number): Point {
  const p = project(point, zoom);
  const c = project(center, zoom);
  return { x: p.x - c.x + width / 2, y: p.y - c.y + height / 2 };
}

/** The new centre after the map content moved by (dx, dy) screen pixels. */
export function panBy(center: LatLng, dx: number, dy: number, zoom: number): LatLng {
  const c = project(center, zoom);
  const size = worldSize(zoom);
  return unproject({ x: c.x - dx, y: Math.max(0, Math.min(size, c.y - dy)) }, zoom);
}

export interface VisibleTile {
  key: string;
  x: number;
  y: number;
  z: number;
  /** Screen position of the tile's top-left corner. */
  left: number;
  top: number;
}

/** The tiles covering a viewport; columns wrap around the world, rows outside it are skipped. */
export function visibleTiles(center: LatLng, zoom: number, width: number, height: number): VisibleTile[] {
  const c = project(center, zoom);
  const originX = c.x - width / 2;
  const originY = c.y - height / 2;
  const count = 2 ** zoom;
  const tiles: VisibleTile[] = [];
  for (let ty = Math.floor(originY / TILE_SIZE); ty * TILE_SIZE < originY + height; ty++) {
    if (ty < 0 || ty >= count) continue;
    for (let tx = Math.floor(originX / TILE_SIZE); tx * TILE_SIZE < originX + width; tx++) {
      const x = ((tx % count) + count) % count;
      tiles.push({
        key: `${zoom}/${tx}/${ty}`,
        x,
        y: ty,
        z: zoom,
        left: tx * TILE_SIZE - originX,
        top: ty * TILE_SIZE - originY,
      });
    }
  }
  return tiles;
}

export function tileSrc(template: string, tile: Pick<VisibleTile, 'x' | 'y' | 'z'>): string {
  return template.replace('{z}', String(tile.z)).replace('{x}', String(tile.x)).replace('{y}', String(tile.y));
}

/** Offsets (screen pixels) of grid lines every `step` world pixels, so the grid moves with the map. */
export function gridLines(origin: number, length: number, step: number): number[] {
  const lines: number[] = [];
  for (let v = Math.ceil(origin / step) * step; v <= origin + length; v += step) lines.push(v - origin);
  return lines;
}
