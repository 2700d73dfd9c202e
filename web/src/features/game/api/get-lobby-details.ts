import { gameScreen, type LobbyDetails } from '@kickchips/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { gameKeys } from '../../betting';
import { clearActiveLobby } from '../../lobbies';
import { lobbyMatchState } from '../lobby-match-state';
import { bettingDeadlinePoll, pollInterval } from '../poll-interval';

export type LoadedDetails = { details: LobbyDetails; offsetMs: number };

/** GET game/lobby-details/{lobbyId}, with the server clock's offset from this one. */
export async function getLobbyDetails(lobbyId: string): Promise<LoadedDetails> {
  const url = `/api/app/game/lobby-details/${encodeURIComponent(lobbyId)}`;
  const { data } = await api.get<LobbyDetails>(url);
  return { details: data, offsetMs: Date.parse(data.serverTime) - Date.now() };
}

/** At the pace of the screen on show, and faster as the betting deadline nears. */
export const lobbyDetailsQueryOptions = (lobbyId: string) =>
  queryOptions({
    queryKey: gameKeys.details(lobbyId),
    queryFn: () => getLobbyDetails(lobbyId),
    refetchInterval: (q) => {
      const loaded = q.state.data;
      if (!loaded) return 5000;
      const { details, offsetMs } = loaded;
      const now = Date.now() + offsetMs;
      const pace = pollInterval(
        gameScreen(lobbyMatchState(details), now, details.lobby.gameSettings.roundDuration).screen,
      );
      if (details.betting.status === 'closed' || details.betting.closesAt === null) return pace;
      return bettingDeadlinePoll(pace, Date.parse(details.betting.closesAt), now);
    },
  });

/**
 * Polls the lobby details (spec 7) and measures the server clock's offset from this one, so
 * countdowns are right even on a skewed device. A 404 means the lobby is gone, a 403 that this
 * account is not in it (a lobby stored by someone else on this browser): either way, forget it.
 */
export function useLobbyDetails(lobbyId: string) {
  const query = useQuery(lobbyDetailsQueryOptions(lobbyId));
  const notFound =
    query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 403);
  useEffect(() => {
    if (notFound) clearActiveLobby();
  }, [notFound]);
  return query;
}
