import type { BetType } from '../admin/odds-schemas';
import type { TeamSide } from '../events/team-side';
import { TEAM_SIDES } from '../events/team-side';
import { outcome } from '../settlement/outcome';
import type { CountDistribution } from './count-distribution';
import type { EventRate } from './event-rate';
import { expectedCount } from './expected-count';
import { type MatchEvidence, NO_EVIDENCE } from './match-rate-update';
import { priceEventType, type RoundToPrice } from './price-event-type';
import { TEAM_SPLITS, type TeamSplit, teamRate, teamSplitOf } from './team-rates';

/**
 * A recorded match as calibration replays it: events by half and match second (and the team they
 * went to, where known), and each half's length in seconds.
 */
export type RecordedMatch = {
  events: readonly { halfNumber: number; second: number; eventType: string; team?: TeamSide }[];
  halfLengths: ReadonlyMap<number, number>;
};

/** One line of one round: what the model offered, and what happened. */
export type ReplayedLine = {
  round: number;
  eventType: string;
  /** The team of a line on one team's count; absent for a line on the whole match. */
  team?: TeamSide;
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
  team?: TeamSide;
  distribution: CountDistribution;
  count: number;
};

export type ReplayedMatch = { lines: ReplayedLine[]; counts: ReplayedCount[] };

type Round = RoundToPrice & { number: number; endSecond: number };
type RecordedEvent = RecordedMatch['events'][number];
/** What lines are priced on: an event type, on the whole match or on one team's count. */
type Market = { eventType: string; rate: EventRate; team?: TeamSide };

/** The markets of the rates: each event type on the whole match, and with `teamLines` each type's lines per team. */
function marketsOf(
  rates: Readonly<Record<string, EventRate>>,
  teamLines: boolean,
  splits: Readonly<Record<string, TeamSplit>>,
): Market[] {
  return Object.entries(rates).flatMap(([eventType, rate]) => {
    const split = teamSplitOf(eventType, splits);
    const perTeam =
      teamLines && split
        ? TEAM_SIDES.map((team) => ({ eventType, rate: teamRate(rate, split, team), team }))
        : [];
    return [{ eventType, rate }, ...perTeam];
  });
}

/** Whether an event counts for a market: its type, and for a team's market that team. */
const countsFor = (market: Market, event: RecordedEvent) =>
  event.eventType === market.eventType && (market.team === undefined || event.team === market.team);

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
function evidenceAt(match: RecordedMatch, market: Market, at: RoundToPrice | null): MatchEvidence {
  if (!at) return NO_EVIDENCE;
  const { rate } = market;
  const before = (half: number, second: number) =>
    half < at.halfNumber || (half === at.halfNumber && second < at.startMinute * 60);
  const observed = match.events.filter((e) => countsFor(market, e) && before(e.halfNumber, e.second)).length;
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
 * With `teamLines`, each type with lines per team is also priced per team from that team's events
 * (events without a team teach only the match's rate), and settled on that team's count; a round
 * with an event of the type recorded without a team voids that type's team lines, so they are left out.
 */
export function replayCalibration(
  match: RecordedMatch,
  rates: Readonly<Record<string, EventRate>>,
  options: {
    margin: number;
    roundMinutes: number;
    roundsPerHalf: number;
    alsoPrice?: readonly number[];
    teamLines?: boolean;
    /** The teams' splits, where not the built-in TEAM_SPLITS (a recorder's learnt ones). */
    teamSplits?: Readonly<Record<string, TeamSplit>>;
  },
): ReplayedMatch {
  const rounds = roundsOf(match, options.roundMinutes, options.roundsPerHalf);
  const markets = marketsOf(rates, options.teamLines ?? false, options.teamSplits ?? TEAM_SPLITS);
  const lines: ReplayedLine[] = [];
  const counts: ReplayedCount[] = [];
  rounds.forEach((round, index) => {
    const pricedAt = index === 0 ? null : rounds[index - 1]!;
    const inRound = match.events.filter(
      (e) =>
        e.halfNumber === round.halfNumber && e.second >= round.startMinute * 60 && e.second < round.endSecond,
    );
    for (const market of markets) {
      const { eventType, team } = market;
      if (team && inRound.some((e) => e.eventType === eventType && e.team === undefined)) continue;
      const { distribution, lines: priced } = priceEventType(
        market.rate,
        round,
        evidenceAt(match, market, pricedAt),
        options.margin,
        options.alsoPrice,
      );
      const count = inRound.filter((e) => countsFor(market, e)).length;
      const on = team ? { eventType, team } : { eventType };
      counts.push({ round: round.number, ...on, distribution, count });
      for (const line of priced) {
        const won = outcome(line.betType, line.threshold, count) === 'won';
        lines.push({ round: round.number, ...on, ...line, won });
      }
    }
  });
  return { lines, counts };
}
