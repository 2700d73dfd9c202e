import { nextBettableIndex } from '../betting/next-bettable-round';
import { halfHasEnded } from '../timing/half-end';
import { timeOfMinute } from '../timing/match-minute';
import type { MatchState } from '../timing/match-state';
import { matchTiming } from '../timing/match-timing';
import { roundClockStatus } from '../timing/round-clock-status';
import { type RoundSpan, roundSpans } from '../timing/round-spans';

export type GameScreen =
  | 'MATCH_RESULTS'
  | 'PRE_MATCH_BETTING'
  | 'PRE_MATCH'
  | 'ACTIVE_ROUND'
  | 'ROUND_BREAK'
  | 'TRANSITION'
  | 'WAITING';

/** How long the round-end transition may last (spec 9). */
export const TRANSITION_MS = 8000;

export interface GameScreenState {
  screen: GameScreen;
  /** The active round. */
  currentRound: RoundSpan | null;
  /** The round that just ended, during TRANSITION. */
  completedRound: RoundSpan | null;
  /** The round bets go on now. */
  nextRound: RoundSpan | null;
}

/**
 * The game screen of spec 4 "Game screen choice" and "Round-end transition", first match wins:
 * MATCH_RESULTS once every half has ended; ACTIVE_ROUND while a round runs; TRANSITION for up to
 * 8 s after a round ended; before kick-off PRE_MATCH_BETTING when rounds or upcoming halves exist,
 * else PRE_MATCH; during the match ROUND_BREAK while a next round exists, else WAITING.
 */
export function gameScreen(match: MatchState, now: number, roundDuration?: number): GameScreenState {
  const spans = roundSpans(match, roundDuration);
  const nextRound = spans[nextBettableIndex(spans, match, now)] ?? null;
  const state = (
    screen: GameScreen,
    currentRound: RoundSpan | null = null,
    completedRound: RoundSpan | null = null,
  ) => ({
    screen,
    currentRound,
    completedRound,
    nextRound,
  });
  if (match.halves.length > 0 && match.halves.every((half) => halfHasEnded(half, match.halves, now))) {
    return state('MATCH_RESULTS');
  }
  const current = spans.find((span) => roundClockStatus(span, match, now) === 'active');
  if (current) return state('ACTIVE_ROUND', current);
  const completed = justEnded(spans, match, now);
  if (completed) return state('TRANSITION', null, completed);
  if (matchTiming(match.halves, now).status === 'not_started') {
    const upcomingHalf = match.halves.some((half) => half.status === 'upcoming');
    return state(spans.length > 0 || upcomingHalf ? 'PRE_MATCH_BETTING' : 'PRE_MATCH');
  }
  return state(nextRound ? 'ROUND_BREAK' : 'WAITING');
}

/** The round that ended less than TRANSITION_MS ago, if any; a round that never ran does not count. */
function justEnded(spans: readonly RoundSpan[], match: MatchState, now: number): RoundSpan | null {
  const ended = spans.flatMap((span) => {
    if (span.half.startTime === null || !span.endKnown || span.endMinute <= span.startMinute) return [];
    const endedAt = timeOfMinute(span.half.startTime, match.clockSpeed, span.endMinute);
    return endedAt <= now && now - endedAt < TRANSITION_MS ? [{ span, endedAt }] : [];
  });
  return ended.sort((a, b) => b.endedAt - a.endedAt)[0]?.span ?? null;
}
