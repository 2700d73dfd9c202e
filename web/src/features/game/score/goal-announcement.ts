import { formatScoreline, type MatchTeams, type Score } from '@kickchips/core';

/**
 * What the page's polite live region says when the score goes up: "Goal – Riverside Rovers.
 * Riverside Rovers 2–1 Harbour City", a sentence per goal when two came in one read. Null when no
 * side scored (nothing changed, or a goal was undone).
 */
export function goalAnnouncement(before: Score, after: Score, teams: MatchTeams): string | null {
  const goals = [
    ...Array<string>(Math.max(0, after.home - before.home)).fill(teams.homeTeam),
    ...Array<string>(Math.max(0, after.away - before.away)).fill(teams.awayTeam),
  ];
  if (goals.length === 0) return null;
  const scoreline = formatScoreline(teams.homeTeam, teams.awayTeam, after);
  return [...goals.map((team) => `Goal – ${team}`), scoreline].join('. ');
}
