import type { ProfileInput, User } from '@kickchips/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const profileQueryKey = ['profile'] as const;

export const profileQueryOptions = queryOptions({
  queryKey: profileQueryKey,
  queryFn: async ({ signal }) => (await api.get<{ user: User }>('/api/app/profile', signal)).data.user,
});

/** The signed-in user's own profile. */
export function useProfile() {
  return useQuery(profileQueryOptions);
}

/** Profile submit (spec 7): username and selected avatar. */
export async function saveProfile(input: ProfileInput): Promise<User> {
  return (await api.post<{ user: User }>('/api/app/profile', input)).data.user;
}
