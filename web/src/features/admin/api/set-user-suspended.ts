import type { User } from '@kickchips/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** POST admin/user/:id/suspend or /unsuspend. */
export async function setUserSuspended(userId: string, suspended: boolean): Promise<User> {
  return (await api.post<User>(`/api/admin/user/${userId}/${suspended ? 'suspend' : 'unsuspend'}`)).data;
}

export function useSetUserSuspended() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: string; suspended: boolean }) =>
      setUserSuspended(input.userId, input.suspended),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.list('user') }),
  });
}
