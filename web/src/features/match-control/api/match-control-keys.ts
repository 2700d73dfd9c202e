/** Query keys of the realtime screen: everything of one match sits under `match(matchId)`. */
export const matchControlKeys = {
  all: ['admin', 'realtime'] as const,
  matches: ['admin', 'realtime', 'matches'] as const,
  match: (matchId: string) => ['admin', 'realtime', 'match', matchId] as const,
  halves: (matchId: string) => ['admin', 'realtime', 'match', matchId, 'halves'] as const,
  rounds: (matchId: string) => ['admin', 'realtime', 'match', matchId, 'rounds'] as const,
  events: (matchId: string) => ['admin', 'realtime', 'match', matchId, 'events'] as const,
  eventTypes: (matchId: string) => ['admin', 'realtime', 'match', matchId, 'event-types'] as const,
};
