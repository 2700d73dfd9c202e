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
  /** When the closing-soon warning starts (ms epoch), null while its half has no start time. */
  warnsAt: number | null;
}

/** The closing-soon warning lasts at least this much real time (game-rules 12), so a person can act. */
export const CLOSING_SOON_MIN_MS = 15_000;

/**
 * When the closing-soon warning starts (game-rules 12): at the rule's warning minute (70 % of the
 * round when the 80 % rule closes betting) or 15 s of real time before betting closes, whichever is
 * earlier, so that a fast clock still leaves time to act.
 */
export function closingSoonFrom(warnTime: number, closesAt: number): number {
  return Math.min(warnTime, closesAt - CLOSING_SOON_MIN_MS);
}

/** Whether bets on the next round are taken now (game-rules 3, spec 4 "Betting window"). */
export function bettingWindow(match: MatchState, settings: BettingSettings, now: number): BettingWindow {
  return bettingWindowOfSpans(roundSpans(match, settings.roundDuration), match, settings, now);
}

/** bettingWindow over the match's roundSpans, for callers that keep them (they change only with the match). */
export function bettingWindowOfSpans(
  spans: readonly RoundSpan[],
  match: MatchState,
  settings: BettingSettings,
  now: number,
): BettingWindow {
  const index = nextBettableIndex(spans, match, now);
  const round = spans[index];
  if (!round) return { round: null, status: 'closed', closesAt: null, warnsAt: null };
  const startTime = round.half.startTime;
  if (startTime === null) return { round, status: 'open', closesAt: null, warnsAt: null };
  const { closeMinute, warnMinute } = bettingCloseMinutes(spans, index, settings);
  const minute = matchMinute(startTime, match.clockSpeed, now);
  const closesAt = timeOfMinute(startTime, match.clockSpeed, closeMinute);
  const warnsAt = closingSoonFrom(timeOfMinute(startTime, match.clockSpeed, warnMinute), closesAt);
  // the close is decided in match minutes, as the engine does, so both agree to the millisecond
  const status = minute >= closeMinute ? 'closed' : now >= warnsAt ? 'closing-soon' : 'open';
  return { round, status, closesAt, warnsAt };
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
