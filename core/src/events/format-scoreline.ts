import type { Score } from './scoreline';

/**
 * "Riverside Rovers 2–1 Harbour City" (an en dash between the goals). Apart from the score's
 * schema (no zod here), so the web's entry can title a match without loading the schemas.
 */
export function formatScoreline(homeTeam: string, awayTeam: string, score: Score): string {
  return `${homeTeam} ${score.home}–${score.away} ${awayTeam}`;
}
