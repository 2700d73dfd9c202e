import { useSyncExternalStore } from 'react';
import type { LocalStore } from './local-store';

/**
 * The store's value, re-rendering when it changes here or in another tab. Read from the storage at
 * hand on a prerender too, so the first screen drawn at build time is the one the browser draws.
 */
export function useLocalStore<T>(store: LocalStore<T>): T | null {
  return useSyncExternalStore(store.subscribe, store.read, store.read);
}
