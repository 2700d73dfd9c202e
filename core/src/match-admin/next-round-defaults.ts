export interface RoundDraft {
  halfNumber: number;
  roundNumber: number;
  startMinute: number;
  endMinute: number | null;
}

/** The spec's default span of a new round, in minutes. */
export const NEW_ROUND_SPAN = 10;

/**
 * The Add Round defaults for a half (spec 4 "Counters"): the next number in the match, starting
 * where the half's last round ends (0 in an empty half) and ending NEW_ROUND_SPAN later. A last
 * round with no end runs until the next round starts, so it is given the length of the round before
 * it (as "Set up rounds" makes them), or NEW_ROUND_SPAN when it is the half's only round.
 */
export function nextRoundDefaults(
  matchRounds: readonly RoundDraft[],
  halfNumber: number,
): { roundNumber: number; startMinute: number; endMinute: number } {
  const roundNumber = Math.max(0, ...matchRounds.map((round) => round.roundNumber)) + 1;
  const ordered = matchRounds
    .filter((round) => round.halfNumber === halfNumber)
    .sort((a, b) => a.startMinute - b.startMinute || a.roundNumber - b.roundNumber);
  const last = ordered.at(-1);
  const startMinute = last ? (last.endMinute ?? last.startMinute + openRoundSpan(ordered.at(-2))) : 0;
  return { roundNumber, startMinute, endMinute: startMinute + NEW_ROUND_SPAN };
}

function openRoundSpan(before: RoundDraft | undefined): number {
  const span = before?.endMinute == null ? null : before.endMinute - before.startMinute;
  return span !== null && span > 0 ? span : NEW_ROUND_SPAN;
}
