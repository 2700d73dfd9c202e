import {
  bettingCloseTimeOfSpan,
  bettingWindowOfSpans,
  type GameSettings,
  type LobbyDetails,
  type LobbyRound,
  type MatchState,
  type RoundSpan,
  roundClockStatus,
  roundSpans,
  roundTiming,
  timeOfMinute,
} from '@kickchips/core';
import { frozenCopy } from '../hot-cache';

type RoundsView = Pick<
  LobbyDetails,
  'activeRounds' | 'upcomingRounds' | 'lastEndedRound' | 'activeRoundNum' | 'nextBettableRoundId' | 'betting'
>;

const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());

/**
 * A round's views that do not depend on the time, frozen, so that `lobbyDetailsJson` writes each once:
 * as an upcoming and as a finished round. Only the round in play is built per read (its progress).
 */
type PlannedRound = { upcoming: LobbyRound; finished: LobbyRound };
type Plan = { spans: readonly RoundSpan[]; rounds: readonly PlannedRound[] };

/** Per match state, then per lobby settings: both objects are snapshots that never change. */
const plans = new WeakMap<MatchState, WeakMap<GameSettings, Plan>>();

/**
 * The rounds part of the lobby details, all from core's timing rules and the server clock: which
 * rounds are in play, which are still to come and which ended last, when each starts, ends and stops taking bets,
 * and the round a bet placed now would go on. What does not depend on the time (the spans, their
 * times and betting close times) is worked out once per match state and settings object (the hot
 * cache's snapshots, which are replaced, never changed); the clock is applied on every call.
 */
export function lobbyRounds(match: MatchState, settings: GameSettings, now: number): RoundsView {
  const activeRounds: LobbyRound[] = [];
  const upcomingRounds: LobbyRound[] = [];
  let lastEndedRound: LobbyRound | null = null;
  const { spans, rounds } = planOf(match, settings);
  for (const [index, span] of spans.entries()) {
    const { upcoming, finished } = rounds[index]!;
    const status = roundClockStatus(span, match, now);
    if (status === 'ended') lastEndedRound = finished;
    else if (status === 'active') {
      activeRounds.push({ ...upcoming, status, progress: roundTiming(span, match, now).progress });
    } else upcomingRounds.push(upcoming);
  }
  const window = bettingWindowOfSpans(spans, match, settings, now);
  return {
    activeRounds,
    upcomingRounds,
    lastEndedRound,
    activeRoundNum: activeRounds[0]?.roundNumber ?? null,
    nextBettableRoundId: window.round?.round.id ?? null,
    betting: { status: window.status, closesAt: iso(window.closesAt), warnsAt: iso(window.warnsAt) },
  };
}

function planOf(match: MatchState, settings: GameSettings): Plan {
  let bySettings = plans.get(match);
  if (!bySettings) {
    bySettings = new WeakMap();
    plans.set(match, bySettings);
  }
  let plan = bySettings.get(settings);
  if (!plan) {
    const spans = roundSpans(match, settings.roundDuration);
    const rounds = spans.map((span, index) => {
      const upcoming = toLobbyRound(span, match, bettingCloseTimeOfSpan(spans, index, match, settings));
      return { upcoming, finished: { ...upcoming, status: 'finished' as const, progress: 1 } };
    });
    plan = { spans, rounds: frozenCopy(rounds) };
    bySettings.set(settings, plan);
  }
  return plan;
}

/** The view in the schema's key order, as an upcoming round; the other statuses overwrite `status` and `progress` in place. */
function toLobbyRound(span: RoundSpan, match: MatchState, bettingClosesAt: number | null): LobbyRound {
  const start = span.half.startTime;
  const at = (minute: number) => (start === null ? null : timeOfMinute(start, match.clockSpeed, minute));
  return {
    _id: span.round.id,
    roundNumber: span.round.roundNumber,
    halfNumber: span.half.halfNumber,
    startMinute: span.round.startMinute,
    endMinute: span.round.endMinute,
    status: 'upcoming',
    startsAt: iso(at(span.startMinute)),
    endsAt: span.endKnown ? iso(at(span.endMinute)) : null,
    bettingClosesAt: iso(bettingClosesAt),
    progress: 0,
  };
}
