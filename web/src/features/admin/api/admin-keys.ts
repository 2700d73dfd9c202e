/** The admin screens' query keys: lists and records by resource, and everything of one match. */
export const adminKeys = {
  all: ['admin'] as const,
  list: (resource: 'user' | 'avatar' | 'match') => ['admin', 'list', resource] as const,
  record: (resource: 'user' | 'avatar', id: string) => ['admin', 'record', resource, id] as const,
  eventTypes: ['admin', 'event-types'] as const,
  availableEventTypes: ['admin', 'event-types-available'] as const,
  /** Everything of every match, and of one. */
  matches: ['admin', 'match'] as const,
  match: (matchId: string) => ['admin', 'match', matchId] as const,
  matchDetail: (matchId: string) => ['admin', 'match', matchId, 'detail'] as const,
  halves: (matchId: string) => ['admin', 'match', matchId, 'halves'] as const,
  rounds: (matchId: string) => ['admin', 'match', matchId, 'rounds'] as const,
  matchEventTypes: (matchId: string) => ['admin', 'match', matchId, 'event-types'] as const,
  /** Every lobby list page, and one lobby in full. */
  lobbies: ['admin', 'lobby'] as const,
  lobbyPage: (page: number, q = '') => ['admin', 'lobby', 'page', page, q] as const,
  lobby: (lobbyId: string) => ['admin', 'lobby', lobbyId] as const,
  audit: ['admin', 'audit'] as const,
  auditPage: (page: number, entity = '') => ['admin', 'audit', page, entity] as const,
};
