import type { Avatar } from '@kickchips/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const avatarsQueryOptions = queryOptions({
  queryKey: ['avatars'] as const,
  queryFn: async ({ signal }) => (await api.get<Avatar[]>('/api/app/avatar', signal)).data,
});

/** The avatars a player may pick from. */
export function useAvatars() {
  return useQuery(avatarsQueryOptions);
}
