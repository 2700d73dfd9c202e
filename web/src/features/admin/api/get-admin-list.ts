import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

type ListedResource = Parameters<typeof adminKeys.list>[0];

/** GET admin/{resource}: every user, avatar or match. */
export async function getAdminList<T>(resource: ListedResource): Promise<T[]> {
  return (await api.get<T[]>(`/api/admin/${resource}`)).data;
}

export const adminListQueryOptions = <T>(resource: ListedResource) =>
  queryOptions({ queryKey: adminKeys.list(resource), queryFn: () => getAdminList<T>(resource) });

export function useAdminList<T>(resource: ListedResource) {
  return useQuery(adminListQueryOptions<T>(resource));
}
