import { z } from 'zod';
import type { TeamSide } from './team-side';

/** Goals by team: the match's score. Goals recorded without a team count for neither side. */
export const scoreSchema = z.object({ home: z.number().int().min(0), away: z.number().int().min(0) });
export type Score = z.infer<typeof scoreSchema>;

export const NO_SCORE: Score = { home: 0, away: 0 };

/** The score of a match from its events: each Goal (any case) with a team counts for that team. */
export function scoreOf(events: Iterable<{ eventType: string; team?: TeamSide | null | undefined }>): Score {
  const score = { home: 0, away: 0 };
  for (const event of events) {
    if (event.eventType.toLowerCase() === 'goal' && event.team) score[event.team] += 1;
  }
  return score;
}
