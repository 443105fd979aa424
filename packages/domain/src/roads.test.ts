import { describe, expect, it } from 'vitest';
import { haversineMeters, type LatLng } from './geo.ts';
import { buildRoadNetwork, nearestRoad, pathMeters, routeOverRoads, ROAD_ACCESS_MAX_METERS } from './roads.ts';

// About 111 m per 0.001° of latitude; at 24.7° N, 0.001° of longitude is about 101 m.
const at = (lat: number, lng: number): LatLng => ({ lat, lng });
const eastWest = { id: 1, path: [at(24.7, 46.6), at(24.7, 46.7)] };
const northSouth = { id: 2, path: [at(24.65, 46.65), at(24.75, 46.65)] };

describe('road network', () => {
  it('finds the crossing of two roads that share no vertex', () => {
    const network = buildRoadNetwork([eastWest, northSouth]);
    const crossing = network.nodes.filter((n) => network.adjacency[network.nodes.indexOf(n)].length === 4);
    expect(crossing).toHaveLength(1);
    expect(crossing[0].lat).toBeCloseTo(24.7, 6);
    expect(crossing[0].lng).toBeCloseTo(46.65, 6);
  });

  it('names the nearest road and how far it is', () => {
    const network = buildRoadNetwork([eastWest, northSouth]);
    const near = nearestRoad(network, at(24.7003, 46.62))!;
    expect(near.roadId).toBe(1);
    expect(near.at.lat).toBeCloseTo(24.7, 6);
    expect(near.meters).toBeGreaterThan(30);
    expect(near.meters).toBeLessThan(36);
    expect(nearestRoad(buildRoadNetwork([]), at(24.7, 46.6))).toBeNull();
  });
});

describe('route over the roads', () => {
  it('goes along the roads through their crossing, not across the block', () => {
    const network = buildRoadNetwork([eastWest, northSouth]);
    const from = at(24.7002, 46.61); // beside the east-west road
    const to = at(24.74, 46.6502); // beside the north-south road
    const route = routeOverRoads(network, from, to);
    expect(route.overRoads).toBe(true);
    expect(route.path[0]).toEqual(from);
    expect(route.path.at(-1)).toEqual(to);
    expect(route.path.some((p) => Math.abs(p.lat - 24.7) < 1e-6 && Math.abs(p.lng - 46.65) < 1e-6)).toBe(true);
    // The roads are the two legs of the right angle: longer than the straight line.
    expect(route.meters).toBeGreaterThan(haversineMeters(from, to) * 1.2);
    expect(route.meters).toBeCloseTo(pathMeters(route.path), 6);
  });

  it('joins a road that ends a few metres short of another (a T junction drawn by hand)', () => {
    const stub = { id: 3, path: [at(24.68, 46.68), at(24.6998, 46.68)] }; // stops about 22 m south of the east-west road
    const network = buildRoadNetwork([eastWest, stub]);
    const route = routeOverRoads(network, at(24.681, 46.6801), at(24.7001, 46.61));
    expect(route.overRoads).toBe(true);
    expect(route.path.some((p) => Math.abs(p.lat - 24.7) < 1e-6 && Math.abs(p.lng - 46.68) < 1e-6)).toBe(true);
  });

  it('follows one road between two points beside the same stretch', () => {
    const network = buildRoadNetwork([eastWest]);
    const route = routeOverRoads(network, at(24.7001, 46.61), at(24.7001, 46.69));
    expect(route.overRoads).toBe(true);
    expect(route.path).toHaveLength(4);
    expect(route.meters).toBeCloseTo(haversineMeters(at(24.7, 46.61), at(24.7, 46.69)) + 2 * 11.1, -1);
  });

  it('falls back to the straight line when no road joins the two points', () => {
    const island = { id: 4, path: [at(24.8, 46.6), at(24.8, 46.7)] };
    const network = buildRoadNetwork([eastWest, island]);
    const from = at(24.7001, 46.62);
    const to = at(24.7999, 46.62);
    expect(routeOverRoads(network, from, to)).toEqual({
      path: [from, to],
      meters: haversineMeters(from, to),
      overRoads: false,
    });
  });

  it('falls back to the straight line far from every road, and without roads', () => {
    const network = buildRoadNetwork([eastWest]);
    const desert = at(24.7 + (ROAD_ACCESS_MAX_METERS + 500) / 111_320, 46.65);
    expect(routeOverRoads(network, desert, at(24.7001, 46.61)).overRoads).toBe(false);
    expect(routeOverRoads(buildRoadNetwork([]), at(24.7, 46.6), at(24.71, 46.61)).overRoads).toBe(false);
  });

  it('goes straight between two points nearer each other than to the road', () => {
    const network = buildRoadNetwork([eastWest]);
    const route = routeOverRoads(network, at(24.71, 46.65), at(24.7105, 46.6505));
    expect(route.overRoads).toBe(false);
    expect(route.path).toHaveLength(2);
  });
});
