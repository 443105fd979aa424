/**
 * Deterministic randomness for the seed: the same seed gives the same
 * catalog on every machine, so tests and screenshots can rely on it.
 */
export interface Random {
  /** [0, 1) */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(list: readonly T[]): T;
  /** n distinct elements, in a shuffled order. */
  sample<T>(list: readonly T[], n: number): T[];
  /** A price with two decimals ending in .00, .50 or .95, within ±spread of base. */
  price(base: number, spread: number): number;
}

export function createRandom(seed: number): Random {
  // mulberry32: tiny, fast and good enough for picking demo data.
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const sample = <T>(list: readonly T[], n: number): T[] => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, Math.min(n, copy.length));
  };
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (list) => list[int(0, list.length - 1)],
    sample,
    price(base, spread) {
      const raw = base * (1 + (next() * 2 - 1) * spread);
      const whole = Math.max(1, Math.floor(raw));
      return whole + [0, 0.5, 0.95][int(0, 2)];
    },
  };
}

/** Days added to a 'YYYY-MM-DD' date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
