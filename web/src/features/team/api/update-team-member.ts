import type { TeamMember } from '@kickchips/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publicCall } from '../../../lib/api-client';
import { teamGrantHeaders } from './team-grant-headers';
import { teamKeys } from './team-keys';

type TeamMemberUpdate = { id: string; grant: string; bio?: string; imageKey?: string | null };

/** PUT public/team/{id} with the grant: a member's bio or photo. */
export async function updateTeamMember({ id, grant, ...body }: TeamMemberUpdate): Promise<TeamMember> {
  const { data } = await publicCall<TeamMember>(`/api/public/team/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    headers: teamGrantHeaders(grant),
  });
  return data;
}

export function useUpdateTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeamMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.members }),
  });
}
