import type { User } from '@kickchips/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

/** GET app/profile: the signed-in user's own profile. */
export async function getProfile(signal?: AbortSignal): Promise<User> {
  return (await api.get<{ user: User }>('/api/app/profile', signal)).data.user;
}

export const profileQueryOptions = queryOptions({
  queryKey: profileKeys.profile,
  queryFn: ({ signal }) => getProfile(signal),
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
