import { z } from 'zod';
import { lobbyMemberUserSchema } from '../lobby/lobby-details-schemas';

/** A settled round of the lobby's match, in match order. */
export const chipHistoryRoundSchema = z.object({
  roundId: z.string(),
  roundNumber: z.number().int(),
});
export type ChipHistoryRound = z.infer<typeof chipHistoryRoundSchema>;

/** One player's chips: at the start, then after each settled round. */
export const chipHistoryPlayerSchema = z.object({
  user: lobbyMemberUserSchema,
  /** Chips before round 1: the starting chips (and any movement not tied to a round). */
  start: z.number().int(),
  /** The balance after each round of `rounds`, in the same order. */
  balances: z.array(z.number().int()),
});
export type ChipHistoryPlayer = z.infer<typeof chipHistoryPlayerSchema>;

/** GET game/chip-history/{lobbyId}: each player's chips round by round, from the chip ledger. */
export const chipHistoryOutputSchema = z.object({
  rounds: z.array(chipHistoryRoundSchema),
  players: z.array(chipHistoryPlayerSchema),
});
export type ChipHistoryOutput = z.infer<typeof chipHistoryOutputSchema>;
