import {
  fairValue,
  type Match,
  type MatchHalf,
  type MatchRound,
  type Odd,
  type Score,
} from '@kickchips/core';
import type { matches, matchHalves, matchRounds, odds } from '../../db/schema';
import { teamSideOf } from './team-side-of';

type MatchRow = typeof matches.$inferSelect;
type HalfRow = typeof matchHalves.$inferSelect;
type RoundRow = typeof matchRounds.$inferSelect;
type OddRow = typeof odds.$inferSelect;

/** Rows as the admin API shows them: ids as `_id`, references as ids, dates as ISO strings. */
export function toMatchView(row: MatchRow, halfIds: string[], score: Score): Match {
  return {
    _id: row.id,
    homeTeam: row.homeTeam,
    awayTeam: row.awayTeam,
    teams: [{ name: row.homeTeam }, { name: row.awayTeam }],
    halves: halfIds,
    status: row.status,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    clockSpeed: row.clockSpeed,
    autoPricing: row.autoPricing,
    priceMargin: row.priceMargin,
    teamLines: row.teamLines,
    score,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toHalfView(row: HalfRow, roundsCount: number): MatchHalf {
  return {
    _id: row.id,
    match: row.matchId,
    halfNumber: row.halfNumber,
    status: row.status,
    startTime: row.startTime?.toISOString() ?? null,
    endTime: row.endTime?.toISOString() ?? null,
    roundsCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toRoundView(row: RoundRow, halfNumber: number): MatchRound {
  return {
    _id: row.id,
    match: row.matchId,
    half: row.halfId,
    halfNumber,
    roundNumber: row.roundNumber,
    startMinute: row.startMinute,
    endMinute: row.endMinute,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The round a line's price holds for: an automatic line's round, none for an admin's (pinned) price. */
export const priceRoundOf = (row: Pick<OddRow, 'pinned' | 'pricedRoundId'>): string | null =>
  row.pinned ? null : row.pricedRoundId;

export function toOddView(row: OddRow): Odd {
  return {
    _id: row.id,
    match: row.matchId,
    eventType: row.eventType,
    betType: row.betType,
    threshold: row.threshold,
    odds: row.odds,
    name: row.name,
    pinned: row.pinned,
    offered: row.offered,
    chance: row.chance,
    previousOdds: row.previousOdds,
    roundId: priceRoundOf(row),
    withdrawn: row.withdrawn,
    ...fairValue(row.odds, row.chance),
    ...(row.team ? { team: teamSideOf(row.team) } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
