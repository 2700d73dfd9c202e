import { halfEndTime } from '../timing/half-end';
import { matchMinute } from '../timing/match-minute';
import type { MatchState } from '../timing/match-state';
import type { EventRate } from './event-rate';
import { expectedCount } from './expected-count';
import type { MatchEvidence } from './match-rate-update';

/** The match minutes each started half has been played at `now`, by half number. */
export function playedMinutes(match: MatchState, now: number): Map<number, number> {
  const played = new Map<number, number>();
  for (const half of match.halves) {
    if (half.startTime === null || now <= half.startTime) continue;
    const end = halfEndTime(half, match.halves);
    const until = end === null ? now : Math.min(now, end);
    played.set(half.halfNumber, Math.max(0, matchMinute(half.startTime, match.clockSpeed, until)));
  }
  return played;
}

/** What the match has shown of one event type at `now`: the events recorded, against what the base rate expected. */
export function matchEvidence(rate: EventRate, played: Map<number, number>, observed: number): MatchEvidence {
  let exposure = 0;
  for (const [halfNumber, minutes] of played) exposure += expectedCount(rate, halfNumber, 0, minutes);
  return { observed, exposure };
}
