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

/**
 * Like cached(), but once the value is older than ttlMs callers keep getting
 * it while one reload runs in the background (stale while revalidate), so a
 * slow load never stalls requests. clear() makes the next caller wait for a
 * fresh load, as a write needs, and discards loads started before it.
 */
export function refreshing<T>(ttlMs: number, load: () => Promise<T>): Cached<T> {
  let current: { value: T; loadedAt: number } | null = null;
  let pending: Promise<T> | null = null;
  let generation = 0;
  const start = () => {
    const started = generation;
    const loading: Promise<T> = load()
      .then((value) => {
        if (started === generation) current = { value, loadedAt: Date.now() };
        return value;
      })
      .finally(() => {
        if (pending === loading) pending = null;
      });
    pending = loading;
    return loading;
  };
  return {
    get() {
      if (!current) return pending ?? start();
      // A failed background reload keeps the old value; the next call tries again.
      if (Date.now() - current.loadedAt > ttlMs && !pending) start().catch(() => {});
      return Promise.resolve(current.value);
    },
    clear() {
      generation++;
      current = null;
      pending = null;
    },
  };
}
