import type { LeagueLobbyResult } from './league-lobby-result';
import { resultsOnce } from './results-once';

export type HeadToHead = {
  /** League lobbies both finished in. */
  played: number;
  /** Lobbies where the first member finished above the second, and the other way round. */
  firstAhead: number;
  secondAhead: number;
  level: number;
  /** Each shared lobby, oldest first, with both ranks. */
  meetings: { lobbyId: string; firstRank: number; secondRank: number }[];
};

/** How two league members did against each other in the lobbies both finished in. */
export function headToHead(first: string, second: string, results: readonly LeagueLobbyResult[]): HeadToHead {
  const once = resultsOnce(results);
  const meetings: HeadToHead['meetings'] = [];
  for (const result of once) {
    const a = result.standings.find((s) => s.userId === first);
    const b = result.standings.find((s) => s.userId === second);
    if (a && b) meetings.push({ lobbyId: result.lobbyId, firstRank: a.rank, secondRank: b.rank });
  }
  return {
    played: meetings.length,
    firstAhead: meetings.filter((m) => m.firstRank < m.secondRank).length,
    secondAhead: meetings.filter((m) => m.secondRank < m.firstRank).length,
    level: meetings.filter((m) => m.firstRank === m.secondRank).length,
    meetings,
  };
}
