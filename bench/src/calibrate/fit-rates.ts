import {
  type EventRate,
  expectedCount,
  type RecordedMatch,
  roundDistribution,
  TEAM_SIDES,
  type TeamSide,
} from '@kickchips/core';

const BLOCK_MINUTES = 15;
/** Per half: three 15-minute blocks and its added time, as EventRate's profile. */
const BLOCKS_PER_HALF = 4;
const BLOCKS = 2 * BLOCKS_PER_HALF;
type Event = RecordedMatch['events'][number];

/** One event type fitted on many matches: its rate in each block, spread and team split. */
export type FittedType = {
  eventType: string;
  /** Events per match minute in each block (EventRate's profile). */
  blockRates: number[];
  /** Events a match of average length brings. */
  perMatch: number;
  /** Dispersion k of per-match counts (Infinity where they spread no more than a Poisson's). */
  dispersion: number;
  homeShare: number;
  teamDispersion: Record<TeamSide, number>;
};

/** Minutes a match spent in each block: 15 each, and each half's added time. */
function blockMinutes(match: RecordedMatch): number[] {
  const minutes = new Array<number>(BLOCKS).fill(0);
  for (const [half, seconds] of match.halfLengths) {
    if (half > 2) continue;
    const length = seconds / 60;
    for (let b = 0; b < BLOCKS_PER_HALF; b++) {
      const from = b * BLOCK_MINUTES;
      const to = b === BLOCKS_PER_HALF - 1 ? Number.POSITIVE_INFINITY : from + BLOCK_MINUTES;
      minutes[(half - 1) * BLOCKS_PER_HALF + b]! += Math.max(0, Math.min(length, to) - from);
    }
  }
  return minutes;
}

const blockOf = (event: Event) =>
  (Math.min(event.halfNumber, 2) - 1) * BLOCKS_PER_HALF +
  Math.min(BLOCKS_PER_HALF - 1, Math.floor(event.second / 60 / BLOCK_MINUTES));

/** The match minutes each half lasted on average, beyond 45: the added time the data shows. */
export function fitAddedTime(matches: readonly RecordedMatch[]): [number, number] {
  const mean = (half: number) =>
    matches.reduce((sum, m) => sum + (m.halfLengths.get(half) ?? 2700) / 60 - 45, 0) / matches.length;
  return [mean(1), mean(2)];
}

/**
 * The negative binomial's k of per-match counts whose expected values differ (matches differ in
 * length): 1 / k = Σ((n − e)² − n) / Σ e², the moment estimate of var = e + e² / k; Infinity
 * where counts spread no more than a Poisson's.
 */
function dispersionOf(counts: readonly { n: number; e: number }[]): number {
  const excess = counts.reduce((sum, { n, e }) => sum + (n - e) ** 2 - n, 0);
  const scale = counts.reduce((sum, { e }) => sum + e * e, 0);
  return excess > 0 ? scale / excess : Number.POSITIVE_INFINITY;
}

/**
 * Fits an event type on many matches: each block's rate is its events over the minutes matches
 * spent in it; the per-match mean is those rates over a match of `addedTime`; k from each match's
 * count against what its own length makes expected; the home share of all events of the type, and
 * each side's k against its share of the expectation.
 */
export function fitEventType(
  matches: readonly RecordedMatch[],
  eventType: string,
  addedTime: readonly [number, number],
): FittedType {
  const events = new Array<number>(BLOCKS).fill(0);
  const minutes = new Array<number>(BLOCKS).fill(0);
  const perMatch = matches.map((match) => {
    const own = match.events.filter((e) => e.eventType === eventType && e.halfNumber <= 2);
    for (const e of own) events[blockOf(e)]! += 1;
    const spent = blockMinutes(match);
    spent.forEach((m, b) => {
      minutes[b]! += m;
    });
    const side = (team: TeamSide) => own.filter((e) => e.team === team).length;
    return { n: own.length, home: side('home'), away: side('away'), spent };
  });
  const blockRates = events.map((n, b) => n / minutes[b]!);
  const typical = [15, 15, 15, addedTime[0], 15, 15, 15, addedTime[1]];
  const expectedOf = (spent: number[]) => spent.reduce((sum, m, b) => sum + m * blockRates[b]!, 0);
  const home = perMatch.reduce((sum, m) => sum + m.home, 0);
  const total = perMatch.reduce((sum, m) => sum + m.home + m.away, 0);
  const homeShare = total > 0 ? home / total : 0.5;
  const share = { home: homeShare, away: 1 - homeShare };
  const teamDispersion = Object.fromEntries(
    TEAM_SIDES.map((team) => [
      team,
      dispersionOf(perMatch.map((m) => ({ n: m[team], e: share[team] * expectedOf(m.spent) }))),
    ]),
  ) as Record<TeamSide, number>;
  return {
    eventType,
    blockRates,
    perMatch: typical.reduce((sum, m, b) => sum + m * blockRates[b]!, 0),
    dispersion: dispersionOf(perMatch.map((m) => ({ n: m.n, e: expectedOf(m.spent) }))),
    homeShare,
    teamDispersion,
  };
}

/** ln Γ(x) for x > 0 (Lanczos, g = 7). */
function logGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const y = x - 1;
  let a = c[0]!;
  const t = y + 7.5;
  for (let i = 1; i < 9; i++) a += c[i]! / (y + i);
  return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(a);
}

/** ln P(count = n) under a count distribution (negative binomial of that shape, Poisson when infinite). */
export function logChance(distribution: { mean: number; shape: number }, n: number): number {
  const { mean, shape } = distribution;
  if (mean <= 0) return n === 0 ? 0 : Number.NEGATIVE_INFINITY;
  if (!Number.isFinite(shape)) return n * Math.log(mean) - mean - logGamma(n + 1);
  return (
    logGamma(n + shape) -
    logGamma(shape) -
    logGamma(n + 1) +
    shape * Math.log(shape / (shape + mean)) +
    n * Math.log(mean / (shape + mean))
  );
}

/** One round of one market: what the match had shown when the round was priced, and what the round brought. */
type RoundRecord = { observed: number; exposure: number; baseMean: number; count: number };

/**
 * The rounds of every match for one market (an event type on the whole match, or one team's
 * count), as the clock prices them: 9-minute rounds from each half's start, the last running to
 * the half's end; each priced from the events before the start of the round before it (the first
 * from none), its base expectation over its actual minutes.
 */
export function marketRounds(
  matches: readonly RecordedMatch[],
  eventType: string,
  rate: EventRate,
  team: TeamSide | undefined,
): RoundRecord[] {
  const records: RoundRecord[] = [];
  for (const match of matches) {
    const own = match.events.filter(
      (e) => e.eventType === eventType && (team === undefined || e.team === team) && e.halfNumber <= 2,
    );
    const starts: { half: number; from: number; to: number }[] = [];
    for (const half of [1, 2]) {
      const length = (match.halfLengths.get(half) ?? 2700) / 60;
      for (let i = 0; i < 5; i++)
        starts.push({ half, from: i * 9, to: i === 4 ? Math.max(length, 36) : (i + 1) * 9 });
    }
    starts.forEach((round, index) => {
      const at = index === 0 ? null : starts[index - 1]!;
      const before = (e: Event) =>
        at !== null && (e.halfNumber < at.half || (e.halfNumber === at.half && e.second < at.from * 60));
      let exposure = 0;
      if (at) {
        if (at.half === 2) exposure += expectedCount(rate, 1, 0, (match.halfLengths.get(1) ?? 2700) / 60);
        exposure += expectedCount(rate, at.half, 0, at.from);
      }
      records.push({
        observed: own.filter(before).length,
        exposure,
        baseMean: expectedCount(rate, round.half, round.from, round.to),
        count: own.filter(
          (e) =>
            e.halfNumber === round.half && e.second >= round.from * 60 && e.second < round.to * 60 + 1e-9,
        ).length,
      });
    });
  }
  return records;
}

/** The log-likelihood of the rounds' counts when the in-play update's prior weighs `strength` events. */
export function roundsLogLikelihood(
  records: readonly RoundRecord[],
  rate: EventRate,
  strength: number,
): number {
  const withStrength = { ...rate, dispersion: strength };
  return records.reduce(
    (sum, r) =>
      sum +
      logChance(
        roundDistribution(withStrength, r.baseMean, { observed: r.observed, exposure: r.exposure }),
        r.count,
      ),
    0,
  );
}

/** The prior strength of the grid under which the rounds' counts are likeliest, with its log-likelihood. */
export function fitPriorStrength(
  records: readonly RoundRecord[],
  rate: EventRate,
  grid: readonly number[],
): { strength: number; logLikelihood: number } {
  return grid
    .map((strength) => ({ strength, logLikelihood: roundsLogLikelihood(records, rate, strength) }))
    .reduce((best, next) => (next.logLikelihood > best.logLikelihood ? next : best));
}
