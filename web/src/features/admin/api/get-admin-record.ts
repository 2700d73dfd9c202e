import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

type RecordResource = Parameters<typeof adminKeys.record>[0];

/** GET admin/{resource}/{id}: one user or avatar, for its form. */
export async function getAdminRecord<T>(resource: RecordResource, id: string): Promise<T> {
  return (await api.get<T>(`/api/admin/${resource}/${encodeURIComponent(id)}`)).data;
}

export const adminRecordQueryOptions = <T>(resource: RecordResource, id: string) =>
  queryOptions({
    queryKey: adminKeys.record(resource, id),
    queryFn: () => getAdminRecord<T>(resource, id),
    enabled: id !== 'new',
  });

/** The record for the form of `id`; nothing is asked for 'new'. */
export function useAdminRecord<T>(resource: RecordResource, id: string) {
  return useQuery(adminRecordQueryOptions<T>(resource, id));
}
