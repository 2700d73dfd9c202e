import type { LobbyDetails } from '@kickchips/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { gameKeys, getOwnBets } from '../../betting';
import { useStreamNotices } from '../../realtime';
import { getLeaderboard } from '../api/get-leaderboard';
import { type RoundResult, rankOf, resultSignature, roundResultOf } from './round-result';

/** How long a result moment stays before it goes by itself. */
export const RESULT_MOMENT_MS = 10_000;

/** The round's number from the details, for a round the player neither bet on nor was penalised for. */
function roundNumberIn(details: LobbyDetails, roundId: string): number | null {
  const rounds = [
    ...(details.lastEndedRound ? [details.lastEndedRound] : []),
    ...details.activeRounds,
    ...details.upcomingRounds,
  ];
  return rounds.find((round) => round._id === roundId)?.roundNumber ?? null;
}

/**
 * The player's result moment (issue 19 item 2): on each `round.settled` notice of the lobby's match,
 * reads the player's bets and the leaderboard afresh (the notice's own refetch, shared) and tells
 * the round's result, with the rank before the settlement (the leaderboard in memory when the
 * notice came) and after it. Each settlement shows once; a correction that changes it shows again.
 */
export function useRoundResults(details: LobbyDetails) {
  const queryClient = useQueryClient();
  const [result, setResult] = useState<RoundResult | null>(null);
  const shown = useRef(new Set<string>());

  useStreamNotices((notice) => {
    if (notice.type !== 'round.settled' || notice.matchId !== details.match._id) return;
    if (details.currentUser.role !== 'player') return;
    const lobbyId = details.lobby._id;
    const userId = details.currentUser._id;
    const boardKey = gameKeys.leaderboard(lobbyId);
    const rankBefore = rankOf(
      queryClient.getQueryData<LobbyDetails['leaderboard']>(boardKey) ?? details.leaderboard,
      userId,
    );
    const fresh = Promise.all([
      queryClient.fetchQuery({
        queryKey: gameKeys.userBets(lobbyId),
        queryFn: ({ signal }) => getOwnBets(lobbyId, signal),
        staleTime: 0,
      }),
      queryClient.fetchQuery({
        queryKey: boardKey,
        queryFn: ({ signal }) => getLeaderboard(lobbyId, signal),
        staleTime: 0,
      }),
    ]);
    fresh
      .then(([own, board]) => {
        const settled = roundResultOf({
          roundId: notice.roundId,
          roundNumber: roundNumberIn(details, notice.roundId),
          bets: own.bets,
          penalties: own.penalties,
          rankBefore,
          rankAfter: rankOf(board, userId),
        });
        if (!settled || shown.current.has(resultSignature(settled))) return;
        shown.current.add(resultSignature(settled));
        setResult(settled);
      })
      // a failed read shows on the panels that make it; the moment is only skipped
      .catch(() => {});
  });

  useEffect(() => {
    if (!result) return;
    const timer = setTimeout(() => setResult(null), RESULT_MOMENT_MS);
    return () => clearTimeout(timer);
  }, [result]);

  return { result, dismiss: () => setResult(null) };
}
