import type { CardsOutput } from '@kickchips/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pushAwarePoll } from '../../realtime';
import { gameKeys } from './game-keys';

/** Cards are dealt at kick-off and used with a bet; both are pushed. */
const CARDS_POLL_MS = 15_000;

/** GET game/cards?lobbyId: the caller's bet chip cards (dealt at kick-off) and their cooldown. */
export async function getPlayerCards(lobbyId: string, signal?: AbortSignal) {
  return (await api.get<CardsOutput>(`/api/app/game/cards?${new URLSearchParams({ lobbyId })}`, signal)).data;
}

export const playerCardsQueryOptions = (lobbyId: string, enabled: boolean) =>
  queryOptions({
    queryKey: gameKeys.cards(lobbyId),
    queryFn: ({ signal }) => getPlayerCards(lobbyId, signal),
    refetchInterval: () => pushAwarePoll(CARDS_POLL_MS),
    enabled,
  });

export function usePlayerCards(lobbyId: string, enabled: boolean) {
  return useQuery(playerCardsQueryOptions(lobbyId, enabled));
}
