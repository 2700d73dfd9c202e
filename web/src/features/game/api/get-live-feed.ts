import type { LiveFeedOutput } from '@kickchips/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { gameKeys } from '../../betting';
import { pushAwarePoll } from '../../realtime';

/** Without the push stream, the feed is read as often as the event counts (spec 7: 10 s). */
const LIVE_FEED_POLL_MS = 10_000;

/** GET game/live-feed/{lobbyId}: the match's moments, newest first, and its score. */
export async function getLiveFeed(lobbyId: string, signal?: AbortSignal): Promise<LiveFeedOutput> {
  const url = `/api/app/game/live-feed/${encodeURIComponent(lobbyId)}`;
  return (await api.get<LiveFeedOutput>(url, signal)).data;
}

/** Under the game's keys: a recorded, undone or corrected event's notice reads it again at once. */
export const liveFeedQueryOptions = (lobbyId: string) =>
  queryOptions({
    queryKey: gameKeys.liveFeed(lobbyId),
    queryFn: ({ signal }) => getLiveFeed(lobbyId, signal),
    refetchInterval: () => pushAwarePoll(LIVE_FEED_POLL_MS),
  });

export function useLiveFeed(lobbyId: string) {
  return useQuery(liveFeedQueryOptions(lobbyId));
}
