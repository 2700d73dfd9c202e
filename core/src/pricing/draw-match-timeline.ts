import { seededRandom } from '../cards/seeded-random';
import type { TeamSide } from '../events/team-side';
import { type EventRate, EXPECTED_ADDED_TIME, HALF_MINUTES } from './event-rate';
import { expectedCount } from './expected-count';
import { teamSplitOf } from './team-rates';

/**
 * One drawn event: its half, its match second from the start of the half, its type, and for a type
 * with lines per team the team it went to.
 */
export type DrawnEvent = { halfNumber: number; second: number; eventType: string; team?: TeamSide };

export type DrawnMatch = {
  events: DrawnEvent[];
  /** Match seconds each half lasts, added time included, by half number. */
  halfLengths: Map<number, number>;
};

/** A count from Poisson(mean), by multiplying uniforms (Knuth): the means here are a few dozen at most. */
function drawPoisson(random: () => number, mean: number): number {
  const limit = Math.exp(-mean);
  let count = 0;
  for (let product = random(); product > limit; product *= random()) count++;
  return count;
}

/** A standard normal draw (Box-Muller). */
function drawNormal(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/** A draw from Gamma(shape, rate = shape): mean 1 (Marsaglia and Tsang; shape >= 1 here). */
function drawTempo(random: () => number, shape: number): number {
  if (!Number.isFinite(shape)) return 1;
  const d = Math.max(shape, 1) - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    const x = drawNormal(random);
    const v = (1 + c * x) ** 3;
    if (v > 0 && Math.log(1 - random()) < 0.5 * x * x + d - d * v + d * Math.log(v)) return (d * v) / shape;
  }
}

/**
 * A match of two halves drawn from the model itself, repeatable from `seed`: each event type gets
 * a tempo for the match (drawn from the same gamma the model prices with), then each minute brings
 * a Poisson number of its events at the rate of its block (15 minutes, or the added time). Added time is drawn around the
 * usual average, so every demo match plays out differently and no one can learn it by heart. Each
 * event of a type with lines per team (goals, corners, shots, cards) goes to the home team with the
 * type's home share, so a demo match has a score.
 */
export function drawMatchTimeline(rates: Readonly<Record<string, EventRate>>, seed: string): DrawnMatch {
  const random = seededRandom(seed);
  // teams come from a stream of their own, so the events drawn are those the seed always drew
  const teamRandom = seededRandom(`${seed}/teams`);
  const halfLengths = new Map<number, number>();
  const events: DrawnEvent[] = [];
  for (const halfNumber of [1, 2]) {
    const added = Math.max(0, Math.round(EXPECTED_ADDED_TIME[halfNumber - 1]! + drawNormal(random) * 1.5));
    halfLengths.set(halfNumber, (HALF_MINUTES + added) * 60);
  }
  for (const [eventType, rate] of Object.entries(rates)) {
    const split = teamSplitOf(eventType);
    const tempo = drawTempo(random, rate.dispersion);
    for (const [halfNumber, seconds] of halfLengths) {
      for (let minute = 0; minute < seconds / 60; minute++) {
        const count = drawPoisson(random, tempo * expectedCount(rate, halfNumber, minute, minute + 1));
        for (let i = 0; i < count; i++) {
          const second = Math.floor((minute + random()) * 60);
          if (!split) events.push({ halfNumber, second, eventType });
          else
            events.push({
              halfNumber,
              second,
              eventType,
              team: teamRandom() < split.homeShare ? 'home' : 'away',
            });
        }
      }
    }
  }
  events.sort((a, b) => a.halfNumber - b.halfNumber || a.second - b.second);
  return { events, halfLengths };
}
