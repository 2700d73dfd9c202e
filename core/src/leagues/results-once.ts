import type { LeagueLobbyResult } from './league-lobby-result';

/** Each lobby's result once, oldest first: a result listed twice counts once. */
export function resultsOnce(results: readonly LeagueLobbyResult[]): LeagueLobbyResult[] {
  return [...new Map(results.map((result) => [result.lobbyId, result])).values()].sort(
    (a, b) => a.finishedAt - b.finishedAt || (a.lobbyId < b.lobbyId ? -1 : 1),
  );
}
