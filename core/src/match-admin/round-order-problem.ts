import { comesBefore, type RoundDraft } from './next-round-defaults';

/**
 * Why a round would break the rule that round numbers follow time (game-rules 2) among the other
 * rounds of its match (`otherRounds`, itself left out), or null: a round before it in time with a
 * number as high, or one after it with a number as low.
 */
export function roundOrderProblem(round: RoundDraft, otherRounds: readonly RoundDraft[]): string | null {
  const earlier = otherRounds
    .filter((other) => comesBefore(other, round) && other.roundNumber >= round.roundNumber)
    .sort((a, b) => b.roundNumber - a.roundNumber)[0];
  if (earlier) {
    return `Round numbers follow time: round ${round.roundNumber} would start after round ${earlier.roundNumber}`;
  }
  const later = otherRounds
    .filter((other) => !comesBefore(other, round) && other.roundNumber <= round.roundNumber)
    .sort((a, b) => a.roundNumber - b.roundNumber)[0];
  if (later) {
    return `Round numbers follow time: round ${round.roundNumber} would start before round ${later.roundNumber}`;
  }
  return null;
}
