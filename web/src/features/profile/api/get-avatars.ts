import type { Avatar } from '@kickchips/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

/** GET app/avatar: the avatars a player may pick from. */
export async function getAvatars(signal?: AbortSignal): Promise<Avatar[]> {
  return (await api.get<Avatar[]>('/api/app/avatar', signal)).data;
}

export const avatarsQueryOptions = queryOptions({
  queryKey: profileKeys.avatars,
  queryFn: ({ signal }) => getAvatars(signal),
});

export function useAvatars() {
  return useQuery(avatarsQueryOptions);
}
