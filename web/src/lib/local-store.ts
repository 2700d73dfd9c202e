/** A JSON value kept in localStorage under one key, shared by this tab's readers and other tabs. */
export type LocalStore<T> = {
  /** The stored value, or null; the same object until the stored text changes (for React). */
  read(): T | null;
  write(value: T): void;
  clear(): void;
  /** Calls `listener` on a change here or in another tab. */
  subscribe(listener: () => void): () => void;
};

/** `parse` turns the stored JSON into a value, or null when it is not one. */
export function createLocalStore<T>(key: string, parse: (stored: unknown) => T | null): LocalStore<T> {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null = null;
  let cached: T | null = null;
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    read() {
      let raw: string | null;
      try {
        raw = localStorage.getItem(key);
      } catch {
        return null;
      }
      if (raw === cachedRaw) return cached;
      cachedRaw = raw;
      try {
        cached = raw ? parse(JSON.parse(raw)) : null;
      } catch {
        cached = null;
      }
      return cached;
    },
    write(value) {
      localStorage.setItem(key, JSON.stringify(value));
      notify();
    },
    clear() {
      localStorage.removeItem(key);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === key) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}
