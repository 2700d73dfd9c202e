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
 * where the half's last round ends (or NEW_ROUND_SPAN after its start when it has no end; 0 in an
 * empty half) and ending NEW_ROUND_SPAN later.
 */
export function nextRoundDefaults(
  matchRounds: readonly RoundDraft[],
  halfNumber: number,
): { roundNumber: number; startMinute: number; endMinute: number } {
  const roundNumber = Math.max(0, ...matchRounds.map((round) => round.roundNumber)) + 1;
  const last = matchRounds
    .filter((round) => round.halfNumber === halfNumber)
    .sort((a, b) => a.startMinute - b.startMinute || a.roundNumber - b.roundNumber)
    .at(-1);
  const startMinute = last ? (last.endMinute ?? last.startMinute + NEW_ROUND_SPAN) : 0;
  return { roundNumber, startMinute, endMinute: startMinute + NEW_ROUND_SPAN };
}
