/** The halves a football match has; Start and End in Match Control play these two. */
export const MATCH_HALF_NUMBERS = [1, 2] as const;

/**
 * The Add Half default (spec 4 "Counters", issue "completion never sticks"): the lowest of the
 * match's two halves it does not have yet, or null once it has both, so that the form never
 * suggests a half that could not be played.
 */
export function nextHalfNumber(halves: readonly { halfNumber: number }[]): number | null {
  return MATCH_HALF_NUMBERS.find((n) => !halves.some((half) => half.halfNumber === n)) ?? null;
}
