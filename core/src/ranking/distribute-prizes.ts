import type { GameSettings } from '../settings/game-settings-schema';
import { apportion } from './apportion';
import { type Ranked, rankStandings, type StandingInput } from './rank-standings';

export interface PrizeStanding extends StandingInput {
  eliminated: boolean;
}

export interface PrizeResult {
  userId: string;
  rank: number;
  /** Chips of the prize pool this player receives; 0 outside a tournament. */
  share: number;
  /** WIN in previous results. */
  won: boolean;
}

export type PrizeSettings = Pick<GameSettings, 'isTournament' | 'prizeDistribution' | 'startingChips'>;

/** The top-3 split of game-rules 8, in percent. */
export const TOP_3_SPLIT = [50, 30, 20] as const;

/**
 * The end of a match (game-rules 8), in leaderboard order. Without a tournament, rank 1 wins (all
 * of it on a tie) and no chips move. In a tournament the pool (starting chips times players) goes
 * to players not eliminated (everyone, if all were): winner-takes-all to rank 1; top-3 50/30/20
 * by place, tied players sharing the places they cover; proportional to final chips. Shares are
 * whole chips that sum exactly to the pool; a player wins when they receive a share.
 */
export function distributePrizes(
  standings: readonly PrizeStanding[],
  settings: PrizeSettings,
): PrizeResult[] {
  const ranked = rankStandings(standings);
  if (!settings.isTournament) {
    return ranked.map(({ userId, rank }) => ({ userId, rank, share: 0, won: rank === 1 }));
  }
  const stillIn = ranked.filter((standing) => !standing.eliminated);
  const eligible = stillIn.length > 0 ? stillIn : ranked;
  const shares = sharesOf(eligible, settings.startingChips * ranked.length, settings.prizeDistribution);
  return ranked.map(({ userId, rank }) => {
    const share = shares.get(userId) ?? 0;
    return { userId, rank, share, won: share > 0 };
  });
}

function sharesOf(
  eligible: Ranked<PrizeStanding>[],
  pool: number,
  distribution: PrizeSettings['prizeDistribution'],
): Map<string, number> {
  if (distribution === 'proportional') {
    const parts = apportion(
      pool,
      eligible.map((standing) => standing.chips),
    );
    return new Map(eligible.map((standing, index) => [standing.userId, parts[index]!]));
  }
  const groups = groupByRank(eligible);
  const groupParts = apportion(
    pool,
    groups.map((_, index) => placeWeight(groups, index, distribution)),
  );
  return new Map(
    groups.flatMap((group, index) => {
      const parts = apportion(
        groupParts[index]!,
        group.map(() => 1),
      );
      return group.map((standing, member) => [standing.userId, parts[member]!] as const);
    }),
  );
}

function groupByRank<T extends { rank: number }>(ranked: T[]): T[][] {
  const groups: T[][] = [];
  for (const standing of ranked) {
    const last = groups.at(-1);
    if (last && last[0]!.rank === standing.rank) last.push(standing);
    else groups.push([standing]);
  }
  return groups;
}

/** Percent of the pool the places a group covers are worth. */
function placeWeight(
  groups: unknown[][],
  index: number,
  distribution: PrizeSettings['prizeDistribution'],
): number {
  if (distribution === 'winner-takes-all') return index === 0 ? 1 : 0;
  const firstPlace = groups.slice(0, index).reduce((count, group) => count + group.length, 0);
  const places = groups[index]!.map((_, offset) => firstPlace + offset);
  return places.reduce((sum, place) => sum + (TOP_3_SPLIT[place] ?? 0), 0);
}
