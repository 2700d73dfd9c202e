import type { MatchEvent, TeamSide } from '@kickchips/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useMatchChanged } from './use-match-changed';

/** PATCH admin/event/{eventId}: the event went to this team; a finished round it counted for re-settles. */
export async function correctEventTeam(eventId: string, team: TeamSide): Promise<MatchEvent> {
  const { data } = await api.patch<{ event: MatchEvent }>(`/api/admin/event/${encodeURIComponent(eventId)}`, {
    team,
  });
  return data.event;
}

export function useCorrectEventTeam(matchId: string) {
  const matchChanged = useMatchChanged(matchId);
  return useMutation({
    mutationFn: ({ eventId, team }: { eventId: string; team: TeamSide }) => correctEventTeam(eventId, team),
    onSettled: matchChanged,
  });
}
