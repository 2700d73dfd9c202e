type RoundSpan = { roundNumber: number; startMinute: number; endMinute: number | null };

const minutes = (round: RoundSpan) =>
  round.endMinute === null
    ? `minute ${round.startMinute} to the end of the half`
    : `minutes ${round.startMinute} to ${round.endMinute}`;

/** Where a round stops: its end minute, or the end of its half when it has none. */
const stopOf = (round: RoundSpan) => round.endMinute ?? Number.POSITIVE_INFINITY;

/** Whether two rounds of one half share a minute: [start, end), an open end running to the half's end. */
export function roundsOverlap(a: RoundSpan, b: RoundSpan): boolean {
  return a.startMinute < stopOf(b) && b.startMinute < stopOf(a);
}

/**
 * Why a round would overlap one of the other rounds of its half (`otherRounds`, itself left out),
 * naming both, or null. A round with no end runs to the end of its half (game-rules 2), so a round
 * after the open-ended last round overlaps it.
 */
export function roundOverlapProblem(round: RoundSpan, otherRounds: readonly RoundSpan[]): string | null {
  const other = [...otherRounds]
    .sort((a, b) => a.startMinute - b.startMinute)
    .find((r) => roundsOverlap(r, round));
  if (!other) return null;
  return `Round ${round.roundNumber} (${minutes(round)}) overlaps round ${other.roundNumber} (${minutes(other)}) in this half`;
}
