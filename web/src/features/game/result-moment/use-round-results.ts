import type { Bet, LobbyDetails } from '@kickchips/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { gameKeys, getOwnBets, useOwnBets } from '../../betting';
import { usePushConnected, useStreamNotices } from '../../realtime';
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

/** The rounds whose bets are all settled (won, lost or refunded). */
function settledRoundIds(bets: readonly Bet[]): Set<string> {
  const pending = new Set(bets.filter((bet) => bet.status === 'pending').map((bet) => bet.matchRound._id));
  return new Set(bets.map((bet) => bet.matchRound._id).filter((roundId) => !pending.has(roundId)));
}

/**
 * The player's result moment (issue 19 item 2): on each `round.settled` notice of the lobby's match,
 * reads the player's bets and the leaderboard afresh (the notice's own refetch, shared) and tells
 * the round's result, with the rank before the settlement (the leaderboard in memory when the
 * notice came) and after it. While the stream is down, the polled bets stand in. Each settlement
 * shows once; a correction that changes it shows again. It goes by itself `RESULT_MOMENT_MS` after
 * it came `onScreen`.
 */
export function useRoundResults(details: LobbyDetails, onScreen: boolean) {
  const queryClient = useQueryClient();
  const [result, setResult] = useState<RoundResult | null>(null);
  const shown = useRef(new Set<string>());
  const show = useCallback((settled: RoundResult | null) => {
    if (!settled || shown.current.has(resultSignature(settled))) return;
    shown.current.add(resultSignature(settled));
    setResult(settled);
  }, []);
  const isPlayer = details.currentUser.role === 'player';
  const { homeTeam, awayTeam } = details.match;
  const pushed = usePushConnected();
  const own = useOwnBets(details.lobby._id, { enabled: isPlayer });
  const myRank = rankOf(details.leaderboard, details.currentUser._id);
  const seenSettled = useRef<Set<string> | null>(null);
  const rankAtLast = useRef(myRank);

  // Without the stream, the polled bets tell a settled round instead (rounds with a bet only); the
  // rank moved since the last moment, as far as the polled details know.
  useEffect(() => {
    if (!own.data) return;
    const settled = settledRoundIds(own.data.bets);
    const before = seenSettled.current;
    seenSettled.current = settled;
    if (!before || pushed) return;
    for (const roundId of settled) {
      if (before.has(roundId)) continue;
      show(
        roundResultOf({
          roundId,
          roundNumber: null,
          bets: own.data.bets,
          penalties: own.data.penalties,
          rankBefore: rankAtLast.current,
          rankAfter: myRank,
          teams: { homeTeam, awayTeam },
        }),
      );
    }
  }, [own.data, pushed, myRank, show, homeTeam, awayTeam]);

  useStreamNotices((notice) => {
    if (notice.type !== 'round.settled' || notice.matchId !== details.match._id) return;
    if (!isPlayer) return;
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
        show(
          roundResultOf({
            roundId: notice.roundId,
            roundNumber: roundNumberIn(details, notice.roundId),
            bets: own.bets,
            penalties: own.penalties,
            rankBefore,
            rankAfter: rankOf(board, userId),
            teams: details.match,
          }),
        );
      })
      // a failed read shows on the panels that make it; the moment is only skipped
      .catch(() => {});
  });

  useEffect(() => {
    if (result) rankAtLast.current = result.rankAfter ?? rankAtLast.current;
  }, [result]);

  // the moment's time runs only while it is on screen: one waiting for room beside the slip
  // would otherwise go unseen
  useEffect(() => {
    if (!result || !onScreen) return;
    const timer = setTimeout(() => setResult(null), RESULT_MOMENT_MS);
    return () => clearTimeout(timer);
  }, [result, onScreen]);

  return { result, dismiss: () => setResult(null) };
}
