import type { Replay, ReplayInput } from '@kickchips/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useMatchChanged } from './use-match-changed';

/** POST admin/game/replay: the server plays a recorded timeline on the match. */
export async function startReplay(input: ReplayInput): Promise<Replay> {
  return (await api.post<{ replay: Replay }>('/api/admin/game/replay', input)).data.replay;
}

export function useStartReplay(matchId: string) {
  const matchChanged = useMatchChanged(matchId);
  return useMutation({ mutationFn: startReplay, onSettled: matchChanged });
}
