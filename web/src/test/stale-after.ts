import type { StreamNotice } from '@kickchips/core';
import { QueryClient, type QueryFilters, type QueryKey } from '@tanstack/react-query';

/** The names of the cached queries (`keys`, by name) that `invalidationsFor` marks stale for a notice. */
export async function staleAfter(
  keys: Record<string, QueryKey>,
  invalidationsFor: (notice: StreamNotice) => readonly QueryFilters[],
  notice: StreamNotice,
): Promise<string[]> {
  const client = new QueryClient();
  for (const key of Object.values(keys)) client.setQueryData(key, 'cached');
  for (const filter of invalidationsFor(notice)) void client.invalidateQueries(filter);
  await Promise.resolve();
  return Object.entries(keys)
    .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
    .sort();
}
