import { z } from 'zod';
import { scoreSchema } from '../events/scoreline';
import { matchFormOddSchema, oddSchema } from './odds-schemas';

export const MATCH_STATUSES = ['scheduled', 'upcoming', 'active', 'ongoing', 'completed'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

export const matchStatusSchema = z.enum(MATCH_STATUSES, {
  error: `must be one of ${MATCH_STATUSES.join(', ')}`,
});

const teamName = (label: string) =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`),
    })
    .trim()
    .min(1, `${label} is required`)
    .max(60, `${label} is at most 60 characters`);

/** A match as the admin API shows it (spec 3). */
export const matchSchema = z.object({
  _id: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  teams: z.array(z.object({ name: z.string() })),
  /** Ids of the match's halves, by half number. */
  halves: z.array(z.string()),
  status: z.string(),
  scheduledAt: z.string().nullable(),
  clockSpeed: z.number(),
  /** Whether the game prices the match's lines itself (docs/game-rules.md, "How prices are made"). */
  autoPricing: z.boolean(),
  /** The house margin of the automatic prices (0.06 is 6 %). */
  priceMargin: z.number(),
  /** Whether the model also offers lines per team (goals, corners, shots, cards). */
  teamLines: z.boolean(),
  /** Goals by team so far (goals recorded without a team count for neither). */
  score: scoreSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Match = z.infer<typeof matchSchema>;

/** The manage-match form loads the match with its odds. */
export const matchDetailSchema = matchSchema.extend({ odds: z.array(oddSchema) });
export type MatchDetail = z.infer<typeof matchDetailSchema>;

const matchFields = {
  homeTeam: teamName('Home team'),
  awayTeam: teamName('Away team'),
  status: matchStatusSchema.default('scheduled'),
  /** Planned kick-off, shown before the first half starts. */
  scheduledAt: z.iso.datetime({ offset: true, error: 'must be an ISO date-time' }).nullable().optional(),
  /** Match minutes per real minute: 1 for a live match, more for a replay or a demo. */
  clockSpeed: z.number().positive('must be above 0').max(60, 'must be at most 60').optional(),
};

/** Create match (spec 7): homeTeam, awayTeam, status. */
export const createMatchInputSchema = z.strictObject(matchFields);
export type CreateMatchInput = z.infer<typeof createMatchInputSchema>;

/**
 * The match form submit (POST or PUT /match/{id}): the match fields and the odds list. The form
 * sends back what it loaded, so read-only fields (_id, teams, halves, dates) are ignored.
 */
export const matchFormInputSchema = z.object({
  ...matchFields,
  odds: z.array(matchFormOddSchema).max(500, 'at most 500 odds').optional(),
});
export type MatchFormInput = z.infer<typeof matchFormInputSchema>;
