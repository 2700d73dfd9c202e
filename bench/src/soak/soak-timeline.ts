/** A small seeded generator (mulberry32), so that a soak run's timeline can be reproduced. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * How long each half lasts, in match minutes (= seconds at clockSpeed 60), for a match that should
 * take about `seconds`. A half kicks off at the next full minute (start-half.ts),
 * so half 2 kicks off `kickOffGapMinutes` after half 1 and half 1 ends 5 s before that.
 */
export function soakMatchShape(seconds: number): { halfMinutes: number; kickOffGapMinutes: number } {
  const kickOffGapMinutes = Math.max(1, Math.round(seconds / 120));
  const halfMinutes = Math.min(
    Math.max(seconds - 60 * kickOffGapMinutes - 5, 20),
    60 * kickOffGapMinutes - 5,
  );
  return { halfMinutes, kickOffGapMinutes };
}

/** Mean match seconds between two events of each type the soak bets on. */
export const SOAK_EVENT_GAPS: Record<string, number> = {
  Throw: 60,
  Shot: 150,
  Corner: 200,
  Goal: 900,
};

/**
 * The replay's CSV timeline (`half,second,eventType`): for each half of `halfMinutes`, events of
 * each type at random gaps around their mean, and an `end` row at the half's length.
 */
export function soakTimelineCsv(halfMinutes: number, seed: number): { csv: string; events: number } {
  const random = seededRandom(seed);
  const rows: string[] = [];
  const halfSeconds = halfMinutes * 60;
  for (const half of [1, 2]) {
    for (const [eventType, gap] of Object.entries(SOAK_EVENT_GAPS)) {
      for (let second = gap * random(); second < halfSeconds; second += gap * (0.5 + random())) {
        rows.push(`${half},${second.toFixed(1)},${eventType}`);
      }
    }
    rows.push(`${half},${halfSeconds},end`);
  }
  return { csv: ['half,second,eventType', ...rows].join('\n'), events: rows.length - 2 };
}
