import type { TeamMember } from '@kickchips/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicCall } from '../../../lib/api-client';
import { teamKeys } from './team-keys';

/** GET public/team: the team members, for anyone. */
export async function getTeam(): Promise<TeamMember[]> {
  return (await publicCall<{ members: TeamMember[] }>('/api/public/team')).data.members;
}

export const teamQueryOptions = queryOptions({ queryKey: teamKeys.members, queryFn: getTeam });

export function useTeam() {
  return useQuery(teamQueryOptions);
}
