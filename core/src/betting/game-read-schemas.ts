import { z } from 'zod';
import { oddSchema } from '../admin/odds-schemas';
import { scoreSchema } from '../events/scoreline';
import { leaderboardEntrySchema } from '../lobby/lobby-details-schemas';

export const leaderboardOutputSchema = z.object({ leaderboard: z.array(leaderboardEntrySchema) });

/** A dealt bet chip card (game-rules 7). */
export const playerCardSchema = z.object({
  _id: z.string(),
  kind: z.string(),
  description: z.string(),
  usedInRoundNumber: z.number().int().nullable(),
});
export const cardsOutputSchema = z.object({
  cards: z.array(playerCardSchema),
  /** The first round number another card may go on; null when no card has been used. */
  cooldownUntilRound: z.number().int().nullable(),
});
export type CardsOutput = z.infer<typeof cardsOutputSchema>;

const isoTime = z.string().nullable();

export const feedHalfSchema = z.object({
  _id: z.string(),
  match: z.string(),
  halfNumber: z.number().int(),
  status: z.string(),
  startTime: isoTime,
  endTime: isoTime,
});

/** A round as the game settings dialog's rules text reads it: match minutes from its half's start. */
export const feedRoundSchema = z.object({
  halfNumber: z.number().int(),
  roundNumber: z.number().int(),
  startMinute: z.number(),
  endMinute: z.number().nullable(),
});

/** A match as the CREATE GAME tab's SELECT MATCH lists it; `rounds` for the rules text (officialRulesText). */
export const feedMatchSchema = z.object({
  _id: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  teams: z.array(z.object({ name: z.string() })),
  status: z.string(),
  scheduledAt: isoTime,
  clockSpeed: z.number(),
  /** Whether the game prices the match itself (the rules text says how prices are made). */
  autoPricing: z.boolean(),
  /** Goals by team so far. */
  score: scoreSchema,
  halves: z.array(feedHalfSchema),
  rounds: z.array(feedRoundSchema),
});
export const feedMatchesOutputSchema = z.object({
  matches: z.array(feedMatchSchema),
  serverTime: z.string(),
});
export type FeedMatchesOutput = z.infer<typeof feedMatchesOutputSchema>;

/**
 * GET odds/match/{matchId}. `eventTypeOrder`: the names of the match's event types in the order the
 * admin set for it (Match Odds Event Types' move up and down); the betting screen lists its event
 * categories in that order, odds of types not on the list after them.
 */
export const feedOddsOutputSchema = z.object({
  odds: z.array(
    oddSchema.pick({
      _id: true,
      match: true,
      eventType: true,
      betType: true,
      threshold: true,
      odds: true,
      previousOdds: true,
      roundId: true,
      team: true,
    }),
  ),
  eventTypeOrder: z.array(z.string()),
});
export const feedHalvesOutputSchema = z.object({ matchHalfs: z.array(feedHalfSchema) });
