import type { TeamSide } from '../events/team-side';

/** What a line is on: an event type, a side and a threshold, and for a team line the team. */
export type LabelledLine = {
  eventType: string;
  betType: string;
  threshold: number;
  team?: TeamSide | null | undefined;
};

/** The match's two team names, home first. */
export type MatchTeams = { homeTeam: string; awayTeam: string };

/** "Corner" → "Corners", "Penalty" → "Penalties", "Cross" → "Crosses". */
export function eventTypePlural(eventType: string): string {
  if (/[^aeiou]y$/i.test(eventType)) return `${eventType.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/i.test(eventType)) return `${eventType}es`;
  return `${eventType}s`;
}

/** The name of a team side in this match. */
export function teamNameOf(team: TeamSide, teams: MatchTeams): string {
  return team === 'home' ? teams.homeTeam : teams.awayTeam;
}

/**
 * What a line counts: its event type ("Corner"), or for a line on one team's count that team's
 * events of the type ("Corners by Harbour City").
 */
export function lineSubject(line: Pick<LabelledLine, 'eventType' | 'team'>, teams: MatchTeams): string {
  return line.team ? `${eventTypePlural(line.eventType)} by ${teamNameOf(line.team, teams)}` : line.eventType;
}

/**
 * A line as every screen names it (the slip, bet cards, the result moment, the history):
 * "Corner OVER 1.5", or for a team line "Corners by Harbour City OVER 0.5".
 */
export function lineLabel(line: LabelledLine, teams: MatchTeams): string {
  return `${lineSubject(line, teams)} ${line.betType.toUpperCase()} ${line.threshold}`;
}
