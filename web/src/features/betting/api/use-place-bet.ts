import {
  betsWithPlaced,
  type CardsOutput,
  type PlaceBetInput,
  type PlaceBetOutput,
  type UserBetsOutput,
} from '@kickchips/core';
import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { isPushConnected } from '../../realtime';
import { gameKeys } from './game-keys';
import { showNewPrice } from './use-match-odds';

/**
 * POST game/place-bet: the server checks the bet and says why it refuses one; it answers the bet and
 * the player's hand after it.
 */
export async function placeBet(input: PlaceBetInput): Promise<PlaceBetOutput> {
  return (await api.post<PlaceBetOutput>('/api/app/game/place-bet', input)).data;
}

/**
 * Shows a placed bet in the cached own bets and the hand after it in the cached cards, with no
 * request: the answer is what those reads would bring. A read of either still in flight may have
 * been answered before the bet, so it is read again instead.
 */
function showPlaced(queryClient: QueryClient, lobbyId: string, placed: PlaceBetOutput) {
  const put = <T>(queryKey: QueryKey, next: (cached: T | undefined) => T | undefined) => {
    if (queryClient.isFetching({ queryKey, exact: true }) > 0)
      void queryClient.invalidateQueries({ queryKey, exact: true });
    else queryClient.setQueryData<T>(queryKey, next);
  };
  put<UserBetsOutput>(gameKeys.userBets(lobbyId), (own) =>
    own ? { ...own, bets: betsWithPlaced(own.bets, placed.bet) } : own,
  );
  put<CardsOutput>(gameKeys.cards(lobbyId), () => placed.cards);
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
 * Places a bet. Its answer brings the bet into the player's own bets and the hand after it (a card
 * used, a hand dealt); while the push stream is live the bet's own notice brings the chips and the
 * leaderboard, so a placed bet costs no read. Without the stream the lobby details, the other bets
 * and the leaderboard are read again; after a refusal, the own bets and cards too. A bet refused
 * because its line moved shows the new price at once, and the match's odds are read again.
 */
export function usePlaceBet(lobbyId: string, matchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeBet,
    onSuccess: (placed) => showPlaced(queryClient, lobbyId, placed),
    onError: (error) => {
      const moved = movedPriceOf(error);
      if (!moved) return;
      showNewPrice(queryClient, matchId, moved.oddsId, moved.odds);
      // not awaited: the slip shows the server's sentence with the price it names, now
      void queryClient.invalidateQueries({ queryKey: gameKeys.odds(matchId) });
    },
    onSettled: (_placed, error) => {
      if (error === null && isPushConnected()) return;
      const others = [gameKeys.details(lobbyId), gameKeys.competitorBets(lobbyId), gameKeys.leaderboards];
      const own = error === null ? [] : [gameKeys.userBets(lobbyId), gameKeys.cards(lobbyId)];
      return Promise.all([...others, ...own].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
