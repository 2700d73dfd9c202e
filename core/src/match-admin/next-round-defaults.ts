export interface RoundDraft {
  halfNumber: number;
  roundNumber: number;
  startMinute: number;
  endMinute: number | null;
}

/** The spec's default span of a new round, in minutes. */
export const NEW_ROUND_SPAN = 10;

export type RoundSlot = { roundNumber: number; startMinute: number; endMinute: number };

type Placed = Pick<RoundDraft, 'halfNumber' | 'startMinute'>;

/** Whether round `a` starts before round `b` in match time (an earlier half, or earlier in the half). */
export const comesBefore = (a: Placed, b: Placed): boolean =>
  a.halfNumber < b.halfNumber || (a.halfNumber === b.halfNumber && a.startMinute < b.startMinute);

/**
 * The number a round starting at `startMinute` of half `halfNumber` takes so that round numbers
 * follow time (game-rules 2): one more than the highest number of the rounds before it in the
 * match. When a later round holds that number, adding the round moves that round and every later
 * one up by one.
 */
export function roundNumberInTimeOrder(
  matchRounds: readonly RoundDraft[],
  halfNumber: number,
  startMinute: number,
): number {
  const before = matchRounds.filter((round) => comesBefore(round, { halfNumber, startMinute }));
  return Math.max(0, ...before.map((round) => round.roundNumber)) + 1;
}

/**
 * The Add Round proposal for a half (spec 4 "Counters"): its first free minutes, from minute 0 or
 * the end of a round, up to NEW_ROUND_SPAN long and ending no later than the next round's start,
 * with the number that keeps round numbers in time order. A round with no end runs to the end of its
 * half, so a half whose last round is open-ended has no free minutes after it: null when the half
 * has none.
 */
export function nextRoundDefaults(matchRounds: readonly RoundDraft[], halfNumber: number): RoundSlot | null {
  const ordered = matchRounds
    .filter((round) => round.halfNumber === halfNumber)
    .sort((a, b) => a.startMinute - b.startMinute || a.roundNumber - b.roundNumber);
  let startMinute = 0;
  for (const round of ordered) {
    if (round.startMinute > startMinute) break;
    if (round.endMinute === null) return null;
    startMinute = Math.max(startMinute, round.endMinute);
  }
  const next = ordered.find((round) => round.startMinute >= startMinute);
  const endMinute = Math.min(startMinute + NEW_ROUND_SPAN, next?.startMinute ?? Number.POSITIVE_INFINITY);
  return {
    roundNumber: roundNumberInTimeOrder(matchRounds, halfNumber, startMinute),
    startMinute,
    endMinute,
  };
}
