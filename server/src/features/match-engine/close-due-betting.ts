import {
  bettingCloseTime,
  DEFAULT_GAME_SETTINGS,
  roundSpans,
  roundStatusAt,
  timeOfMinute,
} from '@kickchips/core';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows-of';
import { bettingClosures, matchRounds } from '../../db/schema';
import { lobbySettings } from '../lobbies';
import { loadMatchState } from '../matches';
import { closeRoundBetting, type LobbyClosure } from './close-round-betting';
import type { EngineContext } from './engine-context';
import { runEach } from './run-each';

/** The closures of these rounds, as `lobbyId/roundId`. */
async function closuresOf(ctx: EngineContext, rounds: readonly { id: string }[]): Promise<Set<string>> {
  const closures = await ctx.db
    .select({ lobbyId: bettingClosures.lobbyId, roundId: bettingClosures.roundId })
    .from(bettingClosures)
    .where(
      inArray(
        bettingClosures.roundId,
        rounds.map((r) => r.id),
      ),
    );
  return new Set(closures.map((c) => `${c.lobbyId}/${c.roundId}`));
}

/**
 * Closes betting on the rounds of one match whose close time (core's bettingCloseTime with the
 * lobby's settings) has come, charging the penalties then due: one transaction per round for every
 * lobby then due. Once a round has started, betting on it is closed for every lobby, and the round
 * records when.
 */
export async function closeMatchBetting(ctx: EngineContext, matchId: string, now: Date): Promise<void> {
  const loaded = await loadMatchState(ctx.db, matchId);
  if (!loaded) return;
  const open = loaded.rounds.filter((r) => r.bettingClosedAt === null && r.status !== 'void');
  if (open.length === 0) return;
  // most lobbies of a match store the same settings: one row per stored form, checked by zod once
  const settingGroups = rowsOf<{ settings: unknown; lobbyIds: string[] }>(
    await ctx.db.execute(sql`
      SELECT settings, array_agg(id::text) AS "lobbyIds" FROM lobbies WHERE match_id = ${matchId}::uuid GROUP BY settings
    `),
  );
  const groups = settingGroups.map((group) => ({
    settings: lobbySettings(group.settings),
    lobbyIds: group.lobbyIds,
  }));
  const spans = roundSpans(loaded.state);
  const changedLobbies = new Set<string>();
  // which lobbies have closed which open round: read only on a tick where some close time has come
  let isClosed: Set<string> | undefined;
  for (const round of open) {
    const closeTimes: number[] = [];
    const due: LobbyClosure[] = [];
    let allDue = true;
    // lobbies with the same settings close together: each close time is worked out once
    for (const { settings, lobbyIds } of groups) {
      const closeAt = bettingCloseTime(loaded.state, round.id, settings);
      if (closeAt === null) continue;
      closeTimes.push(closeAt);
      if (closeAt > now.getTime()) {
        allDue = false;
        continue;
      }
      isClosed ??= await closuresOf(ctx, open);
      for (const lobbyId of lobbyIds) {
        if (!isClosed.has(`${lobbyId}/${round.id}`))
          due.push({ lobbyId, closedAt: new Date(closeAt), settings });
      }
    }
    if (due.length > 0) {
      const closed = await ctx.db.transaction((tx) => closeRoundBetting(tx, round.id, due));
      for (const lobbyId of closed.keys()) changedLobbies.add(lobbyId);
    }
    const span = spans.find((s) => s.round.id === round.id);
    const status = span ? roundStatusAt(span, loaded.state, now.getTime()) : 'upcoming';
    if (!span || !allDue || (status !== 'active' && status !== 'finished')) continue;
    const fallback =
      bettingCloseTime(loaded.state, round.id, DEFAULT_GAME_SETTINGS) ??
      timeOfMinute(span.half.startTime!, loaded.state.clockSpeed, span.startMinute);
    await ctx.db
      .update(matchRounds)
      .set({
        bettingClosedAt: new Date(closeTimes.length > 0 ? Math.max(...closeTimes) : fallback),
        penaltiesAppliedAt: now,
      })
      .where(and(eq(matchRounds.id, round.id), isNull(matchRounds.bettingClosedAt)));
  }
  await ctx.notices.publish(
    [...changedLobbies].map((lobbyId) => ({ type: 'lobby.changed' as const, lobbyId })),
  );
}

/**
 * The rounds, not void, still open for betting, of a half that has started by `now`, in matches not
 * deleted.
 */
const openRoundsOfStartedHalves = (now: Date) => sql`
  FROM match_rounds r
  JOIN match_halves h ON h.id = r.half_id AND h.start_time <= ${now.toISOString()}::timestamptz
  JOIN matches m ON m.id = r.match_id AND m.deleted_at IS NULL
  WHERE r.betting_closed_at IS NULL AND r.status <> 'void'`;

/** The betting step's question for the tick's survey: is any started half's round still open? */
export const openRoundsPending = (now: Date) => sql`SELECT 1 ${openRoundsOfStartedHalves(now)}`;

/** The clock's betting step, for every match with a half that has a start time. */
export async function closeDueBetting(ctx: EngineContext, now: Date): Promise<void> {
  const candidates = rowsOf<{ matchId: string }>(
    await ctx.db.execute(sql`SELECT DISTINCT r.match_id AS "matchId" ${openRoundsOfStartedHalves(now)}`),
  );
  await runEach(candidates, ({ matchId }) => closeMatchBetting(ctx, matchId, now));
}
