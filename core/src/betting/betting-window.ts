import { matchMinute, timeOfMinute } from '../timing/match-minute';
import type { MatchState } from '../timing/match-state';
import { type RoundSpan, roundSpans } from '../timing/round-spans';
import { type BettingSettings, bettingCloseMinutes } from './betting-close';
import { nextBettableIndex } from './next-bettable-round';

export type BettingWindowStatus = 'open' | 'closing-soon' | 'closed';

export interface BettingWindow {
  /** The next round, the only one that takes bets; null when none is left. */
  round: RoundSpan | null;
  status: BettingWindowStatus;
  /** When betting on it closes (ms epoch), null while its half has no start time. */
  closesAt: number | null;
}

/** Whether bets on the next round are taken now (game-rules 3, spec 4 "Betting window"). */
export function bettingWindow(match: MatchState, settings: BettingSettings, now: number): BettingWindow {
  const spans = roundSpans(match, settings.roundDuration);
  const index = nextBettableIndex(spans, match, now);
  const round = spans[index];
  if (!round) return { round: null, status: 'closed', closesAt: null };
  const startTime = round.half.startTime;
  if (startTime === null) return { round, status: 'open', closesAt: null };
  const { closeMinute, warnMinute } = bettingCloseMinutes(spans, index, settings);
  const minute = matchMinute(startTime, match.clockSpeed, now);
  const status = minute >= closeMinute ? 'closed' : minute >= warnMinute ? 'closing-soon' : 'open';
  return { round, status, closesAt: timeOfMinute(startTime, match.clockSpeed, closeMinute) };
}

/**
 * When betting on a round closes (ms epoch): the moment its inactivity penalty falls due. Null
 * while its half has no start time, and for a round that never started because its half ended.
 */
export function bettingCloseTime(
  match: MatchState,
  roundId: string,
  settings: BettingSettings,
): number | null {
  const spans = roundSpans(match, settings.roundDuration);
  return bettingCloseTimeOfSpan(
    spans,
    spans.findIndex((span) => span.round.id === roundId),
    match,
    settings,
  );
}

/** bettingCloseTime of spans[index], for callers that walk every span of roundSpans once. */
export function bettingCloseTimeOfSpan(
  spans: readonly RoundSpan[],
  index: number,
  match: MatchState,
  settings: BettingSettings,
): number | null {
  const round = spans[index];
  if (!round || round.half.startTime === null) return null;
  if (round.halfEndMinute !== null && round.startMinute >= round.halfEndMinute) return null;
  const { closeMinute } = bettingCloseMinutes(spans, index, settings);
  return timeOfMinute(round.half.startTime, match.clockSpeed, closeMinute);
}
