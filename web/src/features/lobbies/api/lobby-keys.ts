/** The player home's query keys. */
export const lobbyKeys = {
  all: ['lobbies'] as const,
  open: ['lobbies', 'open'] as const,
  /** The matches a player may create a lobby for. */
  playerMatches: ['matches', 'player'] as const,
};
