import { TEAM_SIDES, type TeamSide } from '../events/team-side';
import type { RecordedMatch } from './calibration-replay';
import type { EventRate } from './event-rate';
import { expectedCount } from './expected-count';
import { TEAM_SPLITS, type TeamSplit, teamRate, teamSplitOf } from './team-rates';

/**
 * What one recorder's finished matches showed of one event type, against the built-in rate: the
 * matches, and the sums that make the learnt rate (each match's count over its expectation,
 * weighted by how much one match can say). Sums, so a tally grows one match at a time and can be
 * stored as it is.
 */
export type RecorderTally = { matches: number; weight: number; weightedRatio: number };

export const EMPTY_TALLY: RecorderTally = { matches: 0, weight: 0, weightedRatio: 0 };

/**
 * How far recorders may count apart from the data the built-in rates come from, as the prior's
 * weight: a recorder's multiplier of the built-in rate is taken as Gamma(S, S) before any match
 * (mean 1, standard deviation 1 / sqrt(S) = 20 %: Metrica counts 30 % fewer throw-ins than
 * Wyscout, and a hand recorder may differ as much).
 */
export const RECORDER_PRIOR_STRENGTH = 25;

/**
 * Adds a finished match to a tally: `observed` events where the built-in rate expected `expected`
 * over the minutes played. One match's ratio observed / expected varies around the recorder's
 * multiplier ρ by ρ / expected (chance) plus ρ² / k (the match's own tempo, k the built-in
 * dispersion), so it weighs 1 / (1 / expected + 1 / k): a match says more of a frequent type, and
 * less of one whose matches differ a lot.
 */
export function tallyMatch(
  tally: RecorderTally,
  observed: number,
  expected: number,
  dispersion: number,
): RecorderTally {
  if (expected <= 0) return tally;
  const weight = 1 / (1 / expected + 1 / dispersion);
  return {
    matches: tally.matches + 1,
    weight: tally.weight + weight,
    weightedRatio: tally.weightedRatio + (weight * observed) / expected,
  };
}

/**
 * The recorder's multiplier of the built-in rate (an empirical Bayes estimate): the prior's mean 1
 * at weight RECORDER_PRIOR_STRENGTH mixed with the matches' weighted mean ratio at their weight. A
 * recorder with no matches prices at the built-in rate; after ten matches of throw-ins (each
 * weighing about 20) its own record weighs nine tenths.
 */
export function recorderMultiplier(tally: RecorderTally): number {
  return (RECORDER_PRIOR_STRENGTH + tally.weightedRatio) / (RECORDER_PRIOR_STRENGTH + tally.weight);
}

/** The rates a recorder's next match is priced from: each built-in rate times what its tally learnt. */
export function learntRates(
  rates: Readonly<Record<string, EventRate>>,
  tallies: Readonly<Record<string, RecorderTally>>,
): Record<string, EventRate> {
  return Object.fromEntries(
    Object.entries(rates).map(([eventType, rate]) => {
      const tally = tallies[eventType];
      return [eventType, tally ? { ...rate, perMatch: rate.perMatch * recorderMultiplier(tally) } : rate];
    }),
  );
}

/** The tally of one side's count of a type with lines per team: "Corner (home)". */
export function sideTallyKey(eventType: string, side: TeamSide): string {
  return `${eventType} (${side})`;
}

/**
 * The tallies after one more finished match: for each built-in type, the events it recorded
 * against what the built-in rate expected over the halves as played; for a type with lines per
 * team, each side's events against its built-in share of that (sideTallyKey).
 */
export function tallyRecordedMatch(
  tallies: Readonly<Record<string, RecorderTally>>,
  match: RecordedMatch,
  rates: Readonly<Record<string, EventRate>>,
): Record<string, RecorderTally> {
  const tally = (key: string, rate: EventRate, counts: (e: RecordedMatch['events'][number]) => boolean) => {
    let expected = 0;
    for (const [half, seconds] of match.halfLengths) expected += expectedCount(rate, half, 0, seconds / 60);
    const observed = match.events.filter(counts).length;
    return [key, tallyMatch(tallies[key] ?? EMPTY_TALLY, observed, expected, rate.dispersion)] as const;
  };
  return Object.fromEntries(
    Object.entries(rates).flatMap(([eventType, rate]) => {
      const split = teamSplitOf(eventType);
      const sides = split
        ? TEAM_SIDES.map((side) =>
            tally(
              sideTallyKey(eventType, side),
              teamRate(rate, split, side),
              (e) => e.eventType === eventType && e.team === side,
            ),
          )
        : [];
      return [tally(eventType, rate, (e) => e.eventType === eventType), ...sides];
    }),
  );
}

/**
 * The teams' splits a recorder's next match is priced from: each side's learnt multiplier moves
 * the home share (a recorder who misses the away side's corners gives the home side more of them),
 * while the type's own tally sets the match's rate (learntRates).
 */
export function learntSplits(tallies: Readonly<Record<string, RecorderTally>>): Record<string, TeamSplit> {
  return Object.fromEntries(
    Object.entries(TEAM_SPLITS).map(([eventType, split]) => {
      const [home, away] = TEAM_SIDES.map((side) =>
        recorderMultiplier(tallies[sideTallyKey(eventType, side)] ?? EMPTY_TALLY),
      ) as [number, number];
      const homeShare = (split.homeShare * home) / (split.homeShare * home + (1 - split.homeShare) * away);
      return [eventType, { ...split, homeShare }];
    }),
  );
}
