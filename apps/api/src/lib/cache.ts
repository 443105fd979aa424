/**
 * A value loaded on first use and kept for ttlMs. Concurrent callers share
 * one load; clear() drops it after a write. Instances of the app each keep
 * their own copy, so the ttl bounds how stale another instance can be.
 */
export interface Cached<T> {
  get(): Promise<T>;
  clear(): void;
}

export function cached<T>(ttlMs: number, load: () => Promise<T>): Cached<T> {
  let value: Promise<T> | null = null;
  let loadedAt = 0;
  return {
    get() {
      if (!value || Date.now() - loadedAt > ttlMs) {
        loadedAt = Date.now();
        const loading = load();
        value = loading;
        // A failed load is not cached: the next caller tries again.
        loading.catch(() => {
          if (value === loading) value = null;
        });
      }
      return value;
    },
    clear() {
      value = null;
    },
  };
}

/** cached() per key (for example per language). */
export function cachedByKey<K, T>(ttlMs: number, load: (key: K) => Promise<T>) {
  const entries = new Map<K, Cached<T>>();
  return {
    get(key: K): Promise<T> {
      let entry = entries.get(key);
      if (!entry) entries.set(key, (entry = cached(ttlMs, () => load(key))));
      return entry.get();
    },
    clear() {
      entries.clear();
    },
  };
}
