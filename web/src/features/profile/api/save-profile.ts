import type { ProfileInput, User } from '@kickchips/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

/** POST app/profile (spec 7): username and selected avatar. */
export async function saveProfile(input: ProfileInput): Promise<User> {
  return (await api.post<{ user: User }>('/api/app/profile', input)).data.user;
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: (saved) => queryClient.setQueryData(profileKeys.profile, saved),
  });
}
