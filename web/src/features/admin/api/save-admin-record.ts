import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

type RecordResource = Parameters<typeof adminKeys.record>[0];

/** POST admin/{resource} for 'new', else PUT admin/{resource}/{id}. */
export function saveAdminRecord(resource: RecordResource, id: string, body: unknown) {
  return id === 'new'
    ? api.post(`/api/admin/${resource}`, body)
    : api.put(`/api/admin/${resource}/${encodeURIComponent(id)}`, body);
}

export function useSaveAdminRecord(resource: RecordResource, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) => saveAdminRecord(resource, id, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.list(resource) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.record(resource, id) }),
      ]),
  });
}
