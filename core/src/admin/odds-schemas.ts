import { z } from 'zod';
import { teamSideSchema } from '../events/team-side';
import { eventTypeNameSchema } from './event-type-name';

export const BET_TYPES = ['over', 'under'] as const;
export type BetType = (typeof BET_TYPES)[number];

export const betTypeSchema = z.enum(BET_TYPES, { error: 'must be over or under' });
export const thresholdSchema = z
  .number({ error: 'Threshold must be a number' })
  .min(0, 'Threshold must be at least 0')
  .max(1000, 'Threshold must be at most 1000');
export const oddsValueSchema = z
  .number({ error: 'Odds value must be a number' })
  .min(1, 'Odds value must be at least 1')
  .max(1000, 'Odds value must be at most 1000');
const oddNameField = z.string().trim().max(100, 'at most 100 characters');

/** An odd (spec 3): the multiplier is `odds`. */
export const oddSchema = z.object({
  _id: z.string(),
  match: z.string(),
  eventType: z.string(),
  betType: z.string(),
  threshold: z.number(),
  odds: z.number(),
  name: z.string(),
  /** An admin's price, left alone by the pricing model; false for a line the model prices (automatic). */
  pinned: z.boolean(),
  /** Whether players may bet on it now (the model offers lines whose chance is 0.05 to 0.95). */
  offered: z.boolean(),
  /** The model's chance that the line wins the round it is priced for; null before it was priced. */
  chance: z.number().nullable(),
  /** The price for the round before, when it was on offer then. */
  previousOdds: z.number().nullable(),
  /**
   * The round an automatic line's price was made for; null for a price that holds in every round (a
   * pinned line, or a match its admins price). A bet takes the price only on that round.
   */
  roundId: z.string().nullable(),
  /** An automatic line the admin removed: out of every repricing until offered again. */
  withdrawn: z.boolean(),
  /** The model's fair price for the line, `1 / chance`; null where the model has no chance (core's fairValue). */
  fairPrice: z.number().nullable(),
  /** What a chip staked at `odds` returns on average under the model, `odds × chance`; above 1.0 the line pays more than it takes. */
  returnPerChip: z.number().nullable(),
  /** A line on one team's count ("Corners by Harbour City"); absent for a line on the whole match. */
  team: teamSideSchema.optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Odd = z.infer<typeof oddSchema>;

/** Unsaved odds carry an id beginning with temp_ (spec 3); saved ones their real id. */
const draftId = z.union([z.string().uuid(), z.string().regex(/^temp_[\w-]{1,60}$/)], {
  error: 'must be an odd id or a temp_ id',
});

/** What an odd is on, shared by every way of writing one; only the multiplier's name differs. */
const oddTermsShape = { eventType: eventTypeNameSchema, betType: betTypeSchema, threshold: thresholdSchema };

/** One odd of the match form's odds list. */
export const matchFormOddSchema = z.object({
  _id: draftId.optional(),
  ...oddTermsShape,
  odds: oddsValueSchema,
});
export type MatchFormOdd = z.infer<typeof matchFormOddSchema>;

/** POST /odds: the odd fields plus match; with a saved _id it updates that odd, else it creates one. */
export const saveOddInputSchema = matchFormOddSchema.extend({
  match: z.string().uuid('must be a match id'),
  name: oddNameField.optional(),
});
export type SaveOddInput = z.infer<typeof saveOddInputSchema>;

/** Create odds (spec 7): the multiplier is called oddsValue here. */
export const createOddsInputSchema = z.strictObject({
  matchId: z.string().uuid('must be a match id'),
  name: oddNameField.optional(),
  ...oddTermsShape,
  oddsValue: oddsValueSchema,
});
export type CreateOddsInput = z.infer<typeof createOddsInputSchema>;

/** Odds offered with a custom event type when it is added to a match. */
export const customOddSchema = z.strictObject({
  betType: betTypeSchema,
  threshold: thresholdSchema,
  odds: oddsValueSchema,
});
