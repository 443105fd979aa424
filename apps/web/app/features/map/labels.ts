/**
 * Where the drawn city's names go, in screen pixels: a road's name on its
 * longest stretch in view (the middle, else a quarter from an end), turned
 * along the road and never upside down; then, most important first, only
 * the names that do not cover one already placed.
 */
export interface ScreenPoint {
  x: number;
  y: number;
}

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface RoadLabelSpot extends ScreenPoint {
  /** Degrees clockwise, within (-90, 90]. */
  angle: number;
}

/** The part of segment ab inside the box (Liang–Barsky), or null. */
function clip(a: ScreenPoint, b: ScreenPoint, box: Box): [ScreenPoint, ScreenPoint] | null {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  let t0 = 0;
  let t1 = 1;
  const edges: [number, number][] = [
    [-dx, a.x - box.left],
    [dx, box.right - a.x],
    [-dy, a.y - box.top],
    [dy, box.bottom - a.y],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return null;
      continue;
    }
    const r = q / p;
    if (p < 0) t0 = Math.max(t0, r);
    else t1 = Math.min(t1, r);
    if (t0 > t1) return null;
  }
  return [
    { x: a.x + t0 * dx, y: a.y + t0 * dy },
    { x: a.x + t1 * dx, y: a.y + t1 * dy },
  ];
}

/** Where along a run a name may go, best first: its middle, then a quarter from either end. */
const SPOT_FRACTIONS = [0.5, 0.25, 0.75];

/**
 * Spots for a road's name on the longest run of the road inside the view,
 * with the road's direction at each; none when no run is long enough for a
 * name `width` wide. The first spot is the run's middle.
 */
export function roadLabelSpots(path: readonly ScreenPoint[], view: Box, width: number): RoadLabelSpot[] {
  const runs: [ScreenPoint, ScreenPoint][][] = [];
  let run: [ScreenPoint, ScreenPoint][] = [];
  for (let i = 1; i < path.length; i++) {
    const piece = clip(path[i - 1], path[i], view);
    if (piece) run.push(piece);
    // A run ends where the road leaves the view.
    if (!piece || piece[1].x !== path[i].x || piece[1].y !== path[i].y) {
      if (run.length) runs.push(run);
      run = [];
    }
  }
  if (run.length) runs.push(run);

  const length = (r: [ScreenPoint, ScreenPoint][]) =>
    r.reduce((sum, [a, b]) => sum + Math.hypot(b.x - a.x, b.y - a.y), 0);
  const longest = runs.reduce<{ run: [ScreenPoint, ScreenPoint][]; length: number } | null>((best, r) => {
    const l = length(r);
    return !best || l > best.length ? { run: r, length: l } : best;
  }, null);
  if (!longest || longest.length < width) return [];

  // A name off the middle must still lie wholly on the run.
  const room = (longest.length - width) / 2;
  return SPOT_FRACTIONS.filter((f) => Math.abs(f - 0.5) * longest.length <= room).map((f) =>
    pointAlong(longest.run, longest.length * f),
  );
}

function pointAlong(run: [ScreenPoint, ScreenPoint][], distance: number): RoadLabelSpot {
  let remaining = distance;
  for (const [i, [a, b]] of run.entries()) {
    const l = Math.hypot(b.x - a.x, b.y - a.y);
    if (remaining <= l || i === run.length - 1) {
      const t = l === 0 ? 0 : Math.min(1, remaining / l);
      let angle = (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
      if (angle > 90) angle -= 180;
      else if (angle <= -90) angle += 180;
      return { x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y), angle };
    }
    remaining -= l;
  }
  throw new Error('empty run');
}

/** The upright box around a w×h label centred on (x, y) and turned by `angle` degrees. */
export function labelBox({ x, y }: ScreenPoint, width: number, height: number, angle = 0): Box {
  const rad = (angle * Math.PI) / 180;
  const w = Math.abs(width * Math.cos(rad)) + Math.abs(height * Math.sin(rad));
  const h = Math.abs(width * Math.sin(rad)) + Math.abs(height * Math.cos(rad));
  return { left: x - w / 2, top: y - h / 2, right: x + w / 2, bottom: y + h / 2 };
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Which labels fit, taken in the given order (most important first): for
 * each label kept, the index of the first of its places that covers no label
 * already kept.
 */
export function uncoveredLabels<T extends { id: string; boxes: readonly Box[] }>(
  labels: readonly T[],
): Map<string, number> {
  const placed: Box[] = [];
  const kept = new Map<string, number>();
  for (const label of labels) {
    const index = label.boxes.findIndex((box) => !placed.some((other) => overlaps(other, box)));
    if (index < 0) continue;
    placed.push(label.boxes[index]);
    kept.set(label.id, index);
  }
  return kept;
}
