import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/** The error of a query some other component runs, so a route can answer for it. */
export function useQueryFailure(queryKey: QueryKey): Error | null {
  const cache = useQueryClient().getQueryCache();
  const hash = JSON.stringify(queryKey);
  const read = useCallback(
    () => cache.find({ queryKey: JSON.parse(hash), exact: true })?.state.error ?? null,
    [cache, hash],
  );
  return useSyncExternalStore((listener) => cache.subscribe(listener), read, read);
}
