import { END_MINUTE_MESSAGE } from '../admin/round-schemas';
import type { RoundDraft } from './next-round-defaults';

/** 'End minute must be greater than start minute.' when an end is given at or before the start. */
export function roundMinutesProblem(round: { startMinute: number; endMinute: number | null }): string | null {
  return round.endMinute !== null && round.endMinute <= round.startMinute ? END_MINUTE_MESSAGE : null;
}

/**
 * Warnings on a half's rounds (spec 5): when the first does not start at minute 0, and for each
 * round whose end differs from the next one's start. A round with no end runs to the end of its
 * half, so only the last round may have none (overlapping rounds are refused: roundOverlapProblem).
 */
export function roundWarnings(halfRounds: readonly RoundDraft[]): string[] {
  const ordered = [...halfRounds].sort(
    (a, b) => a.startMinute - b.startMinute || a.roundNumber - b.roundNumber,
  );
  const warnings: string[] = [];
  if (ordered[0] && ordered[0].startMinute !== 0)
    warnings.push("Rounds don't start at the beginning of the half");
  ordered.forEach((round, index) => {
    const next = ordered[index + 1];
    if (next && round.endMinute !== null && round.endMinute !== next.startMinute) {
      warnings.push(`There's a gap between round ${round.roundNumber} and round ${next.roundNumber}`);
    }
  });
  return warnings;
}
