/**
 * A road network from plain polylines, for the offline map: where a point
 * meets the nearest road (reverse geocoding names the street), and the
 * shortest way between two points over the roads (the offline route
 * adapter draws it), with a straight line when the roads cannot help.
 *
 * Roads need not share vertices: crossings are found by geometry, and a road
 * that ends a few metres short of another (hand-drawn data) is joined to it.
 * Distances use a local flat projection (metres east/north), exact enough at
 * city scale; lengths reported to callers are great-circle metres.
 */
import { haversineMeters, type LatLng } from './geo.ts';

export interface RoadLine {
  id: number;
  path: readonly LatLng[];
}

export interface RoadNetwork {
  /** Junctions, crossings and the roads' own vertices. */
  readonly nodes: readonly LatLng[];
  /** For each node, the nodes one road stretch away and how far. */
  readonly adjacency: readonly { to: number; meters: number }[][];
  /** Every stretch between two nodes, with the road it belongs to (-1 for a join). */
  readonly edges: readonly { a: number; b: number; roadId: number }[];
}

export interface RoadPoint {
  roadId: number;
  /** The closest point on that road. */
  at: LatLng;
  /** From the asked point to `at`. */
  meters: number;
}

export interface RoadRoute {
  path: LatLng[];
  meters: number;
  /** False when the route is the straight line (no road near either end, or no road between them). */
  overRoads: boolean;
}

/** A road ending this close to another is taken to meet it. */
export const ROAD_JOIN_METERS = 40;
/** Farther than this from every road, a point is not routed over the roads. */
export const ROAD_ACCESS_MAX_METERS = 2000;

const METERS_PER_DEGREE = 111_320;
/** Points closer than this are one node. */
const SAME_POINT_METERS = 0.5;

interface Plane {
  x: number;
  y: number;
}

const planeAt = (latitude: number) => {
  const cos = Math.cos((latitude * Math.PI) / 180);
  return {
    to: (p: LatLng): Plane => ({ x: p.lng * cos * METERS_PER_DEGREE, y: p.lat * METERS_PER_DEGREE }),
    from: (p: Plane): LatLng => ({ lat: p.y / METERS_PER_DEGREE, lng: p.x / (cos * METERS_PER_DEGREE) }),
  };
};

/** Where p falls on segment ab: the parameter t in [0, 1] and the distance in the plane. */
function projectOnSegment(p: Plane, a: Plane, b: Plane): { t: number; distance: number } {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared));
  return { t, distance: Math.hypot(a.x + t * dx - p.x, a.y + t * dy - p.y) };
}

/** The parameters (t on ab, u on cd) where two segments cross, or null. */
function crossing(a: Plane, b: Plane, c: Plane, d: Plane): { t: number; u: number } | null {
  const rx = b.x - a.x;
  const ry = b.y - a.y;
  const sx = d.x - c.x;
  const sy = d.y - c.y;
  const denominator = rx * sy - ry * sx;
  if (denominator === 0) return null; // parallel: overlapping roads meet at their shared vertices, if any
  const t = ((c.x - a.x) * sy - (c.y - a.y) * sx) / denominator;
  const u = ((c.x - a.x) * ry - (c.y - a.y) * rx) / denominator;
  return t >= 0 && t <= 1 && u >= 0 && u <= 1 ? { t, u } : null;
}

const lerp = (a: LatLng, b: LatLng, t: number): LatLng => ({
  lat: a.lat + (b.lat - a.lat) * t,
  lng: a.lng + (b.lng - a.lng) * t,
});

export function buildRoadNetwork(roads: readonly RoadLine[]): RoadNetwork {
  const segments = roads.flatMap((road, r) =>
    road.path.slice(1).map((b, i) => ({ road: r, index: i, a: road.path[i], b })),
  );
  const all = segments.flatMap((s) => [s.a, s.b]);
  const plane = planeAt(all.length ? all.reduce((sum, p) => sum + p.lat, 0) / all.length : 0);
  const flat = segments.map((s) => ({ a: plane.to(s.a), b: plane.to(s.b) }));
  // Each segment is cut where something meets it; the cut points become nodes.
  const cuts = segments.map((s) => [
    { t: 0, at: s.a },
    { t: 1, at: s.b },
  ]);
  const joins: [LatLng, LatLng][] = [];

  for (let i = 0; i < segments.length; i++) {
    for (let j = i + 1; j < segments.length; j++) {
      const sameRoad = segments[i].road === segments[j].road;
      if (sameRoad && Math.abs(segments[i].index - segments[j].index) <= 1) continue;
      const hit = crossing(flat[i].a, flat[i].b, flat[j].a, flat[j].b);
      if (!hit) continue;
      const at = lerp(segments[i].a, segments[i].b, hit.t);
      cuts[i].push({ t: hit.t, at });
      cuts[j].push({ t: hit.u, at });
    }
  }

  // A road's end that stops short of another road is joined to its nearest point.
  roads.forEach((road, r) => {
    for (const end of [road.path[0], road.path[road.path.length - 1]]) {
      if (!end) continue;
      const p = plane.to(end);
      let best: { segment: number; t: number; distance: number } | null = null;
      segments.forEach((s, k) => {
        if (s.road === r) return;
        const { t, distance } = projectOnSegment(p, flat[k].a, flat[k].b);
        if (!best || distance < best.distance) best = { segment: k, t, distance };
      });
      const found = best as { segment: number; t: number; distance: number } | null;
      if (!found || found.distance > ROAD_JOIN_METERS) continue;
      const s = segments[found.segment];
      const at = lerp(s.a, s.b, found.t);
      cuts[found.segment].push({ t: found.t, at });
      if (found.distance > SAME_POINT_METERS) joins.push([end, at]);
    }
  });

  const nodes: LatLng[] = [];
  const adjacency: { to: number; meters: number }[][] = [];
  const edges: { a: number; b: number; roadId: number }[] = [];
  const byKey = new Map<string, number>();
  const nodeOf = (p: LatLng) => {
    // Nodes are merged on a grid of about a metre, so a crossing found twice is one node.
    const q = plane.to(p);
    const key = `${Math.round(q.x / SAME_POINT_METERS)},${Math.round(q.y / SAME_POINT_METERS)}`;
    let index = byKey.get(key);
    if (index === undefined) {
      index = nodes.push(p) - 1;
      adjacency.push([]);
      byKey.set(key, index);
    }
    return index;
  };
  const link = (from: LatLng, to: LatLng, roadId: number) => {
    const a = nodeOf(from);
    const b = nodeOf(to);
    if (a === b) return;
    const meters = haversineMeters(nodes[a], nodes[b]);
    adjacency[a].push({ to: b, meters });
    adjacency[b].push({ to: a, meters });
    edges.push({ a, b, roadId });
  };

  cuts.forEach((points, k) => {
    const ordered = [...points].sort((x, y) => x.t - y.t);
    for (let i = 1; i < ordered.length; i++) link(ordered[i - 1].at, ordered[i].at, roads[segments[k].road].id);
  });
  for (const [end, at] of joins) link(end, at, -1);
  return { nodes, adjacency, edges };
}

interface Snap extends RoadPoint {
  edge: number;
}

function snap(network: RoadNetwork, point: LatLng): Snap | null {
  const plane = planeAt(point.lat);
  const p = plane.to(point);
  let best: { edge: number; t: number; distance: number } | null = null;
  network.edges.forEach((edge, k) => {
    const { t, distance } = projectOnSegment(p, plane.to(network.nodes[edge.a]), plane.to(network.nodes[edge.b]));
    if (!best || distance < best.distance) best = { edge: k, t, distance };
  });
  const found = best as { edge: number; t: number; distance: number } | null;
  if (!found) return null;
  const edge = network.edges[found.edge];
  const at = lerp(network.nodes[edge.a], network.nodes[edge.b], found.t);
  return { edge: found.edge, roadId: edge.roadId, at, meters: haversineMeters(point, at) };
}

/** The nearest point on a named road (joins between roads are not roads), or null without roads. */
export function nearestRoad(network: RoadNetwork, point: LatLng): RoadPoint | null {
  const named: RoadNetwork = { ...network, edges: network.edges.filter((e) => e.roadId >= 0) };
  const found = snap(named, point);
  return found && { roadId: found.roadId, at: found.at, meters: found.meters };
}

export function pathMeters(path: readonly LatLng[]): number {
  let total = 0;
  for (let i = 1; i < path.length; i++) total += haversineMeters(path[i - 1], path[i]);
  return total;
}

const straight = (from: LatLng, to: LatLng): RoadRoute => ({
  path: [from, to],
  meters: haversineMeters(from, to),
  overRoads: false,
});

/**
 * The shortest way from one point to another over the roads: a straight
 * stretch to the nearest road, the roads, and a straight stretch from the
 * road to the destination. The straight line when either point is farther
 * than `maxAccessMeters` from every road, when no road joins them, or when
 * the two points are nearer each other than to the roads.
 */
export function routeOverRoads(
  network: RoadNetwork,
  from: LatLng,
  to: LatLng,
  maxAccessMeters = ROAD_ACCESS_MAX_METERS,
): RoadRoute {
  const start = snap(network, from);
  const end = snap(network, to);
  if (!start || !end || start.meters > maxAccessMeters || end.meters > maxAccessMeters) return straight(from, to);
  if (haversineMeters(from, to) <= start.meters + end.meters) return straight(from, to);

  // Two extra nodes, where the points meet the roads, joined to the ends of their stretches.
  const source = network.nodes.length;
  const target = source + 1;
  const extra = new Map<number, { to: number; meters: number }[]>();
  const connect = (a: number, b: number, meters: number) => {
    for (const [x, y] of [
      [a, b],
      [b, a],
    ]) {
      if (!extra.has(x)) extra.set(x, []);
      extra.get(x)!.push({ to: y, meters });
    }
  };
  const position = (node: number) => (node === source ? start.at : node === target ? end.at : network.nodes[node]);
  for (const [virtual, snapped] of [
    [source, start],
    [target, end],
  ] as const) {
    const edge = network.edges[snapped.edge];
    connect(virtual, edge.a, haversineMeters(snapped.at, network.nodes[edge.a]));
    connect(virtual, edge.b, haversineMeters(snapped.at, network.nodes[edge.b]));
  }
  if (start.edge === end.edge) connect(source, target, haversineMeters(start.at, end.at));

  const previous = shortestPaths(source, target, (node) => [
    ...(node < source ? network.adjacency[node] : []),
    ...(extra.get(node) ?? []),
  ]);
  if (!previous.has(target)) return straight(from, to);

  const nodes: number[] = [];
  for (let node: number | undefined = target; node !== undefined; node = previous.get(node) ?? undefined)
    nodes.unshift(node);
  const path = [from, ...nodes.map(position), to].filter(
    (p, i, all) => i === 0 || haversineMeters(all[i - 1], p) > SAME_POINT_METERS,
  );
  return { path, meters: pathMeters(path), overRoads: true };
}

/** Dijkstra from source until target is settled; answers each reached node's predecessor (source: null). */
function shortestPaths(
  source: number,
  target: number,
  neighbours: (node: number) => readonly { to: number; meters: number }[],
): Map<number, number | null> {
  const distance = new Map<number, number>([[source, 0]]);
  const previous = new Map<number, number | null>([[source, null]]);
  const settled = new Set<number>();
  const queue = new MinHeap();
  queue.push(source, 0);
  for (let next = queue.pop(); next; next = queue.pop()) {
    const { node, key } = next;
    if (settled.has(node)) continue;
    settled.add(node);
    if (node === target) break;
    for (const { to, meters } of neighbours(node)) {
      const candidate = key + meters;
      if (candidate < (distance.get(to) ?? Infinity)) {
        distance.set(to, candidate);
        previous.set(to, node);
        queue.push(to, candidate);
      }
    }
  }
  return previous;
}

/** A binary heap of (node, key), smallest key first; stale entries are skipped by the caller. */
class MinHeap {
  private items: { node: number; key: number }[] = [];

  push(node: number, key: number) {
    const items = this.items;
    items.push({ node, key });
    for (let i = items.length - 1; i > 0;) {
      const parent = (i - 1) >> 1;
      if (items[parent].key <= items[i].key) break;
      [items[parent], items[i]] = [items[i], items[parent]];
      i = parent;
    }
  }

  pop(): { node: number; key: number } | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length && last) {
      items[0] = last;
      for (let i = 0; ;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let smallest = i;
        if (left < items.length && items[left].key < items[smallest].key) smallest = left;
        if (right < items.length && items[right].key < items[smallest].key) smallest = right;
        if (smallest === i) break;
        [items[smallest], items[i]] = [items[i], items[smallest]];
        i = smallest;
      }
    }
    return top;
  }
}
