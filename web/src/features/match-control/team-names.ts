import type { TeamSide } from '@kickchips/core';

/** The names of a match's two sides, by side. */
export type TeamNames = Readonly<Record<TeamSide, string>>;

export const teamNamesOf = (match: { homeTeam: string; awayTeam: string }): TeamNames => ({
  home: match.homeTeam,
  away: match.awayTeam,
});

/** "Goal · Riverside Rovers": an event type and the team it went to, as the buttons and the log say it. */
export const eventWithTeam = (eventName: string, team: string | undefined) =>
  team ? `${eventName} · ${team}` : eventName;
