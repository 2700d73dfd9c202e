import {
  bettingCloseTime,
  DEFAULT_GAME_SETTINGS,
  roundSpans,
  roundStatusAt,
  timeOfMinute,
} from '@kickchips/core';
import { and, eq, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows-of';
import { bettingClosures, matches, matchHalves, matchRounds } from '../../db/schema';
import { lobbySettings } from '../lobbies';
import { loadMatchState } from '../matches';
import { closeRoundBetting, type LobbyClosure } from './close-round-betting';
import type { EngineContext } from './engine-context';
import { runEach } from './run-each';

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
  const closed = await ctx.db
    .select({ lobbyId: bettingClosures.lobbyId, roundId: bettingClosures.roundId })
    .from(bettingClosures)
    .where(
      inArray(
        bettingClosures.roundId,
        open.map((r) => r.id),
      ),
    );
  const isClosed = new Set(closed.map((c) => `${c.lobbyId}/${c.roundId}`));
  const groups = settingGroups.map((group) => ({
    settings: lobbySettings(group.settings),
    lobbyIds: group.lobbyIds,
  }));
  const spans = roundSpans(loaded.state);
  const changedLobbies = new Set<string>();

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

/** The clock's betting step, for every match with a half that has a start time. */
export async function closeDueBetting(ctx: EngineContext, now: Date): Promise<void> {
  const candidates = await ctx.db
    .selectDistinct({ matchId: matchRounds.matchId })
    .from(matchRounds)
    .innerJoin(matchHalves, eq(matchHalves.id, matchRounds.halfId))
    .innerJoin(matches, and(eq(matches.id, matchRounds.matchId), isNull(matches.deletedAt)))
    .where(
      and(
        isNull(matchRounds.bettingClosedAt),
        ne(matchRounds.status, 'void'),
        isNotNull(matchHalves.startTime),
        lte(matchHalves.startTime, now),
      ),
    );
  await runEach(candidates, ({ matchId }) => closeMatchBetting(ctx, matchId, now));
}
