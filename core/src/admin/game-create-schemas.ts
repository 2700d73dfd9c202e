import { z } from 'zod';
import { matchHalfSchema } from './half-schemas';
import { matchSchema } from './match-schemas';
import { oddSchema } from './odds-schemas';
import { matchRoundSchema } from './round-schemas';

/** Create match and the match form submit answer the match with its halves and odds. */
export const matchWithPartsOutputSchema = z.object({
  match: matchSchema,
  halfs: z.array(matchHalfSchema),
  odds: z.array(oddSchema),
});
export type MatchWithParts = z.infer<typeof matchWithPartsOutputSchema>;

export const halfOutputSchema = z.object({ half: matchHalfSchema });
export const matchHalfsOutputSchema = z.object({ matchHalfs: z.array(matchHalfSchema) });
export const roundOutputSchema = z.object({ round: matchRoundSchema });
export const matchRoundsOutputSchema = z.object({ matchRounds: z.array(matchRoundSchema) });
export const oddOutputSchema = z.object({ odds: oddSchema });
export const oddsListOutputSchema = z.object({ odds: z.array(oddSchema) });
