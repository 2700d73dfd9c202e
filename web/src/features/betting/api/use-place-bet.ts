import type { Bet, PlaceBetInput } from '@kickchips/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { gameKeys } from './game-keys';

/** POST game/place-bet: the server checks the bet and says why it refuses one. */
export async function placeBet(input: PlaceBetInput): Promise<Bet> {
  return (await api.post<{ bet: Bet }>('/api/app/game/place-bet', input)).data.bet;
}

/**
 * Places a bet. Afterwards the reads that show bets and chips are refreshed: the lobby
 * details (chips, leaderboard), every bet list of the lobby, the leaderboard and the cards.
 */
export function usePlaceBet(lobbyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeBet,
    onSettled: () =>
      Promise.all(
        [
          gameKeys.details(lobbyId),
          gameKeys.userBets(lobbyId),
          gameKeys.competitorBets(lobbyId),
          gameKeys.leaderboards,
          gameKeys.cards(lobbyId),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
