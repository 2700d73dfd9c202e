import {
  bettingCloseTime,
  bettingWindow,
  type GameSettings,
  type LobbyDetails,
  type LobbyRound,
  type MatchState,
  type RoundSpan,
  roundSpans,
  roundTiming,
  timeOfMinute,
} from '@kickchips/core';

type RoundsView = Pick<
  LobbyDetails,
  'activeRounds' | 'upcomingRounds' | 'activeRoundNum' | 'nextBettableRoundId' | 'betting'
>;

const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());

/**
 * The rounds part of the lobby details, all from core's timing rules and the server clock: which
 * rounds are in play and which are still to come, when each starts, ends and stops taking bets,
 * and the round a bet placed now would go on.
 */
export function lobbyRounds(match: MatchState, settings: GameSettings, now: number): RoundsView {
  const spans = roundSpans(match, settings.roundDuration);
  const activeRounds: LobbyRound[] = [];
  const upcomingRounds: LobbyRound[] = [];
  for (const span of spans) {
    const timing = roundTiming(span, match, now);
    if (timing.status === 'ended') continue;
    const view = toLobbyRound(span, match, settings, timing.status === 'active' ? 'active' : 'upcoming');
    if (timing.status === 'active') activeRounds.push({ ...view, progress: timing.progress });
    else upcomingRounds.push(view);
  }
  const window = bettingWindow(match, settings, now);
  return {
    activeRounds,
    upcomingRounds,
    activeRoundNum: activeRounds[0]?.roundNumber ?? null,
    nextBettableRoundId: window.round?.round.id ?? null,
    betting: { status: window.status, closesAt: iso(window.closesAt) },
  };
}

function toLobbyRound(
  span: RoundSpan,
  match: MatchState,
  settings: GameSettings,
  status: string,
): LobbyRound {
  const start = span.half.startTime;
  const at = (minute: number) => (start === null ? null : timeOfMinute(start, match.clockSpeed, minute));
  return {
    _id: span.round.id,
    roundNumber: span.round.roundNumber,
    halfNumber: span.half.halfNumber,
    startMinute: span.round.startMinute,
    endMinute: span.round.endMinute,
    status,
    startsAt: iso(at(span.startMinute)),
    endsAt: span.endKnown ? iso(at(span.endMinute)) : null,
    bettingClosesAt: iso(bettingCloseTime(match, span.round.id, settings)),
    progress: 0,
  };
}
