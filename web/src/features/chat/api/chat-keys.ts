export const chatKeys = {
  /** Under the game key, so that leaving the game drops it, but refreshed by chat notices only. */
  all: ['game', 'chat'] as const,
  messages: (lobbyId: string) => ['game', 'chat', lobbyId] as const,
};
