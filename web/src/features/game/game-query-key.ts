/** The game's cache keys, which the betting feature owns so that both features share one cache. */
export { gameQueryKey, leaderboardQueryKey, lobbyDetailsQueryKey } from '../betting';
