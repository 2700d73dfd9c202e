/**
 * What the model knows of one event type before a match starts. Every number has its source in
 * `event-rates.ts` and in docs/game-rules.md.
 */
export type EventRate = {
  /** Events in a whole match, added time included (what match statistics report). */
  perMatch: number;
  /**
   * How much matches differ: the shape k of the negative binomial that per-match counts follow
   * (variance = mean + mean² / k). Infinity where counts are as steady as a Poisson count.
   * It is also the prior's strength in play: k events' worth of evidence (match-rate-update.ts).
   */
  dispersion: number;
  /**
   * Relative intensity (events per minute) in each block of each half: its three 15-minute blocks
   * and its added time (0-15, 15-30, 30-45, 45+; 45-60, 60-75, 75-90, 90+). Only the ratios matter.
   */
  profile: readonly [number, number, number, number, number, number, number, number];
};

/** Match minutes of added time a half brings on average, by half number (first, second). */
export const EXPECTED_ADDED_TIME: readonly [number, number] = [1.3, 3.72];
/** The regulation length of a half in match minutes. */
export const HALF_MINUTES = 45;
