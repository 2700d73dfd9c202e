import type { Bet, PlaceBetInput } from '@kickchips/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { isPushConnected } from '../../realtime';
import { gameKeys } from './game-keys';
import { showNewPrice } from './use-match-odds';

/** POST game/place-bet: the server checks the bet and says why it refuses one. */
export async function placeBet(input: PlaceBetInput): Promise<Bet> {
  return (await api.post<{ bet: Bet }>('/api/app/game/place-bet', input)).data.bet;
}

/**
 * The line's new price when the server refused the bet because the price moved since the slip
 * showed it (409 with `detail.odds`, game-rules 20); null for any other failure.
 */
export function movedPriceOf(error: unknown): { oddsId: string; odds: number } | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const { odds, oddsId } = error.detail ?? {};
  return typeof odds === 'number' && typeof oddsId === 'string' ? { oddsId, odds } : null;
}

/**
 * Places a bet. Afterwards the cards are read again (a card used, a hand dealt); while the push
 * stream is live the bet's own notice brings the chips, the leaderboard and the player's own bets,
 * otherwise (and after a refusal) the lobby details, every bet list of the lobby and the
 * leaderboard are read again too. A bet refused because its line moved shows the new price at
 * once, and the match's odds are read again.
 */
export function usePlaceBet(lobbyId: string, matchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeBet,
    onError: (error) => {
      const moved = movedPriceOf(error);
      if (!moved) return;
      showNewPrice(queryClient, matchId, moved.oddsId, moved.odds);
      // not awaited: the slip shows the server's sentence with the price it names, now
      void queryClient.invalidateQueries({ queryKey: gameKeys.odds(matchId) });
    },
    onSettled: (_bet, error) =>
      Promise.all(
        (error === null && isPushConnected()
          ? [gameKeys.cards(lobbyId)]
          : [
              gameKeys.details(lobbyId),
              gameKeys.userBets(lobbyId),
              gameKeys.competitorBets(lobbyId),
              gameKeys.leaderboards,
              gameKeys.cards(lobbyId),
            ]
        ).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
