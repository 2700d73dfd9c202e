/** The leagues' query keys. */
export const leagueKeys = {
  all: ['leagues'] as const,
  mine: ['leagues', 'mine'] as const,
  league: (id: string) => ['leagues', 'league', id] as const,
};
