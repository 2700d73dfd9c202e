import { countdownText, elapsedText, type HalfState, kickOffTime, matchTiming } from '@kickchips/core';
import { LIVE_STATUSES } from './live-statuses';

export type MatchStart = {
  /** Under way by its status or by its halves (half-time included). */
  live: boolean;
  /** Live, or its kick-off has passed. */
  started: boolean;
  /** 'Starts in 2h 14m', 'Started', 'Elapsed 1h 5m', or null when nothing is known. */
  text: string | null;
};

/**
 * The timing line of a SELECT MATCH entry (spec 2, issue 15): a countdown to the kick-off that
 * kickOffTime chooses (spec 4 "Half display choice", else the scheduled kick-off), 'Started' once
 * it has passed (spec 4 "Countdown text"), and the elapsed time of a live match, which never reads
 * "Starts in". `now` is server-corrected ms.
 */
export function matchStart(
  match: { status: string; scheduledAt: string | null; halves: readonly HalfState[] },
  now: number,
): MatchStart {
  const timing = matchTiming(match.halves, now).status;
  const live = LIVE_STATUSES.has(match.status) || timing === 'in_progress';
  if (live) {
    const starts = match.halves.flatMap((half) =>
      half.startTime !== null && half.startTime <= now ? [half.startTime] : [],
    );
    const text = starts.length > 0 ? `Elapsed ${elapsedText(Math.min(...starts), now)}` : null;
    return { live, started: true, text };
  }
  const kickOff = kickOffTime(match, match.scheduledAt, now);
  if (kickOff !== null) return { live, started: false, text: `Starts in ${countdownText(kickOff, now)}` };
  const scheduled = match.scheduledAt === null ? null : Date.parse(match.scheduledAt);
  const started = timing === 'ended' || (scheduled !== null && scheduled <= now);
  return { live, started, text: started ? 'Started' : null };
}
