export type HotCacheOptions = {
  /** The safety net: an entry older than this is read again, so a lost notice heals by itself. */
  ttlMs: number;
  /** The least recently read entries go first beyond this many. */
  maxEntries: number;
  now?: () => number;
};

export type HotCache<K, V> = {
  /** The cached value, or what `load` reads; concurrent misses of one key share one load. */
  get(key: K, load: () => Promise<V>): Promise<V>;
  /** Drops a key. A load already running for it still answers its callers but is not kept. */
  invalidate(key: K): void;
  /**
   * Replaces a loaded value by what `change` makes of it, keeping its time to live; a load still
   * running (it may have read before the change) is dropped instead.
   */
  update(key: K, change: (value: V) => V): void;
  /** Drops every entry whose loaded value matches, and every load still running. */
  invalidateWhere(matches: (value: V) => boolean): void;
  readonly size: number;
};

type Entry<V> = { promise: Promise<V>; value?: V; loaded: boolean; expiresAt: number };

/**
 * A bounded in-memory cache of reads, kept fresh by invalidation (push notices) and, as a safety
 * net, by a short time to live. Entries are kept in least-recently-read order (a Map keeps
 * insertion order; a hit moves its key to the end). A load stores its value only if its entry is
 * still the current one, so a value read before an invalidation never outlives it. A failed load
 * is forgotten at once, so errors (a 404, a lost connection) are never cached.
 */
export function createHotCache<K, V>(options: HotCacheOptions): HotCache<K, V> {
  const now = options.now ?? Date.now;
  const entries = new Map<K, Entry<V>>();

  return {
    get(key, load) {
      const at = now();
      const cached = entries.get(key);
      if (cached && cached.expiresAt > at) {
        entries.delete(key);
        entries.set(key, cached);
        return cached.promise;
      }
      if (cached) entries.delete(key);
      const entry: Entry<V> = { promise: load(), loaded: false, expiresAt: at + options.ttlMs };
      entries.set(key, entry);
      entry.promise.then(
        (value) => {
          entry.value = value;
          entry.loaded = true;
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      while (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value as K;
        entries.delete(oldest);
      }
      return entry.promise;
    },
    invalidate(key) {
      entries.delete(key);
    },
    update(key, change) {
      const entry = entries.get(key);
      if (!entry) return;
      if (!entry.loaded) {
        entries.delete(key);
        return;
      }
      const value = change(entry.value as V);
      entries.set(key, { ...entry, value, promise: Promise.resolve(value) });
    },
    invalidateWhere(matches) {
      for (const [key, entry] of [...entries]) {
        if (!entry.loaded || matches(entry.value as V)) entries.delete(key);
      }
    },
    get size() {
      return entries.size;
    },
  };
}
