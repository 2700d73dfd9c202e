import type { BetType } from '../admin/odds-schemas';
import { outcome } from '../settlement/outcome';
import type { CountDistribution } from './count-distribution';
import type { EventRate } from './event-rate';
import { expectedCount } from './expected-count';
import { type MatchEvidence, NO_EVIDENCE } from './match-rate-update';
import { priceEventType, type RoundToPrice } from './price-event-type';

/** A recorded match as calibration replays it: events by half and match second, and each half's length in seconds. */
export type RecordedMatch = {
  events: readonly { halfNumber: number; second: number; eventType: string }[];
  halfLengths: ReadonlyMap<number, number>;
};

/** One line of one round: what the model offered, and what happened. */
export type ReplayedLine = {
  round: number;
  eventType: string;
  betType: BetType;
  threshold: number;
  chance: number;
  price: number;
  /** Whether the round offered it; lines asked for with `alsoPrice` are priced all the same. */
  offered: boolean;
  won: boolean;
};

/** One event type in one round: the model's distribution and the count the round brought. */
export type ReplayedCount = {
  round: number;
  eventType: string;
  distribution: CountDistribution;
  count: number;
};

export type ReplayedMatch = { lines: ReplayedLine[]; counts: ReplayedCount[] };

type Round = RoundToPrice & { number: number; endSecond: number };

/** Rounds of `roundMinutes` from minute 0 of each half, `roundsPerHalf` of them, the last open-ended. */
function roundsOf(match: RecordedMatch, roundMinutes: number, roundsPerHalf: number): Round[] {
  return [...match.halfLengths.keys()]
    .sort((a, b) => a - b)
    .flatMap((halfNumber) =>
      Array.from({ length: roundsPerHalf }, (_, i) => {
        const last = i === roundsPerHalf - 1;
        return {
          number: (halfNumber - 1) * roundsPerHalf + i + 1,
          halfNumber,
          startMinute: i * roundMinutes,
          endMinute: last ? null : (i + 1) * roundMinutes,
          endSecond: last ? Number.POSITIVE_INFINITY : (i + 1) * roundMinutes * 60,
        };
      }),
    );
}

/** What the match had shown of one event type when the clock stood at (halfNumber, minute). */
function evidenceAt(
  match: RecordedMatch,
  rate: EventRate,
  eventType: string,
  at: RoundToPrice | null,
): MatchEvidence {
  if (!at) return NO_EVIDENCE;
  const before = (half: number, second: number) =>
    half < at.halfNumber || (half === at.halfNumber && second < at.startMinute * 60);
  const observed = match.events.filter(
    (e) => e.eventType === eventType && before(e.halfNumber, e.second),
  ).length;
  let exposure = 0;
  for (const [halfNumber, seconds] of match.halfLengths) {
    if (halfNumber < at.halfNumber) exposure += expectedCount(rate, halfNumber, 0, seconds / 60);
    if (halfNumber === at.halfNumber) exposure += expectedCount(rate, halfNumber, 0, at.startMinute);
  }
  return { observed, exposure };
}

/**
 * Plays a recorded match through the model round by round, as the game clock does: a round is
 * priced when betting on it opens, at the start of the round before it (the first round before
 * kick-off), from the events recorded until then; then its lines are settled on the count it brought.
 */
export function replayCalibration(
  match: RecordedMatch,
  rates: Readonly<Record<string, EventRate>>,
  options: { margin: number; roundMinutes: number; roundsPerHalf: number; alsoPrice?: readonly number[] },
): ReplayedMatch {
  const rounds = roundsOf(match, options.roundMinutes, options.roundsPerHalf);
  const lines: ReplayedLine[] = [];
  const counts: ReplayedCount[] = [];
  rounds.forEach((round, index) => {
    const pricedAt = index === 0 ? null : rounds[index - 1]!;
    for (const [eventType, rate] of Object.entries(rates)) {
      const { distribution, lines: priced } = priceEventType(
        rate,
        round,
        evidenceAt(match, rate, eventType, pricedAt),
        options.margin,
        options.alsoPrice,
      );
      const count = match.events.filter(
        (e) =>
          e.eventType === eventType &&
          e.halfNumber === round.halfNumber &&
          e.second >= round.startMinute * 60 &&
          e.second < round.endSecond,
      ).length;
      counts.push({ round: round.number, eventType, distribution, count });
      for (const line of priced) {
        const won = outcome(line.betType, line.threshold, count) === 'won';
        lines.push({ round: round.number, eventType, ...line, won });
      }
    }
  });
  return { lines, counts };
}
