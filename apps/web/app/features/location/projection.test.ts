import { describe, expect, it } from 'vitest';
import {
  clampZoom,
  gridLines,
  panBy,
  project,
  tileSrc,
  toScreen,
  unproject,
  visibleTiles,
  worldSize,
} from './projection.ts';

const KINGDOM_CENTRE = { lat: 24.7114, lng: 46.6744 };

describe('Web Mercator projection', () => {
  it('puts the origin of the map in the middle of the world and the corners at its edges', () => {
    expect(project({ lat: 0, lng: 0 }, 0)).toEqual({ x: 128, y: 128 });
    const nw = project({ lat: 85.0511287798, lng: -180 }, 1);
    expect(nw.x).toBeCloseTo(0, 6);
    expect(nw.y).toBeCloseTo(0, 3);
  });

  it('finds the tile a tile server would serve for a known place', () => {
    // The slippy-map formula: x = 2^z·(lng+180)/360, y = 2^z·(1 − ln(tan φ + sec φ)/π)/2 → 17/82529/56246.
    const p = project(KINGDOM_CENTRE, 17);
    expect([Math.floor(p.x / 256), Math.floor(p.y / 256)]).toEqual([82529, 56246]);
  });

  it('unprojects what it projects, at every zoom of the range', () => {
    for (const zoom of [1, 9, 17, 21]) {
      const back = unproject(project(KINGDOM_CENTRE, zoom), zoom);
      expect(back.lat).toBeCloseTo(KINGDOM_CENTRE.lat, 9);
      expect(back.lng).toBeCloseTo(KINGDOM_CENTRE.lng, 9);
    }
  });

  it('doubles the world size with every zoom level', () => {
    expect(worldSize(9) * 2).toBe(worldSize(10));
  });
});

describe('map viewport', () => {
  it('draws the centre in the middle of the viewport', () => {
    expect(toScreen(KINGDOM_CENTRE, KINGDOM_CENTRE, 17, 400, 348)).toEqual({ x: 200, y: 174 });
  });

  it('moves the centre against a drag: dragging the map east shows what lies west', () => {
    const moved = panBy(KINGDOM_CENTRE, 100, 0, 17);
    expect(moved.lng).toBeLessThan(KINGDOM_CENTRE.lng);
    expect(moved.lat).toBeCloseTo(KINGDOM_CENTRE.lat, 9);
    // The point that was under the centre is now 100 px to the east of it.
    expect(toScreen(KINGDOM_CENTRE, moved, 17, 400, 348).x).toBeCloseTo(300, 6);
  });

  it('wraps longitudes across the antimeridian', () => {
    // 1000 px at zoom 5 is 1000 / 8192 × 360 ≈ 43.95° of longitude east of 179.9°.
    expect(panBy({ lat: 0, lng: 179.9 }, -1000, 0, 5).lng).toBeCloseTo(179.9 + 43.9453125 - 360, 6);
  });

  it('covers the viewport with tiles and skips rows outside the world', () => {
    const tiles = visibleTiles(KINGDOM_CENTRE, 17, 400, 348);
    expect(tiles.length).toBeGreaterThanOrEqual(4);
    expect(tiles.every((t) => t.left > -256 && t.left < 400 && t.top > -256 && t.top < 348)).toBe(true);
    expect(visibleTiles({ lat: 85, lng: 0 }, 1, 400, 800).every((t) => t.y >= 0 && t.y < 2)).toBe(true);
  });

  it('fills a tile URL template', () => {
    expect(tileSrc('https://tile.example/{z}/{x}/{y}.png', { z: 3, x: 4, y: 5 })).toBe(
      'https://tile.example/3/4/5.png',
    );
  });

  it('keeps zoom within 1–21 (spec §9)', () => {
    expect(clampZoom(0)).toBe(1);
    expect(clampZoom(22)).toBe(21);
    expect(clampZoom(9)).toBe(9);
  });

  it('places grid lines on multiples of the step', () => {
    expect(gridLines(100, 200, 64)).toEqual([28, 92, 156]);
  });
});
