import { halfEndTime } from './half-end';
import { matchMinute } from './match-minute';
import { DEFAULT_ROUND_DURATION, type HalfState, type MatchState, type RoundState } from './match-state';

/** Where a round lies in match minutes of its half: [startMinute, endMinute). */
export interface RoundSpan {
  round: RoundState;
  half: HalfState;
  startMinute: number;
  /** The end; when `endKnown` is false only the roundDuration assumption used for progress. */
  endMinute: number;
  endKnown: boolean;
  /** The end of the half in match minutes once it is known. */
  halfEndMinute: number | null;
}

/**
 * Every playable round (not void, with a known half) in match order: by half, then start minute,
 * then round number. A round ends at its endMinute, but never after the next round's start or the
 * end of its half, so that spans never overlap and an event belongs to one round at most.
 */
export function roundSpans(match: MatchState, roundDuration = DEFAULT_ROUND_DURATION): RoundSpan[] {
  const halves = [...match.halves].sort((a, b) => a.halfNumber - b.halfNumber);
  return halves.flatMap((half) => {
    const end = halfEndTime(half, match.halves);
    const halfEndMinute =
      end !== null && half.startTime !== null ? matchMinute(half.startTime, match.clockSpeed, end) : null;
    const rounds = match.rounds
      .filter((round) => round.halfNumber === half.halfNumber && round.status !== 'void')
      .sort((a, b) => a.startMinute - b.startMinute || a.roundNumber - b.roundNumber);
    return rounds.map((round, index) => {
      const bounds = [round.endMinute, rounds[index + 1]?.startMinute ?? null, halfEndMinute].filter(
        (minute): minute is number => minute !== null,
      );
      const endKnown = bounds.length > 0;
      const endMinute = endKnown
        ? Math.max(round.startMinute, Math.min(...bounds))
        : round.startMinute + roundDuration;
      return { round, half, startMinute: round.startMinute, endMinute, endKnown, halfEndMinute };
    });
  });
}
