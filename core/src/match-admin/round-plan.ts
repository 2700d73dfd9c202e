import { z } from 'zod';
import { MATCH_HALF_NUMBERS } from './next-half-number';

export const DEFAULT_ROUNDS_PER_HALF = 5;
export const DEFAULT_ROUND_MINUTES = 9;

/** "Set up rounds": N rounds per half of M minutes, in one step. */
export const setUpRoundsInputSchema = z.strictObject({
  roundsPerHalf: z
    .number({ error: 'Rounds per half must be a number' })
    .int('Rounds per half must be a whole number')
    .min(1, 'Rounds per half must be at least 1')
    .max(20, 'Rounds per half must be at most 20')
    .default(DEFAULT_ROUNDS_PER_HALF),
  minutesPerRound: z
    .number({ error: 'Minutes per round must be a number' })
    .int('Minutes per round must be a whole number')
    .min(1, 'Minutes per round must be at least 1')
    .max(45, 'Minutes per round must be at most 45')
    .default(DEFAULT_ROUND_MINUTES),
});
export type SetUpRoundsInput = z.infer<typeof setUpRoundsInputSchema>;

/** "Copy odds from another match": the match whose odds (and their event types) are copied. */
export const copyOddsInputSchema = z.strictObject({
  fromMatchId: z
    .string({ error: 'Match to copy from is required' })
    .uuid('Match to copy from must be a match id'),
});
export type CopyOddsInput = z.infer<typeof copyOddsInputSchema>;

export type PlannedRound = {
  halfNumber: number;
  roundNumber: number;
  startMinute: number;
  endMinute: number | null;
};

/**
 * The rounds of "Set up rounds": in each of the two halves, `roundsPerHalf` rounds of
 * `minutesPerRound` minutes from minute 0, numbered on through the match; the last round of a half
 * has no end, so it runs until the half ends (stoppage time included).
 */
export function planRounds({ roundsPerHalf, minutesPerRound }: SetUpRoundsInput): PlannedRound[] {
  return MATCH_HALF_NUMBERS.flatMap((halfNumber, h) =>
    Array.from({ length: roundsPerHalf }, (_, r) => ({
      halfNumber,
      roundNumber: h * roundsPerHalf + r + 1,
      startMinute: r * minutesPerRound,
      endMinute: r === roundsPerHalf - 1 ? null : (r + 1) * minutesPerRound,
    })),
  );
}
