import type { NotificationsOutput } from '@kickchips/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

/** GET notifications: pushed (`user.notified`), so the poll is only a fallback. */
export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.all,
    queryFn: async ({ signal }) =>
      (await api.get<NotificationsOutput>('/api/app/notifications', signal)).data,
    enabled,
    refetchInterval: 60_000,
  });
}

/** POST notifications/read: these ids, or all of them. */
export function useReadNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) =>
      api.post<{ unread: number }>('/api/app/notifications/read', ids ? { ids } : {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
