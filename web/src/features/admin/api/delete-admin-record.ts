import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

type ListedResource = Parameters<typeof adminKeys.list>[0];

/** DELETE admin/{resource}/{id}. */
export function deleteAdminRecord(resource: ListedResource, id: string) {
  return api.delete(`/api/admin/${resource}/${encodeURIComponent(id)}`);
}

export function useDeleteAdminRecord(resource: ListedResource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteAdminRecord(resource, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.list(resource) }),
  });
}
