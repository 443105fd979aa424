/**
 * A bounded cache with a time to live: at most `max` entries, the least
 * recently used dropped first, each entry forgotten ttlMs after it was
 * loaded. For keys that come from requests (search words, filters), where
 * an unbounded map would grow with every new query.
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, { value: V; expires: number }>();
  private readonly loading = new Map<K, Promise<V>>();
  /** Bumped by invalidate(), so loads that started before it are not kept. */
  private generation = 0;

  constructor(
    private readonly max: number,
    private readonly ttlMs: number,
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    // Re-inserting moves the key to the most recent end of the Map's order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as K);
  }

  /** The cached value, or the loader's (concurrent misses of one key share one load). */
  async getOrLoad(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    let pending = this.loading.get(key);
    if (!pending) {
      const generation = this.generation;
      const started: Promise<V> = load()
        .then((value) => {
          // An invalidate() during the load means the value may predate a write: do not keep it.
          if (generation === this.generation) this.set(key, value);
          return value;
        })
        .finally(() => {
          if (this.loading.get(key) === started) this.loading.delete(key);
        });
      this.loading.set(key, (pending = started));
    }
    return pending;
  }

  /** Forgets one key (a row that changed); loads in flight are not affected. */
  delete(key: K): void {
    this.entries.delete(key);
  }

  /** clear() that also stops loads in flight from storing their results. */
  invalidate(): void {
    this.generation++;
    this.entries.clear();
    this.loading.clear();
  }
}
