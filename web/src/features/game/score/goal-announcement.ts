import { formatScoreline, type MatchTeams, type Score } from '@kickchips/core';

/**
 * What the page's polite live region says when the score changes: "Goal – Riverside Rovers.
 * Riverside Rovers 2–1 Harbour City", a sentence per goal when two came in one read; when a side's
 * goals went down (a goal undone, or given to the other team) "Score corrected. Riverside Rovers
 * 1–1 Harbour City". Null when the score did not change.
 */
export function goalAnnouncement(before: Score, after: Score, teams: MatchTeams): string | null {
  const scoreline = formatScoreline(teams.homeTeam, teams.awayTeam, after);
  if (after.home < before.home || after.away < before.away) return `Score corrected. ${scoreline}`;
  const goals = [
    ...Array<string>(after.home - before.home).fill(teams.homeTeam),
    ...Array<string>(after.away - before.away).fill(teams.awayTeam),
  ];
  if (goals.length === 0) return null;
  return [...goals.map((team) => `Goal – ${team}`), scoreline].join('. ');
}
