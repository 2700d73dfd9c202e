import { z } from 'zod';
import { teamSideSchema } from '../events/team-side';
import { lobbyMemberUserSchema } from '../lobby/lobby-details-schemas';
import { cardsOutputSchema } from './game-read-schemas';

const uuid = (what: string) => z.string({ error: `must be ${what}` }).uuid(`must be ${what}`);

/**
 * POST game/place-bet. The stake is only required to be a number here: whether it is a whole
 * number within the lobby's limits and the player's chips is a bet rule, answered with its own
 * message (game-rules 3).
 */
export const placeBetInputSchema = z.strictObject({
  lobbyId: uuid('a lobby id'),
  oddsId: uuid('an odds id'),
  matchRoundId: uuid('a round id'),
  /** The amount entered; a double-or-nothing card holds a second stake of the same size (game-rules 7). */
  stake: z.number({ error: 'stake must be a number of chips' }),
  cardId: uuid('a card id').nullish(),
  /**
   * The price the slip showed. When given and the line's price has moved since, the bet is refused
   * with a 409 naming the new price (game-rules 20); without it the bet takes the price of the moment.
   */
  oddsValue: z
    .number({ error: 'oddsValue must be a number' })
    .positive('oddsValue must be above 0')
    .optional(),
});
export type PlaceBetInput = z.infer<typeof placeBetInputSchema>;

export const betOddsSchema = z.object({
  _id: z.string(),
  eventType: z.string(),
  betType: z.string(),
  threshold: z.number(),
  /** The multiplier copied into the bet when it was placed. */
  odds: z.number(),
  /** The team of a bet on a team line (copied from its odd): it settles on that team's count. */
  team: teamSideSchema.optional(),
});

export const betCardSchema = z.object({ _id: z.string(), kind: z.string() });

/** A bet as the game screen shows it; isWon is absent while the bet is pending. */
export const betSchema = z.object({
  _id: z.string(),
  user: lobbyMemberUserSchema,
  odds: betOddsSchema,
  matchRound: z.object({ _id: z.string(), roundNumber: z.number().int(), status: z.string() }),
  /** The chips the bet holds: the amount entered, twice it with double-or-nothing (core's heldStake). */
  stake: z.number().int(),
  isWon: z.boolean().optional(),
  /** pending, won, lost or void. */
  status: z.string(),
  /** Why a void bet is void, as the server stored it ("Void: the half ended at 45+2', ..."); absent otherwise. */
  voidReason: z.string().optional(),
  payout: z.number().int(),
  card: betCardSchema.nullable(),
  createdAt: z.string(),
});
export type Bet = z.infer<typeof betSchema>;

/**
 * POST game/place-bet: the bet as the bettor's bets list shows it, and the bettor's hand after it (a
 * card used, a hand dealt) as GET game/cards answers it, so the bettor's screen needs no read.
 */
export const placeBetOutputSchema = z.object({ bet: betSchema, cards: cardsOutputSchema });
export type PlaceBetOutput = z.infer<typeof placeBetOutputSchema>;
export const betsOutputSchema = z.object({ bets: z.array(betSchema) });
export type BetsOutput = z.infer<typeof betsOutputSchema>;

/** An inactivity penalty the caller was charged (game-rules 7 and 12): "Round 3: no bet −10". */
export const penaltySchema = z.object({
  roundId: z.string(),
  roundNumber: z.number().int(),
  /** Chips taken (positive). */
  chips: z.number().int(),
  /** When betting on the round closed (ISO): the moment the penalty fell due. */
  at: z.string(),
});
export type Penalty = z.infer<typeof penaltySchema>;

/** GET user-bet/all: the bets, and the caller's own penalties in the lobby, by round. */
export const userBetsOutputSchema = betsOutputSchema.extend({ penalties: z.array(penaltySchema) });
export type UserBetsOutput = z.infer<typeof userBetsOutputSchema>;

const includeAll = z
  .enum(['true', 'false'], { error: 'includeAll must be true or false' })
  .optional()
  .transform((value) => value === 'true');

/** GET user-bet/all?lobbyId=…[&includeAll=true]. */
export const userBetsQuerySchema = z.object({ lobbyId: uuid('a lobby id'), includeAll });

/** GET game/competitor-bets/{roundId}?lobbyId=…. */
export const competitorBetsParamsSchema = z.object({ roundId: uuid('a round id') });
export const lobbyIdQuerySchema = z.object({ lobbyId: uuid('a lobby id') });

/** POST game/apply-inactivity-penalty. */
export const applyPenaltyInputSchema = z.strictObject({
  lobbyId: uuid('a lobby id'),
  matchRoundId: uuid('a round id'),
});
export const applyPenaltyOutputSchema = z.object({
  penalizedUsers: z.array(z.object({ user: z.object({ _id: z.string() }), amount: z.number().int() })),
});
export type ApplyPenaltyOutput = z.infer<typeof applyPenaltyOutputSchema>;
