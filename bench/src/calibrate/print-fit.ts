import {
  EVENT_RATES,
  type RecordedMatch,
  TEAM_SIDES,
  type TeamSide,
  teamRate,
  teamSplitOf,
} from '@kickchips/core';
import { fitAddedTime, fitEventType, fitPriorStrength, marketRounds, roundsLogLikelihood } from './fit-rates';

/** The prior strengths tried: events' worth of evidence, from a prior that barely counts to none at all. */
const STRENGTH_GRID = [
  1,
  2,
  3,
  5,
  7,
  10,
  15,
  20,
  30,
  40,
  50,
  70,
  100,
  150,
  200,
  300,
  500,
  1000,
  Number.POSITIVE_INFINITY,
];
const fixed = (value: number, digits = 2) => (Number.isFinite(value) ? value.toFixed(digits) : 'Poisson');

/**
 * `npm run calibrate -- --fit --matches PATH`: what the matches show of each built-in event type
 * (fit-rates.ts), as Markdown: added time; each type's rate per match, dispersion, time profile
 * and team split; then the in-play prior strength that makes each market's round counts likeliest
 * under today's EVENT_RATES, against the strength the rates use now.
 */
export function printFit(matches: readonly RecordedMatch[]): void {
  const addedTime = fitAddedTime(matches);
  console.log(
    `${matches.length} matches. Added time (the last event's minute beyond 45): first half ${fixed(addedTime[0])}, second ${fixed(addedTime[1])}.\n`,
  );
  console.log(
    '| event type | per match | dispersion k | block rates relative to the mean (0-15, 15-30, 30-45, 45+; 45-60, 60-75, 75-90, 90+) | home share | k home / away |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const eventType of Object.keys(EVENT_RATES)) {
    const fit = fitEventType(matches, eventType, addedTime);
    const mean = fit.blockRates.reduce((sum, r) => sum + r, 0) / fit.blockRates.length;
    console.log(
      `| ${eventType} | ${fixed(fit.perMatch)} | ${fixed(fit.dispersion, 1)} | ${fit.blockRates.map((r) => fixed(r / mean, 3)).join(', ')} | ${fixed(fit.homeShare, 3)} | ${fixed(fit.teamDispersion.home, 1)} / ${fixed(fit.teamDispersion.away, 1)} |`,
    );
  }
  console.log(
    '\nIn-play prior strength (log-likelihood of every round count given what its match had shown when it was priced):\n',
  );
  console.log('| market | strength now | log-likelihood now | best strength | log-likelihood at best |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const [eventType, rate] of Object.entries(EVENT_RATES)) {
    const split = teamSplitOf(eventType);
    const markets: { name: string; team?: TeamSide; rate: typeof rate }[] = [
      { name: eventType, rate },
      ...(split
        ? TEAM_SIDES.map((team) => ({
            name: `${eventType} (${team})`,
            team,
            rate: teamRate(rate, split, team),
          }))
        : []),
    ];
    for (const market of markets) {
      const records = marketRounds(matches, eventType, market.rate, market.team);
      const now = market.rate.dispersion;
      const best = fitPriorStrength(records, market.rate, STRENGTH_GRID);
      console.log(
        `| ${market.name} | ${fixed(now, 1)} | ${roundsLogLikelihood(records, market.rate, now).toFixed(1)} | ${fixed(best.strength, 0)} | ${best.logLikelihood.toFixed(1)} |`,
      );
    }
  }
}
