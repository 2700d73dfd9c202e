type RoundSpan = { roundNumber: number; startMinute: number; endMinute: number | null };

const minutes = (round: RoundSpan) =>
  round.endMinute === null
    ? `from minute ${round.startMinute}`
    : `minutes ${round.startMinute} to ${round.endMinute}`;

const startsInside = (inner: RoundSpan, outer: RoundSpan) =>
  outer.startMinute < inner.startMinute && outer.endMinute !== null && inner.startMinute < outer.endMinute;

/**
 * Why a round would overlap another round of its half, naming both, or null. A round with no end
 * runs to the next round's start (spec 5), so it overlaps only a round starting at the same minute
 * or one whose span it starts inside.
 */
export function roundOverlapProblem(round: RoundSpan, halfRounds: readonly RoundSpan[]): string | null {
  const other = halfRounds.find(
    (r) =>
      r.roundNumber !== round.roundNumber &&
      (r.startMinute === round.startMinute || startsInside(r, round) || startsInside(round, r)),
  );
  if (!other) return null;
  return `Round ${round.roundNumber} (${minutes(round)}) overlaps round ${other.roundNumber} (${minutes(other)}) in this half`;
}
