import {
  bettingCloseTimeOfSpan,
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
  'activeRounds' | 'upcomingRounds' | 'lastEndedRound' | 'activeRoundNum' | 'nextBettableRoundId' | 'betting'
>;

const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());

/** A round's view with what does not depend on the time; status and progress are set per read. */
type PlannedRound = { span: RoundSpan; view: LobbyRound };

/** Per match state, then per lobby settings: both objects are snapshots that never change. */
const plans = new WeakMap<MatchState, WeakMap<GameSettings, readonly PlannedRound[]>>();

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
  for (const { span, view } of plannedRounds(match, settings)) {
    const timing = roundTiming(span, match, now);
    if (timing.status === 'ended') lastEndedRound = { ...view, status: 'finished', progress: 1 };
    else if (timing.status === 'active') {
      activeRounds.push({ ...view, status: 'active', progress: timing.progress });
    } else upcomingRounds.push({ ...view, status: 'upcoming' });
  }
  const window = bettingWindow(match, settings, now);
  return {
    activeRounds,
    upcomingRounds,
    lastEndedRound,
    activeRoundNum: activeRounds[0]?.roundNumber ?? null,
    nextBettableRoundId: window.round?.round.id ?? null,
    betting: { status: window.status, closesAt: iso(window.closesAt), warnsAt: iso(window.warnsAt) },
  };
}

function plannedRounds(match: MatchState, settings: GameSettings): readonly PlannedRound[] {
  let bySettings = plans.get(match);
  if (!bySettings) {
    bySettings = new WeakMap();
    plans.set(match, bySettings);
  }
  let planned = bySettings.get(settings);
  if (!planned) {
    const spans = roundSpans(match, settings.roundDuration);
    planned = spans.map((span, index) => ({
      span,
      view: toLobbyRound(span, match, bettingCloseTimeOfSpan(spans, index, match, settings)),
    }));
    bySettings.set(settings, planned);
  }
  return planned;
}

/** The view in the schema's key order; `status` and `progress` are placeholders kept in place by a spread. */
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
