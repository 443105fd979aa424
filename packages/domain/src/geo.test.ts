import { describe, expect, it } from 'vitest';
import { haversineMeters, pointInPolygon, polygonArea, zonesContaining, type LatLng } from './geo.ts';

const square = (lat: number, lng: number, size: number): LatLng[] => [
  { lat, lng },
  { lat, lng: lng + size },
  { lat: lat + size, lng: lng + size },
  { lat: lat + size, lng },
];

describe('point in polygon', () => {
  const box = { outer: square(0, 0, 10) };

  it('finds points inside and outside a square', () => {
    expect(pointInPolygon({ lat: 5, lng: 5 }, box)).toBe(true);
    expect(pointInPolygon({ lat: 11, lng: 5 }, box)).toBe(false);
    expect(pointInPolygon({ lat: 5, lng: -0.001 }, box)).toBe(false);
  });

  it('counts points on an edge or a vertex as inside', () => {
    expect(pointInPolygon({ lat: 0, lng: 5 }, box)).toBe(true);
    expect(pointInPolygon({ lat: 10, lng: 10 }, box)).toBe(true);
    expect(pointInPolygon({ lat: 5, lng: 10 }, box)).toBe(true);
  });

  it('handles concave shapes: the notch of a U is outside', () => {
    const u = {
      outer: [
        { lat: 0, lng: 0 },
        { lat: 0, lng: 9 },
        { lat: 9, lng: 9 },
        { lat: 9, lng: 6 },
        { lat: 3, lng: 6 },
        { lat: 3, lng: 3 },
        { lat: 9, lng: 3 },
        { lat: 9, lng: 0 },
      ],
    };
    expect(pointInPolygon({ lat: 6, lng: 4.5 }, u)).toBe(false);
    expect(pointInPolygon({ lat: 6, lng: 1.5 }, u)).toBe(true);
    expect(pointInPolygon({ lat: 6, lng: 7.5 }, u)).toBe(true);
    expect(pointInPolygon({ lat: 1.5, lng: 4.5 }, u)).toBe(true);
  });

  it('excludes holes but keeps the hole border', () => {
    const ring = { outer: square(0, 0, 10), holes: [square(4, 4, 2)] };
    expect(pointInPolygon({ lat: 5, lng: 5 }, ring)).toBe(false);
    expect(pointInPolygon({ lat: 4, lng: 5 }, ring)).toBe(true);
    expect(pointInPolygon({ lat: 2, lng: 2 }, ring)).toBe(true);
  });

  it('is not fooled by a ray passing through a vertex', () => {
    const diamond = {
      outer: [
        { lat: 0, lng: 5 },
        { lat: 5, lng: 10 },
        { lat: 10, lng: 5 },
        { lat: 5, lng: 0 },
      ],
    };
    expect(pointInPolygon({ lat: 5, lng: 2 }, diamond)).toBe(true);
    expect(pointInPolygon({ lat: 10, lng: 2 }, diamond)).toBe(false);
  });
});

describe('zone ordering', () => {
  const city = { id: 1, status: true, polygon: { outer: square(0, 0, 10) } };
  const district = { id: 2, status: true, polygon: { outer: square(2, 2, 4) } };
  const closed = { id: 3, status: false, polygon: { outer: square(3, 3, 1) } };
  const twin = { id: 4, status: true, polygon: { outer: square(2, 2, 4) } };

  it('lists the smallest containing zone first and drops inactive zones', () => {
    expect(zonesContaining({ lat: 3.5, lng: 3.5 }, [city, district, closed]).map((z) => z.id)).toEqual([2, 1]);
  });

  it('puts the newest first among zones of equal area', () => {
    expect(zonesContaining({ lat: 3, lng: 3 }, [district, twin, city]).map((z) => z.id)).toEqual([4, 2, 1]);
  });

  it('returns nothing outside every zone', () => {
    expect(zonesContaining({ lat: 50, lng: 50 }, [city, district])).toEqual([]);
  });

  it('measures area with holes subtracted', () => {
    expect(polygonArea({ outer: square(0, 0, 10), holes: [square(1, 1, 2)] })).toBe(96);
  });
});

describe('haversine distance', () => {
  it('measures about 111 km per degree of latitude', () => {
    expect(haversineMeters({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111_195, -1);
    expect(haversineMeters({ lat: 24.7, lng: 46.7 }, { lat: 24.7, lng: 46.7 })).toBe(0);
  });
});
