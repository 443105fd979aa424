import { describe, expect, it } from 'vitest';
import { buildRoadNetwork, haversineMeters, nearestRoad, routeOverRoads } from '@souq/domain';
import { DEMO_PLACES, DEMO_ROADS, DEMO_ZONES } from './geography.ts';

const roads = DEMO_ROADS.map((road, i) => ({
  id: i + 1,
  path: road.path.map(([lat, lng]) => ({ lat, lng })),
}));
const network = buildRoadNetwork(roads);
const placeNamed = (name: string) => DEMO_PLACES.find((p) => p.name === name)!;

describe('the demo city’s roads', () => {
  it('name every road in English and Arabic', () => {
    for (const road of DEMO_ROADS) {
      expect(road.name).toMatch(/^[A-Z][\w ]+$/);
      expect(road.nameAr).toMatch(/^[\u0600-\u06FF ]+$/);
    }
    expect(new Set(DEMO_ROADS.map((r) => r.name)).size).toBe(DEMO_ROADS.length);
  });

  it('form one network: every junction reaches every other over the roads', () => {
    const reached = new Set([0]);
    const queue = [0];
    for (let node = queue.shift(); node !== undefined; node = queue.shift())
      for (const { to } of network.adjacency[node]) {
        if (reached.has(to)) continue;
        reached.add(to);
        queue.push(to);
      }
    expect(reached.size).toBe(network.nodes.length);
  });

  it('reach every active zone: its centre is within a short walk of a road', () => {
    for (const zone of DEMO_ZONES.filter((z) => z.status)) {
      const lats = zone.outer.map(([lat]) => lat);
      const lngs = zone.outer.map(([, lng]) => lng);
      const centre = {
        lat: (Math.min(...lats) + Math.max(...lats)) / 2,
        lng: (Math.min(...lngs) + Math.max(...lngs)) / 2,
      };
      expect(nearestRoad(network, centre)!.meters, zone.name).toBeLessThan(1500);
    }
  });

  it('pass the streets the gazetteer names as streets', () => {
    for (const name of ['Olaya Street', 'Tahlia Street', 'Imam Saud Road']) {
      const place = placeNamed(name);
      expect(nearestRoad(network, place)!.meters, name).toBeLessThan(150);
    }
  });

  it('carry a delivery from Kingdom Centre to Al Malaz Park along the roads', () => {
    const route = routeOverRoads(network, placeNamed('Kingdom Centre'), placeNamed('Al Malaz Park'));
    expect(route.overRoads).toBe(true);
    const direct = haversineMeters(placeNamed('Kingdom Centre'), placeNamed('Al Malaz Park'));
    expect(route.meters).toBeGreaterThan(direct);
    expect(route.meters).toBeLessThan(direct * 1.6);
  });
});
