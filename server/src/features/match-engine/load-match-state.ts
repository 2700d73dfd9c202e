import type { HalfState, HalfStatus, MatchState, RoundState, RoundStatus } from '@kickchips/core';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { matches, matchHalves, matchRounds } from '../../db/schema';

type MatchRow = typeof matches.$inferSelect;
export type HalfRow = typeof matchHalves.$inferSelect;
type RoundRow = typeof matchRounds.$inferSelect;

/** A match's rows and the plain state core's timing rules work on. */
export type LoadedMatch = {
  match: MatchRow;
  halves: HalfRow[];
  rounds: RoundRow[];
  state: MatchState;
};

const HALF_STATUSES: readonly HalfStatus[] = ['upcoming', 'active', 'finished'];
const ROUND_STATUSES: readonly RoundStatus[] = ['upcoming', 'active', 'finished', 'void'];

/** Statuses are matched case-insensitively (spec 3); anything unknown counts as not started. */
function halfStatus(status: string): HalfStatus {
  const lower = status.toLowerCase() as HalfStatus;
  return HALF_STATUSES.includes(lower) ? lower : 'upcoming';
}

function roundStatus(status: string): RoundStatus {
  const lower = status.toLowerCase() as RoundStatus;
  return ROUND_STATUSES.includes(lower) ? lower : 'upcoming';
}

function toMatchState(match: MatchRow, halves: HalfRow[], rounds: RoundRow[]): MatchState {
  const halfNumbers = new Map(halves.map((half) => [half.id, half.halfNumber]));
  return {
    clockSpeed: match.clockSpeed,
    halves: halves.map(
      (half): HalfState => ({
        halfNumber: half.halfNumber,
        status: halfStatus(half.status),
        startTime: half.startTime?.getTime() ?? null,
        endTime: half.endTime?.getTime() ?? null,
      }),
    ),
    rounds: rounds.map(
      (round): RoundState => ({
        id: round.id,
        halfNumber: halfNumbers.get(round.halfId) ?? 0,
        roundNumber: round.roundNumber,
        startMinute: round.startMinute,
        endMinute: round.endMinute,
        status: roundStatus(round.status),
      }),
    ),
  };
}

/** The match (unless deleted) with its halves and rounds; undefined when there is no such match. */
export async function loadMatchState(db: Db | Tx, matchId: string): Promise<LoadedMatch | undefined> {
  const [match] = await db
    .select()
    .from(matches)
    .where(and(eq(matches.id, matchId), isNull(matches.deletedAt)));
  if (!match) return undefined;
  const halves = await db
    .select()
    .from(matchHalves)
    .where(eq(matchHalves.matchId, matchId))
    .orderBy(asc(matchHalves.halfNumber));
  const rounds = await db
    .select()
    .from(matchRounds)
    .where(eq(matchRounds.matchId, matchId))
    .orderBy(asc(matchRounds.roundNumber));
  return { match, halves, rounds, state: toMatchState(match, halves, rounds) };
}
